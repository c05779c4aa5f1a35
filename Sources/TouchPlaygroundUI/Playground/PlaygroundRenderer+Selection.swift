import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// The selection panel and outline: the selected (or hovered) view's answer to
/// "why did it (not) get the touch?" with the trace lines that show it, its
/// inspector and handler inventory, and its responder chain (see
/// ``PlaygroundRenderer``, step 8).
extension PlaygroundRenderer {
    /// One line of the selection panel, measured before drawing so the panel
    /// can stop at its bottom edge.
    enum SelectionRow {
        case title(String, note: String)
        case heading(String)
        case text(String, DrawColor)
        /// A trace line on a dark strip, in its log colour.
        case evidence(String, DrawColor)
        /// Properties in `columns` equal columns, label then value.
        case properties([ViewInspection.Property], columns: Int)

        var height: CGFloat {
            switch self {
            case .title: return 22
            case .heading: return 19
            case .text, .evidence, .properties: return PlaygroundStyle.selectionLineHeight
            }
        }
    }

    /// The selected view in a neutral halo (a wide dark band round a white
    /// line), the hovered one in a fainter, thinner one: never a verdict's
    /// colour, never dashed like a rejection, under the labels. A halo shows
    /// only the visible part of its view: clipped, as the view is drawn, by
    /// its ancestors' `clipsToBounds` and by the device's screen, so a
    /// scrolled content view's halo stops at its scroll view.
    mutating func drawSelectionOutline() {
        if let hovered = frame.hoveredView, hovered !== frame.selectedView, let drawn = drawnView(ObjectIdentifier(hovered)) {
            clippedToVisible(drawn) { list in
                list.strokePolygon(drawn.quad, PlaygroundStyle.selectionHalo.withAlpha(45), width: 6)
                list.strokePolygon(drawn.quad, PlaygroundStyle.selectionHaloCore.withAlpha(210), width: 1.5)
            }
        }
        if let selected = frame.selectedView, let drawn = drawnView(ObjectIdentifier(selected)) {
            clippedToVisible(drawn) { list in
                list.strokePolygon(drawn.quad, PlaygroundStyle.selectionHalo, width: PlaygroundStyle.selectionHaloWidth)
                list.strokePolygon(drawn.quad, PlaygroundStyle.selectionHaloCore, width: 2.5)
            }
        }
    }

    /// Draws inside the device's screen and the clip `drawn` was drawn under.
    private mutating func clippedToVisible(_ drawn: DrawnView, _ body: (inout DrawList) -> Void) {
        list.clipped(to: layout.viewportRect) { list in
            if let clip = drawn.clip {
                list.clipped(to: clip, body)
            } else {
                body(&list)
            }
        }
    }

    mutating func drawSelectionPanel(in panel: CGRect) {
        list.fill(panel, PlaygroundStyle.selectionBackground)
        list.stroke(panel, frame.selectedView == nil ? DrawColor.lightGray : PlaygroundStyle.selectionColor, width: 1)
        let all = screen.selectionRows ?? Self.selectionRows(for: frame, width: panel.width - 20)
        let scroll = min(frame.selectionScroll, screen.selectionOverflow)
        let rows = Self.scrolledSelectionRows(all, scroll: scroll)
        var fitting = Self.selectionRowsFitting(rows, height: panel.height)
        if fitting < rows.count { fitting = Self.selectionRowsFitting(rows, height: panel.height - 14) }
        let below = rows.count - fitting
        list.clipped(to: panel.insetBy(dx: 1, dy: 1)) { list in
            var y = panel.minY + 7
            let x = panel.minX + 10
            let size = PlaygroundStyle.selectionTextSize
            for row in rows.prefix(fitting) {
                switch row {
                case .title(let title, let note):
                    list.text(
                        title, at: CGPoint(x: x, y: y), size: PlaygroundStyle.panelTitleSize, PlaygroundStyle.viewName,
                        maxWidth: panel.width * 0.55)
                    list.text(note, at: CGPoint(x: panel.maxX - 10, y: y + 2), size: 10, DrawColor.gray, alignment: .right)
                case .heading(let text):
                    list.text(text, at: CGPoint(x: x, y: y + 3), size: size, PlaygroundStyle.selectionColor)
                case .text(let text, let color):
                    list.text(text, at: CGPoint(x: x, y: y), size: size, color, maxWidth: panel.width - 20)
                case .evidence(let text, let color):
                    list.fill(CGRect(x: x - 4, y: y - 1, width: panel.width - 12, height: row.height), PlaygroundStyle.logBackground)
                    list.text(text, at: CGPoint(x: x, y: y), size: 10, color, maxWidth: panel.width - 24)
                case .properties(let items, let columns):
                    let column = (panel.width - 20) / CGFloat(columns)
                    for (index, item) in items.enumerated() {
                        let itemX = x + CGFloat(index) * column
                        list.text(item.label, at: CGPoint(x: itemX, y: y), size: size, DrawColor.gray)
                        list.text(
                            item.value, at: CGPoint(x: itemX + 74, y: y), size: size,
                            item.blocksHitTesting ? PlaygroundStyle.rejectedColor : PlaygroundStyle.viewName,
                            maxWidth: column - 78)
                    }
                }
                y += row.height
            }
            if below > 0 {
                list.text(
                    "▼ \(below) more line\(below == 1 ? "" : "s") · the wheel scrolls", at: CGPoint(x: x, y: y),
                    size: 10, DrawColor.gray)
            }
        }
    }

    /// The height the selection panel asks for: at least the fixed
    /// ``PlaygroundStyle/selectionHeight`` (so the log does not jump as the
    /// pointer moves from view to view), more when the explanation needs it
    /// (it scrolls when the column cannot give that much). `rows` is `nil`
    /// when no view is inspected: the panel then holds its hint.
    static func selectionHeight(rows: [SelectionRow]?) -> CGFloat {
        guard let rows else { return PlaygroundStyle.selectionHintHeight }
        return max(PlaygroundStyle.selectionHeight, selectionContentHeight(rows))
    }

    /// The panel's height for all of `rows`, margins included.
    static func selectionContentHeight(_ rows: some Collection<SelectionRow>) -> CGFloat {
        rows.reduce(11) { $0 + $1.height }
    }

    /// The panel's rows scrolled by `scroll`: the title stays, a line says
    /// how many rows are above, the rest follow.
    static func scrolledSelectionRows(_ all: [SelectionRow], scroll: Int) -> [SelectionRow] {
        guard scroll > 0 else { return all }
        return Array(all.prefix(1)) + [.text("▲ \(scroll) more line\(scroll == 1 ? "" : "s") above", DrawColor.gray)]
            + all.dropFirst(1 + scroll)
    }

    /// The most the panel can scroll `all` in a panel of `height`: until its last row shows.
    static func selectionOverflow(_ all: [SelectionRow], height: CGFloat) -> Int {
        guard selectionRowsFitting(all, height: height) < all.count else { return 0 }
        var scroll = 1
        while scroll < all.count - 1,
            selectionRowsFitting(scrolledSelectionRows(all, scroll: scroll), height: height) < all.count + 1 - scroll
        {
            scroll += 1
        }
        return scroll
    }

    /// How many of `rows`, from the first, fit a panel of `height`.
    static func selectionRowsFitting(_ rows: some Collection<SelectionRow>, height: CGFloat) -> Int {
        var y: CGFloat = 7
        var count = 0
        for row in rows {
            guard y + row.height <= height - 4 else { break }
            y += row.height
            count += 1
        }
        return count
    }

    /// The panel's content for the inspected view in `frame`, wrapped to `width`.
    static func selectionRows(for frame: PlaygroundFrame, width: CGFloat) -> [SelectionRow] {
        let size = PlaygroundStyle.selectionTextSize
        func wrapped(_ text: String, _ color: DrawColor) -> [SelectionRow] {
            PlaygroundText.wrap(text, width: width, size: size).map { .text($0, color) }
        }
        guard let view = frame.inspectedView else {
            return [.title("Selection", note: "")]
                + wrapped(
                    "Right-click a view (or Ctrl+click) to select it without touching it, or hover it: this panel "
                        + "then says why it did or did not get the last touch, with its flags, recognizers and chain.",
                    DrawColor.darkGray)
        }
        // While a shake or remote command is shown, the device shows no touch,
        // but the question is still about the last touch.
        // Stepping shows a prefix of the sequence; the explanation says how far it has
        // got and answers for the whole touch, never from the prefix alone.
        let report = ViewReport(
            view: view, records: frame.sequence,
            shown: frame.messageDelivery == nil ? frame.shownSequence.count : nil, playedUntil: frame.playedUntil)
        let inspection = report.inspection
        let selected = frame.selectedView === view
        var rows: [SelectionRow] = [
            .title(
                inspection.title,
                note: selected
                    ? "selected · I D A K toggle flags"
                    : "hovered · right-click to select")
        ]
        rows.append(.heading(ViewReport.whyHeading))
        rows += wrapped(report.explanation.sentence, PlaygroundStyle.viewName)
        // Every record the sentence rests on, wrapped rather than cut.
        for (text, record) in report.evidence {
            for line in PlaygroundText.wrap(text, width: width - 4, size: 10, hangingIndent: 4) {
                rows.append(.evidence(line, TraceLineCategory(record).color))
            }
        }
        rows.append(.heading(ViewReport.inspectorHeading))
        // Geometry two to a line, flags four to a line.
        let geometry = inspection.properties.filter {
            ["frame", "bounds", "offset", "contentSize", "corners", "transform"].contains($0.label)
        }
        let flags = inspection.properties.filter { !geometry.contains($0) }
        for start in stride(from: 0, to: geometry.count, by: 2) {
            rows.append(.properties(Array(geometry[start..<min(start + 2, geometry.count)]), columns: 2))
        }
        for start in stride(from: 0, to: flags.count, by: 4) {
            rows.append(.properties(Array(flags[start..<min(start + 4, flags.count)]), columns: 4))
        }
        rows.append(.heading(ViewReport.handlersHeading))
        if inspection.handlers.isEmpty {
            rows.append(.text(ViewReport.noHandlers, DrawColor.gray))
        }
        for handler in inspection.handlers {
            let color =
                handler.kind == .controlAction
                ? DrawColor(red: 160, green: 110, blue: 0)
                : handler.isOwn ? PlaygroundStyle.recognizerColor : PlaygroundStyle.recognizerColor.withAlpha(190)
            rows += wrapped(ViewReport.handlerLine(handler), color)
        }
        rows.append(.heading(ViewReport.chainHeading))
        rows += wrapped(report.chainLine, PlaygroundStyle.chainColor)
        return rows
    }
}
