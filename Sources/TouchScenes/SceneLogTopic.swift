/// A group of an object's own method calls that it prints in the seed-style log.
///
/// The seeds make views visible by overriding methods with an `NSLog` and a call
/// to `super`; `log:` is the scene's way of doing the same, and never changes
/// delivery. Which topics an object may list depends on what it is: views and
/// windows take all but `state`, `tracking` needs a control, controllers, the
/// application and the app delegate take `touches`, `motion` and
/// `remoteControl`, recognizers take `touches` and `state`.
public enum SceneLogTopic: String, CaseIterable, Hashable, Sendable {
    /// `hitTest(_:with:)`, e.g. `-[AView hitTest:withEvent:]` (seed 002).
    case hitTest
    /// `point(inside:with:)`, e.g. `-[AView pointInside:withEvent:]` (seed 002).
    case pointInside
    /// `touchesBegan/Moved/Ended/Cancelled`, for responders and recognizers.
    case touches
    /// A control's `begin/continue/endTracking` and `cancelTracking` (seed 002).
    case tracking
    /// `motionBegan/Ended/Cancelled` (shake).
    case motion
    /// `remoteControlReceived(with:)`.
    case remoteControl
    /// A recognizer's state changes, e.g. `Tap: possible → ended`.
    case state
}
