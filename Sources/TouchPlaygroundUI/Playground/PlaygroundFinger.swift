import Foundation

/// A finger as the playground draws it: where it is, where it has been, and
/// which touch the core made of it.
///
/// Locations are screen points (the space windows' frames use), so the
/// renderer maps them through the same layout as the views.
package struct PlaygroundFinger: Hashable, Sendable {
    /// The host's finger number (``TouchCore/TouchSample/finger``).
    package var finger: Int
    /// The core's touch number (`touch #n` in the trace); `nil` when the core
    /// refused the finger (see the log's "ignored" lines).
    package var touchNumber: Int?
    package var location: CGPoint
    /// Earlier locations, oldest first, ending at `location`.
    package var trail: [CGPoint]
    /// Still on the glass; lifted and cancelled fingers stay visible, faint,
    /// until the next touch sequence begins.
    package var isDown: Bool

    package init(finger: Int, touchNumber: Int?, location: CGPoint, trail: [CGPoint] = [], isDown: Bool = true) {
        self.finger = finger
        self.touchNumber = touchNumber
        self.location = location
        self.trail = trail.isEmpty ? [location] : trail
        self.isDown = isDown
    }

    /// The label drawn in the finger's circle: the trace's `#n`, or the host's
    /// finger number in brackets when the core refused the finger.
    package var label: String {
        touchNumber.map { "#\($0)" } ?? "(\(finger))"
    }
}
