/// A phase of a shake that lasts, as a script writes it (`shake: began`): the
/// first responder gets `motionBegan`, then later `motionEnded` — or
/// `motionCancelled` when the motion turns out not to be a shake (SPEC F2).
package enum SceneMotionPhase: String, CaseIterable, Hashable, Sendable {
    case began
    case ended
    case cancelled
}
