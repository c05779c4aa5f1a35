import Foundation
import TouchDisplayList

extension DrawList {
    /// A pill-shaped label: a filled rectangle `size + 6` points tall with
    /// `text` inside, 4 points in; returns its rectangle. A see-through
    /// fill (a recognizer still possible) goes on a white plate: the same
    /// tint on every view, and no line shows through its words.
    @discardableResult
    mutating func pill(
        _ text: String, at origin: CGPoint, size: CGFloat, text textColor: DrawColor,
        fill: DrawColor, maxWidth: CGFloat? = nil
    ) -> CGRect {
        let width = min(PlaygroundStyle.estimatedWidth(of: text, size: size) + 8, maxWidth ?? .infinity)
        let rect = CGRect(x: origin.x, y: origin.y, width: width, height: size + 6)
        if fill.alpha < 255 { self.fill(rect, .white) }
        self.fill(rect, fill)
        self.text(
            text, at: CGPoint(x: origin.x + 4, y: origin.y + 2), size: size, textColor,
            maxWidth: maxWidth.map { $0 - 6 })
        return rect
    }
}
