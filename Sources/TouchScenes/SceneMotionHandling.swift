/// Which of `motionBegan`, `motionEnded` and `motionCancelled` a responder
/// overrides, and how (SPEC F2, R4).
///
/// UIResponder's default implementation of each passes the message to `next`, so a
/// phase the responder does not override is `forward`: a responder that implements
/// only `motionEnded` — Apple's "Handling shake events" overrides just that one —
/// still lets `motionBegan` and `motionCancelled` travel on up the chain.
package struct SceneMotionHandling: Hashable, Sendable {
    package var began: SceneHandling
    package var ended: SceneHandling
    package var cancelled: SceneHandling

    package init(began: SceneHandling = .forward, ended: SceneHandling = .forward, cancelled: SceneHandling = .forward) {
        self.began = began
        self.ended = ended
        self.cancelled = cancelled
    }

    /// The same handling for all three (`motion: handle`).
    package init(_ all: SceneHandling) {
        self.init(began: all, ended: all, cancelled: all)
    }

    package subscript(phase: SceneMotionPhase) -> SceneHandling {
        switch phase {
        case .began: return began
        case .ended: return ended
        case .cancelled: return cancelled
        }
    }
}
