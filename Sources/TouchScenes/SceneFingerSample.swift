/// One finger in one expanded input frame, with its location resolved to a
/// screen point.
///
/// `point` is nil only for an `up` or `cancel` step that did not say where:
/// the finger lifts where it last was.
public struct SceneFingerSample: Hashable, Sendable {
    public var finger: Int
    public var phase: SceneFingerPhase
    public var point: SceneVector?

    public init(finger: Int, phase: SceneFingerPhase, point: SceneVector?) {
        self.finger = finger
        self.phase = phase
        self.point = point
    }
}
