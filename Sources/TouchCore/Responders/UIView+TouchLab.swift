import Foundation

/// `UIView` members that are TouchLab's, not UIKit's: hosts need them to draw every
/// window on one canvas and to say what hit-testing skips (docs/uikit-api.md).
extension UIView {
    /// A point in this view's coordinates, in screen coordinates.
    public func convertToScreen(_ point: CGPoint) -> CGPoint {
        let (rootPoint, root) = toRoot(point)
        return root.pointToSuperview(rootPoint)
    }

    /// A screen point in this view's coordinates.
    public func convertFromScreen(_ point: CGPoint) -> CGPoint {
        fromRoot(root.pointFromSuperview(point))
    }

    /// The bounds' corners on the screen, clockwise from the top-left (a rotated view's quad).
    public var screenQuad: [CGPoint] {
        let b = bounds
        return [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
            CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY),
        ].map(convertToScreen)
    }

    /// Whether an animation without `.allowUserInteraction` moves the view, so hit-testing skips it.
    public var isAnimatingWithoutUserInteraction: Bool { animationsBlockingInteraction > 0 }
}
