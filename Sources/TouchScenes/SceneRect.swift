/// A view's frame in its superview's coordinates, as a scene file writes it:
/// `[x, y, width, height]`.
///
/// Like `UIView.frame` it is the untransformed frame: a view with a `transform`
/// keeps this rectangle as its `bounds` size and `center`, and the transform is
/// applied around the centre (Apple: UIView.transform). The loader rejects
/// negative widths and heights.
public struct SceneRect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var size: SceneSize { SceneSize(width: width, height: height) }
}
