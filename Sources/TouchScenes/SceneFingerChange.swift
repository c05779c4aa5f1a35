/// One finger's change in a low-level script step (`down`, `move`, `up`,
/// `cancel`, `frame`).
///
/// Fingers are numbered from 1 and keep their number from down to up or cancel.
/// `location` is required for down and move; for up and cancel nil means "where
/// the finger last was".
public struct SceneFingerChange: Hashable, Sendable {
    public var finger: Int
    public var phase: SceneFingerPhase
    public var location: SceneLocation?

    public init(finger: Int, phase: SceneFingerPhase, location: SceneLocation?) {
        self.finger = finger
        self.phase = phase
        self.location = location
    }
}
