import Foundation

/// Frames and coordinate conversion (Apple: UIView.frame, convert(_:to:), convert(_:from:)).
///
/// A point `p` in a view's bounds space sits at `center + transform·(p − bounds.origin −
/// size/2)` in its superview's space. A window's superview space is the screen, so
/// conversions between windows go through screen coordinates.
extension UIView {
    /// The view's rectangle in its superview's coordinates. With a non-identity
    /// transform this is the bounding box of the transformed view, as in UIKit;
    /// setting it sets `center` and `bounds.size`.
    public var frame: CGRect {
        get {
            let size = bounds.size
            if hasIdentityTransform {
                return CGRect(
                    x: center.x - size.width / 2, y: center.y - size.height / 2,
                    width: size.width, height: size.height)
            }
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            bounds.size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// From the superview's coordinate space into this view's bounds space.
    @inline(__always)
    func pointFromSuperview(_ p: CGPoint) -> CGPoint {
        let offsetX = bounds.origin.x + bounds.size.width / 2
        let offsetY = bounds.origin.y + bounds.size.height / 2
        if hasIdentityTransform {
            return CGPoint(x: p.x - center.x + offsetX, y: p.y - center.y + offsetY)
        }
        let relative = CGPoint(x: p.x - center.x, y: p.y - center.y).applying(inverseTransform)
        return CGPoint(x: relative.x + offsetX, y: relative.y + offsetY)
    }

    /// From this view's bounds space into its superview's coordinate space.
    @inline(__always)
    func pointToSuperview(_ p: CGPoint) -> CGPoint {
        let relative = CGPoint(
            x: p.x - bounds.origin.x - bounds.size.width / 2,
            y: p.y - bounds.origin.y - bounds.size.height / 2)
        let moved = hasIdentityTransform ? relative : relative.applying(transform)
        return CGPoint(x: moved.x + center.x, y: moved.y + center.y)
    }

    /// The topmost ancestor (a window for an on-screen view) and `p` in its bounds space.
    func toRoot(_ p: CGPoint) -> (point: CGPoint, root: UIView) {
        var point = p
        var view = self
        while let parent = view.superview {
            point = view.pointToSuperview(point)
            view = parent
        }
        return (point, view)
    }

    var root: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// From the root's bounds space down into this view's bounds space.
    func fromRoot(_ p: CGPoint) -> CGPoint {
        guard let parent = superview else { return p }
        return pointFromSuperview(parent.fromRoot(p))
    }

    /// Converts a point from this view's coordinates to `view`'s, or to window
    /// coordinates when `view` is nil (Apple: UIView.convert(_:to:)).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let (rootPoint, root) = toRoot(point)
        guard let view else { return rootPoint }
        let otherRoot = view.root
        if otherRoot === root { return view.fromRoot(rootPoint) }
        let screen = root.pointToSuperview(rootPoint)
        return view.fromRoot(otherRoot.pointFromSuperview(screen))
    }

    /// Converts a point from `view`'s coordinates (window coordinates when nil) to
    /// this view's (Apple: UIView.convert(_:from:)).
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return fromRoot(point) }
        return view.convert(point, to: self)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s, or to window
    /// coordinates when `view` is nil: the bounding box of its converted corners, as
    /// UIKit does under transforms (Apple: UIView.convert(_:to:),
    /// <https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-2kf3d>).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, to: view) }
    }

    /// Converts a rectangle from `view`'s coordinates (window coordinates when nil) to
    /// this view's: the bounding box of its converted corners (Apple:
    /// UIView.convert(_:from:),
    /// <https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-7irzk>).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, from: view) }
    }

    /// The smallest rectangle holding `rect`'s four corners mapped by `map`.
    private static func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
        .map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
