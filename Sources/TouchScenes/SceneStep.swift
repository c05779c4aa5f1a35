/// One step of a script, placed in virtual time.
///
/// Steps run one after another: each starts when the previous one ends, so
/// `time` is the sum of the durations before it. Low-level finger steps, events
/// and shots take no time; `wait` takes its seconds; gestures take their duration.
/// The loader computes both numbers, so a runner only plays them.
package struct SceneStep: Hashable, Sendable {
    /// Seconds from the start of the script.
    package var time: Double
    package var duration: Double
    package var action: SceneStepAction
    /// What the file wrote (`doubleTap`, `swipe`, …): a double tap and a `tap` of
    /// count 2 make the same action, but traces and messages name the step.
    package var kind: SceneStepKind
    /// Where the step's action word is in the file.
    package var position: ScenePosition

    package init(time: Double, duration: Double, action: SceneStepAction, kind: SceneStepKind, position: ScenePosition) {
        self.time = time
        self.duration = duration
        self.action = action
        self.kind = kind
        self.position = position
    }

    /// The step's word as a scene file writes it.
    package var word: String { kind.rawValue }

    /// When the step ends and the next begins.
    package var endTime: Double { SceneTime.snapped(time + duration) }
}
