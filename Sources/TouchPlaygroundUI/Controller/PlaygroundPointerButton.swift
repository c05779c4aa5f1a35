import Foundation

/// A mouse button (or the equivalent of one on another pointer).
package enum PlaygroundPointerButton: Hashable, Sendable {
    /// The left button: touches, or selects with Ctrl held.
    case primary
    /// The right button: selects.
    case secondary
    /// The middle button (or the wheel pressed): drags pan the zoomed device.
    case middle
    /// Any other button.
    case other
}
