import Foundation
import Testing
import TouchPlayground

/// Gesture recognizers as articles write them (Apple: UIGestureRecognizer and its
/// subclasses; SPEC G1–G11).
@Suite struct GestureSnippets {
    final class PhotoView: UIView {
        var taps = 0
        var states: [UIGestureRecognizer.State] = []
        override init(frame: CGRect) {
            super.init(frame: frame)
            let tap = UITapGestureRecognizer(target: self, action: Selector("handleTap:"))
            addGestureRecognizer(tap)
            handleAction(Selector("handleTap:")) { [unowned self] sender, _ in
                self.taps += 1
                if let recognizer = sender as? UIGestureRecognizer { self.states.append(recognizer.state) }
            }
        }
    }

    @Test func aTapRecognizerSendsItsActionWhenRecognized() {
        let world = World()
        let view = PhotoView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        world.window.addSubview(view)
        world.tap(CGPoint(x: 100, y: 100))
        #expect(view.taps == 1 && view.states == [.ended])
    }

    /// Seed 002's LXFTapGestureRecognizer: a subclass that logs its touch methods.
    final class LXFTapGestureRecognizer: UITapGestureRecognizer {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            log.append("began")
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            log.append("ended")
            super.touchesEnded(touches, with: event)
        }
    }

    @Test func aRecognizerSubclassSeesTouchesAndShowsInTheTraceByItsClass() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let tap = LXFTapGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(tap)
        world.window.addSubview(view)
        world.startTrace()
        world.tap(CGPoint(x: 100, y: 100))
        #expect(tap.log == ["began", "ended"])
        #expect(world.traceLines.contains { $0.hasPrefix("-[LXFTapGestureRecognizer touchesBegan:withEvent:]") })
    }

    @Test func aSingleTapCanWaitForADoubleTapToFail() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        world.window.addSubview(view)
        var single = 0
        var double = 0
        let singleTap = UITapGestureRecognizer { _ in single += 1 }
        let doubleTap = UITapGestureRecognizer { _ in double += 1 }
        doubleTap.numberOfTapsRequired = 2
        singleTap.require(toFail: doubleTap)
        view.addGestureRecognizer(singleTap)
        view.addGestureRecognizer(doubleTap)
        world.down(CGPoint(x: 100, y: 100))
        world.wait(0.05)
        world.up(CGPoint(x: 100, y: 100))
        world.wait(0.1)
        world.down(CGPoint(x: 100, y: 100))
        world.wait(0.05)
        world.up(CGPoint(x: 100, y: 100))
        world.wait(1)
        // SPEC G9: the single tap fails with the double tap's success.
        #expect(double == 1 && single == 0)
    }

    final class BothDelegate: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    @Test func aDelegateLetsTwoRecognizersRecognizeTogether() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        world.window.addSubview(view)
        var pans = 0
        var swipes = 0
        let delegate = BothDelegate()
        let pan = UIPanGestureRecognizer { recognizer in if recognizer.state == .began { pans += 1 } }
        let swipe = UISwipeGestureRecognizer { _ in swipes += 1 }
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(swipe)
        world.drag(from: CGPoint(x: 20, y: 150), to: CGPoint(x: 280, y: 150), steps: 5)
        #expect(pans == 1 && swipes == 1)
    }

    final class NoTouchesDelegate: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            !(touch.view is UIButton)
        }
    }

    @Test func aDelegateCanHideTouchesOnButtonsFromARecognizer() {
        let world = World()
        let view = UIView(frame: world.window.bounds)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        view.addSubview(button)
        world.window.addSubview(view)
        var taps = 0
        let delegate = NoTouchesDelegate()
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        world.tap(CGPoint(x: 50, y: 22))
        world.tap(CGPoint(x: 200, y: 400))
        #expect(taps == 1)
    }

    @Test func panTranslationCanBeResetAsArticlesDo() {
        let world = World()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        world.window.addSubview(card)
        let pan = UIPanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer, let view = pan.view else { return }
            let translation = pan.translation(in: view.superview)
            view.center = CGPoint(x: view.center.x + translation.x, y: view.center.y + translation.y)
            pan.setTranslation(.zero, in: view.superview)
        }
        card.addGestureRecognizer(pan)
        world.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50))
        #expect(abs(card.center.x - 250) < 0.001 && card.center.y == 50)
    }

    @Test func aLongPressBeginsAfterItsMinimumDuration() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        world.window.addSubview(view)
        var began: TimeInterval?
        let press = UILongPressGestureRecognizer { recognizer in
            if recognizer.state == .began { began = recognizer.clock?.now }
        }
        press.minimumPressDuration = 0.8
        view.addGestureRecognizer(press)
        world.down(CGPoint(x: 100, y: 100))
        world.wait(0.5)
        #expect(began == nil)
        world.wait(0.5)
        #expect(began.map { abs($0 - 0.8) < 0.001 } == true)
        world.up(CGPoint(x: 100, y: 100))
    }

    final class Tracker: UIView {
        var phases: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
    }

    @Test func cancelsTouchesInViewDecidesWhetherTheViewSeesTheEnd() {
        let world = World()
        let view = Tracker(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        world.window.addSubview(view)
        let tap = UITapGestureRecognizer { _ in }
        view.addGestureRecognizer(tap)
        world.tap(CGPoint(x: 100, y: 100))
        tap.cancelsTouchesInView = false
        world.tap(CGPoint(x: 100, y: 100))
        // SPEC G4, G5.
        #expect(view.phases == ["began", "cancelled", "began", "ended"])
    }

    @Test func requiresExclusiveTouchTypeIsOnByDefaultAndSettable() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        world.window.addSubview(view)
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        #expect(tap.requiresExclusiveTouchType)
        tap.requiresExclusiveTouchType = false
        view.addGestureRecognizer(tap)
        world.tap(CGPoint(x: 100, y: 100))
        // Every touch is .direct, so the setting changes nothing here.
        #expect(taps == 1)
    }

    @Test func aRecognizerThatDoesNotAllowDirectTouchesNeverSeesOne() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        world.window.addSubview(view)
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.allowedTouchTypes = [UITouch.TouchType.pencil.rawValue]
        view.addGestureRecognizer(tap)
        world.tap(CGPoint(x: 100, y: 100))
        #expect(taps == 0)
    }

    @Test func aSwipeRecognizesItsDirectionOnly() {
        let world = World()
        let view = UIView(frame: world.window.bounds)
        world.window.addSubview(view)
        var swipes = 0
        let swipe = UISwipeGestureRecognizer { _ in swipes += 1 }
        swipe.direction = .left
        view.addGestureRecognizer(swipe)
        world.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), steps: 4)
        world.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), steps: 4)
        #expect(swipes == 1)
    }

    @Test func removeTargetStopsARecognizersAction() {
        let world = World()
        let view = PhotoView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        world.window.addSubview(view)
        view.gestureRecognizers?.first?.removeTarget(view, action: Selector("handleTap:"))
        world.tap(CGPoint(x: 100, y: 100))
        #expect(view.taps == 0)
    }

    /// A recognizer that never blocks others (Apple: canPrevent(_:)).
    final class PoliteTap: UITapGestureRecognizer {
        override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    @Test func aRecognizerThatCannotPreventLetsTheOtherRecognizeToo() {
        let world = World()
        let outer = UIView(frame: world.window.bounds)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        outer.addSubview(inner)
        world.window.addSubview(outer)
        var innerTaps = 0
        var outerTaps = 0
        let polite = PoliteTap { _ in innerTaps += 1 }
        inner.addGestureRecognizer(polite)
        outer.addGestureRecognizer(UITapGestureRecognizer { _ in outerTaps += 1 })
        world.tap(CGPoint(x: 100, y: 100))
        // SPEC G8: both recognize when the winner cannot prevent the other.
        #expect(innerTaps == 1 && outerTaps == 1)
    }
}
