import Foundation

/// Precise locations and estimated properties (Apple: UITouch, "Getting a precise
/// location", "Getting the estimated properties").
///
/// A TouchLab touch is one exact sample per input frame from the host: nothing is
/// rounded to a screen's touch grid and nothing is estimated and refined later.
/// So the precise location is the location, and no property awaits an update.
extension UITouch {
    /// The properties of a touch that can be estimated (Apple: UITouch.Properties);
    /// the raw values are UIKit's.
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let force = Properties(rawValue: 1 << 0)
        public static let azimuth = Properties(rawValue: 1 << 1)
        public static let altitude = Properties(rawValue: 1 << 2)
        public static let location = Properties(rawValue: 1 << 3)
    }

    /// The location in `view`'s coordinates (the window's when nil) at full precision
    /// (Apple: UITouch.preciseLocation(in:),
    /// <https://developer.apple.com/documentation/uikit/uitouch/preciselocation(in:)>):
    /// `location(in:)`, which is already exact here.
    public func preciseLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }

    /// The previous location at full precision (Apple: UITouch.precisePreviousLocation(in:)):
    /// `previousLocation(in:)`.
    public func precisePreviousLocation(in view: UIView?) -> CGPoint {
        previousLocation(in: view)
    }

    /// The properties whose values are estimates (Apple: UITouch.estimatedProperties):
    /// none, every value being the host's measurement.
    public var estimatedProperties: Properties { [] }

    /// The estimated properties still expecting an update (Apple:
    /// UITouch.estimatedPropertiesExpectingUpdates): none, so
    /// `touchesEstimatedPropertiesUpdated(_:)` is never called.
    public var estimatedPropertiesExpectingUpdates: Properties { [] }

    /// The index that pairs an estimate with its later update (Apple:
    /// UITouch.estimationUpdateIndex): nil, there being no estimates.
    public var estimationUpdateIndex: NSNumber? { nil }
}
