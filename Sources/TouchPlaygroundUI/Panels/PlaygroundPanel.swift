import Foundation
import TouchDisplayList

/// One panel of the playground's screen: how it draws, and what a click, a
/// drag or a wheel turn on it does — in one type, as Dear ImGui keeps a
/// widget's size, input and drawing in one function and Flutter's
/// `RenderBox` answers `paint` and `hitTest` from one object. The
/// right-hand column's panels are ``PlaygroundColumnPanel``s, which also
/// say how tall they want to be; the hierarchy panel left of the device
/// (``HierarchyPanel``) has the height of the canvas.
///
/// A panel is made afresh for every frame's one layout pass
/// (``PlaygroundScreenLayout``), holding only what it reads; the renderer
/// draws it in its rectangle, and the controller hands the user's next
/// input on that rectangle to the same panel value, which answers with a
/// ``PlaygroundPanelAction`` for the controller to carry out. A panel never
/// changes the controller's state itself: like the gesture arena's effects,
/// what happened comes back as a value.
protocol PlaygroundPanel {
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

/// A panel of the right-hand column: made from the frame, asking for a
/// height, laid out with the others (``PlaygroundColumn/layout(_:in:)``).
///
/// The frame's layout pass makes each panel of ``PlaygroundColumn/panels``,
/// asks it for its height and shares the column out. Adding a panel: one
/// file with a type conforming to this protocol, one line in
/// ``PlaygroundColumn/panels`` (docs/ARCHITECTURE.md, "Adding a panel").
protocol PlaygroundColumnPanel: PlaygroundPanel {
    /// The panel `frame` shows in a column `columnWidth` points wide, or
    /// `nil` when the panel is not showing (its switch is off, or it has
    /// nothing to say).
    init?(frame: PlaygroundFrame, columnWidth: CGFloat)

    /// How the panel shares the column's height with the others.
    static var sizing: PlaygroundPanelSizing { get }

    /// The height the panel asks for at `width` (what it gets may be less:
    /// ``PlaygroundColumn/layout(_:in:)``).
    func height(forWidth width: CGFloat) -> CGFloat
}
