import Foundation

/// One finger on the screen, from the moment it lands until it lifts or is cancelled
/// (Apple: UITouch).
///
/// The same object is updated in place for the whole contact (SPEC T1). Its `view`
/// and `window` are fixed by hit-testing when it begins and never change, even if the
/// finger leaves the view (H6). Locations are kept in the window's coordinates.
public final class UITouch: Hashable, CustomStringConvertible {
    /// The phase of a touch (Apple: UITouch.Phase).
    public enum Phase: Int, Sendable, CustomStringConvertible {
        case began, moved, stationary, ended, cancelled

        public var description: String {
            switch self {
            case .began: return "began"
            case .moved: return "moved"
            case .stationary: return "stationary"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            }
        }
    }

    public enum TouchType: Int, Sendable { case direct, indirect, pencil }

    /// A number for the trace (`#1`, `#2`…), in the order touches began.
    public let number: Int
    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    public internal(set) var tapCount: Int = 1
    public internal(set) var window: UIWindow?
    public internal(set) var view: UIView?
    /// The recognizers collected at began: those of the hit-test view and every
    /// ancestor up to the window (SPEC G1), hit-test view outward.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    public let type: TouchType = .direct
    /// 1 is an average touch; 0 when the input reports no force (Apple: UITouch.force).
    public internal(set) var force: CGFloat = 0
    public internal(set) var maximumPossibleForce: CGFloat = 0
    public internal(set) var majorRadius: CGFloat = 20
    public internal(set) var majorRadiusTolerance: CGFloat = 5

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// The host's finger identifier (`TouchSample.finger`), to match later samples.
    /// Not UIKit API: hosts use it to pair their fingers with touches.
    public let finger: Int
    /// Where and when the touch began, in window coordinates (for slop and tap rules).
    let startLocationInWindow: CGPoint
    let startTimestamp: TimeInterval
    /// How the window is delivering this touch to its view.
    var delivery: TouchDelivery

    init(number: Int, finger: Int, locationInWindow: CGPoint, timestamp: TimeInterval) {
        self.number = number
        self.delivery = TouchDelivery(touchNumber: number)
        self.finger = finger
        self.phase = .began
        self.timestamp = timestamp
        self.locationInWindow = locationInWindow
        self.previousLocationInWindow = locationInWindow
        self.startLocationInWindow = locationInWindow
        self.startTimestamp = timestamp
    }

    /// A copy of `touch` as it is now (a coalesced touch): the same phase, time,
    /// locations, view, window and force, delivered to nobody.
    convenience init(copyOf touch: UITouch) {
        self.init(
            number: touch.number, finger: touch.finger, locationInWindow: touch.startLocationInWindow,
            timestamp: touch.startTimestamp)
        phase = touch.phase
        timestamp = touch.timestamp
        tapCount = touch.tapCount
        window = touch.window
        view = touch.view
        gestureRecognizers = touch.gestureRecognizers
        force = touch.force
        maximumPossibleForce = touch.maximumPossibleForce
        majorRadius = touch.majorRadius
        majorRadiusTolerance = touch.majorRadiusTolerance
        locationInWindow = touch.locationInWindow
        previousLocationInWindow = touch.previousLocationInWindow
    }

    /// The touch's location in `view`'s coordinates, or the window's when nil
    /// (Apple: UITouch.location(in:); SPEC T5).
    public func location(in view: UIView?) -> CGPoint {
        convert(locationInWindow, to: view)
    }

    public func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousLocationInWindow, to: view)
    }

    /// Where the touch began, in `view`'s coordinates (not UIKit API: controls use it to
    /// tell whether a gesture started on a slider's thumb or a switch's knob, SPEC G11).
    func startLocation(in view: UIView?) -> CGPoint {
        convert(startLocationInWindow, to: view)
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        guard let window else { return view.convertFromScreen(point) }
        return window.convert(point, to: view)
    }

    /// Whether the touch is still on the screen.
    public var isActive: Bool { phase != .ended && phase != .cancelled }

    public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        "UITouch #\(number) \(phase) at (\(locationInWindow.x), \(locationInWindow.y))"
    }

    /// Sorted touch numbers, for trace records (sets have no stable order).
    static func numbers(_ touches: Set<UITouch>) -> [Int] {
        touches.map(\.number).sorted()
    }

    static func numbers(_ touches: [UITouch]) -> [Int] {
        touches.map(\.number).sorted()
    }
}
