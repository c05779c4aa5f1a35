import Foundation

/// A mouse button (or the equivalent of one on another pointer).
public enum PlaygroundPointerButton: Hashable, Sendable {
    /// The left button: touches, or selects with Ctrl held.
    case primary
    /// The right button: selects.
    case secondary
    /// Any other button.
    case other
}
