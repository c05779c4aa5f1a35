import Foundation
import TouchCore

/// The log panel: the seed-style trace (``TraceFormatter``), coloured by
/// ``TraceLineCategory`` (see ``PlaygroundRenderer``, step 6).
///
/// Normally the tail of ``PlaygroundFrame/log``, scrolled back
/// ``PlaygroundFrame/logScroll`` lines, with a count of the lines above and
/// below. Paused, the frozen sequence instead, centred on the step cursor's
/// record (marked with a bar), the records after it dimmed: they have not
/// "happened" yet in what the rest of the canvas shows.
extension PlaygroundRenderer {
    mutating func drawLog(in panel: CGRect) {
        list.fill(panel, PlaygroundStyle.logBackground)
        list.text("Trace", at: CGPoint(x: panel.minX + 10, y: panel.minY + 8), size: PlaygroundStyle.panelTitleSize, .white)
        // Legend: one coloured word per category.
        var x = panel.minX + 62
        for category in TraceLineCategory.allCases {
            list.text(category.title, at: CGPoint(x: x, y: panel.minY + 10), size: 10, category.color)
            x += PlaygroundStyle.estimatedWidth(of: category.title, size: 10) + 12
        }
        var top = panel.minY + 34
        let lineHeight = PlaygroundStyle.logLineHeight
        if let cursor = frame.stepCursor {
            list.fill(CGRect(x: panel.minX, y: top - 4, width: panel.width, height: 20), PlaygroundStyle.selectionColor)
            let banner =
                "Paused: record \(cursor.position) of \(cursor.count)"
                + " · ←/→ step · ↑/↓ phase · Home/End ends · Space resume"
            list.text(
                banner,
                at: CGPoint(x: panel.minX + 10, y: top - 1), size: 11, .white, maxWidth: panel.width - 20)
            top += 22
        }
        let capacity = max(0, Int((panel.maxY - 8 - top) / lineHeight))
        let records = frame.stepCursor == nil ? frame.log : frame.sequence
        guard !records.isEmpty else {
            list.text(
                "No input yet: tap a view with the mouse.", at: CGPoint(x: panel.minX + 10, y: top), size: 11,
                DrawColor.gray)
            return
        }
        let window = Self.logWindow(
            count: records.count, capacity: capacity, scroll: frame.logScroll,
            focus: frame.stepCursor?.currentIndex)
        var y = top
        if window.above > 0 {
            list.text(
                "… \(window.above) earlier lines",
                at: CGPoint(x: panel.minX + 10, y: y), size: PlaygroundStyle.logTextSize, DrawColor.gray)
            y += lineHeight
        }
        for index in window.lines {
            let record = records[index]
            var color = TraceLineCategory(record).color
            if let current = frame.stepCursor?.currentIndex {
                if index == current {
                    list.fill(
                        CGRect(x: panel.minX + 4, y: y - 1, width: panel.width - 8, height: lineHeight),
                        PlaygroundStyle.selectionColor.withAlpha(110))
                } else if index > current {
                    color = color.withAlpha(80)
                }
            }
            list.text(
                TraceFormatter.line(for: record), at: CGPoint(x: panel.minX + 10, y: y),
                size: PlaygroundStyle.logTextSize, color, maxWidth: panel.width - 20)
            y += lineHeight
        }
        if window.below > 0 {
            list.text(
                "… \(window.below) newer lines",
                at: CGPoint(x: panel.minX + 10, y: y), size: PlaygroundStyle.logTextSize, DrawColor.gray)
        }
    }

    /// Which of `count` lines fit in `capacity` rows: ending `scroll` lines
    /// before the last, or centred on `focus`; a row at the top (and at the
    /// bottom) is given up to say how many lines are hidden there.
    static func logWindow(count: Int, capacity: Int, scroll: Int, focus: Int?) -> (above: Int, lines: Range<Int>, below: Int) {
        guard capacity > 0, count > 0 else { return (count, 0..<0, 0) }
        if count <= capacity { return (0, 0..<count, 0) }
        var end: Int
        if let focus {
            end = min(count, max(capacity, focus + capacity / 2))
        } else {
            end = count - min(max(0, scroll), count - 1)
        }
        var rows = capacity
        if end < count { rows -= 1 }
        var start = max(0, end - rows)
        if start > 0 {
            start += 1
            if end - start < 1 { end = min(count, start + 1) }
        }
        return (start, start..<end, count - end)
    }
}
