import Foundation
import TouchCore
import TouchDisplayList

/// What the views themselves show: a label's text, a button's title, a table
/// row's title (its cell's `textLabel`), and a scroll view's position in its
/// content (see ``PlaygroundRenderer``, step 1).
///
/// Content text is the scene, not an explanation: it is drawn small and muted,
/// inside its view's visible rectangle, and only where no name, badge or chip
/// is (it is placed after them, in their ``PlaygroundRenderer/occupied`` grid,
/// so it never moves a label into a callout). Its command goes right after its
/// view's fill, so a view in front covers it as it covers the view.
extension PlaygroundRenderer {
    /// A view's own text waiting to be placed once the labels are.
    struct ContentText {
        /// Where in ``PlaygroundRenderer/list`` its view's drawing ends.
        var insertAt: Int
        /// The view's position in ``PlaygroundRenderer/drawn``.
        var position: Int
        var text: String
        var centered: Bool
        var color: DrawColor
    }

    static let contentTextSize: CGFloat = 11

    /// The text `view` draws in its bounds, as UIKit would show it: a
    /// label's `text` (Apple: UILabel.text), a button's title for its current
    /// state (Apple: UIButton.currentTitle), centred, a text field's text or
    /// placeholder; `nil` for other views.
    /// The text comes from a scene, so control characters are written as
    /// visible escapes and a very long text is shortened
    /// (``TouchCore/TerminalText/quoted(_:limit:)``): no font draws an ESC.
    static func contentText(of view: UIView) -> (text: String, centered: Bool)? {
        if let label = view as? UILabel, let text = label.text, !text.isEmpty { return (TerminalText.quoted(text), false) }
        // Buttons and text fields are controls: one cast rules both out for
        // the other views, a thousand a frame.
        guard let control = view as? UIControl else { return nil }
        if let button = control as? UIButton, let title = button.currentTitle, !title.isEmpty {
            return (TerminalText.quoted(title), true)
        }
        // A text field's text, else its placeholder, at the left (Apple:
        // UITextField.text, placeholder).
        if let field = control as? UITextField {
            if let text = field.text, !text.isEmpty { return (TerminalText.quoted(text), false) }
            if let placeholder = field.placeholder, !placeholder.isEmpty { return (TerminalText.quoted(placeholder), false) }
        }
        return nil
    }

    /// Notes the content text of the view just drawn at `position`, if it has
    /// one and is drawn as an upright rectangle (text is never rotated).
    mutating func noteContentText(of view: UIView, at position: Int, alpha: CGFloat, quad: [CGPoint]) {
        guard let content = Self.contentText(of: view), Self.isAxisAligned(quad) else { return }
        let base = isDark(view) ? DrawColor.white.withAlpha(200) : PlaygroundStyle.contentText
        let color = base.withAlpha(UInt8(Double(base.alpha) * Double(max(0.3, min(1, alpha)))))
        contentTexts.append(
            ContentText(insertAt: list.commands.count, position: position, text: content.text, centered: content.centered, color: color))
    }

    /// Places every noted content text, the frontmost view's first, where its
    /// view shows and no label is: centred (or at the left, for a label) on the
    /// middle row, else along its bottom or top edge, else on the rows above
    /// and below the middle, sliding right past labels; a text with no such
    /// place is left out. Each command is
    /// inserted where its view's drawing ended.
    mutating func placeContentTexts() {
        var placed: [(index: Int, command: DrawCommand)] = []
        let size = Self.contentTextSize
        let height = size * 1.2 + 2
        for content in contentTexts.reversed() {
            let visible = visibleBox(drawn[content.position])
            guard !visible.isNull, visible.height >= height + 2, visible.width >= 28 else { continue }
            let room = visible.width - 10
            let width = min(PlaygroundStyle.estimatedWidth(of: content.text, size: size), room)
            let preferredX = content.centered ? visible.midX - width / 2 : visible.minX + 6
            let middle = visible.midY - height / 2
            // The middle row, then the bottom and top edges (a name sits at
            // the top-left, chips at the bottom-left and top-right), then the
            // rows between.
            var rows = [middle, visible.maxY - 1 - height, visible.minY + 1]
            var step: CGFloat = 1
            while rows.count < 9 {
                let below = middle + step * height, above = middle - step * height
                if below + height <= visible.maxY - 1 { rows.append(below) }
                if above >= visible.minY + 1 { rows.append(above) }
                if below + height > visible.maxY - 1 && above < visible.minY + 1 { break }
                step += 1
            }
            var found: CGRect?
            // Where it belongs on some row first, then slid right past labels.
            search: for (y, slides) in rows.map({ ($0, false) }) + rows.map({ ($0, true) }) {
                var rect = CGRect(x: preferredX, y: y, width: width, height: height)
                while rect.maxX <= visible.maxX - 4 {
                    guard Self.isInside(rect, labelFrame) else { break }
                    guard let blocking = occupied.rightmostEdge(intersecting: rect) else {
                        found = rect
                        break search
                    }
                    let next = blocking + 4
                    guard slides, next > rect.minX, next.isFinite else { break }
                    rect.origin.x = next
                }
            }
            guard let rect = found else { continue }
            occupied.insert(rect)
            let run = TextRun(
                content.text, origin: CGPoint(x: rect.minX, y: rect.minY + 1), pointSize: size, color: content.color,
                maxWidth: room)
            placed.append((content.insertAt, .text(run)))
            screen.viewContentTexts.append(run.origin)
        }
        // Back to front, so each index still means what it meant.
        for (index, command) in placed.sorted(by: { $0.index > $1.index }) {
            list.commands.insert(command, at: min(index, list.commands.count))
        }
        // A content text goes where the labels of the touch being explained
        // leave room, if anywhere, so it is not part of what repeats from
        // frame to frame: the stable prefix ends where the first view with a
        // text of its own ended, whether or not its text found a place.
        if let first = contentTexts.map(\.insertAt).min() {
            list.stablePrefixCount = min(list.stablePrefixCount, first)
        }
    }

    /// A scroll view's scroll indicators along its right and bottom edges
    /// (Apple: UIScrollView.showsVerticalScrollIndicator): each as long as
    /// the visible share of the content, placed where the content offset is
    /// (SPEC H4: the offset is the bounds' origin, which already shifts the
    /// content as drawn). Drawn only along an axis the content overflows.
    mutating func drawScrollIndicators(of scrollView: UIScrollView, box: CGRect, quad: [CGPoint]) {
        guard Self.isAxisAligned(quad), box.width >= 12, box.height >= 12 else { return }
        let bounds = scrollView.bounds, content = scrollView.contentSize
        let thickness: CGFloat = 3, inset: CGFloat = 2
        let both = content.width > bounds.width && content.height > bounds.height
        func indicator(visible: CGFloat, total: CGFloat, offset: CGFloat, track: CGFloat) -> (start: CGFloat, length: CGFloat)? {
            guard total > visible, visible > 0, track > 8, total.isFinite else { return nil }
            let length = max(8, track * visible / total)
            let progress = max(0, min(1, offset / (total - visible)))
            return ((track - length) * progress, length)
        }
        if let bar = indicator(
            visible: bounds.height, total: content.height, offset: bounds.minY,
            track: box.height - 2 * inset - (both ? thickness + inset : 0))
        {
            let rect = CGRect(x: box.maxX - inset - thickness, y: box.minY + inset + bar.start, width: thickness, height: bar.length)
            list.fill(rect, PlaygroundStyle.scrollIndicator)
        }
        if let bar = indicator(
            visible: bounds.width, total: content.width, offset: bounds.minX,
            track: box.width - 2 * inset - (both ? thickness + inset : 0))
        {
            let rect = CGRect(x: box.minX + inset + bar.start, y: box.maxY - inset - thickness, width: bar.length, height: thickness)
            list.fill(rect, PlaygroundStyle.scrollIndicator)
        }
    }
}
