import Foundation

/// An event: a set of touches, a motion, or a remote-control command (Apple: UIEvent).
///
/// As on iOS, one touches event object is reused for a whole multi-touch sequence;
/// each input frame updates its touches and timestamp (EHG). The `touches` argument of
/// a touch method holds only the touches that changed and belong to the receiver; the
/// event gives the full picture, stationary touches included (SPEC T2).
open class UIEvent {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }

    public enum EventSubtype: Int, Sendable, CustomStringConvertible {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109

        public var description: String {
            switch self {
            case .none: return "none"
            case .motionShake: return "motionShake"
            case .remoteControlPlay: return "play"
            case .remoteControlPause: return "pause"
            case .remoteControlStop: return "stop"
            case .remoteControlTogglePlayPause: return "togglePlayPause"
            case .remoteControlNextTrack: return "nextTrack"
            case .remoteControlPreviousTrack: return "previousTrack"
            case .remoteControlBeginSeekingBackward: return "beginSeekingBackward"
            case .remoteControlEndSeekingBackward: return "endSeekingBackward"
            case .remoteControlBeginSeekingForward: return "beginSeekingForward"
            case .remoteControlEndSeekingForward: return "endSeekingForward"
            }
        }
    }

    public let type: EventType
    public internal(set) var subtype: EventSubtype
    public internal(set) var timestamp: TimeInterval
    /// The touches of the event, in the order they began. (This storage and the two
    /// below are read at every delivery step; unchecked for exclusivity, see UIView.)
    @exclusivity(unchecked) var touchList: [UITouch] = []

    /// The trace to record into, nil while tracing is off (one branch per decision).
    @exclusivity(unchecked) var trace: TraceRecorder?
    /// For a motion event, the messages it carries, in order: a whole shake is
    /// `motionBegan` then `motionEnded` in one event; a shake that lasts sends each
    /// phase in its own delivery (SPEC F2).
    var motionPhases: [HostInput.MotionPhase] = [.began, .ended]

    init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
    }

    /// Every touch of the event, including stationary ones (nil for non-touch events).
    open var allTouches: Set<UITouch>? {
        type == .touches ? Set(touchList) : nil
    }

    /// The touches delivered to `view` or its subviews (Apple: UIEvent.touches(for:)).
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.filter { $0.view?.isDescendant(of: view) == true })
    }

    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.filter { $0.window === window })
    }

    /// The touches a gesture recognizer is tracking.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.filter { gestureRecognizer.trackedTouches.contains($0) })
    }
}
