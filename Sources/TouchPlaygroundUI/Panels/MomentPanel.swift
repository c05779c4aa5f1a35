import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// A slide's explanation of the moment shown, heading its column
/// (``PlaygroundLayoutKind/slide``): a title (the scene, the script and the
/// time, ``PlaygroundFrame/slideTitle``), the shot's own caption when the
/// script gives one, and what the delivery decided in the touch shown, one
/// line per instant in the words of a storyboard's captions
/// (``TouchInsight/TouchMoment``: the hit-test view found, a recognizer
/// deciding, a phase withheld, released late or discarded, a
/// touchesCancelled, an action sent). The latest instant, the moment the
/// slide shows, is in the names' ink; the instants before it in neutral ink,
/// the earliest left out when they do not fit, with how many.
///
/// Times are those of the trace beside it: a played script's on its clock
/// (`0.150 s`), live input's from its touch's start (`+0.150 s`).
struct MomentPanel: PlaygroundColumnPanel {
    static let sizing = PlaygroundPanelSizing.leading

    static let titleSize: CGFloat = 13
    static let textSize: CGFloat = 12
    static let lineHeight: CGFloat = 16
    static let timeWidth: CGFloat = 62
    /// The most lines the instants take: "a few lines".
    static let maximumLines = 6

    let title: String
    let note: String?
    /// Each instant's time and caption, in trace order.
    let instants: [(time: String, caption: String)]

    init?(frame: PlaygroundFrame, columnWidth: CGFloat) {
        title = frame.slideTitle ?? "What happened"
        note = frame.slideNote
        let records = frame.shownSequence
        let origin = records.first?.time ?? 0
        instants = TouchMoment.byTime(TouchMoment.moments(in: records)).compactMap { group in
            guard let first = group.first else { return nil }
            let played = frame.playedUntil.map { first.time < $0 + 1e-9 } ?? false
            let time = played ? String(format: "%.3f s", first.time) : String(format: "+%.3f s", first.time - origin)
            return (time, TouchMoment.caption(of: group))
        }
    }

    /// The instants' wrapped lines that fit in ``maximumLines``, latest last,
    /// and how many earlier instants are left out.
    func shownLines(width: CGFloat) -> (lines: [(time: String?, text: String, isLatest: Bool)], leftOut: Int) {
        var lines: [(String?, String, Bool)] = []
        var leftOut = instants.count
        for (index, instant) in instants.enumerated().reversed() {
            let wrapped = PlaygroundStyle.wrap(instant.caption, width: width - Self.timeWidth, size: Self.textSize)
            let rows = wrapped.enumerated().map { ($0.offset == 0 ? instant.time : nil, $0.element, index == instants.count - 1) }
            // The latest instant is shown whatever its length; earlier ones while they fit.
            guard lines.isEmpty || lines.count + rows.count <= Self.maximumLines - 1 else { break }
            lines.insert(contentsOf: rows, at: 0)
            leftOut -= 1
        }
        return (lines, leftOut)
    }

    func noteLines(width: CGFloat) -> [String] {
        note.map { PlaygroundStyle.wrap($0, width: width, size: Self.textSize) } ?? []
    }

    func height(forWidth width: CGFloat) -> CGFloat {
        let shown = shownLines(width: width - 20)
        let rows = max(1, shown.lines.count) + (shown.leftOut > 0 ? 1 : 0) + noteLines(width: width - 20).count
        return 30 + CGFloat(rows) * Self.lineHeight + 10
    }

    func draw(in panel: CGRect, into canvas: inout PlaygroundPanelCanvas) {
        canvas.list.fill(panel, DrawColor(red: 255, green: 253, blue: 240))
        canvas.list.stroke(panel, PlaygroundStyle.chainColor.withAlpha(120), width: 1)
        canvas.list.text(
            title, at: CGPoint(x: panel.minX + 10, y: panel.minY + 7), size: Self.titleSize, PlaygroundStyle.viewName,
            maxWidth: panel.width - 20)
        var y = panel.minY + 30
        let bottom = panel.maxY - 4
        func line(_ text: String, x: CGFloat, _ color: DrawColor) {
            guard y + Self.lineHeight <= bottom + 2 else { return }
            canvas.list.text(
                text, at: CGPoint(x: x, y: y), size: Self.textSize, color, maxWidth: panel.maxX - 10 - x)
        }
        for text in noteLines(width: panel.width - 20) {
            line(text, x: panel.minX + 10, PlaygroundStyle.chainColor)
            y += Self.lineHeight
        }
        let shown = shownLines(width: panel.width - 20)
        if shown.lines.isEmpty {
            line("Nothing delivered yet: touch a view.", x: panel.minX + 10, PlaygroundStyle.neutralInk)
            return
        }
        if shown.leftOut > 0 {
            line(
                "… \(shown.leftOut) earlier instant\(shown.leftOut == 1 ? "" : "s") (the trace has them)", x: panel.minX + 10,
                PlaygroundStyle.neutralInk)
            y += Self.lineHeight
        }
        for row in shown.lines {
            let ink = row.isLatest ? PlaygroundStyle.viewName : PlaygroundStyle.neutralInk
            if let time = row.time { line(time, x: panel.minX + 10, ink) }
            line(row.text, x: panel.minX + 10 + Self.timeWidth, ink)
            y += Self.lineHeight
        }
    }
}
