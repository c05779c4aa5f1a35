import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// The hierarchy panel (``HierarchyOutline``) left of the device: every
/// window's tree in subview order, each row with the last touch's visit
/// number and verdict, the hit-test view, the chain and the recognizers.
///
/// O shows it; its room is made beside the device (``PlaygroundLayout``).
/// A click on a row selects its view (as a right-click on the device
/// does), a click on a row's triangle folds it, the wheel scrolls it; N
/// types a name to find (``PlaygroundController/handleHierarchyEvent(_:)``).
struct HierarchyPanel: PlaygroundPanel {
    /// Where the rows are, scrolled as this frame shows them.
    let geometry: PlaygroundRenderer.HierarchyPanelGeometry
    /// Every row, before folding and searching.
    let outline: HierarchyOutline
    /// The folds, the scroll and the search.
    let state: HierarchyPanelState
    let selected: UIView?

    /// The panel for `frame` in `layout`'s hierarchy rectangle, when O shows it.
    init?(frame: PlaygroundFrame, layout: PlaygroundLayout, analysis: TouchSequenceAnalysis) {
        guard layout.hierarchyRect != nil else { return nil }
        outline = HierarchyOutline(application: frame.application, analysis: analysis)
        guard let geometry = PlaygroundRenderer.hierarchyGeometry(outline: outline, frame: frame, layout: layout) else {
            return nil
        }
        self.geometry = geometry
        state = frame.hierarchyPanel
        selected = frame.selectedView
    }

    /// A click on a row selects its view, or on its triangle folds it; the
    /// wheel scrolls three rows a notch, up to the last row shown. A click
    /// on the header does nothing (and is not a touch).
    func handle(_ input: PlaygroundPanelInput, in rect: CGRect) -> PlaygroundPanelAction? {
        switch input {
        case .pressed(let button, let point) where button == .primary || button == .secondary:
            guard let (index, onDisclosure) = geometry.row(at: point) else { return .nothing }
            let row = geometry.rows[index]
            return onDisclosure ? .fold(row.id) : .select(row.view)
        case .wheel(let notches, _):
            // Clamped to the rows the user sees.
            let last = max(0, geometry.rows.count - geometry.capacity)
            return .scrollHierarchy(toRow: max(0, min(last, geometry.firstRow - notches * 3)))
        case .pressed, .dragged:
            return nil
        }
    }

    func draw(in panel: CGRect, into canvas: inout PlaygroundPanelCanvas) {
        canvas.list.fill(panel, PlaygroundStyle.selectionBackground)
        canvas.list.stroke(panel, DrawColor.lightGray, width: 1)
        let x = panel.minX + 8
        canvas.list.text("Hierarchy", at: CGPoint(x: x, y: panel.minY + 6), size: PlaygroundStyle.panelTitleSize, PlaygroundStyle.viewName)
        canvas.list.text(
            "\(outline.rows.count) rows · O hides", at: CGPoint(x: panel.maxX - 8, y: panel.minY + 8), size: 10, DrawColor.gray,
            alignment: .right)
        let header = "Subview order, back to front: the last sibling is on top, and hitTest asks it first."
        for (line, text) in PlaygroundStyle.wrap(header, width: panel.width - 16, size: 10).prefix(3).enumerated() {
            canvas.list.text(
                text, at: CGPoint(x: x, y: panel.minY + 25 + CGFloat(line) * 13), size: 10, DrawColor.darkGray,
                maxWidth: panel.width - 16)
        }
        drawSearch(into: &canvas.list)
        canvas.list.clipped(to: panel.insetBy(dx: 1, dy: 1)) { list in
            for index in geometry.firstRow..<min(geometry.rows.count, geometry.firstRow + geometry.capacity) {
                Self.drawRow(
                    geometry, index, selected: selected, search: state.search,
                    collapsed: state.search.isEmpty && state.collapsed.contains(geometry.rows[index].id), into: &list)
            }
        }
        if geometry.rows.count > geometry.capacity {
            // A scroll bar: where the rows shown lie among all of them.
            let track = CGRect(x: panel.maxX - 5, y: geometry.rowsTop, width: 3, height: panel.maxY - 4 - geometry.rowsTop)
            let share = CGFloat(geometry.capacity) / CGFloat(geometry.rows.count)
            let top = track.minY + track.height * CGFloat(geometry.firstRow) / CGFloat(geometry.rows.count)
            canvas.list.fill(track, DrawColor.lightGray.withAlpha(120))
            canvas.list.fill(CGRect(x: track.minX, y: top, width: 3, height: max(8, track.height * share)), DrawColor.gray)
        }
    }

    private func drawSearch(into list: inout DrawList) {
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
    private static func drawRow(
        _ geometry: PlaygroundRenderer.HierarchyPanelGeometry, _ index: Int, selected: UIView?, search: String, collapsed: Bool,
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
        if row.depth > PlaygroundRenderer.HierarchyPanelGeometry.maximumIndentLevels {
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
        // A verdict already says why hitTest skipped the view ("✗ hidden"):
        // the name's note would only repeat it.
        if row.isHidden && row.verdict == nil {
            let note = row.kind == .viewController ? "in a hidden view" : row.view.map(PlaygroundRenderer.skippedNote) ?? "hidden"
            name += " (\(note))"
        }
        // The verdict is whole — it is what the row answers — and the name
        // takes the rest, cut only when even that is short of it.
        let available = rect.maxX - 8 - x
        let verdictRoom = min(verdictWidth, max(44, available - 36))
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
