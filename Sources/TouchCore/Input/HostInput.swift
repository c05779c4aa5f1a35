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
    /// touch is cancelled (SPEC T6).
    case interruption(timestamp: TimeInterval)
    /// A shake of the device: motion began and ended (SPEC F2).
    case shake(timestamp: TimeInterval)
    /// A remote-control command such as play or pause (SPEC F2).
    case remoteControl(UIEvent.EventSubtype, timestamp: TimeInterval)

    public var timestamp: TimeInterval {
        switch self {
        case .touches(_, let t), .interruption(let t), .shake(let t), .remoteControl(_, let t): return t
        }
    }
}
