import Foundation
import Testing
import TouchPlayground

/// A scroll view's delegate as articles implement it (Apple: UIScrollViewDelegate,
/// <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate>).
@Suite struct ScrollViewDelegateSnippets {
    final class Delegate: UIScrollViewDelegate {
        var calls: [String] = []
        var offsets: [CGPoint] = []
        var velocity: CGPoint?
        var proposedTarget: CGPoint?
        /// A paging delegate moves the target; nil leaves it.
        var snap: ((CGPoint) -> CGPoint)?
        var draggingInDidScroll: [Bool] = []

        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            calls.append("willBeginDragging")
        }
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            calls.append("didScroll")
            offsets.append(scrollView.contentOffset)
            draggingInDidScroll.append(scrollView.isDragging)
        }
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            calls.append("willEndDragging")
            self.velocity = velocity
            proposedTarget = targetContentOffset.pointee
            if let snap { targetContentOffset.pointee = snap(targetContentOffset.pointee) }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            calls.append("didEndDragging(willDecelerate: \(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
            calls.append("willBeginDecelerating")
        }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            calls.append("didEndDecelerating")
        }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            calls.append("didEndScrollingAnimation")
        }
    }

    private func scrollView(_ world: World) -> UIScrollView {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        world.window.addSubview(scroll)
        return scroll
    }

    /// A drag up: `scrollViewWillBeginDragging` once, as the pan begins and before
    /// the first offset change; `scrollViewDidScroll` for each change, the offset
    /// growing; at the lift `scrollViewWillEndDragging` then
    /// `scrollViewDidEndDragging` (Apple: "Tells the delegate when the scroll view
    /// is about to start scrolling the content", "when the user finishes scrolling
    /// the content", "when dragging ended in the scroll view").
    @Test func aDragTellsTheDelegateInUIKitsOrder() throws {
        let world = World()
        let scroll = scrollView(world)
        let delegate = Delegate()
        scroll.delegate = delegate
        world.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 150))
        let first = try #require(delegate.calls.first)
        #expect(first == "willBeginDragging")
        let scrolls = delegate.calls.filter { $0 == "didScroll" }.count
        #expect(scrolls >= 2)
        #expect(Array(delegate.calls.suffix(2)) == ["willEndDragging", "didEndDragging(willDecelerate: false)"])
        #expect(delegate.calls.count == scrolls + 3)
        #expect(delegate.offsets == delegate.offsets.sorted { $0.y < $1.y }, "each scroll further down the content")
        #expect(delegate.offsets.last == scroll.contentOffset)
        #expect(scroll.contentOffset.y > 0)
        #expect(delegate.draggingInDidScroll.allSatisfy { $0 }, "isDragging while the finger scrolls")
        #expect(!scroll.isDragging)
    }

    /// The velocity at the lift is the content offset's, in points per millisecond
    /// (Apple: scrollViewWillEndDragging, "velocity: The velocity of the scroll view
    /// (in points per millisecond) at the moment the touch was released"): a finger
    /// moving up scrolls the offset down, a positive y; x stays 0 on a view that only
    /// scrolls vertically. The target offered is where the content stands (TouchLab
    /// does not decelerate).
    @Test func willEndDraggingGetsTheVelocityAndTheTargetOffset() throws {
        let world = World()
        let scroll = scrollView(world)
        let delegate = Delegate()
        scroll.delegate = delegate
        // 20 points up every 1/60 s — 1,200 points per second — lifting at the last
        // move, with a sideways drift the vertical scroll view ignores.
        world.down(CGPoint(x: 200, y: 350))
        for step in 1...10 {
            world.wait(1.0 / 60)
            world.move(CGPoint(x: 200 - 2 * CGFloat(step), y: 350 - 20 * CGFloat(step)))
        }
        world.up(CGPoint(x: 180, y: 150))
        let velocity = try #require(delegate.velocity)
        #expect(abs(velocity.y - 1.2) < 0.05, "\(velocity)")
        #expect(velocity.x == 0)
        #expect(delegate.proposedTarget == scroll.contentOffset)
    }

    /// A paging delegate moves the target: the content goes there, told as UIKit
    /// tells a deceleration — `willDecelerate: true`, `scrollViewWillBeginDecelerating`,
    /// the scroll, `scrollViewDidEndDecelerating` (Apple:
    /// scrollViewDidEndDragging(_:willDecelerate:), "true if the scrolling movement
    /// will continue").
    @Test func aMovedTargetScrollsThereAsADeceleration() {
        let world = World()
        let scroll = scrollView(world)
        let delegate = Delegate()
        delegate.snap = { _ in CGPoint(x: 0, y: 400) }
        scroll.delegate = delegate
        world.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 150))
        #expect(
            Array(delegate.calls.suffix(5)) == [
                "willEndDragging", "didEndDragging(willDecelerate: true)", "willBeginDecelerating", "didScroll",
                "didEndDecelerating",
            ])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 400))
        #expect(!scroll.isDecelerating)
    }

    /// `scrollViewDidScroll` follows any change of the offset, from code too (Apple:
    /// "Tells the delegate when the user scrolls the content view"; UIKit calls it
    /// for `contentOffset` and `setContentOffset(_:animated:)`), and not when the
    /// offset is set to the value it has. An animated change ends with
    /// `scrollViewDidEndScrollingAnimation` (Apple: "Tells the delegate when a
    /// scrolling animation in the scroll view concludes"), here at once.
    @Test func settingTheOffsetFromCodeTellsTheDelegate() {
        let world = World()
        let scroll = scrollView(world)
        let delegate = Delegate()
        scroll.delegate = delegate
        scroll.contentOffset = CGPoint(x: 0, y: 120)
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        scroll.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        #expect(delegate.calls == ["didScroll", "didScroll", "didEndScrollingAnimation", "didScroll"])
        #expect(delegate.offsets == [CGPoint(x: 0, y: 120), CGPoint(x: 0, y: 300), CGPoint(x: 0, y: 10)])
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 10))
    }

    /// Apple (contentInset): "Use this property to extend the space between your
    /// content and the edges of the content view": a drag may take the offset to
    /// `-top` above the content and `bottom` past its end, no further.
    @Test func contentInsetWidensTheRangeADragCanReach() {
        let world = World()
        let scroll = scrollView(world)
        scroll.contentInset = UIEdgeInsets(top: 60, left: 0, bottom: 40, right: 0)
        #expect(scroll.adjustedContentInset == scroll.contentInset)
        world.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 380))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -60))
        scroll.contentOffset = CGPoint(x: 0, y: 1500)
        world.drag(from: CGPoint(x: 200, y: 380), to: CGPoint(x: 200, y: 100))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 2000 + 40 - 400))
    }

    /// The insets count when deciding whether an axis scrolls: content exactly as
    /// tall as the view scrolls once it has a top inset.
    @Test func anInsetMakesContentThatFitsScrollable() {
        let world = World()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        scroll.contentSize = CGSize(width: 390, height: 400)
        world.window.addSubview(scroll)
        #expect(!scroll.canScroll(horizontally: false))
        scroll.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        #expect(scroll.canScroll(horizontally: false))
        world.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -50))
    }

    /// A tap on the content scrolls nothing and tells the delegate nothing.
    @Test func aTapTellsTheDelegateNothing() {
        let world = World()
        let scroll = scrollView(world)
        let delegate = Delegate()
        scroll.delegate = delegate
        world.tap(CGPoint(x: 100, y: 100))
        #expect(delegate.calls.isEmpty)
    }

    /// A table view's delegate is its scroll view's delegate too (UIKit's
    /// `UITableViewDelegate` inherits from `UIScrollViewDelegate`): the same object
    /// hears row selection and scrolling.
    @Test func aTableViewDelegateHearsScrolling() {
        final class Controller: UITableViewDelegate {
            var scrolled = 0
            var selected: [IndexPath] = []
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let world = World()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        table.setRows((0..<40).map { "Row \($0)" })
        world.window.addSubview(table)
        let controller = Controller()
        table.delegate = controller
        world.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 100))
        #expect(controller.scrolled > 0)
        world.tap(CGPoint(x: 200, y: 20))
        #expect(controller.selected.count == 1)
    }
}
