import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// The tooltip: whatever text is drawn shortened under the pointer, shown
/// whole (see ``PlaygroundRenderer``, step 10), so nothing the playground
/// explains is out of reach because it did not fit.
///
/// Two kinds of text are shortened: class names abbreviated on purpose
/// (``ClassNameAbbreviation``, noted in ``PlaygroundRenderer/shortened``), and
/// any run with a `maxWidth` its estimated width (``PlaygroundText/emWidth(of:)``) may exceed, which the rasteriser
/// cuts with "…" (``TextRun``). The latter are found in the draw list itself,
/// so every panel and label is covered, whoever drew it.
extension PlaygroundRenderer {
    static let tooltipTextSize: CGFloat = 11
    static let tooltipMaximumWidth: CGFloat = 420

    /// Draws `string` like `DrawList.text`; when `string` is a shortened
    /// form of `whole`, the tooltip shows `whole` over it.
    mutating func text(
        _ string: String, whole: String, at origin: CGPoint, size: CGFloat, _ color: DrawColor,
        maxWidth: CGFloat? = nil, alignment: TextAlignment = .left
    ) {
        list.text(string, at: origin, size: size, color, maxWidth: maxWidth, alignment: alignment)
        if string != whole {
            let run = TextRun(string, origin: origin, pointSize: size, color: color, maxWidth: maxWidth, alignment: alignment)
            shortened.append((list.commands.count - 1, Self.estimatedRect(of: run), whole))
        }
    }

    /// The text under `point`, whole, if it was drawn shortened: the last
    /// drawn (frontmost) such text wins.
    func shortenedText(at point: CGPoint) -> String? {
        var found: (order: Int, text: String)?
        for (index, command) in list.commands.enumerated() {
            guard case .text(let run) = command, let maxWidth = run.maxWidth else { continue }
            // Generous: a run that might have been cut shows its tooltip.
            let estimated = PlaygroundText.emWidth(of: run.string) * run.pointSize * 1.1
            guard estimated > maxWidth, Self.estimatedRect(of: run).contains(point) else { continue }
            found = (index, run.string)
        }
        if let noted = shortened.last(where: { $0.rect.contains(point) }), noted.order >= found?.order ?? -1 {
            return noted.whole
        }
        return found?.text
    }

    /// Where a run's text lands, estimated: its box, at most `maxWidth` wide.
    static func estimatedRect(of run: TextRun) -> CGRect {
        let full = PlaygroundText.emWidth(of: run.string) * run.pointSize
        let width = min(full, run.maxWidth ?? .infinity)
        let x: CGFloat
        switch run.alignment {
        case .left: x = run.origin.x
        case .center: x = run.origin.x - width / 2
        case .right: x = run.origin.x - width
        }
        return CGRect(x: x, y: run.origin.y, width: width, height: run.pointSize + 4)
    }

    /// A dark box by the pointer with the whole text, wrapped, kept on the canvas.
    mutating func drawTooltip() {
        guard let pointer = frame.pointer, let whole = shortenedText(at: pointer) else { return }
        let size = Self.tooltipTextSize
        let lineHeight = size + 4
        let lines = PlaygroundText.wrap(whole, width: Self.tooltipMaximumWidth - 12, size: size)
        let widest = lines.map { PlaygroundText.emWidth(of: $0) * size }.max() ?? 0
        let width = min(Self.tooltipMaximumWidth, widest + 14)
        let height = CGFloat(lines.count) * lineHeight + 8
        let canvas = list.size
        var origin = CGPoint(x: pointer.x + 14, y: pointer.y + 18)
        if origin.x + width > canvas.width - 4 { origin.x = max(4, canvas.width - 4 - width) }
        if origin.y + height > canvas.height - 4 { origin.y = max(4, pointer.y - 8 - height) }
        let box = CGRect(origin: origin, size: CGSize(width: width, height: height))
        list.fill(box, PlaygroundStyle.logBackground.withAlpha(240))
        list.stroke(box, DrawColor.white.withAlpha(160), width: 1)
        for (index, line) in lines.enumerated() {
            list.text(line, at: CGPoint(x: box.minX + 7, y: box.minY + 4 + CGFloat(index) * lineHeight), size: size, .white)
        }
    }
}
