import Foundation
import TouchDisplayList

/// One panel of the playground's right-hand column: how tall it wants to
/// be, how it draws, and what a click, a drag or a wheel turn on it does —
/// in one type, as Dear ImGui keeps a widget's size, input and drawing in
/// one function and Flutter's `RenderBox` answers `performLayout`, `paint`
/// and `hitTest` from one object.
///
/// A panel is made afresh for every frame from the ``PlaygroundFrame``
/// (``init(frame:columnWidth:)``), holding only what it reads; the frame's
/// one layout pass (``PlaygroundScreenLayout``) asks each panel of
/// ``PlaygroundColumn/panels`` for its height, shares the column out
/// (``PlaygroundColumn/layout(_:in:)``), the renderer draws each panel in
/// its rectangle, and the controller hands the user's next input on a
/// panel's rectangle to that same panel value, which answers with a
/// ``PlaygroundPanelAction`` for the controller to carry out. A panel never
/// changes the controller's state itself: like the gesture arena's effects,
/// what happened comes back as a value.
///
/// Adding a panel: one file with a type conforming to this protocol, one
/// line in ``PlaygroundColumn/panels`` (docs/ARCHITECTURE.md, "Adding a panel").
protocol PlaygroundPanel {
    /// The panel `frame` shows in a column `columnWidth` points wide, or
    /// `nil` when the panel is not showing (its switch is off, or it has
    /// nothing to say).
    init?(frame: PlaygroundFrame, columnWidth: CGFloat)

    /// How the panel shares the column's height with the others.
    static var sizing: PlaygroundPanelSizing { get }

    /// The height the panel asks for at `width` (what it gets may be less:
    /// ``PlaygroundColumn/layout(_:in:)``).
    func height(forWidth width: CGFloat) -> CGFloat

    /// Draws the panel in `rect`, the rectangle the layout gave it.
    func draw(in rect: CGRect, into canvas: inout PlaygroundPanelCanvas)

    /// What `input` on the panel drawn in `rect` does; `nil` when the panel
    /// has no use for it (the controller then treats the input as it would
    /// anywhere else on the canvas).
    func handle(_ input: PlaygroundPanelInput, in rect: CGRect) -> PlaygroundPanelAction?
}

extension PlaygroundPanel {
    func handle(_ input: PlaygroundPanelInput, in rect: CGRect) -> PlaygroundPanelAction? { nil }
}
