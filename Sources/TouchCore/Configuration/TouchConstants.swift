import Foundation

/// Every tuning constant of touch delivery, in one place, with its unit and source.
///
/// Apple documents few of these numbers; where a value is observed on devices or
/// taken from a seed article, the comment says so. Each is the default of a
/// configurable property (a recognizer's, a scroll view's, or `FidelityOptions`).
public enum TouchConstants {
    /// Views with alpha below this are invisible to hit-testing (Apple: UIView.hitTest(_:with:)).
    public static let minimumHittableAlpha: CGFloat = 0.01

    /// Seconds between taps that still count towards `UITouch.tapCount` (SPEC T4;
    /// undocumented, observed about 0.3 s).
    public static let multiTapInterval: TimeInterval = 0.3
    /// Points between taps that still count towards `tapCount` (SPEC T4; observed).
    public static let multiTapDistance: CGFloat = 44

    /// Movement in points beyond which a tap fails and a pan may begin (SPEC §6 defaults;
    /// observed about 10 pt).
    public static let movementSlop: CGFloat = 10
    /// Seconds a finger may stay down and still make a tap (seed 002 phenomenon 3: a
    /// long press on a cell fails the tap recognizer; UIKit does not document the value,
    /// observed on devices at roughly 0.75 s).
    public static let tapMaximumDuration: TimeInterval = 0.75
    /// Seconds between the taps of a multi-tap gesture (SPEC §6: 0.3 s).
    public static let tapMaximumInterval: TimeInterval = 0.3

    /// Stepper: seconds a finger holds + or − before the step repeats, then seconds
    /// between repeats, while `UIStepper.autorepeat` is on (Apple documents that holding
    /// repeats, not the timing; observed on devices at about half a second, then
    /// about ten steps a second).
    public static let stepperAutorepeatDelay: TimeInterval = 0.5
    public static let stepperAutorepeatInterval: TimeInterval = 0.1

    /// Long press: Apple: UILongPressGestureRecognizer.minimumPressDuration (0.5 s).
    public static let longPressMinimumDuration: TimeInterval = 0.5
    /// Long press: Apple: UILongPressGestureRecognizer.allowableMovement (10 pt).
    public static let longPressAllowableMovement: CGFloat = 10

    /// Pan: seconds of touch history `UIPanGestureRecognizer.velocity(in:)` looks back
    /// over. The velocity, in points per second, is the change in translation from
    /// the oldest sample the pan saw (one per touch event: down, each move, the
    /// lift) no more than this long before the newest, to the newest, divided by
    /// the time between them; with no other sample that recent, the last sample
    /// before the window is used, so a finger held still before lifting ends at 0.
    /// Apple documents only the unit (Apple: UIPanGestureRecognizer.velocity(in:));
    /// the 100 ms horizon is Flutter's `VelocityTracker`'s, with a two-point
    /// difference instead of its least-squares fit, so a drag at constant speed
    /// reports exactly that speed.
    public static let panVelocityWindow: TimeInterval = 0.1

    /// Swipe: minimum travel in points along the direction (observed about 50 pt).
    public static let swipeMinimumDistance: CGFloat = 50
    /// Swipe: minimum speed in points per second (observed).
    public static let swipeMinimumVelocity: CGFloat = 200
    /// Swipe: the gesture must complete within this many seconds (observed).
    public static let swipeMaximumDuration: TimeInterval = 0.5

    /// Pinch: change in finger distance, in points, before the pinch begins (observed).
    public static let pinchBeginDistance: CGFloat = 8
    /// Rotation: angle in radians before the rotation begins (observed about 0.07).
    public static let rotationBeginAngle: CGFloat = 0.07

    /// A scroll view holds its content's touchesBegan this long to see whether the
    /// finger scrolls (seed 002: `UIScrollViewDelayedTouchesBeganGestureRecognizer`,
    /// `m_delay` 0.15 s; Apple: UIScrollView.delaysContentTouches).
    public static let scrollContentDelay: TimeInterval = 0.15

    /// Devices release a `touchesEnded` withheld by `delaysTouchesEnded` about this
    /// long after the touch ended (seed 002: "延迟一小段时间(0.15s)").
    public static let withheldEndedReleaseDelay: TimeInterval = 0.15

    /// A control judges "inside" against its bounds grown by this margin while
    /// tracking (SPEC C3; observed about 70 pt).
    public static let controlTrackingMargin: CGFloat = 70

    // MARK: Control geometry (where a touch lands on a control's parts; SPEC G11)

    /// A slider's thumb, in points: UIKit's default thumb image on iOS 7 and later
    /// (observed 31 × 31 pt; Apple documents only the override point,
    /// UISlider.thumbRect(forBounds:trackRect:value:)). It is centred vertically on the
    /// track and travels inside it: its left edge on the track's left end at
    /// `minimumValue`, its right edge on the right end at `maximumValue`, linearly in
    /// between, so at the middle value its centre is the slider's centre. Only a touch
    /// that begins inside it starts tracking, and only a pan or swipe that begins inside
    /// it is protected from an ancestor's recognizer.
    public static let sliderThumbSize = CGSize(width: 31, height: 31)
    /// A slider's track height in points, centred in its bounds and as wide as they are
    /// (observed on iOS 13 and later: 4 pt; Apple: UISlider.trackRect(forBounds:)).
    public static let sliderTrackHeight: CGFloat = 4
    /// A switch's knob is a circle inset this many points from the switch's top, bottom
    /// and near end: from the left end when off, the right end when on (observed: a
    /// 27 pt knob in UIKit's 51 × 31 pt switch). A pan that begins on it is protected.
    public static let switchKnobInset: CGFloat = 2
    /// Centre-to-centre distance in points between a page control's dots, which sit
    /// in a row centred in its bounds (observed: 7 pt dots 9 pt apart, the layout
    /// before iOS 14). A tap left or right of the current page's dot turns one page.
    public static let pageControlIndicatorPitch: CGFloat = 16

    /// The most simultaneous touches an iPhone reports (observed: 5 on iPhone,
    /// 11 on iPad); further fingers are ignored.
    public static let maximumSimultaneousTouches = 11
}
