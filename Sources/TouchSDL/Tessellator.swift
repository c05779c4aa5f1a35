import Foundation
import TouchDrawing

/// Turns the geometry of draw commands into triangles for `SDL_RenderGeometry`,
/// and rectangle strokes into pixel-aligned bands for `SDL_RenderFillRect`.
///
/// Pure functions in pixel coordinates, so the shapes can be tested without SDL.
/// Triangle lists are flat: every three points are one triangle. Stroked shapes
/// are built from pieces that tile the stroke without overlapping, because an
/// overlap would be blended twice and show as a darker spot on a translucent
/// outline.
///
/// See also: https://wiki.libsdl.org/SDL2/SDL_RenderGeometry (added in SDL 2.0.18).
enum Tessellator {
    /// The triangles filling a convex polygon: a fan from its first corner.
    /// Fewer than three distinct corners give no triangles.
    static func fillConvex(_ polygon: [CGPoint]) -> [CGPoint] {
        let corners = distinctCorners(polygon)
        guard corners.count >= 3 else { return [] }
        var triangles: [CGPoint] = []
        triangles.reserveCapacity((corners.count - 2) * 3)
        for index in 1..<(corners.count - 1) {
            triangles += [corners[0], corners[index], corners[index + 1]]
        }
        return triangles
    }

    /// The triangles of a convex polygon's stroke, lying inside its outline.
    /// When the stroke is at least as thick as the polygon is deep, it covers
    /// the whole polygon (a solid stroke then equals a fill).
    static func strokeConvex(_ polygon: [CGPoint], style: StrokeStyle) -> [CGPoint] {
        let outer = distinctCorners(polygon)
        guard outer.count >= 3, style.width > 0 else { return [] }
        let inner = insetConvex(outer, by: style.width) ?? Array(repeating: centroid(outer), count: outer.count)
        return ring(outer: outer, inner: inner, style: style)
    }

    /// The corners of the polygon moved inward by `distance` along both adjacent
    /// edges' normals (miter joins), or `nil` when the inset polygon would turn
    /// inside out (the stroke is thicker than the polygon is deep). The corners
    /// must be distinct (see ``distinctCorners(_:)``).
    static func insetConvex(_ polygon: [CGPoint], by distance: CGFloat) -> [CGPoint]? {
        let count = polygon.count
        let area = signedArea(polygon)
        guard count >= 3, abs(area) > 1e-9 else { return nil }
        let sign: CGFloat = area > 0 ? 1 : -1
        // Inward unit normal of edge i (from corner i to corner i+1). The left
        // normal (-dy, dx) points inside exactly when the shoelace area is
        // positive, whichever way the y axis points.
        let normals: [CGPoint] = (0..<count).map { index in
            let a = polygon[index]
            let b = polygon[(index + 1) % count]
            let length = hypot(b.x - a.x, b.y - a.y)
            return CGPoint(x: sign * -(b.y - a.y) / length, y: sign * (b.x - a.x) / length)
        }
        var inset: [CGPoint] = []
        for index in 0..<count {
            let previous = normals[(index + count - 1) % count]
            let next = normals[index]
            let denominator = 1 + previous.x * next.x + previous.y * next.y
            guard denominator > 1e-6 else { return nil }
            let corner = polygon[index]
            inset.append(
                CGPoint(
                    x: corner.x + distance * (previous.x + next.x) / denominator,
                    y: corner.y + distance * (previous.y + next.y) / denominator))
        }
        // Every inset edge must still run the same way as its outer edge.
        for index in 0..<count {
            let outerEdge = delta(polygon[index], polygon[(index + 1) % count])
            let innerEdge = delta(inset[index], inset[(index + 1) % count])
            if outerEdge.x * innerEdge.x + outerEdge.y * innerEdge.y <= 0 { return nil }
        }
        return inset
    }

    /// The band between an outer outline and an inner one with as many corners,
    /// edge by edge. With a dash pattern only the "on" stretches are produced;
    /// they are measured along the outer outline and continue from one edge to
    /// the next.
    static func ring(outer: [CGPoint], inner: [CGPoint], style: StrokeStyle) -> [CGPoint] {
        precondition(outer.count == inner.count, "ring needs outlines with as many corners")
        let count = outer.count
        var triangles: [CGPoint] = []
        var travelled: CGFloat = 0
        for index in 0..<count {
            let next = (index + 1) % count
            let length = hypot(outer[next].x - outer[index].x, outer[next].y - outer[index].y)
            for interval in style.dashIntervals(alongLength: length, phase: travelled) {
                let start = interval.lowerBound / length
                let end = interval.upperBound / length
                let outerStart = lerp(outer[index], outer[next], start)
                let outerEnd = lerp(outer[index], outer[next], end)
                let innerStart = lerp(inner[index], inner[next], start)
                let innerEnd = lerp(inner[index], inner[next], end)
                triangles += [outerStart, outerEnd, innerEnd, outerStart, innerEnd, innerStart]
            }
            travelled += length
        }
        return triangles
    }

    /// The triangles of a line of `style.width` centred on `start`→`end`, with
    /// flat ends, dashed if the style says so.
    static func line(from start: CGPoint, to end: CGPoint, style: StrokeStyle) -> [CGPoint] {
        let length = hypot(end.x - start.x, end.y - start.y)
        guard length > 0, style.width > 0 else { return [] }
        var triangles: [CGPoint] = []
        for interval in style.dashIntervals(alongLength: length) {
            triangles += segment(
                from: lerp(start, end, interval.lowerBound / length),
                to: lerp(start, end, interval.upperBound / length),
                width: style.width)
        }
        return triangles
    }

    /// An arrow: a (solid) shaft that stops where the head begins, and a
    /// triangular head as wide as it is long with its tip at `end`. A head longer
    /// than the whole arrow is shortened to the arrow's length.
    static func arrow(from start: CGPoint, to end: CGPoint, width: CGFloat, headLength: CGFloat) -> [CGPoint] {
        let length = hypot(end.x - start.x, end.y - start.y)
        guard length > 0 else { return [] }
        let head = min(max(0, headLength), length)
        let direction = CGPoint(x: (end.x - start.x) / length, y: (end.y - start.y) / length)
        let base = CGPoint(x: end.x - direction.x * head, y: end.y - direction.y * head)
        let normal = CGPoint(x: -direction.y * head / 2, y: direction.x * head / 2)
        var triangles = head < length ? segment(from: start, to: base, width: width) : []
        if head > 0 {
            triangles += [
                end, CGPoint(x: base.x + normal.x, y: base.y + normal.y),
                CGPoint(x: base.x - normal.x, y: base.y - normal.y),
            ]
        }
        return triangles
    }

    /// A circle as a regular polygon, with sides short enough (at most 3 px, at
    /// least 16 sides) that the chord error stays well under a pixel.
    static func circle(center: CGPoint, radius: CGFloat) -> [CGPoint] {
        guard radius > 0 else { return [] }
        let sides = min(720, max(16, Int((2 * CGFloat.pi * radius / 3).rounded(.up))))
        return (0..<sides).map { index in
            let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(sides)
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// The triangles of a circle's stroke, between `radius - width` and `radius`.
    static func strokeCircle(center: CGPoint, radius: CGFloat, style: StrokeStyle) -> [CGPoint] {
        guard radius > 0, style.width > 0 else { return [] }
        let outer = circle(center: center, radius: radius)
        let innerRadius = max(0, radius - style.width)
        let inner = outer.map { lerp(center, $0, innerRadius / radius) }
        return ring(outer: outer, inner: inner, style: style)
    }

    /// The pixel rectangles of an axis-aligned rectangle's stroke, `width` pixels
    /// thick, inside `rect` (whose edges must be whole pixels).
    ///
    /// The four bands tile the border without overlap: top (full width), right
    /// (below the top band), bottom (left of the right band), left (between the
    /// top and bottom bands); a dash pattern runs clockwise from the top-left
    /// corner along them. A stroke at least half as thick as the rectangle's
    /// shorter side fills the rectangle, dashed or not.
    static func rectStroke(_ rect: CGRect, width: Int, style: StrokeStyle) -> [CGRect] {
        let x0 = Int(rect.minX), y0 = Int(rect.minY), x1 = Int(rect.maxX), y1 = Int(rect.maxY)
        let w = x1 - x0, h = y1 - y0
        guard w > 0, h > 0, width > 0 else { return [] }
        if 2 * width >= min(w, h) { return [rect] }
        let t = width
        // Each band: the run along which dashes are measured, and how a run
        // offset range maps to a pixel rectangle.
        let bands: [(length: Int, piece: (Int, Int) -> CGRect)] = [
            (w, { a, b in CGRect(x: x0 + a, y: y0, width: b - a, height: t) }),
            (h - t, { a, b in CGRect(x: x1 - t, y: y0 + t + a, width: t, height: b - a) }),
            (w - t, { a, b in CGRect(x: x1 - t - b, y: y1 - t, width: b - a, height: t) }),
            (h - 2 * t, { a, b in CGRect(x: x0, y: y1 - t - b, width: t, height: b - a) }),
        ]
        var rects: [CGRect] = []
        var travelled: CGFloat = 0
        for band in bands {
            for interval in style.dashIntervals(alongLength: CGFloat(band.length), phase: travelled) {
                let a = Int(interval.lowerBound.rounded())
                let b = Int(interval.upperBound.rounded())
                if b > a { rects.append(band.piece(a, b)) }
            }
            travelled += CGFloat(band.length)
        }
        return rects
    }

    /// The pixels whose centres SDL's software renderer finds inside an
    /// axis-aligned quad, as one rectangle with whole-pixel edges; `nil` when the
    /// corners are not an axis-aligned rectangle (or lie too far out to reason
    /// about). An empty rectangle means no pixel.
    ///
    /// SDL 2.26's software `SDL_RenderGeometry` truncates each vertex to whole
    /// pixels (`(int)(x * scale)`, towards zero, after the `Float` conversion
    /// SDL_Vertex makes) and fills the pixels whose centres lie inside a
    /// triangle, with a top-left rule so two triangles sharing an edge never
    /// both take a pixel (SDL_render_sw.c SW_QueueGeometry, SDL_triangle.c). So
    /// triangles tiling a quad whose truncated corners are `x0…x1 × y0…y1`
    /// cover exactly columns `x0..<x1` and rows `y0..<y1`, each pixel once.
    /// ``softwareCoverage(ofQuadStroke:width:)`` builds on this; a *filled* quad
    /// does not need it, because SDL itself turns a pair of triangles forming an
    /// axis-aligned rectangle into a rectangle fill (SDL_render.c,
    /// SDL_SW_RenderGeometryRaw), which is already fast.
    static func softwareCoverage(ofQuad polygon: [CGPoint]) -> CGRect? {
        let corners = distinctCorners(polygon)
        guard corners.count == 4 else { return nil }
        let (a, b, c, d) = (corners[0], corners[1], corners[2], corners[3])
        let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard horizontalFirst || verticalFirst else { return nil }
        let xs = [a.x, c.x].map(softwareVertexCoordinate), ys = [a.y, c.y].map(softwareVertexCoordinate)
        guard let x0 = xs[0], let x1 = xs[1], let y0 = ys[0], let y1 = ys[1] else { return nil }
        return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }

    /// The pixels SDL's software renderer covers for ``strokeConvex(_:style:)``
    /// of an axis-aligned quad with a solid stroke `width` pixels thick: the
    /// rectangle of the outline minus that of the inset outline, each truncated
    /// as ``softwareCoverage(ofQuad:)`` explains, as up to four bands that do not
    /// overlap (top and bottom full width, left and right between them). A
    /// stroke too thick for an inset outline covers the whole quad (the ring's
    /// triangles then meet at the centre). `nil` when the quad is not
    /// axis-aligned.
    static func softwareCoverage(ofQuadStroke polygon: [CGPoint], width: CGFloat) -> [CGRect]? {
        guard width > 0, let outer = softwareCoverage(ofQuad: polygon) else { return nil }
        guard let insetCorners = insetConvex(distinctCorners(polygon), by: width) else {
            return outer.isEmpty ? [] : [outer]
        }
        guard let inner = softwareCoverage(ofQuad: insetCorners) else { return nil }
        if outer.isEmpty { return [] }
        // The inset outline lies inside the outline, so after truncation its
        // edges lie inside (or on) the outline's; clamp anyway.
        let ix0 = min(max(inner.minX, outer.minX), outer.maxX), ix1 = max(min(inner.maxX, outer.maxX), ix0)
        let iy0 = min(max(inner.minY, outer.minY), outer.maxY), iy1 = max(min(inner.maxY, outer.maxY), iy0)
        let bands = [
            CGRect(x: outer.minX, y: outer.minY, width: outer.width, height: iy0 - outer.minY),
            CGRect(x: outer.minX, y: iy1, width: outer.width, height: outer.maxY - iy1),
            CGRect(x: outer.minX, y: iy0, width: ix0 - outer.minX, height: iy1 - iy0),
            CGRect(x: ix1, y: iy0, width: outer.maxX - ix1, height: iy1 - iy0),
        ]
        return bands.filter { $0.width > 0 && $0.height > 0 }
    }

    /// A vertex coordinate as SDL's software renderer sees it: converted to
    /// `Float` (SDL_FPoint), then truncated towards zero. `nil` beyond ±2²⁴,
    /// where the C conversion would no longer be exact (or defined).
    private static func softwareVertexCoordinate(_ value: CGFloat) -> CGFloat? {
        let single = Float(value)
        guard single.isFinite, abs(single) < 16_777_216 else { return nil }
        return CGFloat(single.rounded(.towardZero))
    }

    /// Two triangles covering the segment widened by `width`, flat ends.
    static func segment(from start: CGPoint, to end: CGPoint, width: CGFloat) -> [CGPoint] {
        let length = hypot(end.x - start.x, end.y - start.y)
        guard length > 0, width > 0 else { return [] }
        let half = CGPoint(x: -(end.y - start.y) / length * width / 2, y: (end.x - start.x) / length * width / 2)
        let a = CGPoint(x: start.x + half.x, y: start.y + half.y)
        let b = CGPoint(x: end.x + half.x, y: end.y + half.y)
        let c = CGPoint(x: end.x - half.x, y: end.y - half.y)
        let d = CGPoint(x: start.x - half.x, y: start.y - half.y)
        return [a, b, c, a, c, d]
    }

    /// Shoelace area: positive when the corners turn from +x towards +y.
    static func signedArea(_ polygon: [CGPoint]) -> CGFloat {
        var sum: CGFloat = 0
        for index in polygon.indices {
            let a = polygon[index]
            let b = polygon[(index + 1) % polygon.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    /// The corners without consecutive duplicates (including last == first),
    /// which would give edges of length 0 and no direction.
    static func distinctCorners(_ polygon: [CGPoint]) -> [CGPoint] {
        var corners: [CGPoint] = []
        for point in polygon where corners.last != point {
            corners.append(point)
        }
        while corners.count > 1, corners.first == corners.last {
            corners.removeLast()
        }
        return corners
    }

    private static func centroid(_ polygon: [CGPoint]) -> CGPoint {
        let sum = polygon.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(polygon.count), y: sum.y / CGFloat(polygon.count))
    }

    private static func delta(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
