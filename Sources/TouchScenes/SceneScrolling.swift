/// The scroll-view properties that decide how content touches are delivered.
///
/// `delaysContentTouches` holds the content's `touchesBegan` back for a short
/// delay to see whether the finger scrolls; `canCancelContentTouches` lets a drag
/// that starts scrolling cancel touches the content is already tracking
/// (SPEC S1–S4). `contentOffset` is the scroll view's `bounds.origin`, which is
/// how scrolling shifts the content under the finger (SPEC H4). For a table view
/// the loader computes `contentSize` from the rows.
package struct SceneScrolling: Hashable, Sendable {
    package var contentSize: SceneSize
    package var contentOffset: SceneVector
    package var isScrollEnabled: Bool
    package var delaysContentTouches: Bool
    package var canCancelContentTouches: Bool
    /// The answer of an overridden `touchesShouldBegin(_:with:in:)`; false
    /// refuses every content touch (SPEC S3).
    package var touchesShouldBegin: Bool
    /// The answer of an overridden `touchesShouldCancel(in:)`; nil keeps UIKit's
    /// rule, true except for controls (SPEC S4).
    package var touchesShouldCancel: Bool?
    /// UIKit's `bounces`, `alwaysBounceVertical`, `alwaysBounceHorizontal`: nil keeps
    /// the kind's default (a table bounces vertically, a scroll view does not). A
    /// scroll view drags only along an axis whose content is larger than its bounds,
    /// or that bounces anyway.
    package var bounces: Bool?
    package var alwaysBounceVertical: Bool?
    package var alwaysBounceHorizontal: Bool?

    package init(
        contentSize: SceneSize,
        contentOffset: SceneVector = .zero,
        isScrollEnabled: Bool = true,
        delaysContentTouches: Bool = true,
        canCancelContentTouches: Bool = true,
        touchesShouldBegin: Bool = true,
        touchesShouldCancel: Bool? = nil
    ) {
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.isScrollEnabled = isScrollEnabled
        self.delaysContentTouches = delaysContentTouches
        self.canCancelContentTouches = canCancelContentTouches
        self.touchesShouldBegin = touchesShouldBegin
        self.touchesShouldCancel = touchesShouldCancel
    }
}
