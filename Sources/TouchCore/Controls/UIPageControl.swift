import Foundation

/// A row of dots, one per page, the current page's highlighted (Apple: UIPageControl).
///
/// A tap that lifts left or right of the current page's dot turns one page that way —
/// "the page control advances only one page in either direction" (Apple) — and sends
/// `valueChanged` (with `primaryActionTriggered`, SPEC C2). The dots sit in a row
/// centred in the bounds, `TouchConstants.pageControlIndicatorPitch` apart.
/// `currentPage` is pinned to `0…numberOfPages − 1` (Apple: currentPage).
///
/// Its default action is a single-finger single tap, so it refuses an ancestor's
/// recognizer for exactly that gesture (SPEC G11; Apple: "Interacting with Other User
/// Interface Controls").
open class UIPageControl: UIControl {
    open var numberOfPages: Int = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
        }
    }
    open var currentPage: Int = 0 {
        didSet {
            let pinned = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if pinned != currentPage { currentPage = pinned }
        }
    }

    /// The horizontal centre of `page`'s dot in the control's coordinates.
    func indicatorCenterX(forPage page: Int) -> CGFloat {
        bounds.midX + (CGFloat(page) - CGFloat(numberOfPages - 1) / 2) * TouchConstants.pageControlIndicatorPitch
    }

    open override func primaryEvents(forTouchUpInside touch: UITouch) -> Event? {
        let x = touch.location(in: self).x
        let dot = indicatorCenterX(forPage: currentPage)
        let page = x > dot ? currentPage + 1 : x < dot ? currentPage - 1 : currentPage
        guard page >= 0, page < numberOfPages, page != currentPage else { return nil }
        currentPage = page
        return [.valueChanged, .primaryActionTriggered]
    }

    override func overlapsDefaultAction(_ recognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(recognizer)
    }
}
