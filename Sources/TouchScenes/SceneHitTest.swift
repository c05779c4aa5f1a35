/// An overridden `hitTest(_:with:)`.
///
/// These are the seeds' overrides and the ones articles write: seed 000's
/// `whiteView` returns `self.subviews[0]` so its first subview takes every touch
/// that reaches it, its `redView` returns `self`, and "return nil" makes a whole
/// window refuse touches, which is how pass-through overlay windows work (SPEC H8,
/// W2); a pass-through container calls `super` and refuses only when the answer is
/// itself; a view may choose its answer by region. The override runs only when the
/// superview asks, so a view whose superview never reaches it (hidden ancestor,
/// point outside the superview) is still never hit (SPEC H1, H2).
package indirect enum SceneHitTest: Hashable, Sendable {
    /// `return self`.
    case returnSelf
    /// `return nil`: the view and its subtree refuse the touch.
    case returnNil
    /// `return` the view with this scene name, which the loader checks is in the
    /// same window.
    case returnView(String)
    /// `let hit = super.hitTest(point, with: event); return hit === self ? nil : hit`:
    /// the subview under the point, else nil, so touches between the subviews go
    /// to whatever lies below the view.
    case passThrough
    /// `return super.hitTest(point, with: event)`: UIKit's answer. Only as the
    /// answer of a region or of `otherwise`.
    case callSuper
    /// The answer of the first region containing the point, tried in order, else
    /// `otherwise`.
    case regions([SceneHitTestRegion], otherwise: SceneHitTest)
}
