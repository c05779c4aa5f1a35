/// What a script step does.
///
/// Several script words share one case so a runner has fewer cases to play:
/// `tap`, `doubleTap` and `longPress` are ``SceneTap``s; `drag` and `swipe` are
/// ``SceneDrag``s; `pinch` and `rotate` are ``SceneTwoFinger``s; `down`, `move`,
/// `up`, `cancel` and `frame` are one input frame of finger changes. The word
/// the file used is kept in ``SceneStep/word``.
package enum SceneStepAction: Hashable, Sendable {
    /// One input frame: fingers that change together, delivered as one event
    /// (SPEC T3).
    case fingers([SceneFingerChange])
    case tap(SceneTap)
    case drag(SceneDrag)
    case twoFinger(SceneTwoFinger)
    /// Nothing happens; virtual time passes (timers such as long-press and
    /// delayed-touch delays fire).
    case wait
    /// A system interruption such as an incoming call: every active touch is
    /// cancelled (SPEC T6). Fingers still down afterwards must go down anew.
    case interruption
    /// A shake of the device: motion began and ended at the first responder, in one
    /// event (SPEC F2).
    case shake
    /// One phase of a shake that lasts (`shake: began`, then later `shake: ended`):
    /// each message at its own time (SPEC F2).
    case motion(SceneMotionPhase)
    case remoteControl(SceneRemoteCommand)
    /// `becomeFirstResponder()` on the named responder (SPEC F1).
    case becomeFirstResponder(String)
    /// `resignFirstResponder()` on the named responder, or on the current first
    /// responder when nil (SPEC F1).
    case resignFirstResponder(String?)
    /// `removeFromSuperview()` on the named view: its touches are cancelled as it
    /// leaves its window.
    case remove(String)
    /// Properties changed at once (`set`).
    case set(SceneViewChange)
    /// A recognizer's `isEnabled` set at once (`set: {recognizer: Pan, enabled:
    /// false}`): one disabled mid-gesture is cancelled (Apple:
    /// UIGestureRecognizer.isEnabled).
    case setRecognizer(String, isEnabled: Bool)
    /// The edit menu validating its commands: `canPerformAction(_:withSender:)`
    /// asked of the first responder for each action, in order (`menu: [copy,
    /// paste]`; Apple: UIResponder.canPerformAction(_:withSender:)).
    case menu([String])
    /// A UIView animation started (`animate`); the step takes no time.
    case animate(SceneAnimation)
    /// A named point for a screenshot of the playground at this moment.
    case shot(String)
}
