import Foundation

/// The pixels of a convex polygon, one row at a time: for each row, the one
/// span of columns whose pixel centres lie inside.
///
/// Sampling is at pixel centres with half-open edges: pixel (x, y) is inside
/// when its centre (x + ½, y + ½) is, a centre exactly on a left or top edge
/// counts and one on a right or bottom edge does not. So two polygons sharing
/// an edge (the pieces of a dashed outline, an arrow's shaft and head) never
/// both paint a pixel along it and leave no gap, and a translucent shape made
/// of pieces blends every pixel once. For the edge shared by two polygons to
/// give bit-identical crossings, an edge is always evaluated from its upper
/// end, whichever polygon it belongs to.
///
/// The corners are split at the top and bottom corners into two chains that
/// each run downwards; a row's span lies between the chains' crossings. Rows
/// must be asked for in increasing order (each chain only walks forward), so
/// the cost is one multiply-add per chain per row, never a test per pixel.
/// The polygon must be convex (either winding) with distinct, finite corners;
/// anything else gives some span, never a crash.
struct ConvexPolygonScanner {
    /// A walk down one side of the polygon, edge by edge.
    private struct Chain {
        let points: UnsafePointer<CGPoint>
        let count: Int
        /// +1 or count − 1 (−1 modulo count).
        let step: Int
        let bottom: Int
        /// The current edge runs from corner `index` to the next in `step`.
        var index: Int
        var upperX: CGFloat = 0
        var upperY: CGFloat = 0
        var lowerY: CGFloat = 0
        var slope: CGFloat = 0

        init(points: UnsafePointer<CGPoint>, count: Int, top: Int, bottom: Int, step: Int) {
            self.points = points
            self.count = count
            self.step = step
            self.bottom = bottom
            self.index = top
            load(top)
        }

        mutating func load(_ index: Int) {
            self.index = index
            let upper = points[index], lower = points[(index + step) % count]
            upperX = upper.x
            upperY = upper.y
            lowerY = lower.y
            slope = lower.y > upper.y ? (lower.x - upper.x) / (lower.y - upper.y) : 0
        }

        /// Where the side crosses the horizontal line at `y`.
        @inline(__always)
        mutating func x(at y: CGFloat) -> CGFloat {
            while lowerY <= y {
                let next = (index + step) % count
                if next == bottom { break }
                load(next)
            }
            return upperX + (y - upperY) * slope
        }
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
    }

    /// The columns of `row` inside the polygon, limited to
    /// `minX..<maxX`: `(start, end)` with `end ≤ start` when there are none.
    /// Rows must come in increasing order and lie in `firstRow..<endRow`.
    @inline(__always)
    mutating func span(row: Int, minX: Int, maxX: Int) -> (start: Int, end: Int) {
        let y = CGFloat(row) + 0.5
        let a = first.x(at: y), b = second.x(at: y)
        return (
            PixelSnapping.firstCentre(atOrAfter: min(a, b), within: minX, maxX),
            PixelSnapping.firstCentre(atOrAfter: max(a, b), within: minX, maxX)
        )
    }
}
