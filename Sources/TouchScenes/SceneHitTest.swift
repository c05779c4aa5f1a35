/// An overridden `hitTest(_:with:)` that ignores the point and returns a fixed answer.
///
/// These are the seeds' overrides: seed 000's `whiteView` returns
/// `self.subviews[0]` so its first subview takes every touch that reaches it, its
/// `redView` returns `self`, and "return nil" makes a whole window refuse touches,
/// which is how pass-through overlay windows work (SPEC H8, W2). The override runs
/// only when the superview asks, so a view whose superview never reaches it (hidden
/// ancestor, point outside the superview) is still never hit (SPEC H1, H2).
public enum SceneHitTest: Hashable, Sendable {
    /// `return self`.
    case returnSelf
    /// `return nil`: the view and its subtree refuse the touch.
    case returnNil
    /// `return` the view with this scene name, which the loader checks is in the
    /// same window.
    case returnView(String)
}
