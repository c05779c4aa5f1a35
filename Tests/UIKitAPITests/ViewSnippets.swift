import Foundation
import Testing
import TouchPlayground

/// Views as articles write them: tags, hit-testing overrides, hierarchy callbacks
/// (Apple: UIView; SPEC H1–H8).
@Suite struct ViewSnippets {
    @Test func viewWithTagFindsADescendantDepthFirst() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let row = UIView()
        let label = UILabel()
        label.tag = 42
        row.addSubview(label)
        container.addSubview(row)
        #expect(container.viewWithTag(42) === label)
    }

    @Test func viewWithTagIncludesTheViewItself() {
        let view = UIView()
        view.tag = 7
        view.addSubview(UIView())
        #expect(view.viewWithTag(7) === view)
    }

    @Test func viewWithTagIsNilWhenNoViewHasIt() {
        let view = UIView()
        view.addSubview(UIView())
        #expect(view.viewWithTag(99) == nil)
    }

    @Test func viewWithTagFindsTheFirstInSubviewOrder() {
        let view = UIView()
        let first = UIView()
        let second = UIView()
        first.tag = 1
        second.tag = 1
        view.addSubview(first)
        view.addSubview(second)
        #expect(view.viewWithTag(1) === first)
    }

    /// Seed 000's whiteView: hit-testing always answers its first subview.
    final class WhiteView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            subviews.first
        }
    }

    final class RedView: UIView {
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    }

    @Test func aHitTestOverrideRedirectsTheTouch() {
        let world = World()
        let white = WhiteView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let red = RedView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        white.addSubview(red)
        world.window.addSubview(white)
        world.tap(CGPoint(x: 300, y: 300))
        // SPEC H8: whatever hitTest returns is the touch's view.
        #expect(red.began == 1)
    }

    /// Seed 002's tab bar: a circle button sticking out above its bar still takes touches.
    final class TabBar: UIView {
        let circle = UIButton(type: .custom)
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            if super.point(inside: point, with: event) { return true }
            return circle.frame.contains(point)
        }
    }

    @Test func aPointInsideOverrideTakesTouchesOutsideTheBounds() {
        let world = World()
        let bar = TabBar(frame: CGRect(x: 0, y: 744, width: 390, height: 100))
        bar.circle.frame = CGRect(x: 165, y: -30, width: 60, height: 60)
        bar.addSubview(bar.circle)
        world.window.addSubview(bar)
        var tapped = 0
        world.window.handleAction("plus") { _, _ in tapped += 1 }
        bar.circle.addTarget(world.window, action: "plus", for: .touchUpInside)
        world.tap(CGPoint(x: 195, y: 724))
        #expect(tapped == 1)
    }

    @Test func aViewWithInteractionOffPassesTouchesToWhatIsBehind() {
        let world = World()
        let back = RedView(frame: world.window.bounds)
        let front = RedView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        front.isUserInteractionEnabled = false
        world.window.addSubview(back)
        world.window.addSubview(front)
        world.tap(CGPoint(x: 100, y: 100))
        #expect(front.began == 0 && back.began == 1)
    }

    @Test func hiddenAndNearlyTransparentViewsAreSkipped() {
        let world = World()
        let back = RedView(frame: world.window.bounds)
        let hidden = RedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let faint = RedView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        hidden.isHidden = true
        faint.alpha = 0.005
        [back, hidden, faint].forEach(world.window.addSubview)
        world.tap(CGPoint(x: 50, y: 50))
        world.tap(CGPoint(x: 250, y: 50))
        // SPEC H1: hidden, alpha < 0.01 and interaction off cannot receive touches.
        #expect(hidden.began == 0 && faint.began == 0 && back.began == 2)
    }

    @Test func bringSubviewToFrontChangesWhoIsHit() {
        let world = World()
        let a = RedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = RedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        world.window.addSubview(a)
        world.window.addSubview(b)
        world.window.bringSubviewToFront(a)
        world.tap(CGPoint(x: 50, y: 50))
        #expect(a.began == 1 && b.began == 0)
    }

    @Test func convertMapsPointsBetweenViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
        root.addSubview(child)
        #expect(child.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 60, y: 70))
        #expect(child.convert(CGPoint(x: 60, y: 70), from: root) == CGPoint(x: 10, y: 10))
    }

    final class Observed: UIView {
        var calls: [String] = []
        override func willMove(toSuperview newSuperview: UIView?) {
            calls.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
        }
        override func didMoveToSuperview() { calls.append("didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) {
            calls.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
        }
        override func didMoveToWindow() { calls.append("didMoveToWindow \(window == nil ? "nil" : "window")") }
    }

    @Test func addingToAWindowNotifiesInUIKitsOrder() {
        let world = World()
        let view = Observed()
        world.window.addSubview(view)
        #expect(
            view.calls == ["willMove(toSuperview: view)", "willMove(toWindow: window)", "didMoveToWindow window", "didMoveToSuperview"])
    }

    @Test func removingFromAWindowNotifiesInUIKitsOrder() {
        let world = World()
        let view = Observed()
        world.window.addSubview(view)
        view.calls.removeAll()
        view.removeFromSuperview()
        #expect(view.calls == ["willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToWindow nil", "didMoveToSuperview"])
    }

    @Test func addingOutsideAWindowDoesNotMoveWindows() {
        let view = Observed()
        UIView().addSubview(view)
        #expect(view.calls == ["willMove(toSuperview: view)", "didMoveToSuperview"])
    }

    @Test func subviewsHearAboutTheirWindowToo() {
        let world = World()
        let container = UIView()
        let inner = Observed()
        container.addSubview(inner)
        world.window.addSubview(container)
        #expect(
            inner.calls == ["willMove(toSuperview: view)", "didMoveToSuperview", "willMove(toWindow: window)", "didMoveToWindow window"])
    }

    final class Container: UIView {
        var added: [UIView] = []
        var removed: [UIView] = []
        override func didAddSubview(_ subview: UIView) { added.append(subview) }
        override func willRemoveSubview(_ subview: UIView) { removed.append(subview) }
    }

    @Test func aSuperviewHearsAboutSubviewsComingAndGoing() {
        let container = Container()
        let child = UIView()
        container.addSubview(child)
        child.removeFromSuperview()
        #expect(container.added == [child] && container.removed == [child])
    }

    final class Tracker: UIView {
        var phases: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
    }

    @Test func removingATouchedViewCancelsItsTouch() {
        let world = World()
        let view = Tracker(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        world.window.addSubview(view)
        world.down(CGPoint(x: 50, y: 50))
        view.removeFromSuperview()
        world.up(CGPoint(x: 50, y: 50))
        #expect(view.phases == ["began", "cancelled"])
    }

    @Test func aSecondFingerIsNotDeliveredWithoutMultipleTouch() {
        let world = World()
        let view = Tracker(frame: world.window.bounds)
        world.window.addSubview(view)
        world.down(CGPoint(x: 50, y: 50), finger: 1)
        world.down(CGPoint(x: 150, y: 50), finger: 2)
        // SPEC T7: isMultipleTouchEnabled is false by default.
        #expect(view.phases == ["began"])
        view.isMultipleTouchEnabled = true
        world.down(CGPoint(x: 250, y: 50), finger: 3)
        #expect(view.phases == ["began", "began"])
    }

    final class Picky: UIView {
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            !(gestureRecognizer is UITapGestureRecognizer)
        }
    }

    @Test func aViewCanKeepARecognizerFromBeginning() {
        let world = World()
        let view = Picky(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        world.window.addSubview(view)
        var recognized = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in recognized += 1 })
        world.tap(CGPoint(x: 50, y: 50))
        #expect(recognized == 0)
    }
}
