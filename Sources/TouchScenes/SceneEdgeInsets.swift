/// Insets applied to a view's bounds by an overridden `point(inside:with:)`.
///
/// Positive values shrink the touchable area and negative values grow it, the
/// usual way of giving a small button a larger touch target. A scene writes one
/// number for all four edges or `[top, left, bottom, right]` like `UIEdgeInsets`.
package struct SceneEdgeInsets: Hashable, Sendable {
    package var top: Double
    package var left: Double
    package var bottom: Double
    package var right: Double

    package init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    package static let zero = SceneEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
