import Foundation
import TouchCore

/// Which view a pointer is over, for selecting and hovering — not for
/// touches, which only hit-testing decides.
///
/// Unlike `hitTest`, the picker ignores `isUserInteractionEnabled` and alpha
/// and, when hidden views are drawn, `isHidden` too: the views a learner most
/// wants to ask "why not?" about are exactly those hit-testing skips. It
/// returns the frontmost, deepest view whose bounds contain the point, in the
/// windows drawn front to back.
///
/// Like hit-testing, it does not look inside a view that clips its subviews
/// (`clipsToBounds`) at a point outside that view's bounds: what is clipped
/// away there is not on the screen, so a scrolled scroll view's content
/// cannot be picked above or below the scroll view. A subview that merely
/// sticks out of an ancestor that does not clip is drawn, and stays pickable
/// (hit-testing skips it: UIView.hitTest(_:with:) asks `point(inside:with:)`
/// first, SPEC H1).
package enum PlaygroundViewPicker {
    package static func view(atScreen point: CGPoint, in application: UIApplication, includingHidden: Bool) -> UIView? {
        let visible = application.windowsFrontToBack
        for window in visible {
            if let view = deepest(window, point, includingHidden) { return view }
        }
        return nil
    }

    private static func deepest(_ view: UIView, _ point: CGPoint, _ includingHidden: Bool) -> UIView? {
        if !includingHidden && (view.isHidden || view.isTooTransparentToHit) { return nil }
        let inside = view.bounds.contains(view.convertFromScreen(point))
        if inside || !view.clipsToBounds {
            for subview in view.subviews.reversed() {
                if let found = deepest(subview, point, includingHidden) { return found }
            }
        }
        return inside ? view : nil
    }
}
