/// The numbers a script step uses when the file leaves them out, in one place.
///
/// These describe the scripted finger, not iOS: the core's own thresholds (tap
/// slop, long-press duration, multi-tap interval) are fidelity switches and
/// core constants. The defaults are chosen to land clearly on one side of those
/// thresholds: a default tap is short and still, a default long press outlasts
/// UIKit's 0.5 s, a default double tap's taps are well within 0.3 s of each other.
public enum SceneStepDefaults {
    /// Seconds a tapping finger stays down.
    public static let tapHold = 0.1
    /// Seconds between the taps of a double tap (finger up to finger down).
    public static let tapInterval = 0.1
    /// Seconds a long press lasts.
    public static let longPressDuration = 1.0
    /// Seconds a drag lasts, and its number of moves.
    public static let dragDuration = 0.5
    public static let dragSteps = 10
    /// A swipe: fast and short.
    public static let swipeDuration = 0.15
    public static let swipeSteps = 5
    public static let swipeDistance = 200.0
    /// Pinch and rotate: the starting distance between the two fingers, the
    /// duration and the number of moves.
    public static let twoFingerDistance = 100.0
    public static let twoFingerDuration = 0.5
    public static let twoFingerSteps = 10
    /// Points between neighbouring fingers of a multi-finger tap or drag.
    public static let fingerSpacing = 30.0
}
