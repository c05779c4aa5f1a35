import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// The selection panel: the selected (or hovered) view's answer to "why did
/// it (not) get the touch?" with the trace lines that show it, its inspector
/// and handler inventory, and its responder chain (see
/// ``PlaygroundRenderer``, step 8); with no view inspected, a hint.
///
/// It scrolls (the wheel), so it yields to the timeline
/// (``PlaygroundPanelSizing/scrolls(floor:)``): never less than its hint.
struct SelectionPanel: PlaygroundColumnPanel {
    static let sizing = PlaygroundPanelSizing.scrolls(floor: PlaygroundStyle.selectionHintHeight)

    /// The rows, wrapped to the column: the inspected view's, or the hint.
    let rows: [Row]
    /// Whether a view is inspected (selected or hovered).
    let inspects: Bool
    /// Whether the inspected view is selected rather than hovered.
    let isSelected: Bool
    /// How far the user scrolled the rows (clamped when drawn).
    let scroll: Int

    /// `nil` in a still picture with no view inspected: nothing there to
    /// select with, so no panel inviting a right-click.
    init?(frame: PlaygroundFrame, columnWidth: CGFloat) {
        if frame.options.isStillPicture && frame.inspectedView == nil { return nil }
        rows = Self.selectionRows(for: frame, width: columnWidth - 20)
        inspects = frame.inspectedView != nil
        isSelected = frame.selectedView != nil
        scroll = frame.selectionScroll
    }

    /// One line of the selection panel, measured before drawing so the panel
    /// can stop at its bottom edge.
    enum Row {
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

    func draw(in panel: CGRect, into canvas: inout PlaygroundPanelCanvas) {
        canvas.list.fill(panel, PlaygroundStyle.selectionBackground)
        canvas.list.stroke(panel, isSelected ? PlaygroundStyle.selectionColor : DrawColor.lightGray, width: 1)
        let scroll = min(self.scroll, overflow(in: panel))
        let rows = Self.scrolledRows(self.rows, scroll: scroll)
        var fitting = Self.selectionRowsFitting(rows, height: panel.height)
        if fitting < rows.count { fitting = Self.selectionRowsFitting(rows, height: panel.height - 14) }
        let below = rows.count - fitting
        canvas.list.clipped(to: panel.insetBy(dx: 1, dy: 1)) { list in
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
    /// (it scrolls when the column cannot give that much). With no view
    /// inspected, the hint's height. The rows were wrapped to the column's
    /// width when the panel was made.
    func height(forWidth width: CGFloat) -> CGFloat {
        guard inspects else { return PlaygroundStyle.selectionHintHeight }
        return max(PlaygroundStyle.selectionHeight, Self.selectionContentHeight(rows))
    }

    /// How many rows the panel can scroll in `rect`: those its height cut off.
    func overflow(in rect: CGRect) -> Int {
        inspects ? Self.selectionOverflow(rows, height: rect.height) : 0
    }

    /// The wheel scrolls the rows, three a notch.
    func handle(_ input: PlaygroundPanelInput, in rect: CGRect) -> PlaygroundPanelAction? {
        guard case .wheel(let notches, _) = input else { return nil }
        return .scrollSelection(rows: -notches * 3)
    }

    /// The panel's height for all of `rows`, margins included.
    static func selectionContentHeight(_ rows: some Collection<Row>) -> CGFloat {
        rows.reduce(11) { $0 + $1.height }
    }

    /// The panel's rows scrolled by `scroll`: the title stays, a line says
    /// how many rows are above, the rest follow.
    static func scrolledRows(_ all: [Row], scroll: Int) -> [Row] {
        guard scroll > 0 else { return all }
        return Array(all.prefix(1)) + [.text("▲ \(scroll) more line\(scroll == 1 ? "" : "s") above", DrawColor.gray)]
            + all.dropFirst(1 + scroll)
    }

    /// The most the panel can scroll `all` in a panel of `height`: until its last row shows.
    static func selectionOverflow(_ all: [Row], height: CGFloat) -> Int {
        guard selectionRowsFitting(all, height: height) < all.count else { return 0 }
        var scroll = 1
        while scroll < all.count - 1,
            selectionRowsFitting(scrolledRows(all, scroll: scroll), height: height) < all.count + 1 - scroll
        {
            scroll += 1
        }
        return scroll
    }

    /// How many of `rows`, from the first, fit a panel of `height`.
    static func selectionRowsFitting(_ rows: some Collection<Row>, height: CGFloat) -> Int {
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
    static func selectionRows(for frame: PlaygroundFrame, width: CGFloat) -> [Row] {
        let size = PlaygroundStyle.selectionTextSize
        func wrapped(_ text: String, _ color: DrawColor) -> [Row] {
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
        var rows: [Row] = [
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
