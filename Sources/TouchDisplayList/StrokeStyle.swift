import Foundation

/// How an outline or line is drawn: its width and an optional dash pattern.
///
/// Closed shapes (rectangles, polygons, circles) are stroked **inside** their
/// outline, like `CALayer.borderWidth`, so a view's border never spills onto its
/// neighbours and a stroked rectangle covers exactly the rectangle's pixels.
/// Lines and arrows are stroked centred on the line.
///
/// The dash pattern alternates "on" and "off" lengths in points, starting with
/// "on"; an odd-length pattern is repeated to make it even, as SVG's
/// `stroke-dasharray` does. An empty pattern (or one whose lengths add up to 0)
/// draws a solid stroke.
///
/// See also: Apple, CALayer.borderWidth; CAShapeLayer.lineDashPattern.
package struct StrokeStyle: Hashable, Sendable {
    /// Stroke width in points.
    package var width: CGFloat
    /// Alternating on/off lengths in points; empty means solid.
    package var dash: [CGFloat]

    package init(width: CGFloat = 1, dash: [CGFloat] = []) {
        self.width = width
        self.dash = dash
    }

    /// A solid stroke of the given width.
    package static func solid(_ width: CGFloat = 1) -> StrokeStyle {
        StrokeStyle(width: width)
    }

    /// Whether the pattern leaves gaps: some "off" length is positive
    /// (negative lengths count as 0).
    package var isDashed: Bool {
        normalizedDash.enumerated().contains { $0.offset % 2 == 1 && $0.element > 0 }
    }

    /// The pattern with negative lengths clamped to 0 and an odd count doubled.
    var normalizedDash: [CGFloat] {
        let clamped = dash.map { max(0, $0) }
        return clamped.count % 2 == 1 ? clamped + clamped : clamped
    }

    /// The same style with every length multiplied by `factor` (points → pixels).
    package func scaled(by factor: CGFloat) -> StrokeStyle {
        StrokeStyle(width: width * factor, dash: dash.map { $0 * factor })
    }

    /// The "on" stretches of the pattern along a path of `length`, as ranges of
    /// distance from the path's start; the pattern starts at `phase` (a distance
    /// into the pattern), so a pattern can continue from one edge onto the next.
    ///
    /// A solid style gives one range covering the whole path. Ranges are clipped
    /// to `0...length` and empty ones are left out.
    package func dashIntervals(alongLength length: CGFloat, phase: CGFloat = 0) -> [ClosedRange<CGFloat>] {
        guard length > 0 else { return [] }
        guard isDashed else { return [0...length] }
        let pattern = normalizedDash
        // All "on" lengths 0: a pattern of pure gaps draws nothing.
        guard pattern.enumerated().contains(where: { $0.offset % 2 == 0 && $0.element > 0 }) else { return [] }
        let period = pattern.reduce(0, +)
        // Find where in the pattern the path starts.
        var index = 0
        var remaining = pattern[0]
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        while offset >= remaining {
            offset -= remaining
            index = (index + 1) % pattern.count
            remaining = pattern[index]
        }
        remaining -= offset

        var intervals: [ClosedRange<CGFloat>] = []
        var position: CGFloat = 0
        while position < length {
            let end = min(length, position + remaining)
            if index % 2 == 0 && end > position {
                intervals.append(position...end)
            }
            position = end
            index = (index + 1) % pattern.count
            remaining = pattern[index]
        }
        return intervals
    }
}
