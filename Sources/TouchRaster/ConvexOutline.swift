import Foundation

/// Geometry of convex polygons in pixels, in place in caller-owned storage:
/// the clean-up every polygon gets and the inset outline a stroke's inner edge
/// follows.
///
/// A stroke of a closed shape lies inside its outline
/// (``TouchDisplayList/StrokeStyle``), so a polygon's stroke is the polygon minus
/// its outline moved inward by the stroke width along every edge's normal, with
/// mitred corners, as the SDL triangle ring drawn before TouchRaster was.
enum ConvexOutline {
    /// Drops consecutive duplicate corners (including a last corner equal to
    /// the first), which would make edges of length 0, and returns how many
    /// are left at the start of `points`.
    static func removeRepeatedCorners(_ points: UnsafeMutablePointer<CGPoint>, count: Int) -> Int {
        var kept = 0
        for index in 0..<count where kept == 0 || points[kept - 1] != points[index] {
            points[kept] = points[index]
            kept += 1
        }
        while kept > 1, points[0] == points[kept - 1] {
            kept -= 1
        }
        return kept
    }

    /// The pixels of the four corners at `points` when they are an
    /// axis-aligned rectangle (edges alternately horizontal and vertical),
    /// sampled at pixel centres as ``ConvexPolygonScanner`` would; `nil` for
    /// any other shape. Most views are such quads, and a rectangle needs no
    /// per-row arithmetic.
    static func axisAlignedRect(_ points: UnsafePointer<CGPoint>) -> PixelRect? {
        let a = points[0], b = points[1], c = points[2], d = points[3]
        let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard horizontalFirst || verticalFirst else { return nil }
        return PixelRect(
            minX: PixelSnapping.firstCentre(atOrAfter: min(a.x, c.x)),
            minY: PixelSnapping.firstCentre(atOrAfter: min(a.y, c.y)),
            maxX: PixelSnapping.firstCentre(atOrAfter: max(a.x, c.x)),
            maxY: PixelSnapping.firstCentre(atOrAfter: max(a.y, c.y)))
    }

    /// Shoelace area: positive when the corners turn from +x towards +y.
    static func signedArea(_ points: UnsafePointer<CGPoint>, count: Int) -> CGFloat {
        var sum: CGFloat = 0
        for index in 0..<count {
            let a = points[index], b = points[index + 1 == count ? 0 : index + 1]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    /// The largest distance by which ``inset(_:count:by:into:)`` can move the
    /// outline inward before an edge vanishes (0 when it cannot).
    ///
    /// With mitred corners each corner moves linearly with the distance, so
    /// each edge shortens linearly and the first to reach length 0 sets the
    /// limit: a thin sliver's is half its width. A dashed stroke too deep for
    /// its polygon insets by (just under) this instead, so its dashes stay
    /// pieces of the outline rather than wedges running to the middle.
    static func deepestInset(_ points: UnsafePointer<CGPoint>, count: Int) -> CGFloat {
        let area = signedArea(points, count: count)
        guard count >= 3, abs(area) > 1e-9 else { return 0 }
        let sign: CGFloat = area > 0 ? 1 : -1
        func next(_ index: Int) -> Int { index + 1 == count ? 0 : index + 1 }
        func normal(_ index: Int) -> CGPoint {
            let a = points[index], b = points[next(index)]
            let length = hypot(b.x - a.x, b.y - a.y)
            return CGPoint(x: sign * -(b.y - a.y) / length, y: sign * (b.x - a.x) / length)
        }
        // How far corner i moves per unit of distance.
        func motion(_ index: Int) -> CGPoint? {
            let previous = normal(index == 0 ? count - 1 : index - 1), following = normal(index)
            let denominator = 1 + previous.x * following.x + previous.y * following.y
            guard denominator > 1e-6 else { return nil }
            return CGPoint(x: (previous.x + following.x) / denominator, y: (previous.y + following.y) / denominator)
        }
        var deepest = CGFloat.infinity
        for index in 0..<count {
            guard let start = motion(index), let end = motion(next(index)) else { return 0 }
            let a = points[index], b = points[next(index)]
            let length = hypot(b.x - a.x, b.y - a.y)
            let direction = CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
            let shrink = (start.x - end.x) * direction.x + (start.y - end.y) * direction.y
            if shrink > 0 { deepest = min(deepest, length / shrink) }
        }
        return deepest.isFinite ? deepest : 0
    }

    /// Writes into `inset` the corners of the polygon moved inward by
    /// `distance` along both adjacent edges' normals (miter joins), and returns
    /// whether that worked: `false` when the inset outline would turn inside
    /// out (the stroke is deeper than the polygon) or the polygon has no area.
    /// The corners must be distinct (``removeRepeatedCorners(_:count:)``).
    static func inset(
        _ points: UnsafePointer<CGPoint>, count: Int, by distance: CGFloat, into inset: UnsafeMutablePointer<CGPoint>
    ) -> Bool {
        let area = signedArea(points, count: count)
        guard count >= 3, abs(area) > 1e-9 else { return false }
        let sign: CGFloat = area > 0 ? 1 : -1
        // The left normal (-dy, dx) of edge i points inside exactly when the
        // shoelace area is positive, whichever way the y axis points.
        func normal(_ index: Int) -> CGPoint {
            let a = points[index], b = points[index + 1 == count ? 0 : index + 1]
            let length = hypot(b.x - a.x, b.y - a.y)
            return CGPoint(x: sign * -(b.y - a.y) / length, y: sign * (b.x - a.x) / length)
        }
        var previous = normal(count - 1)
        for index in 0..<count {
            let next = normal(index)
            let denominator = 1 + previous.x * next.x + previous.y * next.y
            guard denominator > 1e-6 else { return false }
            let corner = points[index]
            inset[index] = CGPoint(
                x: corner.x + distance * (previous.x + next.x) / denominator,
                y: corner.y + distance * (previous.y + next.y) / denominator)
            previous = next
        }
        // Every inset edge must still run the same way as its outer edge.
        for index in 0..<count {
            let next = index + 1 == count ? 0 : index + 1
            let outerX = points[next].x - points[index].x, outerY = points[next].y - points[index].y
            let innerX = inset[next].x - inset[index].x, innerY = inset[next].y - inset[index].y
            if outerX * innerX + outerY * innerY <= 0 { return false }
        }
        return true
    }
}
