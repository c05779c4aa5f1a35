import Foundation

/// One dash of a dashed polygon outline — the quad between a stretch of an
/// outline's edge and the same stretch of its inset edge — painted with
/// exactly the pixels ``ConvexPolygonScanner`` gives that quad, for a
/// fraction of the set-up.
///
/// The bench's 1,000-view frame strokes about a hundred hidden views'
/// outlines dashed, 7,000 pieces of three pixels each on average, and the
/// scanner's set-up per polygon (the top and bottom corner, two chains walked
/// edge by edge to the first row, a closure per span) made them a third of a
/// one-band render. The pieces cannot share the outline's edges instead: a
/// piece's sides are computed from its own interpolated corners and round
/// differently at some pixel centres (docs/performance.md), so every piece's
/// edges are still set up, but nothing else.
///
/// Why the pixels are the scanner's: the scanner computes an edge's 32.32
/// fixed-point crossing from the edge's own ends, upper first, and its first
/// row, `firstCentre(upper.y)` (whether the walk reached the edge from the
/// top corner or from the previous edge), stepping it by the edge's slope;
/// on a row, the span lies between the lesser and the greater of its two
/// chains' current edges' crossings. When both chains run downward from the
/// top corner to the bottom one (y-monotone: every convex quad, so every
/// piece but a sliver made non-convex by rounding), each chain's current edge
/// on a row is the one edge of that chain whose rows
/// `firstCentre(upper.y)..<firstCentre(lower.y)` contain it, so the two edges
/// of the quad whose rows contain the row are exactly the two current ones,
/// wherever the walk started (the band's first row, the clip's). Pieces with
/// repeated corners or chains that are not monotone are left to the scanner
/// (``fill(_:_:_:_:_:clip:on:)`` returns `false`), and so are axis-aligned
/// rectangles, which the polygon fill paints by their own rule
/// (``ConvexOutline/axisAlignedRect(_:)``).
///
/// Most pieces skip even that set-up: ``ConvexQuadRows`` works a strictly
/// convex piece's rows out in floating point, and the edges are set up as
/// above only from a row whose bounds lie too near a pixel centre to be
/// sure of.
enum DashPiece {
    /// Pieces with a corner farther than this from the origin, in pixels,
    /// are left to the scanner, so ``centre(_:)`` needs no clamping.
    private static let reach: CGFloat = 4_194_304

    /// ``PixelSnapping/firstCentre(near:)``: within ±``reach`` the clamps of
    /// ``PixelSnapping/firstCentre(atOrAfter:)`` never apply.
    @inline(__always)
    private static func centre(_ value: CGFloat) -> Int { PixelSnapping.firstCentre(near: value) }

    /// ``ConvexPolygonScanner/fixed(_:)`` for an edge's slope and crossing,
    /// without its test for NaN: the same value for every other input. An
    /// edge's slope is NaN for no two distinct corners, and infinite (so its
    /// crossing perhaps NaN) only for a level edge, which has no rows and
    /// whose values are never read; NaN clamps to −2³⁰ here, never traps.
    @inline(__always)
    private static func fixed(_ value: CGFloat) -> Int64 {
        let limit: CGFloat = 1_073_741_824
        return Int64(min(limit, max(-limit, value)) * 4_294_967_296)
    }

    /// An edge's rows and fixed-point crossing, as ``ConvexPolygonScanner``
    /// sets it up; no rows (`rows == 0`) when it crosses no pixel centre's
    /// line. Set up without a branch: a piece's caps have a row or none
    /// unpredictably, and a mispredicted branch costs more than the set-up
    /// (an edge with no rows may compute a meaningless crossing, never read).
    private struct Edge {
        let first: Int
        let rows: Int
        /// The crossing of row 0's centre line, minus ½, in the scanner's
        /// wrapping arithmetic: its crossing of row `r` is
        /// `origin &+ r &* delta`, exactly what it steps to from its first row.
        let origin: Int64
        let delta: Int64

        /// The edge from `a` to `b`, whose first rows (`centre` of their
        /// y) are `aRow` and `bRow`: each corner's row is computed once
        /// for the two edges that meet there.
        @inline(__always)
        init(_ a: CGPoint, _ aRow: Int, _ b: CGPoint, _ bRow: Int) {
            let aIsUpper = a.y <= b.y
            let (upper, lower) = aIsUpper ? (a, b) : (b, a)
            let first = aIsUpper ? aRow : bRow
            self.first = first
            rows = max(0, (aIsUpper ? bRow : aRow) &- first)
            // The scanner's arithmetic, operation for operation
            // (``ConvexPolygonScanner``'s `Chain.load`).
            let slope = (lower.x - upper.x) / (lower.y - upper.y)
            delta = DashPiece.fixed(slope)
            let value = DashPiece.fixed(upper.x + (CGFloat(first) + 0.5 - upper.y) * slope - 0.5)
            origin = value &- Int64(first) &* delta
        }

        /// This edge's crossing of `row` folded into `low` and `high` when
        /// the edge's rows contain `row` (one unsigned comparison, no branch).
        @inline(__always)
        func cross(_ row: Int, _ low: inout Int64, _ high: inout Int64) {
            let crossing = origin &+ Int64(row) &* delta
            let covers = UInt(bitPattern: row &- first) < UInt(bitPattern: rows)
            low = min(low, covers ? crossing : Int64.max)
            high = max(high, covers ? crossing : Int64.min)
        }
    }

    /// Paints the quad with corners `p0`…`p3` (an outline's stretch, then
    /// the inset outline's, back) in `color` (not invisible), limited to
    /// `clip`, with the pixels ``RasterBand``'s polygon fill gives it, and
    /// returns `true`; returns `false`, painting nothing, for a quad that
    /// fill must paint itself (repeated corners, chains that are not
    /// monotone, corners beyond ±``reach``).
    @inline(__always)
    static func fill(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ color: SourceOverColor, clip: PixelRect,
        on target: PixelTarget
    ) -> Bool {
        // The corners are finite (``RasterBand`` drops polygons with other
        // corners), so the NaN-ordering `min` and `max` are not needed:
        // these are one instruction each.
        let minX = least(least(p0.x, p1.x), least(p2.x, p3.x)), maxX = greatest(greatest(p0.x, p1.x), greatest(p2.x, p3.x))
        let minY = least(least(p0.y, p1.y), least(p2.y, p3.y)), maxY = greatest(greatest(p0.y, p1.y), greatest(p2.y, p3.y))
        // The fill's own rejection (`RasterBand.overlaps`).
        guard maxX > CGFloat(clip.minX), minX < CGFloat(clip.maxX), maxY > CGFloat(clip.minY), minY < CGFloat(clip.maxY)
        else { return true }
        // Rows before this one are painted (by the floating-point rows below).
        var resume = Int.min
        let near = ConvexQuadRows.reach
        if minX > -near, maxX < near, minY > -near, maxY < near {
            // The piece's rows, as the scanner's: from its top corner's
            // first row to its bottom corner's (``centre(_:)`` never decreases).
            let (top, bottom) = (centre(minY), centre(maxY))
            let firstRow = max(top, clip.minY), endRow = min(bottom, clip.maxY)
            if bottom &- top <= ConvexQuadRows.maximumRows,
                var rows = ConvexQuadRows(p0, p1, p2, p3, firstRow: firstRow)
            {
                // Most pieces: a convex quad (so the fill would scan it
                // whole, never as a triangle or a rectangle) whose rows are
                // worked out in floating point, up to the first row whose
                // bounds lie too near a pixel centre to tell; the scanner's
                // arithmetic below paints the rest. A piece within the
                // clip's columns is painted without clamping: a clear row's
                // span is the scanner's, whose bounds lie on the piece's
                // edges (within rounding), so inside its box's columns.
                let inside = minX >= CGFloat(clip.minX) && maxX <= CGFloat(clip.maxX)
                let row =
                    inside
                    ? paintRows(&rows, firstRow, endRow, clamped: false, color, clip: clip, on: target)
                    : paintRows(&rows, firstRow, endRow, clamped: true, color, clip: clip, on: target)
                if row >= endRow { return true }
                resume = row
            }
        }
        // `ConvexOutline.removeRepeatedCorners` would drop a corner: the
        // fill then scans a triangle.
        if p0 == p1 || p1 == p2 || p2 == p3 || p3 == p0 { return false }
        if p0.x == p1.x || p0.y == p1.y {
            // Perhaps an axis-aligned rectangle, which the fill paints by its own rule.
            let horizontalFirst = p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x
            let verticalFirst = p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y
            if horizontalFirst || verticalFirst { return false }
        }
        guard minX > -reach, maxX < reach, minY > -reach, maxY < reach else { return false }
        if !monotone(p0.y, p1.y, p2.y, p3.y) { return false }
        // Each corner's first row, once: the piece's rows run from the least
        // to the greatest (``centre(_:)`` never decreases).
        let (r0, r1, r2, r3) = (centre(p0.y), centre(p1.y), centre(p2.y), centre(p3.y))
        let firstRow = max(min(min(r0, r1), min(r2, r3)), clip.minY, resume)
        let endRow = min(max(max(r0, r1), max(r2, r3)), clip.maxY)
        guard firstRow < endRow else { return true }
        let e0 = Edge(p0, r0, p1, r1), e1 = Edge(p1, r1, p2, r2), e2 = Edge(p2, r2, p3, r3), e3 = Edge(p3, r3, p0, r0)
        let rounding = ConvexPolygonScanner.one &- 1
        for row in firstRow..<endRow {
            var low = Int64.max, high = Int64.min
            e0.cross(row, &low, &high)
            e1.cross(row, &low, &high)
            e2.cross(row, &low, &high)
            e3.cross(row, &low, &high)
            let start = Int(truncatingIfNeeded: (low &+ rounding) >> 32)
            let end = Int(truncatingIfNeeded: (high &+ rounding) >> 32)
            paint(row, from: start, to: end, color, clip: clip, on: target)
        }
        return true
    }

    /// Paints rows `firstRow..<endRow` of `rows` up to the first that is
    /// not clear, and returns that row (`endRow` when all were). Not a call
    /// per such row: a call in this loop would keep its values in memory.
    @inline(__always)
    private static func paintRows(
        _ rows: inout ConvexQuadRows, _ firstRow: Int, _ endRow: Int, clamped: Bool, _ color: SourceOverColor,
        clip: PixelRect, on target: PixelTarget
    ) -> Int {
        var row = firstRow
        while row < endRow {
            let (start, end, clear) = rows.next()
            if !clear { break }
            if clamped {
                paint(row, from: start, to: end, color, clip: clip, on: target)
            } else if end > start {
                paint(row, from: start, to: end, color, on: target)
            }
            row &+= 1
        }
        return row
    }

    /// The lesser of two finite values (one instruction; `min` orders NaNs).
    @inline(__always)
    private static func least(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a < b ? a : b }

    /// The greater of two finite values (one instruction; `max` orders NaNs).
    @inline(__always)
    private static func greatest(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a > b ? a : b }

    /// Paints columns `start..<end` of `row`, limited to the clip's columns.
    @inline(__always)
    private static func paint(
        _ row: Int, from start: Int, to end: Int, _ color: SourceOverColor, clip: PixelRect, on target: PixelTarget
    ) {
        let start = min(max(start, clip.minX), clip.maxX), end = min(max(end, clip.minX), clip.maxX)
        guard end > start else { return }
        paint(row, from: start, to: end, color, on: target)
    }

    /// Paints columns `start..<end` (at least one, inside the buffer) of `row`.
    @inline(__always)
    private static func paint(_ row: Int, from start: Int, to end: Int, _ color: SourceOverColor, on target: PixelTarget) {
        let pixels = target.base + row &* target.width  // inside the buffer: no overflow
        if color.isOpaque {
            PixelTarget.store(color.pixel, at: pixels + start, count: end &- start)
        } else {
            // A piece's rows are a few pixels: one at a time (the same
            // bytes as four at a time).
            for column in start..<end { pixels[column] = color.blend(over: pixels[column]) }
        }
    }

    /// Whether both of the scanner's chains, from the top corner (the first
    /// with the least y) to the bottom one (the first with the greatest),
    /// one forward and one backward, run downward all the way (y never
    /// decreasing).
    ///
    /// Walked around the quad, y then rises from the lowest corners to the
    /// highest and falls back, changing direction (ties aside) at most
    /// twice, wherever among equal corners the top and bottom are; the only
    /// way to change it four times is a zigzag, each of the four steps
    /// strictly up, down, up, down. Tested without a branch per step.
    @inline(__always)
    private static func monotone(_ y0: CGFloat, _ y1: CGFloat, _ y2: CGFloat, _ y3: CGFloat) -> Bool {
        let up = (y1 > y0 ? 1 : 0) | (y2 > y1 ? 2 : 0) | (y3 > y2 ? 4 : 0) | (y0 > y3 ? 8 : 0)
        let down = (y1 < y0 ? 1 : 0) | (y2 < y1 ? 2 : 0) | (y3 < y2 ? 4 : 0) | (y0 < y3 ? 8 : 0)
        return !((up == 0b0101 && down == 0b1010) || (up == 0b1010 && down == 0b0101))
    }
}
