/// An overridden `point(inside:with:)`.
///
/// The point is inside when it lies in the bounds shrunk by `insets` (negative
/// insets grow the touch area), or when it lies inside any of the descendants
/// named in `alsoInside`, asked through their own `point(inside:with:)` after
/// converting the point — seed 002's tab bar that lets its protruding circle
/// button be hit (SPEC H2, H8). The loader checks every `alsoInside` name is a
/// descendant of the view.
package struct ScenePointInside: Hashable, Sendable {
    package var insets: SceneEdgeInsets
    package var alsoInside: [String]

    package init(insets: SceneEdgeInsets = .zero, alsoInside: [String] = []) {
        self.insets = insets
        self.alsoInside = alsoInside
    }
}
