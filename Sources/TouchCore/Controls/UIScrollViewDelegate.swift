import Foundation

/// Told as a scroll view scrolls (Apple: UIScrollViewDelegate,
/// <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate>). Every
/// method is optional, as in UIKit: the protocol's extension gives each an empty
/// default.
///
/// TouchLab scrolls by following the finger (`UIScrollView`'s pan), so the
/// dragging callbacks come at UIKit's moments: `scrollViewWillBeginDragging(_:)`
/// when the pan begins, before its first offset change; `scrollViewDidScroll(_:)`
/// after every change of `contentOffset` (the pan's, or code's — the bounds
/// origin, as on iOS); at the lift `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
/// then `scrollViewDidEndDragging(_:willDecelerate:)`.
///
/// Deliberate difference: there is no deceleration. The target offset offered at
/// the lift is where the content stands, and `willDecelerate` is false — unless
/// the delegate moves the target (paging and snapping code does), and then the
/// content goes there in one step, as TouchLab's animations do:
/// `scrollViewDidEndDragging(_:willDecelerate: true)`,
/// `scrollViewWillBeginDecelerating(_:)`, one `scrollViewDidScroll(_:)`,
/// `scrollViewDidEndDecelerating(_:)`.
public protocol UIScrollViewDelegate: AnyObject {
    /// After `contentOffset` changed (Apple: scrollViewDidScroll(_:)).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// When the finger starts scrolling the content (Apple: scrollViewWillBeginDragging(_:)).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// When the finger lifts after scrolling; `velocity` is in points per millisecond,
    /// in the direction the content offset was moving, and the delegate may change
    /// where the content comes to rest (Apple:
    /// scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)).
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// After the finger lifted (Apple: scrollViewDidEndDragging(_:willDecelerate:)).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// When the content starts moving on by itself after the lift (Apple:
    /// scrollViewWillBeginDecelerating(_:)).
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// When the content has come to rest (Apple: scrollViewDidEndDecelerating(_:)).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// When a scrolling animation started by `setContentOffset(_:animated: true)`
    /// is over: at once here (Apple: scrollViewDidEndScrollingAnimation(_:)).
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
