/// A table view's rows and what selecting one prints.
///
/// Seed 002's table phenomena turn on whether `tableView(_:didSelectRowAt:)`
/// runs — `cell selected!` appears only when the cell's touch ends normally —
/// so `selectionMessage` is what that delegate method prints.
public struct SceneTable: Hashable, Sendable {
    public var rows: [SceneTableRow]
    public var selectionMessage: String?

    public init(rows: [SceneTableRow], selectionMessage: String? = nil) {
        self.rows = rows
        self.selectionMessage = selectionMessage
    }

    /// The height of all rows together: the table's content height.
    public var contentHeight: Double { rows.reduce(0) { $0 + $1.height } }
}
