/// Which of `motionBegan`, `motionEnded` and `motionCancelled` a responder
/// overrides, and how (SPEC F2, R4).
///
/// UIResponder's default implementation of each passes the message to `next`, so a
/// phase the responder does not override is `forward`: a responder that implements
/// only `motionEnded` — Apple's "Handling shake events" overrides just that one —
/// still lets `motionBegan` and `motionCancelled` travel on up the chain.
public struct SceneMotionHandling: Hashable, Sendable {
    public var began: SceneHandling
    public var ended: SceneHandling
    public var cancelled: SceneHandling

    public init(began: SceneHandling = .forward, ended: SceneHandling = .forward, cancelled: SceneHandling = .forward) {
        self.began = began
        self.ended = ended
        self.cancelled = cancelled
    }

    /// The same handling for all three (`motion: handle`).
    public init(_ all: SceneHandling) {
        self.init(began: all, ended: all, cancelled: all)
    }

    public subscript(phase: SceneMotionPhase) -> SceneHandling {
        switch phase {
        case .began: return began
        case .ended: return ended
        case .cancelled: return cancelled
        }
    }
}
