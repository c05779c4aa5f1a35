import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// The hierarchy panel (``HierarchyOutline``) left of the device: every
/// window's tree in subview order, each row with the last touch's visit
/// number and verdict, the hit-test view, the chain and the recognizers.
extension PlaygroundRenderer {
    /// The panel's width for `options` on a canvas (0 when it is hidden).
    public static func hierarchyWidth(for options: PlaygroundOptions, canvasSize: CGSize) -> CGFloat {
        guard options.showsHierarchy else { return 0 }
        return max(220, min(320, canvasSize.width * 0.2))
    }

    /// Where the panel's rows are: each shown row with its rectangle, the
    /// rows scrolled off the top left out, and the rows that fit.
    public struct HierarchyPanelGeometry {
        public var panel: CGRect
        /// The rows shown after collapsing and searching, all of them.
        public var rows: [HierarchyRow]
        /// The first row drawn (the scroll, clamped).
        public var firstRow: Int
        /// How many rows fit.
        public var capacity: Int
        public var rowsTop: CGFloat

        public static let rowHeight: CGFloat = 19
        public static let indent: CGFloat = 12
        /// The deepest level indented: past it every row stays at this
        /// indent and shows its depth instead (`⋯14`), so a 40-deep chain
        /// keeps its names readable in the panel's 220 points (at 12 points
        /// a level, past 13 levels the names were pushed out of the panel).
        public static let maximumIndentLevels = 6

        /// How far in a row of `depth` is drawn, in levels.
        public static func indentLevels(_ depth: Int) -> Int {
            min(max(depth, 0), maximumIndentLevels)
        }
        /// The title, the header's two lines and the search line.
        public static let headerHeight: CGFloat = 92

        /// The rectangle of shown row `index` (an index into ``rows``), when it is drawn.
        public func rect(ofRow index: Int) -> CGRect? {
            guard index >= firstRow, index < firstRow + capacity, index < rows.count else { return nil }
            return CGRect(
                x: panel.minX + 1, y: rowsTop + CGFloat(index - firstRow) * Self.rowHeight,
                width: panel.width - 2, height: Self.rowHeight)
        }

        /// The disclosure triangle's box in a row's rectangle.
        public func disclosureRect(ofRow index: Int) -> CGRect? {
            guard let rect = rect(ofRow: index) else { return nil }
            let x = rect.minX + 4 + CGFloat(Self.indentLevels(rows[index].depth)) * Self.indent
            return CGRect(x: x, y: rect.minY, width: 12, height: rect.height)
        }

        /// The shown row under a canvas point, and whether the point is on its triangle.
        public func row(at point: CGPoint) -> (index: Int, onDisclosure: Bool)? {
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

    mutating func drawHierarchyPanel() {
        guard let geometry = screen.hierarchy, let outline = screen.outline else { return }
        let panel = geometry.panel
        list.fill(panel, PlaygroundStyle.selectionBackground)
        list.stroke(panel, DrawColor.lightGray, width: 1)
        let x = panel.minX + 8
        list.text("Hierarchy", at: CGPoint(x: x, y: panel.minY + 6), size: PlaygroundStyle.panelTitleSize, PlaygroundStyle.viewName)
        list.text(
            "\(outline.rows.count) rows · O hides", at: CGPoint(x: panel.maxX - 8, y: panel.minY + 8), size: 10, DrawColor.gray,
            alignment: .right)
        let header = "Subview order, back to front: the last sibling is on top, and hitTest asks it first."
        for (line, text) in PlaygroundStyle.wrap(header, width: panel.width - 16, size: 10).prefix(3).enumerated() {
            list.text(
                text, at: CGPoint(x: x, y: panel.minY + 25 + CGFloat(line) * 13), size: 10, DrawColor.darkGray,
                maxWidth: panel.width - 16)
        }
        drawHierarchySearch(geometry, outline: outline)
        list.clipped(to: panel.insetBy(dx: 1, dy: 1)) { list in
            for index in geometry.firstRow..<min(geometry.rows.count, geometry.firstRow + geometry.capacity) {
                let state = frame.hierarchyPanel
                Self.drawHierarchyRow(
                    geometry, index, selected: frame.selectedView, search: state.search,
                    collapsed: state.search.isEmpty && state.collapsed.contains(geometry.rows[index].id), into: &list)
            }
        }
        if geometry.rows.count > geometry.capacity {
            // A scroll bar: where the rows shown lie among all of them.
            let track = CGRect(x: panel.maxX - 5, y: geometry.rowsTop, width: 3, height: panel.maxY - 4 - geometry.rowsTop)
            let share = CGFloat(geometry.capacity) / CGFloat(geometry.rows.count)
            let top = track.minY + track.height * CGFloat(geometry.firstRow) / CGFloat(geometry.rows.count)
            list.fill(track, DrawColor.lightGray.withAlpha(120))
            list.fill(CGRect(x: track.minX, y: top, width: 3, height: max(8, track.height * share)), DrawColor.gray)
        }
    }

    private mutating func drawHierarchySearch(_ geometry: HierarchyPanelGeometry, outline: HierarchyOutline) {
        let state = frame.hierarchyPanel
        let field = CGRect(x: geometry.panel.minX + 8, y: geometry.panel.minY + 66, width: geometry.panel.width - 16, height: 19)
        list.fill(field, state.isTyping ? DrawColor.white : DrawColor(red: 242, green: 242, blue: 247))
        list.stroke(field, state.isTyping ? PlaygroundStyle.chainColor : DrawColor.lightGray, width: 1)
        let origin = CGPoint(x: field.minX + 5, y: field.minY + 3)
        if state.search.isEmpty && !state.isTyping {
            list.text("N: find by name (also filters the log)", at: origin, size: 11, DrawColor.gray, maxWidth: field.width - 10)
            return
        }
        let matches = outline.rows.filter { $0.name.range(of: state.search, options: .caseInsensitive) != nil }.count
        list.text(
            "find: " + state.search + (state.isTyping ? "▏" : ""), at: origin, size: 11, PlaygroundStyle.viewName,
            maxWidth: field.width - 80)
        list.text(
            state.search.isEmpty ? "Enter · Esc" : "\(matches) match\(matches == 1 ? "" : "es")",
            at: CGPoint(x: field.maxX - 5, y: origin.y), size: 10, DrawColor.gray, alignment: .right)
    }

    /// One row: disclosure triangle, visit square, chain badge, name,
    /// recognizers, and the verdict at the right.
    private static func drawHierarchyRow(
        _ geometry: HierarchyPanelGeometry, _ index: Int, selected: UIView?, search: String, collapsed: Bool,
        into list: inout DrawList
    ) {
        guard let rect = geometry.rect(ofRow: index), let disclosure = geometry.disclosureRect(ofRow: index) else { return }
        let row = geometry.rows[index]
        if let selected, row.view === selected, row.kind != .viewController {
            list.fill(rect, PlaygroundStyle.selectionHalo.withAlpha(40))
            list.fill(CGRect(x: rect.minX, y: rect.minY, width: 3, height: rect.height), PlaygroundStyle.viewName)
        } else if row.isHitView {
            list.fill(rect, PlaygroundStyle.hitColor.withAlpha(40))
        }
        if !search.isEmpty, row.name.range(of: search, options: .caseInsensitive) != nil {
            list.fill(CGRect(x: rect.maxX - 4, y: rect.minY + 2, width: 3, height: rect.height - 4), DrawColor.yellow)
        }
        let midY = rect.midY
        if row.depth > HierarchyPanelGeometry.maximumIndentLevels {
            // Deeper than the indent shows: the depth, in the indent's room.
            list.text(
                "⋯\(row.depth)", at: CGPoint(x: disclosure.minX - 2, y: midY - 6), size: 10, DrawColor.gray, alignment: .right)
        }
        if row.hasChildren {
            let cx = disclosure.midX
            list.fillPolygon(
                collapsed
                    ? [CGPoint(x: cx - 3, y: midY - 5), CGPoint(x: cx + 4, y: midY), CGPoint(x: cx - 3, y: midY + 5)]
                    : [CGPoint(x: cx - 5, y: midY - 3), CGPoint(x: cx + 5, y: midY - 3), CGPoint(x: cx, y: midY + 4)],
                DrawColor.gray)
        }
        var x = disclosure.maxX + 2
        if let visit = row.visit {
            let side: CGFloat = 15
            list.fill(CGRect(x: x, y: midY - side / 2, width: side, height: side), PlaygroundStyle.visitColor)
            list.text("\(visit)", at: CGPoint(x: x + side / 2, y: midY - 6.5), size: 10, .white, alignment: .center)
            x += side + 3
        }
        if let chain = row.chainIndex {
            let radius: CGFloat = 7.5
            list.fillCircle(center: CGPoint(x: x + radius, y: midY), radius: radius, PlaygroundStyle.chainColor)
            list.text("\(chain + 1)", at: CGPoint(x: x + radius, y: midY - 6.5), size: 10, .white, alignment: .center)
            x += 2 * radius + 3
        }
        let verdict = row.verdictText
        let verdictWidth = PlaygroundStyle.estimatedWidth(of: verdict, size: 10)
        let nameColor: DrawColor =
            row.isHidden ? PlaygroundStyle.hiddenOutline : row.kind == .viewController ? DrawColor.indigo : PlaygroundStyle.viewName
        var name = row.name
        if row.kind == .viewController { name += " (controller)" }
        if row.isHidden {
            let note = row.kind == .viewController ? "in a hidden view" : row.view.map(Self.skippedNote) ?? "hidden"
            name += " (\(note))"
        }
        // The name comes first: the verdict gives up its room before the name does.
        let available = rect.maxX - 8 - x
        let nameWidth = PlaygroundStyle.estimatedWidth(of: name, size: 12) + 4
        let verdictRoom = min(verdictWidth, max(44, available - nameWidth - 6))
        let nameRoom = max(30, available - verdictRoom - 6)
        list.text(name, at: CGPoint(x: x, y: midY - 7.5), size: 12, nameColor, maxWidth: nameRoom)
        x += min(nameRoom, PlaygroundStyle.estimatedWidth(of: name, size: 12)) + 5
        if !row.recognizers.isEmpty {
            let room = rect.maxX - 8 - verdictRoom - 6 - x
            if room > 24 {
                list.text(
                    row.recognizers.joined(separator: ", "), at: CGPoint(x: x, y: midY - 6), size: 10,
                    PlaygroundStyle.recognizerColor, maxWidth: room)
            }
        }
        list.text(
            verdict, at: CGPoint(x: rect.maxX - 8, y: midY - 6), size: 10, verdictColor(row), maxWidth: verdictRoom, alignment: .right)
    }

    private static func verdictColor(_ row: HierarchyRow) -> DrawColor {
        PlaygroundStyle.verdictInk(row.verdict)
    }
}
