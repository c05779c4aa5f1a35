/// One step of a script, placed in virtual time.
///
/// Steps run one after another: each starts when the previous one ends, so
/// `time` is the sum of the durations before it. Low-level finger steps, events
/// and shots take no time; `wait` takes its seconds; gestures take their duration.
/// The loader computes both numbers, so a runner only plays them.
public struct SceneStep: Hashable, Sendable {
    /// Seconds from the start of the script.
    public var time: Double
    public var duration: Double
    public var action: SceneStepAction
    /// What the file wrote (`doubleTap`, `swipe`, …): a double tap and a `tap` of
    /// count 2 make the same action, but traces and messages name the step.
    public var kind: SceneStepKind
    /// Where the step's action word is in the file.
    public var position: ScenePosition

    public init(time: Double, duration: Double, action: SceneStepAction, kind: SceneStepKind, position: ScenePosition) {
        self.time = time
        self.duration = duration
        self.action = action
        self.kind = kind
        self.position = position
    }

    /// The step's word as a scene file writes it.
    public var word: String { kind.rawValue }

    /// When the step ends and the next begins.
    public var endTime: Double { SceneTime.snapped(time + duration) }
}
