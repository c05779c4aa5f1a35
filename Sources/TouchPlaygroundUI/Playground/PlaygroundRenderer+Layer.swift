import Foundation
import TouchCore

/// A view's layer where it changes the picture: rounded corners and the border
/// (Apple: CALayer.cornerRadius, borderWidth, borderColor). Hit-testing ignores
/// both (it tests the bounds), and so do the highlights, which outline the bounds.
extension PlaygroundRenderer {
    /// The outline to fill and stroke for a view: its quad, or, with a corner
    /// radius, the rounded rectangle inside it (radius clamped to half the shorter
    /// side, as Core Animation draws it).
    static func layerOutline(of view: UIView, quad: [CGPoint]) -> [CGPoint] {
        guard let layer = view.layerIfLoaded, layer.cornerRadius > 0 else { return quad }
        let size = view.bounds.size
        let radius = min(layer.cornerRadius, min(size.width, size.height) / 2)
        guard radius > 0 else { return quad }
        return roundedRectangle(size: size, inset: 0, radius: radius, quad: quad)
    }

    /// Draws the layer's border inside the bounds, over the subviews, as Core
    /// Animation composites it ("drawn inset from the bounds by borderWidth …
    /// composited above the contents and sublayers"). The inner edge's corners
    /// have the radius less the width.
    mutating func drawLayerBorder(of view: UIView, quad: [CGPoint], alpha: CGFloat) {
        guard let layer = view.layerIfLoaded, layer.borderWidth > 0, let cgColor = layer.borderColor else { return }
        let own = Self.drawColor(UIColor(cgColor: cgColor), alpha: alpha)
        let color = mutesScene ? PlaygroundStyle.muted(own) : own
        guard color.alpha > 0 else { return }
        let size = view.bounds.size
        let shorter = min(size.width, size.height)
        guard shorter > 0 else { return }
        let radius = max(0, min(layer.cornerRadius, shorter / 2))
        let width = min(layer.borderWidth, shorter / 2)
        let outer = radius > 0 ? Self.roundedRectangle(size: size, inset: 0, radius: radius, quad: quad) : quad
        if width >= shorter / 2 { return list.fillPolygon(outer, color) }
        let scale = Self.scale(of: quad, size: size)
        if radius == 0 || radius > width {
            // The inner edge is the outline moved in: one stroke.
            list.strokePolygon(outer, color, width: width * scale)
            return
        }
        // A border at least as wide as the radius: the inner edge is a square-
        // cornered rectangle, which a stroke's inset outline cannot follow, so the
        // ring is painted as convex pieces between the two outlines.
        let inner = Self.roundedRectangle(size: size, inset: width, radius: 0, quad: quad, pointsPerCorner: outer.count / 4)
        for index in outer.indices {
            let next = (index + 1) % outer.count
            list.fillPolygon([outer[index], outer[next], inner[next], inner[index]], color)
        }
    }

    /// How many canvas points one point of the view's bounds spans (the mean of
    /// the two axes: the zoom, and the view's transforms).
    private static func scale(of quad: [CGPoint], size: CGSize) -> CGFloat {
        let across = quad[0].distance(to: quad[1]) / max(size.width, .leastNonzeroMagnitude)
        let down = quad[0].distance(to: quad[3]) / max(size.height, .leastNonzeroMagnitude)
        return (across * down).squareRoot()
    }

    /// The rectangle of the bounds inset by `inset`, with corners of `radius`, as
    /// canvas points clockwise from the top-left corner's left end, `quad` being the
    /// bounds' corners on the canvas (every level of a view's geometry is affine, so
    /// a point of the bounds maps along the quad's edges). Each corner gets the same
    /// number of points, so two outlines pair up point by point.
    private static func roundedRectangle(
        size: CGSize, inset: CGFloat, radius: CGFloat, quad: [CGPoint], pointsPerCorner: Int? = nil
    ) -> [CGPoint] {
        let count = pointsPerCorner ?? max(2, min(12, Int((radius * scale(of: quad, size: size)).squareRoot() * 1.5)))
        let left = inset, top = inset, right = size.width - inset, bottom = size.height - inset
        let centres = [
            CGPoint(x: left + radius, y: top + radius), CGPoint(x: right - radius, y: top + radius),
            CGPoint(x: right - radius, y: bottom - radius), CGPoint(x: left + radius, y: bottom - radius),
        ]
        let across = CGPoint(x: quad[1].x - quad[0].x, y: quad[1].y - quad[0].y)
        let down = CGPoint(x: quad[3].x - quad[0].x, y: quad[3].y - quad[0].y)
        func canvas(_ p: CGPoint) -> CGPoint {
            let u = p.x / size.width, v = p.y / size.height
            return CGPoint(x: quad[0].x + u * across.x + v * down.x, y: quad[0].y + u * across.y + v * down.y)
        }
        var points: [CGPoint] = []
        points.reserveCapacity(4 * count)
        for (corner, centre) in centres.enumerated() {
            // Left, top, right, bottom: the arcs start at 180°, 270°, 0°, 90° (y down).
            let start = Double.pi * (1 + Double(corner) / 2)
            for step in 0..<count {
                let angle = start + Double.pi / 2 * Double(step) / Double(count - 1)
                points.append(
                    canvas(CGPoint(x: centre.x + radius * CGFloat(cos(angle)), y: centre.y + radius * CGFloat(sin(angle)))))
            }
        }
        return points
    }
}
