import Foundation

/// Geometry of convex polygons in pixels, in place in caller-owned storage:
/// the clean-up every polygon gets and the inset outline a stroke's inner edge
/// follows.
///
/// A stroke of a closed shape lies inside its outline
/// (``TouchDrawing/StrokeStyle``), so a polygon's stroke is the polygon minus
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

    /// Shoelace area: positive when the corners turn from +x towards +y.
    static func signedArea(_ points: UnsafePointer<CGPoint>, count: Int) -> CGFloat {
        var sum: CGFloat = 0
        for index in 0..<count {
            let a = points[index], b = points[index + 1 == count ? 0 : index + 1]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
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
