import Foundation

/// One step of a ``DrawList``, in canvas points.
///
/// The set is deliberately small: what the playground needs to show views
/// (axis-aligned or, when rotated or scaled, as quads), touch markers
/// (circles), hit-test paths (arrows), labels, and clipping
/// (`clipsToBounds`). Later commands paint over earlier ones ("painter's
/// order"); every colour is alpha-blended over what is already there.
///
/// See also: ``DrawList`` for builder helpers; ``StrokeStyle`` for where strokes
/// lie relative to the outline.
package enum DrawCommand: Hashable, Sendable {
    /// Fills an axis-aligned rectangle.
    case fillRect(CGRect, color: DrawColor)
    /// Strokes an axis-aligned rectangle inside its edges.
    case strokeRect(CGRect, color: DrawColor, style: StrokeStyle)
    /// Fills a **convex** polygon given by its corners in order (either winding).
    /// A rotated or scaled view's frame is a quad.
    case fillPolygon([CGPoint], color: DrawColor)
    /// Strokes a convex polygon inside its outline.
    case strokePolygon([CGPoint], color: DrawColor, style: StrokeStyle)
    /// A straight line centred on the segment, with flat (butt) ends.
    case line(from: CGPoint, to: CGPoint, color: DrawColor, style: StrokeStyle)
    /// A line ending in a filled triangular head whose tip is `to`; `headLength`
    /// is measured along the line (the head is as wide as it is long).
    case arrow(from: CGPoint, to: CGPoint, color: DrawColor, style: StrokeStyle, headLength: CGFloat)
    /// Fills a circle.
    case fillCircle(center: CGPoint, radius: CGFloat, color: DrawColor)
    /// Strokes a circle inside its radius.
    case strokeCircle(center: CGPoint, radius: CGFloat, color: DrawColor, style: StrokeStyle)
    /// Draws one line of text.
    case text(TextRun)
    /// Restricts drawing to `rect` intersected with the current clip, until the
    /// matching ``popClip``. Clips nest like `clipsToBounds` on nested views.
    case pushClip(CGRect)
    /// Restores the clip in force before the matching ``pushClip(_:)``.
    case popClip
}
