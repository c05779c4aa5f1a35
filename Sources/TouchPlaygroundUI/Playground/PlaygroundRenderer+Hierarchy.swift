import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// Where the hierarchy panel (``HierarchyPanel``) goes and where its rows
/// are: the panel's width, and its rows' geometry, which the layout pass
/// works out once a frame.
extension PlaygroundRenderer {
    /// The panel's width for `options` on a canvas (0 when it is hidden; a
    /// slide has none: the device takes its room).
    package static func hierarchyWidth(for options: PlaygroundOptions, canvasSize: CGSize) -> CGFloat {
        guard options.showsHierarchy, options.layoutKind == .standard else { return 0 }
        return max(240, min(360, canvasSize.width * 0.27))
    }

    /// Where the panel's rows are: each shown row with its rectangle, the
    /// rows scrolled off the top left out, and the rows that fit.
    package struct HierarchyPanelGeometry {
        package var panel: CGRect
        /// The rows shown after collapsing and searching, all of them.
        package var rows: [HierarchyRow]
        /// The first row drawn (the scroll, clamped).
        package var firstRow: Int
        /// How many rows fit.
        package var capacity: Int
        package var rowsTop: CGFloat

        package static let rowHeight: CGFloat = 19
        package static let indent: CGFloat = 12
        /// The deepest level indented: past it every row stays at this
        /// indent and shows its depth instead (`⋯14`), so a 40-deep chain
        /// keeps its names readable in the panel's 220 points (at 12 points
        /// a level, past 13 levels the names were pushed out of the panel).
        package static let maximumIndentLevels = 6

        /// How far in a row of `depth` is drawn, in levels.
        package static func indentLevels(_ depth: Int) -> Int {
            min(max(depth, 0), maximumIndentLevels)
        }
        /// The title, the header's two lines and the search line.
        package static let headerHeight: CGFloat = 92

        /// The rectangle of shown row `index` (an index into ``rows``), when it is drawn.
        package func rect(ofRow index: Int) -> CGRect? {
            guard index >= firstRow, index < firstRow + capacity, index < rows.count else { return nil }
            return CGRect(
                x: panel.minX + 1, y: rowsTop + CGFloat(index - firstRow) * Self.rowHeight,
                width: panel.width - 2, height: Self.rowHeight)
        }

        /// The disclosure triangle's box in a row's rectangle.
        package func disclosureRect(ofRow index: Int) -> CGRect? {
            guard let rect = rect(ofRow: index) else { return nil }
            let x = rect.minX + 4 + CGFloat(Self.indentLevels(rows[index].depth)) * Self.indent
            return CGRect(x: x, y: rect.minY, width: 12, height: rect.height)
        }

        /// The shown row under a canvas point, and whether the point is on its triangle.
        package func row(at point: CGPoint) -> (index: Int, onDisclosure: Bool)? {
            guard panel.contains(point), point.y >= rowsTop else { return nil }
            let index = firstRow + Int((point.y - rowsTop) / Self.rowHeight)
            guard let rect = rect(ofRow: index), rect.contains(point) else { return nil }
            let onDisclosure = rows[index].hasChildren && (disclosureRect(ofRow: index)?.insetBy(dx: -3, dy: 0).contains(point) ?? false)
            return (index, onDisclosure)
        }
    }

    static func hierarchyGeometry(outline: HierarchyOutline, frame: PlaygroundFrame, layout: PlaygroundLayout)
        -> HierarchyPanelGeometry?
    {
        guard let panel = layout.hierarchyRect else { return nil }
        let state = frame.hierarchyPanel
        let rows = outline.visibleRows(collapsed: state.collapsed, search: state.search)
        let rowsTop = panel.minY + HierarchyPanelGeometry.headerHeight
        let capacity = max(1, Int((panel.maxY - 4 - rowsTop) / HierarchyPanelGeometry.rowHeight))
        var first = max(0, min(state.scroll, rows.count - capacity))
        if state.revealsSelection, let selected = frame.selectedView,
            let index = rows.firstIndex(where: { $0.view === selected && $0.kind != .viewController }),
            index < first || index >= first + capacity
        {
            first = max(0, min(index - capacity / 2, rows.count - capacity))
        }
        return HierarchyPanelGeometry(panel: panel, rows: rows, firstRow: first, capacity: capacity, rowsTop: rowsTop)
    }
}
