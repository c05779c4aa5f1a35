/// One entry of a view's `subviews`: a view, or a child view controller whose
/// view is added at that place.
///
/// Placing a child controller in the subview list states exactly where its view
/// sits among its siblings — which decides hit-testing order (SPEC H3) — and who
/// its parent is: the nearest enclosing controller. Its `next` is then the
/// superview of its view (SPEC R2), which is how container controllers sit in
/// the chain (seed 002's chain through `UIViewControllerWrapperView …`).
package enum SceneSubview: Hashable, Sendable {
    case view(SceneView)
    case child(SceneController)
}
