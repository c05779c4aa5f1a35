import Foundation
import TouchCore

/// The log panel: the seed-style trace (``TraceFormatter``), coloured by
/// ``TraceLineCategory`` and scrolled to the end (see ``PlaygroundRenderer``, step 6).
extension PlaygroundRenderer {
    mutating func drawLog() {
        let panel = layout.logRect
        list.fill(panel, PlaygroundStyle.logBackground)
        list.text("Trace", at: CGPoint(x: panel.minX + 10, y: panel.minY + 8), size: PlaygroundStyle.panelTitleSize, .white)
        // Legend: one coloured word per category.
        var x = panel.minX + 62
        for category in TraceLineCategory.allCases {
            list.text(category.title, at: CGPoint(x: x, y: panel.minY + 10), size: 10, category.color)
            x += PlaygroundStyle.estimatedWidth(of: category.title, size: 10) + 12
        }
        let top = panel.minY + 34
        let lineHeight = PlaygroundStyle.logLineHeight
        let capacity = max(0, Int((panel.maxY - 8 - top) / lineHeight))
        guard !frame.log.isEmpty else {
            list.text("No input yet: tap a view with the mouse.", at: CGPoint(x: panel.minX + 10, y: top), size: 11,
                      DrawColor.gray)
            return
        }
        let shown = frame.log.suffix(capacity)
        if frame.log.count > capacity, capacity > 0 {
            list.text("… \(frame.log.count - capacity + 1) earlier lines", at: CGPoint(x: panel.minX + 10, y: top),
                      size: PlaygroundStyle.logTextSize, DrawColor.gray)
        }
        let skip = frame.log.count > capacity ? 1 : 0
        for (row, record) in shown.dropFirst(skip).enumerated() {
            let y = top + CGFloat(row + skip) * lineHeight
            list.text(TraceFormatter.line(for: record), at: CGPoint(x: panel.minX + 10, y: y),
                      size: PlaygroundStyle.logTextSize, TraceLineCategory(record).color, maxWidth: panel.width - 20)
        }
    }
}
