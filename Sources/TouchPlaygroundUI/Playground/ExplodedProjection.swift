import Foundation

/// The 2.5D projection of the exploded view: a point of the flat device
/// drawing, lifted off the screen by its layer's depth, turned by an
/// ``ExplodedCamera`` and projected orthographically into a rectangle of
/// the canvas, scaled to fit it.
///
/// Depth 0 is the screen (the windows); each level of the tree comes one
/// ``spacing`` nearer the viewer. Pure arithmetic, no randomness: the same
/// input gives the same points, so the exploded view is as deterministic as
/// the flat one.
package struct ExplodedProjection: Hashable, Sendable {
    package let camera: ExplodedCamera
    /// The flat drawing's point that is the centre of rotation.
    package let pivot: CGPoint
    /// Flat points between two depth levels, before fitting.
    package let spacing: CGFloat
    /// Canvas points per flat point after fitting, and where the pivot lands.
    package private(set) var scale: CGFloat
    package private(set) var offset: CGPoint
    private let cosYaw: CGFloat, sinYaw: CGFloat, cosPitch: CGFloat, sinPitch: CGFloat

    /// A projection that shows `points` (flat points with their depth) whole
    /// in `rect`, magnified by the camera's zoom about the rectangle's centre.
    package init(
        camera: ExplodedCamera, pivot: CGPoint, spacing: CGFloat, fitting points: [(CGPoint, CGFloat)], in rect: CGRect
    ) {
        self.camera = camera
        self.pivot = pivot
        self.spacing = spacing
        let yaw = camera.yaw * .pi / 180, pitch = camera.pitch * .pi / 180
        cosYaw = cos(yaw)
        sinYaw = sin(yaw)
        cosPitch = cos(pitch)
        sinPitch = sin(pitch)
        var minX = CGFloat.infinity, maxX = -CGFloat.infinity, minY = CGFloat.infinity, maxY = -CGFloat.infinity
        // Raw coordinates first (scale 1, no offset), to fit them.
        scale = 1
        offset = .zero
        for (point, depth) in points {
            let raw = Self.rotate(point, depth, pivot, spacing, cosYaw, sinYaw, cosPitch, sinPitch)
            minX = min(minX, raw.x)
            maxX = max(maxX, raw.x)
            minY = min(minY, raw.y)
            maxY = max(maxY, raw.y)
        }
        guard minX <= maxX, minY <= maxY else { return }
        let width = max(1, maxX - minX), height = max(1, maxY - minY)
        let fit = min(rect.width / width, rect.height / height)
        scale = fit * camera.zoom
        offset = CGPoint(x: rect.midX - (minX + maxX) / 2 * scale, y: rect.midY - (minY + maxY) / 2 * scale)
    }

    /// Where the flat point `point` at `depth` lands on the canvas.
    package func project(_ point: CGPoint, depth: CGFloat) -> CGPoint {
        let raw = Self.rotate(point, depth, pivot, spacing, cosYaw, sinYaw, cosPitch, sinPitch)
        return CGPoint(x: offset.x + raw.x * scale, y: offset.y + raw.y * scale)
    }

    /// A quad at `depth`, projected.
    package func project(_ quad: [CGPoint], depth: CGFloat) -> [CGPoint] {
        quad.map { project($0, depth: depth) }
    }

    /// Turned about the vertical axis through the pivot by the yaw, then
    /// about the horizontal one by the pitch; the depth comes towards the viewer.
    private static func rotate(
        _ point: CGPoint, _ depth: CGFloat, _ pivot: CGPoint, _ spacing: CGFloat,
        _ cosYaw: CGFloat, _ sinYaw: CGFloat, _ cosPitch: CGFloat, _ sinPitch: CGFloat
    ) -> CGPoint {
        let x = point.x - pivot.x, y = point.y - pivot.y, z = depth * spacing
        let turnedX = x * cosYaw + z * sinYaw
        let turnedZ = -x * sinYaw + z * cosYaw
        return CGPoint(x: turnedX, y: y * cosPitch + turnedZ * sinPitch)
    }

    /// Whether `point` lies in the convex polygon `corners` (either winding).
    package static func contains(_ corners: [CGPoint], _ point: CGPoint) -> Bool {
        guard corners.count >= 3 else { return false }
        var sign: CGFloat = 0
        for index in corners.indices {
            let a = corners[index], b = corners[(index + 1) % corners.count]
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            if cross == 0 { continue }
            if sign == 0 {
                sign = cross
            } else if (sign > 0) != (cross > 0) {
                return false
            }
        }
        return true
    }
}
