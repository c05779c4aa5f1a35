/// One region of an overridden `hitTest(_:with:)` that chooses its answer by where
/// the point lies: `if rect.contains(point) { return answer }`.
///
/// `rect` is in the view's own coordinates, the space `hitTest` receives its
/// point in; it may reach outside the bounds, since the superview asks every
/// subview whatever the point (SPEC H3, H8). `returns` is never `.regions`.
package struct SceneHitTestRegion: Hashable, Sendable {
    package var rect: SceneRect
    package var returns: SceneHitTest

    package init(rect: SceneRect, returns: SceneHitTest) {
        self.rect = rect
        self.returns = returns
    }
}
