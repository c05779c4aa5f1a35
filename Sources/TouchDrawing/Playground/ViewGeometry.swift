import Foundation
import TouchCore

/// A view's geometry, read once, to map points into its superview exactly as
/// `UIView.convertToScreen(_:)` does.
///
/// The renderer needs every view's quad on the screen. `UIView.screenQuad` walks
/// up the `superview` chain for each of the four corners of each view — a weak
/// reference loaded, and `bounds`, `center` and `transform` read under dynamic
/// exclusivity checks, at every level — which was a third of the 1,000-view
/// frame's display list. The renderer already walks the tree top down, so it
/// keeps the chain of these snapshots instead and maps the corners through it
/// with the same arithmetic in the same order: the quads are bit for bit
/// `screenQuad`'s (`ViewGeometryTests` checks every view of the library scenes
/// and of generated hierarchies with rotated and scaled views).
///
/// See also: `UIView+Geometry.swift` in TouchCore (`pointToSuperview`), which
/// this must follow if it ever changes.
struct ViewGeometry {
    let bounds: CGRect
    let center: CGPoint
    let transform: CGAffineTransform
    /// UIView keeps this flag beside the transform and skips the multiplication
    /// when it is set, which keeps a `-0.0` coordinate `-0.0`; so must we.
    let isIdentity: Bool

    init(_ view: UIView) {
        bounds = view.bounds
        center = view.center
        transform = view.transform
        isIdentity = transform.isIdentity
    }

    /// A point in the view's bounds space, in its superview's coordinates.
    @inline(__always)
    func pointToSuperview(_ p: CGPoint) -> CGPoint {
        let relative = CGPoint(
            x: p.x - bounds.origin.x - bounds.size.width / 2,
            y: p.y - bounds.origin.y - bounds.size.height / 2)
        let moved = isIdentity ? relative : relative.applying(transform)
        return CGPoint(x: moved.x + center.x, y: moved.y + center.y)
    }

    /// The corners of the last view of `chain` (its ancestors before it, the
    /// root first), clockwise from the top-left, in screen coordinates: what
    /// `screenQuad` returns for that view.
    static func screenQuad(of chain: [ViewGeometry]) -> [CGPoint] {
        guard let own = chain.last else { return [] }
        let b = own.bounds
        var quad = [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
            CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY),
        ]
        for corner in quad.indices {
            var point = quad[corner]
            var level = chain.count - 1
            while level >= 0 {
                point = chain[level].pointToSuperview(point)
                level -= 1
            }
            quad[corner] = point
        }
        return quad
    }
}
