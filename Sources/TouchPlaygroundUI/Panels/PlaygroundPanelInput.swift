import Foundation

/// The pointer input a panel is asked about (``PlaygroundPanel/handle(_:in:)``),
/// in canvas points.
enum PlaygroundPanelInput: Equatable {
    /// A button went down at a point on the panel.
    case pressed(PlaygroundPointerButton, at: CGPoint)
    /// The pointer moved to a point (anywhere on the canvas) while a drag
    /// the panel started is under way.
    case dragged(to: CGPoint)
    /// The wheel turned over the panel, `notches` up (negative: down).
    case wheel(notches: Int, at: CGPoint)
}
