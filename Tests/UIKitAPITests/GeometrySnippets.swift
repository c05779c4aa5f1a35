import Foundation
import Testing
import TouchPlayground

/// Geometry as articles write it: edge insets for a larger hit area, rectangles
/// converted between views, subviews inserted next to a sibling (Apple: UIEdgeInsets,
/// CGRect.inset(by:), UIView.convert(_:to:) and convert(_:from:),
/// insertSubview(_:aboveSubview:), insertSubview(_:belowSubview:),
/// exchangeSubview(at:withSubviewAt:)).
@Suite struct GeometrySnippets {
    // MARK: UIEdgeInsets and inset(by:)

    /// Apple (UIEdgeInsets): "Positive values cause the frame to be inset (or shrunk)
    /// by the specified amount. Negative values cause the frame to be outset (or
    /// expanded)." <https://developer.apple.com/documentation/uikit/uiedgeinsets>
    @Test func insetByShrinksWithPositiveAndGrowsWithNegativeInsets() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)) == CGRect(x: 20, y: 25, width: 70, height: 30))
        #expect(rect.inset(by: UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)) == CGRect(x: 0, y: 10, width: 120, height: 70))
        #expect(rect.inset(by: .zero) == rect)
        #expect(UIEdgeInsets() == .zero)
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    /// `inset(by:)` is UIKit's inline `UIEdgeInsetsInsetRect` (its documented symbol,
    /// <https://developer.apple.com/documentation/corefoundation/cgrect/inset(by:)>):
    /// plain arithmetic, so insets wider than the rectangle leave a negative width
    /// rather than `CGRect.null`.
    @Test func insetsWiderThanTheRectangleLeaveANegativeSize() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let inset = rect.inset(by: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(inset.origin.x == 8)
        #expect(inset.size.width == -6)
        #expect(!inset.isNull)
    }

    /// The article's enlarged hit area: a small button whose `point(inside:with:)`
    /// accepts touches 20 points around it (SPEC H8).
    final class LargeHitAreaButton: UIButton {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.inset(by: UIEdgeInsets(top: -20, left: -20, bottom: -20, right: -20)).contains(point)
        }
    }

    @Test func anEnlargedHitAreaTakesATouchJustOutsideTheButton() {
        let world = World()
        let button = LargeHitAreaButton(type: .custom)
        button.frame = CGRect(x: 100, y: 100, width: 30, height: 30)
        world.window.addSubview(button)
        var taps = 0
        let target = TapCounter { taps += 1 }
        button.addTarget(target, action: TapCounter.action, for: .touchUpInside)
        world.tap(CGPoint(x: 95, y: 95))  // 5 points outside its frame
        #expect(taps == 1)
        world.tap(CGPoint(x: 75, y: 75))  // 25 points outside: beyond the insets
        #expect(taps == 1)
    }

    // MARK: Rectangles between views

    /// Apple (UIView.convert(_:from:)): "Converts a rectangle from the coordinate
    /// system of another view to that of the receiver"; nil means the window.
    /// <https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-7irzk>
    @Test func convertRectFromAnotherViewAndFromTheWindow() {
        let world = World()
        let container = UIView(frame: CGRect(x: 50, y: 100, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        container.addSubview(child)
        world.window.addSubview(container)
        let rect = CGRect(x: 5, y: 5, width: 10, height: 20)
        #expect(container.convert(rect, from: child) == CGRect(x: 25, y: 35, width: 10, height: 20))
        #expect(child.convert(rect, from: nil) == CGRect(x: -65, y: -125, width: 10, height: 20))
        #expect(child.convert(CGRect(x: 25, y: 35, width: 10, height: 20), from: container) == rect)
        // The two directions agree.
        #expect(child.convert(rect, to: container) == container.convert(rect, from: child))
    }

    /// Under a transform a converted rectangle is the bounding box of its
    /// transformed corners, as UIKit returns it: a square turned 45° converts to
    /// the larger square around the diamond.
    @Test func convertRectUnderARotationGivesTheBoundingBox() {
        let world = World()
        let turned = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 4)
        world.window.addSubview(turned)
        let box = world.window.convert(turned.bounds, from: turned)
        let half = 50 * 2.0.squareRoot()
        #expect(abs(box.minX - (150 - half)) < 1e-9 && abs(box.maxX - (150 + half)) < 1e-9)
        #expect(abs(box.minY - (150 - half)) < 1e-9 && abs(box.maxY - (150 + half)) < 1e-9)
        // The same as the view's frame, which UIKit also defines as that box.
        #expect(abs(box.width - turned.frame.width) < 1e-9)
        let back = turned.convert(box, from: world.window)
        #expect(back.width > turned.bounds.width, "the box of a box: converting back grows again")
    }

    // MARK: Ordering subviews

    /// Apple: insertSubview(_:aboveSubview:) puts the view "above another view in
    /// the view hierarchy" — after it in `subviews`, so hit-testing asks it first
    /// (SPEC H3); insertSubview(_:belowSubview:) puts it before.
    @Test func insertAboveAndBelowASibling() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, aboveSubview: a)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        parent.insertSubview(d, belowSubview: a)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [d, a, c, b].map { ObjectIdentifier($0) })
        // Moving a subview already there: above the last one brings it to the front.
        parent.insertSubview(d, aboveSubview: b)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [a, c, b, d].map { ObjectIdentifier($0) })
        parent.insertSubview(a, belowSubview: d)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [c, b, a, d].map { ObjectIdentifier($0) })
        #expect(a.superview === parent)
    }

    /// Apple: exchangeSubview(at:withSubviewAt:) "exchanges the subviews at the
    /// specified indices"; the front view changes, and so does which one a touch hits.
    @Test func exchangeSubviewSwapsWhichViewIsInFront() {
        let world = World()
        let back = TouchCounter(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = TouchCounter(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        world.window.addSubview(back)
        world.window.addSubview(front)
        world.tap(CGPoint(x: 100, y: 100))
        #expect(front.began == 1 && back.began == 0)
        world.window.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(world.window.subviews.last === back)
        world.tap(CGPoint(x: 100, y: 100))
        #expect(back.began == 1)
    }

    // MARK: gestureRecognizers

    /// Apple (UIView.gestureRecognizers, a settable property): setting the array
    /// replaces the view's recognizers — the old ones are detached, the new ones
    /// attached. <https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers>
    @Test func settingGestureRecognizersReplacesThem() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        world.window.addSubview(view)
        var taps: [String] = []
        let old = UITapGestureRecognizer { _ in taps.append("old") }
        view.addGestureRecognizer(old)
        let new = UITapGestureRecognizer { _ in taps.append("new") }
        view.gestureRecognizers = [new]
        #expect(old.view == nil)
        #expect(new.view === view)
        #expect(view.gestureRecognizers?.count == 1 && view.gestureRecognizers?.first === new)
        world.tap(CGPoint(x: 100, y: 100))
        #expect(taps == ["new"])
        view.gestureRecognizers = nil
        #expect(view.gestureRecognizers == nil && new.view == nil)
        world.tap(CGPoint(x: 100, y: 100))
        #expect(taps == ["new"])
    }

    /// A recognizer set on a second view leaves the first, as
    /// `addGestureRecognizer(_:)` moves it; one kept in the new array stays.
    @Test func settingGestureRecognizersMovesOneFromAnotherViewAndKeepsOneListedAgain() {
        let first = UIView(), second = UIView()
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        first.addGestureRecognizer(pan)
        second.addGestureRecognizer(tap)
        second.gestureRecognizers = [tap, pan]
        #expect(first.gestureRecognizers == nil)
        #expect(second.gestureRecognizers?.map { ObjectIdentifier($0) } == [ObjectIdentifier(tap), ObjectIdentifier(pan)])
        #expect(tap.view === second && pan.view === second)
    }

    /// As on iOS, the setter replaces every recognizer, a scroll view's own pan too:
    /// after it the scroll view no longer scrolls.
    @Test func replacingAScrollViewsRecognizersRemovesItsPan() {
        let world = World()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        world.window.addSubview(scroll)
        scroll.gestureRecognizers = [UITapGestureRecognizer(target: nil, action: nil)]
        #expect(scroll.panGestureRecognizer.view == nil)
        world.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100))
        #expect(scroll.contentOffset == .zero)
    }
}

/// A target for `addTarget(_:action:for:)` that counts.
final class TapCounter: UIResponder {
    static let action = Selector("tapped:")
    init(_ tapped: @escaping () -> Void) {
        super.init()
        handleAction(Self.action) { _, _ in tapped() }
    }
}

/// A view counting the touches it begins.
final class TouchCounter: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}
