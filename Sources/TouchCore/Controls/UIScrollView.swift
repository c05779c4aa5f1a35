import Foundation

/// A view that scrolls its content by moving its bounds origin (Apple: UIScrollView).
///
/// Scrolling is a pan recognizer on the scroll view. With `delaysContentTouches`
/// (default true) a private recognizer holds the content's `touchesBegan` back for
/// 0.15 s to see whether the finger scrolls (SPEC S1, seed 002's
/// `UIScrollViewDelayedTouchesBeganGestureRecognizer`); if scrolling starts the content
/// never sees the touch (S2). Once content is tracking, the pan may begin only if
/// `canCancelContentTouches` and `touchesShouldCancel(in:)` allow it, and then cancels
/// the content's touches (S4). `touchesShouldBegin(_:with:in:)` can refuse content
/// touches altogether (S3).
///
/// The pan begins only along an axis the scroll view can scroll: its content is
/// larger than its bounds there, or it bounces there anyway (`alwaysBounceVertical`,
/// `alwaysBounceHorizontal` with `bounces`; UIKit's header: "even if content is
/// smaller than bounds, allow drag"). So a scroll view that scrolls only vertically
/// refuses a mostly horizontal drag, and an outer horizontal scroll view takes it
/// instead (Apple, Scroll View Programming Guide, "Nesting Scroll Views").
///
/// Its `delegate` hears the drag as UIKit tells it (`UIScrollViewDelegate`).
open class UIScrollView: UIView {
    /// Told as the content scrolls (Apple: UIScrollView.delegate). A table view's
    /// `UITableViewDelegate` is one too.
    public weak var delegate: UIScrollViewDelegate?
    /// Whether the finger is scrolling the content: from the pan's beginning (just
    /// before `scrollViewWillBeginDragging(_:)`) until `scrollViewDidEndDragging` has
    /// returned (Apple: UIScrollView.isDragging).
    public private(set) var isDragging = false
    /// Whether the content is moving after the lift: only while it goes to a target
    /// the delegate moved (see ``UIScrollViewDelegate``; Apple: isDecelerating).
    public private(set) var isDecelerating = false
    open var contentSize: CGSize = .zero
    /// Extra room around the content (Apple: UIScrollView.contentInset,
    /// <https://developer.apple.com/documentation/uikit/uiscrollview/contentinset>):
    /// the offset may go from `-top` (`-left`) to the content's end plus `bottom`
    /// (`right`), and the extra room counts when deciding whether an axis scrolls.
    open var contentInset: UIEdgeInsets = .zero
    /// The insets the offset's range uses (Apple: adjustedContentInset): the
    /// `contentInset`, there being no safe area or bars to add.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// The content's offset: the bounds origin (SPEC H4).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    open var isScrollEnabled: Bool = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    open var delaysContentTouches: Bool = true {
        didSet { delayedTouchesRecognizer.isEnabled = delaysContentTouches }
    }
    open var canCancelContentTouches: Bool = true
    /// Whether dragging past an edge of the content is allowed (Apple: bounces, default true).
    open var bounces: Bool = true
    /// Drag vertically even when the content is no taller than the bounds (Apple:
    /// alwaysBounceVertical, default false; `UITableView` turns it on).
    open var alwaysBounceVertical: Bool = false
    /// Drag horizontally even when the content is no wider than the bounds (Apple:
    /// alwaysBounceHorizontal, default false).
    open var alwaysBounceHorizontal: Bool = false

    /// Whether a drag along x (`horizontal`) or y can scroll this view.
    public func canScroll(horizontally horizontal: Bool) -> Bool {
        let inset = adjustedContentInset
        return horizontal
            ? contentSize.width + inset.left + inset.right > bounds.width || (bounces && alwaysBounceHorizontal)
            : contentSize.height + inset.top + inset.bottom > bounds.height || (bounces && alwaysBounceVertical)
    }

    public let panGestureRecognizer: UIPanGestureRecognizer = UIScrollViewPanGestureRecognizer()
    /// UIKit's private recognizer that delays content touches (seed 002).
    let delayedTouchesRecognizer = UIScrollViewDelayedTouchesBeganGestureRecognizer()
    private var offsetAtPanStart: CGPoint = .zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.addTarget(self, action: Selector("handlePan:"))
        addGestureRecognizer(delayedTouchesRecognizer)
        addGestureRecognizer(panGestureRecognizer)
        handleAction(Selector("handlePan:")) { [weak self] _, _ in self?.scrollWithPan() }
    }

    /// The content delay; nil (the default) follows the application's
    /// `scrollContentDelay` fidelity switch (SPEC S1, 0.15 s).
    open var contentTouchDelay: TimeInterval? {
        get { delayedTouchesRecognizer.delay }
        set { delayedTouchesRecognizer.delay = newValue }
    }

    private func scrollWithPan() {
        switch panGestureRecognizer.state {
        case .began:
            offsetAtPanStart = contentOffset
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            fallthrough
        case .changed:
            let translation = panGestureRecognizer.translation(in: self)
            contentOffset = clampedOffset(
                CGPoint(x: offsetAtPanStart.x - translation.x, y: offsetAtPanStart.y - translation.y))
        case .ended, .cancelled:
            endDragging()
        default:
            break
        }
    }

    /// `offset` kept within the content and its insets: TouchLab does not drag past
    /// an edge. The range is UIKit's: from `-inset.top` to `contentSize.height +
    /// inset.bottom - bounds.height`, and no less than the start.
    private func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, minX), maxX), y: min(max(offset.y, minY), maxY))
    }

    /// The lift after a drag, told to the delegate in UIKit's order (see
    /// ``UIScrollViewDelegate``). The velocity is the content offset's: the
    /// finger's, reversed, in points per millisecond, and 0 along an axis the view
    /// cannot scroll.
    private func endDragging() {
        guard isDragging else { return }
        let finger = panGestureRecognizer.velocity(in: self)
        let velocity = CGPoint(
            x: canScroll(horizontally: true) ? -finger.x / 1000 : 0,
            y: canScroll(horizontally: false) ? -finger.y / 1000 : 0)
        var target = contentOffset
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        let rest = clampedOffset(target)
        let decelerates = rest != contentOffset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        isDragging = false
        guard decelerates else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        contentOffset = rest
        isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// Sets the content offset (Apple: setContentOffset(_:animated:)). Animated or
    /// not, the offset changes at once — TouchLab draws no animation — and
    /// `scrollViewDidScroll(_:)` follows if it moved; animated, the animation is
    /// then over, so `scrollViewDidEndScrollingAnimation(_:)` follows at once (UIKit
    /// calls it when its scrolling animation ends, and only if the offset moves).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let moves = contentOffset != self.contentOffset
        self.contentOffset = contentOffset
        if animated && moves { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// The bounds origin (`contentOffset`) moved: tell the delegate, as UIKit does for
    /// any change, by a drag or by code (Apple: scrollViewDidScroll(_:)).
    override func boundsOriginDidChange() {
        delegate?.scrollViewDidScroll(self)
    }

    /// Whether the content view may receive these touches (default true; SPEC S3).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether scrolling may cancel the content's touches in `view` (default true except
    /// for controls; SPEC S4).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// The pan may not begin while content tracks a touch it is not allowed to cancel
    /// (SPEC S4). `touchesShouldCancel(in:)` is asked only when a drag would cancel
    /// content that is tracking, and the trace shows the question and its answer.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return true }
        // Only along an axis it can scroll: the drag's main direction decides, so an
        // inner vertical scroll view leaves a horizontal drag to an outer one.
        let drag = panGestureRecognizer.translation(in: self)
        guard canScroll(horizontally: abs(drag.x) > abs(drag.y)) else { return false }
        let trace = (window?.attachedApplication?.trace).flatMap { $0.isEnabled ? $0 : nil }
        for touch in gestureRecognizer.trackedTouches where touch.delivery.state == .open {
            guard let content = touch.view, content !== self else { continue }
            guard canCancelContentTouches else { return false }
            let answer = touchesShouldCancel(in: content)
            trace?.record(
                .call(receiver: traceSubject, selector: "touchesShouldCancelInContentView:", detail: .about(content.traceSubject)),
                outcome: .bool(answer))
            if !answer { return false }
        }
        return true
    }
}
