import Foundation
import TouchDisplayList

/// Where a panel draws (``PlaygroundPanel/draw(in:into:)``): the frame's
/// display list, and the texts drawn shortened on purpose, which the
/// tooltip shows whole (``PlaygroundRenderer/shortenedText(at:)``).
struct PlaygroundPanelCanvas {
    var list: DrawList
    /// Each shortened text's command index in ``list``, where it was drawn,
    /// and its whole text.
    var shortened: [(order: Int, rect: CGRect, whole: String)]

    /// Draws `string` like `DrawList.text`; when `string` is a shortened
    /// form of `whole`, the tooltip shows `whole` over it.
    mutating func text(
        _ string: String, whole: String, at origin: CGPoint, size: CGFloat, _ color: DrawColor,
        maxWidth: CGFloat? = nil, alignment: TextAlignment = .left
    ) {
        list.text(string, at: origin, size: size, color, maxWidth: maxWidth, alignment: alignment)
        if string != whole {
            let run = TextRun(string, origin: origin, pointSize: size, color: color, maxWidth: maxWidth, alignment: alignment)
            shortened.append((list.commands.count - 1, PlaygroundRenderer.estimatedRect(of: run), whole))
        }
    }
}
