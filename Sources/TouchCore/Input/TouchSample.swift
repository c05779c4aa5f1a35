import Foundation

/// One finger's state in one input frame, in screen points.
///
/// This is the platform-independent boundary between a host (SDL, a scene script,
/// a test) and the core: hosts convert their raw input into samples, and
/// `UIApplication.handle(_:)` turns samples into `UITouch` and `UIEvent` objects.
/// A finger keeps the same `finger` number from `.down` to `.up` or `.cancel`.
public struct TouchSample: Equatable, Sendable {
    /// What happened to the finger in this frame.
    public enum Phase: String, Equatable, Sendable {
        case down, move, up, cancel
    }

    /// The host's stable identifier of the finger for its whole contact.
    public var finger: Int
    public var phase: Phase
    /// Location in screen points (the coordinate space windows' frames use).
    public var location: CGPoint
    /// Force where the input device reports it (1 is an average touch).
    public var force: CGFloat?
    /// Radius of the contact in points where the input device reports it.
    public var majorRadius: CGFloat?

    public init(finger: Int, phase: Phase, location: CGPoint, force: CGFloat? = nil, majorRadius: CGFloat? = nil) {
        self.finger = finger
        self.phase = phase
        self.location = location
        self.force = force
        self.majorRadius = majorRadius
    }
}
