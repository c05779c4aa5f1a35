/// One finger in one expanded input frame, with its location resolved to a
/// screen point.
///
/// `point` is nil only for an `up` or `cancel` step that did not say where:
/// the finger lifts where it last was.
package struct SceneFingerSample: Hashable, Sendable {
    package var finger: Int
    package var phase: SceneFingerPhase
    package var point: SceneVector?

    package init(finger: Int, phase: SceneFingerPhase, point: SceneVector?) {
        self.finger = finger
        self.phase = phase
        self.point = point
    }
}
