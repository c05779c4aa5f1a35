import Foundation

/// Everything a host can feed the core, stamped with the host's time in seconds.
///
/// Fingers that change in the same input frame travel together in one `.touches`
/// value: iOS delivers fingers that begin in the same frame in one `touchesBegan`
/// call, and fingers that begin one after the other in separate calls (SPEC T3).
public enum HostInput: Equatable, Sendable {
    /// Finger samples of one input frame.
    case touches([TouchSample], timestamp: TimeInterval)
    /// A system interruption (incoming call, window losing focus): every active
    /// touch is cancelled (SPEC T6), and a shake in progress is cancelled
    /// (`motionCancelled`, SPEC F2).
    case interruption(timestamp: TimeInterval)
    /// A whole shake of the device at one moment: motion began and ended, in one
    /// event (SPEC F2).
    case shake(timestamp: TimeInterval)
    /// One phase of a shake that lasts: `motionBegan` now, `motionEnded` (or
    /// `motionCancelled`) when the host sends the later phase (SPEC F2).
    case motion(MotionPhase, timestamp: TimeInterval)
    /// A remote-control command such as play or pause (SPEC F2).
    case remoteControl(UIEvent.EventSubtype, timestamp: TimeInterval)

    /// A phase of a shake, as the host saw the device move (Apple:
    /// UIResponder.motionBegan(_:with:), motionEnded(_:with:), motionCancelled(_:with:)).
    public enum MotionPhase: String, Equatable, Sendable {
        /// The device started shaking.
        case began
        /// The shake is over and was a shake.
        case ended
        /// The motion turned out not to be a shake after all.
        case cancelled
    }

    public var timestamp: TimeInterval {
        switch self {
        case .touches(_, let t), .interruption(let t), .shake(let t), .motion(_, let t), .remoteControl(_, let t): return t
        }
    }
}
