import Foundation

/// One line of text to draw: the string, where, how big, in which colour.
///
/// `origin.y` is the top of the line box (the font's ascent starts there);
/// `origin.x` is the left edge, the middle or the right edge depending on
/// `alignment`. When the rendered string is wider than `maxWidth`, the renderer
/// drops characters from the end and appends "…", like a `UILabel` with
/// `lineBreakMode = .byTruncatingTail`. Line breaks are not interpreted.
///
/// See also: Apple, NSLineBreakMode.byTruncatingTail.
package struct TextRun: Hashable, Sendable {
    package var string: String
    package var origin: CGPoint
    /// Font size in points (the renderer multiplies by its scale).
    package var pointSize: CGFloat
    package var color: DrawColor
    /// Widest the run may be, in points; `nil` means unlimited.
    package var maxWidth: CGFloat?
    package var alignment: TextAlignment
    /// Ranges of `string`, in characters, painted behind the glyphs in
    /// `highlightColor`: a search's matches in the log. The rasteriser places them
    /// by the font's own widths, so they sit on the matched glyphs exactly.
    package var highlights: [Range<Int>] = []
    package var highlightColor = DrawColor(red: 255, green: 214, blue: 10, alpha: 120)

    package init(
        _ string: String, origin: CGPoint, pointSize: CGFloat, color: DrawColor,
        maxWidth: CGFloat? = nil, alignment: TextAlignment = .left
    ) {
        self.string = string
        self.origin = origin
        self.pointSize = pointSize
        self.color = color
        self.maxWidth = maxWidth
        self.alignment = alignment
    }
}
