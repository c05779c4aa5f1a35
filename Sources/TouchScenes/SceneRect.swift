/// A view's frame in its superview's coordinates, as a scene file writes it:
/// `[x, y, width, height]`.
///
/// Like `UIView.frame` it is the untransformed frame: a view with a `transform`
/// keeps this rectangle as its `bounds` size and `center`, and the transform is
/// applied around the centre (Apple: UIView.transform). The loader rejects
/// negative widths and heights.
package struct SceneRect: Hashable, Sendable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var size: SceneSize { SceneSize(width: width, height: height) }
}
