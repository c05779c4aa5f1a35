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
    /// Half the bounds' size, divided once rather than at every corner of
    /// every descendant (the same quotient, so the same sums).
    let halfWidth: CGFloat
    let halfHeight: CGFloat

    /// Borrowing the view: an initializer takes its arguments owned, and a
    /// view's retain and release (its count in a side table, since its
    /// subviews point back at it weakly) cost more than the reads.
    init(_ view: borrowing UIView) {
        bounds = view.bounds
        center = view.center
        transform = view.transform
        isIdentity = transform.isIdentity
        halfWidth = bounds.size.width / 2
        halfHeight = bounds.size.height / 2
    }

    /// A point in the view's bounds space, in its superview's coordinates.
    @inline(__always)
    func pointToSuperview(_ p: CGPoint) -> CGPoint {
        let relative = CGPoint(x: p.x - bounds.origin.x - halfWidth, y: p.y - bounds.origin.y - halfHeight)
        let moved = isIdentity ? relative : relative.applying(transform)
        return CGPoint(x: moved.x + center.x, y: moved.y + center.y)
    }

    /// The corners of the last view of `chain` (its ancestors before it, the
    /// root first), clockwise from the top-left, in screen coordinates: what
    /// `screenQuad` returns for that view. The four corners go up the chain
    /// together, each through the same steps as `convertToScreen` takes it.
    ///
    /// While no level has a transform, a corner's x and y go up apart, each
    /// through the same steps for the corners that share it: only the
    /// top-left and bottom-right corners are carried, and the other two are
    /// made of their coordinates, bit for bit what carrying them gives. From
    /// the first level with a transform on, all four are carried.
    static func screenQuad(of chain: [ViewGeometry]) -> [CGPoint] {
        guard let own = chain.last else { return [] }
        let b = own.bounds
        var topLeft = CGPoint(x: b.minX, y: b.minY), bottomRight = CGPoint(x: b.maxX, y: b.maxY)
        var level = chain.count - 1
        while level >= 0, chain[level].isIdentity {
            topLeft = chain[level].pointToSuperview(topLeft)
            bottomRight = chain[level].pointToSuperview(bottomRight)
            level -= 1
        }
        var topRight = CGPoint(x: bottomRight.x, y: topLeft.y), bottomLeft = CGPoint(x: topLeft.x, y: bottomRight.y)
        while level >= 0 {
            let geometry = chain[level]
            topLeft = geometry.pointToSuperview(topLeft)
            topRight = geometry.pointToSuperview(topRight)
            bottomRight = geometry.pointToSuperview(bottomRight)
            bottomLeft = geometry.pointToSuperview(bottomLeft)
            level -= 1
        }
        return [topLeft, topRight, bottomRight, bottomLeft]
    }
}
