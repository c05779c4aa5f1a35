import Foundation

/// How a panel shares the column's height (``PlaygroundColumn/layout(_:in:)``).
///
/// The column is shared out in this order: the ``leading`` panels first, then
/// the ``kept`` ones, then those that ``scrolls``, and the panel that
/// ``fills`` takes the rest. The lesson is read on the timeline, so it is
/// kept; the trace and the selection panel scroll, so they yield.
enum PlaygroundPanelSizing: Equatable {
    /// At the column's top, laid out first: its height up to
    /// ``PlaygroundStyle/maximumPanelShare`` of the column (the lesson card).
    case leading
    /// Its height up to ``PlaygroundStyle/maximumPanelShare`` of what the
    /// leading panels left, never less than `minimum` while the column has
    /// room for the others' floors (the timeline).
    case kept(minimum: CGFloat)
    /// Its height while the filling panel keeps its comfortable height; at
    /// least `floor` (the selection panel's hint): it scrolls the rest.
    case scrolls(floor: CGFloat)
    /// What the others leave, at least `floor`, and the others yield to it
    /// until it has `comfortable` (the trace). One panel of the column fills.
    case fills(floor: CGFloat, comfortable: CGFloat)
}
