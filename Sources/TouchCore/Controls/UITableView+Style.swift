import Foundation

extension UITableView {
    /// The style of a table view (Apple: UITableView.Style,
    /// <https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum>);
    /// the raw values are UIKit's.
    ///
    /// Deliberate difference: TouchLab lays out every style's rows as `.plain`
    /// rows, edge to edge with no gap between sections. On iOS a `.grouped`
    /// table leaves header space above each section and an `.insetGrouped` one
    /// also insets its rows from the table's sides, so a touch in those margins
    /// lands on the table, not on a row; here it lands on the row.
    public enum Style: Int, Sendable, CustomStringConvertible {
        /// Rows edge to edge; section headers float while scrolling.
        case plain = 0
        /// Sections as separate groups with space between them.
        case grouped = 1
        /// Groups inset from the table's edges, with rounded corners.
        case insetGrouped = 2

        public var description: String {
            switch self {
            case .plain: return "plain"
            case .grouped: return "grouped"
            case .insetGrouped: return "insetGrouped"
            }
        }
    }
}
