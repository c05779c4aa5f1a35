/// A group of an object's own method calls that it prints in the seed-style log.
///
/// The seeds make views visible by overriding methods with an `NSLog` and a call
/// to `super`; `log:` is the scene's way of doing the same, and never changes
/// delivery. Which topics an object may list depends on what it is: views and
/// windows take all but `state`, `tracking` needs a control, controllers, the
/// application and the app delegate take `touches`, `motion` and
/// `remoteControl`, recognizers take `touches` and `state`.
///
/// The last four are numbers rather than calls (``SceneMeasurement``): views and
/// windows take `location` and `previousLocation`, recognizers `location`, and pans
/// also `translation` and `velocity`. `all` never includes them.
package enum SceneLogTopic: String, CaseIterable, Hashable, Sendable {
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
    /// `UITouch.location(in:)` of a view's touches, or a recognizer's `location(in:)`.
    case location
    /// `UITouch.previousLocation(in:)` of a view's touches.
    case previousLocation
    /// A pan's `translation(in:)`.
    case translation
    /// A pan's `velocity(in:)`, in points per second.
    case velocity

    /// Whether the topic is a number measured in a coordinate space.
    package var isMeasurement: Bool {
        switch self {
        case .location, .previousLocation, .translation, .velocity: return true
        case .hitTest, .pointInside, .touches, .tracking, .motion, .remoteControl, .state: return false
        }
    }
}
