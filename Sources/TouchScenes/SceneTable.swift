/// A table view's rows and what selecting one prints.
///
/// Seed 002's table phenomena turn on whether `tableView(_:didSelectRowAt:)`
/// runs — `cell selected!` appears only when the cell's touch ends normally —
/// so `selectionMessage` is what that delegate method prints.
package struct SceneTable: Hashable, Sendable {
    package var rows: [SceneTableRow]
    package var selectionMessage: String?

    package init(rows: [SceneTableRow], selectionMessage: String? = nil) {
        self.rows = rows
        self.selectionMessage = selectionMessage
    }

    /// The height of all rows together: the table's content height.
    package var contentHeight: Double { rows.reduce(0) { $0 + $1.height } }
}
