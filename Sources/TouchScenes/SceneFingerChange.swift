/// One finger's change in a low-level script step (`down`, `move`, `up`,
/// `cancel`, `frame`).
///
/// Fingers are numbered from 1 and keep their number from down to up or cancel.
/// `location` is required for down and move; for up and cancel nil means "where
/// the finger last was".
package struct SceneFingerChange: Hashable, Sendable {
    package var finger: Int
    package var phase: SceneFingerPhase
    package var location: SceneLocation?

    package init(finger: Int, phase: SceneFingerPhase, location: SceneLocation?) {
        self.finger = finger
        self.phase = phase
        self.location = location
    }
}
