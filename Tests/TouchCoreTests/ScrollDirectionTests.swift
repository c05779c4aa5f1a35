import Foundation
import TestSupport
import Testing

@testable import TouchCore

/// A scroll view's pan begins only along an axis it can scroll (UIKit's header for
/// `alwaysBounceVertical`/`alwaysBounceHorizontal`: "even if content is smaller than
/// bounds, allow drag" — otherwise no drag that way), so nested scroll views share
/// the work by direction (Apple, Scroll View Programming Guide, "Nesting Scroll
/// Views": an inner vertical scroll view in an outer horizontal one scrolls
/// vertically, and a horizontal drag that starts on it scrolls the outer one).
@Suite struct ScrollDirectionTests {
    /// Pages: a horizontal scroll view three screens wide, holding a vertical list.
    private func nested() -> (TouchWorld, pages: UIScrollView, list: UIScrollView) {
        let world = TouchWorld()
        let pages = UIScrollView(frame: CGRect(0, 0, 400, 600))
        pages.name = "Pages"
        pages.contentSize = CGSize(width: 1200, height: 600)
        let list = UIScrollView(frame: CGRect(0, 0, 400, 600))
        list.name = "List"
        list.contentSize = CGSize(width: 400, height: 2000)
        world.rootView.addSubview(pages)
        pages.addSubview(list)
        return (world, pages, list)
    }

    private func drag(_ world: TouchWorld, from start: CGPoint, by delta: CGPoint) {
        world.down(1, start)
        for step in 1...6 {
            let t = CGFloat(step) / 6
            world.move(1, CGPoint(x: start.x + delta.x * t, y: start.y + delta.y * t), after: 0.02)
        }
        world.up(1, CGPoint(x: start.x + delta.x, y: start.y + delta.y), after: 0.02)
    }

    @Test func aVerticalDragOnTheInnerListScrollsTheList() {
        let (world, pages, list) = nested()
        drag(world, from: CGPoint(x: 200, y: 400), by: CGPoint(x: 0, y: -120))
        #expect(list.contentOffset.y > 50)
        #expect(pages.contentOffset == .zero)
    }

    @Test func aHorizontalDragThatStartsOnTheInnerListScrollsTheOuterPages() {
        let (world, pages, list) = nested()
        drag(world, from: CGPoint(x: 300, y: 300), by: CGPoint(x: -150, y: 0))
        #expect(pages.contentOffset.x > 50, "\(world.lines.suffix(20))")
        #expect(list.contentOffset == .zero)
        // The list refused the drag in its gestureRecognizerShouldBegin (SPEC G10), and
        // each scroll view's pan has a name of its own, so the two are told apart.
        #expect(world.lines.contains("-[List gestureRecognizerShouldBegin:] List.panGestureRecognizer → NO"))
        #expect(world.lines.contains { $0.hasPrefix("List.panGestureRecognizer: possible → failed") })
        #expect(world.lines.contains("Pages.panGestureRecognizer: possible → began"))
    }

    @Test func contentThatFitsDoesNotDragUnlessItAlwaysBounces() {
        let world = TouchWorld()
        let short = UIScrollView(frame: CGRect(0, 0, 400, 600))
        short.contentSize = CGSize(width: 400, height: 300)
        world.rootView.addSubview(short)
        #expect(!short.canScroll(horizontally: false) && !short.canScroll(horizontally: true))
        short.alwaysBounceVertical = true
        #expect(short.canScroll(horizontally: false) && !short.canScroll(horizontally: true))
        short.bounces = false
        #expect(!short.canScroll(horizontally: false))
        // A table drags vertically with few rows: UITableView bounces vertically by default.
        #expect(UITableView(frame: CGRect(0, 0, 400, 600)).alwaysBounceVertical)
    }
}
