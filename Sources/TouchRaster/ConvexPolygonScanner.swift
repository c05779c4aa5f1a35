import Foundation

/// The pixels of a convex polygon, one row at a time: for each row, the one
/// span of columns whose pixel centres lie inside.
///
/// Sampling is at pixel centres with half-open edges: pixel (x, y) is inside
/// when its centre (x + ½, y + ½) is, a centre exactly on a left or top edge
/// counts and one on a right or bottom edge does not. So two polygons sharing
/// an edge (the pieces of a dashed outline, an arrow's shaft and head) never
/// both paint a pixel along it and leave no gap, and a translucent shape made
/// of pieces blends every pixel once.
///
/// The corners are split at the top and bottom corners into two chains that
/// each run downwards; a row's span lies between the chains' crossings. Rows
/// are visited in increasing order (each chain only walks forward). A
/// frame has hundreds of thousands of polygon rows (rotated views are often
/// tall slivers a few pixels wide), so a row costs a few integer operations:
/// each edge's crossing, minus ½, is kept in 32.32 fixed point and stepped by
/// its slope from row to row, and the first pixel centre at or after it is a
/// shift. An edge's fixed-point values are computed from its own ends (upper
/// first) and its first row only, whichever polygon it belongs to and
/// whichever row a walk starts at, so edges shared by two polygons give
/// identical crossings. Stepping is exact integer arithmetic; the only
/// rounding is the slope's, below 2⁻³² pixel per row.
///
/// The polygon must be convex (either winding) with distinct corners within
/// ±2²⁴ pixels; anything else gives some span, never a crash.
struct ConvexPolygonScanner {
    /// 1.0 in 32.32 fixed point.
    static let one: Int64 = 1 << 32

    /// A walk down one side of the polygon, edge by edge.
    private struct Chain {
        let points: UnsafePointer<CGPoint>
        let count: Int
        /// +1 or count − 1 (−1 modulo count).
        let step: Int
        let bottom: Int
        /// The current edge runs from corner `index` to the next in `step`.
        var index = 0
        /// The first row below the current edge.
        var endRow = 0
        /// The row `value` is at.
        var row = 0
        /// The edge's crossing of `row`'s centre line, minus ½, fixed point.
        var value: Int64 = 0
        /// How much `value` changes from one row to the next.
        var delta: Int64 = 0

        init(points: UnsafePointer<CGPoint>, count: Int, top: Int, bottom: Int, step: Int) {
            self.points = points
            self.count = count
            self.step = step
            self.bottom = bottom
        }

        /// Makes corner `index`'s edge current, positioned at `row`; its first
        /// row is `firstRow` (the previous edge's end row, or the top's).
        @inline(__always)
        mutating func load(_ index: Int, firstRow: Int, at row: Int) {
            self.index = index
            self.row = row
            let upper = points[index], lower = points[following(index)]
            endRow = PixelSnapping.firstCentre(atOrAfter: lower.y)
            guard lower.y > upper.y else {
                value = ConvexPolygonScanner.fixed(upper.x - 0.5)
                delta = 0
                return
            }
            let slope = (lower.x - upper.x) / (lower.y - upper.y)
            let first = ConvexPolygonScanner.fixed(upper.x + (CGFloat(firstRow) + 0.5 - upper.y) * slope - 0.5)
            delta = ConvexPolygonScanner.fixed(slope)
            value = first &+ Int64(row &- firstRow) &* delta
        }

        /// Makes the edge that crosses `row` current and moves `value` to it.
        @inline(__always)
        mutating func move(to row: Int) {
            while row >= endRow {
                let next = following(index)
                if next == bottom { break }
                load(next, firstRow: endRow, at: row)
            }
            value &+= Int64(row &- self.row) &* delta
            self.row = row
        }

        /// The corner after `index` in this chain's direction (no `%`: an
        /// integer division costs more than the rest of an edge's set-up).
        @inline(__always)
        func following(_ index: Int) -> Int {
            let next = index + step
            return next >= count ? next - count : next
        }
    }

    /// `value` in 32.32 fixed point, clamped to ±2³⁰.
    @inline(__always)
    static func fixed(_ value: CGFloat) -> Int64 {
        let limit: CGFloat = 1_073_741_824
        guard !value.isNaN else { return 0 }
        return Int64(min(limit, max(-limit, value)) * 4_294_967_296)
    }

    /// Whether every span ``forEachSpan(rows:_:minX:maxX:_:)`` gives the
    /// `count` corners at `points` lies within columns `minX..<maxX` before
    /// it is limited to them, so the limits may be left out (`.min` and
    /// `.max`): the same spans, without four comparisons a row.
    ///
    /// True when the corners' box lies within those columns and y runs one
    /// way, then the other, around the corners (every convex polygon; a
    /// zigzag made by rounding is not). Then both chains run downward from
    /// the top corner to the bottom one, so each row's edge is one whose
    /// rows contain it and its crossing lies on the edge, within the box,
    /// give or take the stepping's error (under ½ pixel for any rows within
    /// ±2²⁴ pixels); and the first centre at or after a crossing within
    /// ½ pixel of the box lies in its columns.
    static func staysWithin(columns minX: Int, _ maxX: Int, points: UnsafePointer<CGPoint>, count: Int) -> Bool {
        var low = points[0].x, high = low
        // Changes of direction in y around the polygon, level edges skipped,
        // the last direction against the first closing the circle.
        var turns = 0
        var first: CGFloat = 0, previous: CGFloat = 0
        for index in 0..<count {
            let point = points[index], next = points[index + 1 == count ? 0 : index + 1]
            low = point.x < low ? point.x : low
            high = point.x > high ? point.x : high
            let step = next.y - point.y
            guard step != 0 else { continue }
            if previous == 0 {
                first = step
            } else if (step > 0) != (previous > 0) {
                turns += 1
            }
            previous = step
        }
        if first != 0, (first > 0) != (previous > 0) { turns += 1 }
        return turns <= 2 && low >= CGFloat(minX) && high <= CGFloat(maxX)
    }

    /// The rows with pixels, before any clipping: `firstRow..<endRow`.
    let firstRow: Int
    let endRow: Int
    private var first: Chain
    private var second: Chain

    /// `count` (at least 3) corners at `points`, which must stay valid while
    /// the scanner is used.
    init(points: UnsafePointer<CGPoint>, count: Int) {
        var top = 0, bottom = 0
        for index in 1..<count {
            if points[index].y < points[top].y { top = index }
            if points[index].y > points[bottom].y { bottom = index }
        }
        firstRow = PixelSnapping.firstCentre(atOrAfter: points[top].y)
        endRow = PixelSnapping.firstCentre(atOrAfter: points[bottom].y)
        first = Chain(points: points, count: count, top: top, bottom: bottom, step: 1)
        second = Chain(points: points, count: count, top: top, bottom: bottom, step: count - 1)
        first.load(top, firstRow: firstRow, at: firstRow)
        second.load(top, firstRow: firstRow, at: firstRow)
    }

    /// Calls `body(row, start, end)` for the rows `firstRow..<endRow` (which
    /// must lie in the polygon's rows, after any row asked for before) with
    /// the columns inside the polygon, limited to `minX..<maxX`; `end ≤ start`
    /// when there are none.
    ///
    /// Between two corners both edges stay the same, so the rows there are a
    /// tight loop of two additions and two shifts.
    @inline(__always)
    mutating func forEachSpan(
        rows firstRow: Int, _ endRow: Int, minX: Int, maxX: Int, _ body: (_ row: Int, _ start: Int, _ end: Int) -> Void
    ) {
        forEachSpan(rows: firstRow, endRow, Limited(minX: minX, maxX: maxX), body)
    }

    /// ``forEachSpan(rows:_:minX:maxX:_:)`` with the columns not limited:
    /// for polygons whose spans ``staysWithin(columns:_:points:count:)``
    /// says need no limiting.
    @inline(__always)
    mutating func forEachUnlimitedSpan(
        rows firstRow: Int, _ endRow: Int, _ body: (_ row: Int, _ start: Int, _ end: Int) -> Void
    ) {
        forEachSpan(rows: firstRow, endRow, Unlimited(), body)
    }

    /// How a span's ends are limited: generic, so that each kind of limit
    /// gets its own loop (the compiler made one loop of two calls with
    /// different constant limits, and kept the comparisons).
    private protocol Limits {
        func limit(_ column: Int) -> Int
    }

    private struct Limited: Limits {
        let minX: Int, maxX: Int
        @inline(__always) func limit(_ column: Int) -> Int { min(max(column, minX), maxX) }
    }

    private struct Unlimited: Limits {
        @inline(__always) func limit(_ column: Int) -> Int { column }
    }

    @inline(__always)
    private mutating func forEachSpan<L: Limits>(
        rows firstRow: Int, _ endRow: Int, _ limits: L, _ body: (_ row: Int, _ start: Int, _ end: Int) -> Void
    ) {
        var row = firstRow
        while row < endRow {
            first.move(to: row)
            second.move(to: row)
            var stop = min(endRow, first.endRow, second.endRow)
            if stop <= row { stop = row + 1 }
            var a = first.value, b = second.value
            let da = first.delta, db = second.delta
            let rounding = Self.one &- 1
            for current in row..<stop {
                let start = Int(truncatingIfNeeded: (min(a, b) &+ rounding) >> 32)
                let end = Int(truncatingIfNeeded: (max(a, b) &+ rounding) >> 32)
                body(current, limits.limit(start), limits.limit(end))
                a &+= da
                b &+= db
            }
            first.value = a
            first.row = stop
            second.value = b
            second.row = stop
            row = stop
        }
    }

    /// Calls `body(row, start, end, holeStart, holeEnd)` for the rows
    /// `firstRow..<endRow` of `outer` with its columns, limited to
    /// `minX..<maxX`, and the columns of `inner` on that row, limited to
    /// `start..<end` (an empty hole, `holeStart == holeEnd`, on rows `inner`
    /// does not reach): a stroke's band is `start..<holeStart` and
    /// `holeEnd..<end`. Both scanners walk forward only, as in
    /// ``forEachSpan(rows:_:minX:maxX:_:)``; between corners of either
    /// polygon all four edges stay the same, so rows are a tight loop.
    @inline(__always)
    static func forEachBandSpan(
        outer: inout ConvexPolygonScanner, inner: inout ConvexPolygonScanner, rows firstRow: Int, _ endRow: Int,
        minX: Int, maxX: Int, _ body: (_ row: Int, _ start: Int, _ end: Int, _ holeStart: Int, _ holeEnd: Int) -> Void
    ) {
        forEachBandSpan(outer: &outer, inner: &inner, rows: firstRow, endRow, Limited(minX: minX, maxX: maxX), body)
    }

    /// ``forEachBandSpan(outer:inner:rows:_:minX:maxX:_:)`` with the outer
    /// polygon's columns not limited: for an outer polygon whose spans
    /// ``staysWithin(columns:_:points:count:)`` says need no limiting (the
    /// hole is still limited to each row's span).
    @inline(__always)
    static func forEachUnlimitedBandSpan(
        outer: inout ConvexPolygonScanner, inner: inout ConvexPolygonScanner, rows firstRow: Int, _ endRow: Int,
        _ body: (_ row: Int, _ start: Int, _ end: Int, _ holeStart: Int, _ holeEnd: Int) -> Void
    ) {
        forEachBandSpan(outer: &outer, inner: &inner, rows: firstRow, endRow, Unlimited(), body)
    }

    @inline(__always)
    private static func forEachBandSpan<L: Limits>(
        outer: inout ConvexPolygonScanner, inner: inout ConvexPolygonScanner, rows firstRow: Int, _ endRow: Int,
        _ limits: L, _ body: (_ row: Int, _ start: Int, _ end: Int, _ holeStart: Int, _ holeEnd: Int) -> Void
    ) {
        let rounding = one &- 1
        var row = firstRow
        while row < endRow {
            outer.first.move(to: row)
            outer.second.move(to: row)
            var stop = min(endRow, outer.first.endRow, outer.second.endRow)
            let inHole = row >= inner.firstRow && row < inner.endRow
            if inHole {
                inner.first.move(to: row)
                inner.second.move(to: row)
                stop = min(stop, inner.endRow, inner.first.endRow, inner.second.endRow)
            } else if row < inner.firstRow {
                stop = min(stop, inner.firstRow)
            }
            if stop <= row { stop = row + 1 }
            var a = outer.first.value, b = outer.second.value
            var c = inner.first.value, d = inner.second.value
            let da = outer.first.delta, db = outer.second.delta
            let dc = inner.first.delta, dd = inner.second.delta
            for current in row..<stop {
                let start = limits.limit(Int(truncatingIfNeeded: (min(a, b) &+ rounding) >> 32))
                let end = limits.limit(Int(truncatingIfNeeded: (max(a, b) &+ rounding) >> 32))
                if inHole {
                    let holeStart = min(max(Int(truncatingIfNeeded: (min(c, d) &+ rounding) >> 32), start), end)
                    let holeEnd = min(max(Int(truncatingIfNeeded: (max(c, d) &+ rounding) >> 32), start), end)
                    body(current, start, end, holeStart, max(holeStart, holeEnd))
                } else {
                    body(current, start, end, end, end)
                }
                a &+= da
                b &+= db
                c &+= dc
                d &+= dd
            }
            outer.first.value = a
            outer.first.row = stop
            outer.second.value = b
            outer.second.row = stop
            if inHole {
                inner.first.value = c
                inner.first.row = stop
                inner.second.value = d
                inner.second.row = stop
            }
            row = stop
        }
    }
}
