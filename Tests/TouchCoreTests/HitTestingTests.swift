import Foundation
import TestSupport
import Testing

@testable import TouchCore

// Views named by class, as the seed logs print NSStringFromClass([self class]).
private final class AView: UIView {}
private final class BView: UIView {}
private final class CView: UIView {}
private final class DView: UIView {}
private final class EView: UIView {}
private final class FView: UIView {}

/// SPEC §3 and the hit-testing examples of seeds 000, 001, 002 and 003.
@Suite struct HitTestingTests {
    /// A(B(D), C(E, F)) laid out as in Apple's Figure 2-1: E and F side by side in C.
    private func abcdef() -> (TouchWorld, [String: UIView]) {
        let world = TouchWorld()
        let a = AView(frame: CGRect(0, 0, 400, 800))
        let b = BView(frame: CGRect(10, 100, 180, 400))
        let c = CView(frame: CGRect(210, 100, 180, 400))
        let d = DView(frame: CGRect(10, 10, 160, 100))
        let e = EView(frame: CGRect(10, 10, 160, 150))
        let f = FView(frame: CGRect(10, 200, 160, 150))
        world.rootView.addSubview(a)
        a.addSubview(b); a.addSubview(c)
        b.addSubview(d)
        c.addSubview(e); c.addSubview(f)
        return (world, ["A": a, "B": b, "C": c, "D": d, "E": e, "F": f])
    }

    @Test func tapOnEVisitsACFEInSeedOrder() throws {
        let (world, views) = abcdef()
        world.tap(views["E"]!)
        let seed = try Fixtures.seedLog("002-hit-testing-A-F")
        #expect(world.restricted(to: try Fixtures.seedLogText("002-hit-testing-A-F")) == seed.lines)
        // B is never asked: C, added last, answered first (SPEC H3).
        #expect(!world.lines.contains { $0.hasPrefix("-[BView hitTest") })
    }

    @Test func rejectionsCarryTheirReason() {
        let (world, views) = abcdef()
        world.tap(views["E"]!)
        // C asks its subviews front to back, F first (SPEC H3); F's answer comes from pointInside.
        expectOrdered(
            world.lines,
            [
                "-[CView hitTest:withEvent:] ⇒ EView",
                "-[FView hitTest:withEvent:] ⇒ nil (outside bounds)",
                "-[FView pointInside:withEvent:] → NO",
                "touch #1 is bound to EView in UIWindow (tapCount 1)",
            ])
    }

    @Test func hitTestingHappensOncePerTouchNotOnMoves() {
        let (world, views) = abcdef()
        let e = views["E"]!
        let start = e.convertToScreen(CGPoint(x: 20, y: 20))
        world.down(1, start)
        world.move(1, CGPoint(x: 30, y: 700))  // far outside E, over A only
        world.up(1, CGPoint(x: 30, y: 700))
        let hitTests = world.lines.filter { $0.hasPrefix("-[AView hitTest") }
        #expect(hitTests.count == 1)
        // H6: the touch stays bound to E, which gets every phase.
        #expect(world.touchCalls.filter { $0.hasPrefix("EView.") } == ["EView.began", "EView.moved", "EView.ended"])
    }

    @Test(arguments: ["hidden", "interaction", "alpha"])
    func excludedViewPassesTheTouchToItsParentAndHidesItsSubtree(rule: String) {
        // Seed 003's 1-2-3-4 example: 1 ⊃ 2 ⊃ 3 ⊃ 4; view 3 cannot receive touches.
        let world = TouchWorld()
        let one = SpyView("View1", CGRect(0, 0, 400, 800))
        let two = SpyView("View2", CGRect(20, 20, 360, 600))
        let three = SpyView("View3", CGRect(20, 20, 300, 400))
        let four = SpyView("View4", CGRect(20, 20, 200, 200))
        world.rootView.addSubview(one); one.addSubview(two); two.addSubview(three); three.addSubview(four)
        switch rule {
        case "hidden": three.isHidden = true
        case "interaction": three.isUserInteractionEnabled = false
        default: three.alpha = 0.005
        }
        world.tap(four)
        #expect(four.received.isEmpty)
        #expect(three.received.isEmpty)
        #expect(two.phases == [.began, .ended])
        #expect(world.lines.contains { $0.hasPrefix("touch #1 is bound to View2") })
        // The subtree is pruned: view 4 is never asked.
        #expect(!world.lines.contains { $0.hasPrefix("-[View4 hitTest") })
        let reason = ["hidden": "hidden", "interaction": "user interaction disabled", "alpha": "alpha < 0.01"][rule]!
        #expect(world.lines.contains("-[View3 hitTest:withEvent:] ⇒ nil (\(reason))"))
    }

    @Test func alphaThresholdSwitchOnlyDiffersAtExactlyOneHundredth() {
        for (inclusive, expected) in [(false, "Target"), (true, "Backdrop")] {
            var fidelity = FidelityOptions()
            fidelity.alphaThresholdInclusive = inclusive
            let world = TouchWorld(fidelity: fidelity)
            let backdrop = SpyView("Backdrop", CGRect(0, 0, 400, 800))
            let target = SpyView("Target", CGRect(50, 50, 100, 100))
            target.alpha = 0.01
            world.rootView.addSubview(backdrop)
            backdrop.addSubview(target)
            world.tap(target)
            #expect(world.lines.contains { $0.hasPrefix("touch #1 is bound to \(expected)") })
            // The rejection names the threshold the active mode tested.
            #expect(inclusive == world.lines.contains("-[Target hitTest:withEvent:] ⇒ nil (alpha <= 0.01)"))
        }
    }

    @Test func imageViewsAndLabelsDoNotTakeTouchesByDefault() {
        // Seed 000: "the default UIImageView cannot accept touch events"; its button is unreachable.
        let world = TouchWorld()
        let image = UIImageView(frame: CGRect(0, 0, 300, 300))
        image.name = "Photo"
        let button = SpyView("ButtonOnPhoto", CGRect(50, 50, 100, 40))
        world.rootView.name = "Root"
        world.rootView.addSubview(image)
        image.addSubview(button)
        world.tap(button)
        #expect(button.received.isEmpty)
        #expect(world.lines.contains { $0.hasPrefix("touch #1 is bound to Root") })
        let label = UILabel(frame: .zero)
        #expect(label.isUserInteractionEnabled == false)
        image.isUserInteractionEnabled = true
        world.tap(button)
        #expect(button.phases == [.began, .ended])
    }

    @Test func overriddenHitTestReturningTheFirstSubviewWinsEverywhere() {
        // Seed 000: whiteView's hitTest returns self.subviews[0] (redView), even over greenView.
        final class WhiteView: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { subviews[0] }
        }
        let world = TouchWorld()
        let white = WhiteView(frame: CGRect(0, 0, 400, 400))
        white.name = "whiteView"
        let red = SpyView("redView", CGRect(10, 10, 100, 100))
        let green = SpyView("greenView", CGRect(150, 150, 100, 100))
        world.rootView.addSubview(white); white.addSubview(red); white.addSubview(green)
        world.tap(green)
        world.tap(CGPoint(x: 350, y: 350))
        #expect(green.received.isEmpty)
        #expect(red.phases == [.began, .ended, .began, .ended])
        // The override chose redView: the trace says so (SPEC H8).
        #expect(world.lines.contains("-[whiteView hitTest:withEvent:] ⇒ redView (hitTest overridden)"))
    }

    @Test func windowWhoseHitTestReturnsNilRefusesEveryTouch() {
        final class DeafWindow: UIWindow {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
        }
        let app = UIApplication()
        app.trace.isEnabled = true
        let window = DeafWindow(frame: CGRect(0, 0, 400, 800))
        app.addWindow(window)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let spy = SpyView("Spy", CGRect(0, 0, 400, 800))
        window.rootViewController!.view.addSubview(spy)
        app.handle(.touches([TouchSample(finger: 1, phase: .down, location: CGPoint(x: 10, y: 10))], timestamp: 1))
        app.handle(.touches([TouchSample(finger: 1, phase: .up, location: CGPoint(x: 10, y: 10))], timestamp: 2))
        #expect(spy.received.isEmpty)
        let lines = TraceFormatter.lines(app.trace.records, indent: false)
        expectOrdered(
            lines,
            [
                "-[DeafWindow hitTest:withEvent:] ⇒ nil (hitTest overridden → nil)",
                "touch #1 is bound to no view: nothing will receive it",
            ])
    }

    @Test func tabBarCircleButtonNeedsPointInsideOverride() {
        // Seed 002: the circle button sticks out above the tab bar; without the override
        // a tap there goes to the table view behind.
        final class CustomeTabBar: UIView {
            var reachesOut = false
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                if reachesOut, let circle = subviews.first {
                    if circle.point(inside: convert(point, to: circle), with: event) { return true }
                }
                return super.point(inside: point, with: event)
            }
        }
        let world = TouchWorld()
        let table = SpyView("TableView", CGRect(0, 0, 400, 751))
        let tabBar = CustomeTabBar(frame: CGRect(0, 751, 400, 49))
        let circle = SpyView("CircleButton", CGRect(170, -20, 60, 60))
        world.rootView.addSubview(table); world.rootView.addSubview(tabBar); tabBar.addSubview(circle)
        let aboveBar = CGPoint(x: 200, y: 740)  // inside the circle, above the bar
        world.tap(aboveBar)
        #expect(table.phases == [.began, .ended])
        #expect(circle.received.isEmpty)
        #expect(world.lines.contains("-[CustomeTabBar hitTest:withEvent:] ⇒ nil (outside bounds)"))
        tabBar.reachesOut = true
        world.tap(aboveBar)
        #expect(circle.phases == [.began, .ended])
        #expect(table.phases == [.began, .ended])
        #expect(world.lines.contains("-[CustomeTabBar pointInside:withEvent:] → YES (overridden)"))
        // Below the circle, on the bar itself, the bar answers as usual.
        world.tap(CGPoint(x: 20, y: 780))
        #expect(world.lines.last { $0.hasPrefix("touch #3 is bound") } == "touch #3 is bound to CustomeTabBar in UIWindow (tapCount 1)")
    }

    @Test func subviewOutsideItsSuperviewCannotBeHitWhateverClipsToBounds() {
        for clips in [false, true] {
            let world = TouchWorld()
            let parent = SpyView("Parent", CGRect(0, 0, 100, 100))
            parent.clipsToBounds = clips
            let child = SpyView("Child", CGRect(50, 50, 100, 100))
            world.rootView.addSubview(parent); parent.addSubview(child)
            world.tap(CGPoint(x: 120, y: 120))  // inside child, outside parent
            #expect(child.received.isEmpty)
            world.tap(CGPoint(x: 70, y: 70))  // inside both
            #expect(child.phases == [.began, .ended])
        }
    }

    @Test func rotatedAndScaledViewsAreHitInTheirTransformedShape() {
        let world = TouchWorld()
        let diamond = SpyView("Diamond", CGRect(100, 100, 100, 100))
        diamond.transform = CGAffineTransform(rotationAngle: .pi / 4)
        world.rootView.addSubview(diamond)
        // The corner of the unrotated square is now outside the diamond.
        world.tap(CGPoint(x: 105, y: 105))
        #expect(diamond.received.isEmpty)
        // A point beyond the old square's edge but inside the rotated one hits.
        world.tap(CGPoint(x: 150, y: 95))
        #expect(diamond.phases == [.began, .ended])

        let scaled = SpyView("Scaled", CGRect(100, 400, 100, 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        world.rootView.addSubview(scaled)
        world.tap(CGPoint(x: 60, y: 360))  // inside the doubled square only
        #expect(scaled.phases == [.began, .ended])
        // Location is reported in the view's own (unscaled) coordinates.
        let location = world.app.trace.records.isEmpty ? CGPoint.zero : scaled.convert(CGPoint(x: 60, y: 360), from: nil)
        #expect(abs(location.x - 5) < 1e-9 && abs(location.y - 5) < 1e-9)
    }

    @Test func boundsOriginShiftsContentForHitTesting() {
        // H4: scrolling is a bounds origin; content moves up under the finger.
        let world = TouchWorld()
        let scroller = SpyView("Scroller", CGRect(0, 0, 400, 400))
        let row = SpyView("Row10", CGRect(0, 1000, 400, 44))
        world.rootView.addSubview(scroller); scroller.addSubview(row)
        world.tap(CGPoint(x: 100, y: 20))
        #expect(row.received.isEmpty)
        scroller.bounds.origin = CGPoint(x: 0, y: 990)
        world.tap(CGPoint(x: 100, y: 20))
        #expect(row.phases == [.began, .ended])
    }

    @Test func devicesDoublePassIsASwitchAndChangesNothingElse() {
        var fidelity = FidelityOptions()
        fidelity.hitTestPasses = 2
        let world = TouchWorld(fidelity: fidelity)
        let spy = SpyView("Spy", CGRect(0, 0, 100, 100))
        world.rootView.addSubview(spy)
        world.tap(spy)
        #expect(world.lines.filter { $0.hasPrefix("-[Spy hitTest") }.count == 2)
        #expect(world.lines.contains { $0.contains("(pass 2, as devices do)") })
        #expect(spy.phases == [.began, .ended])
    }

    // MARK: A disabled control (SPEC C1)

    @Test func aDisabledControlIsSkippedSoItsSuperviewAndItsRecognizersGetTheTouch() {
        // Apple (UIControl.isEnabled): "a disabled control ignores touch events"; on
        // devices the touch goes through to the view behind the control (the reports
        // docs/fidelity.md cites under C1), so that view is the hit-test view, its
        // touch methods run and its recognizers collect the touch.
        let world = TouchWorld()
        let card = SpyView("Card", CGRect(0, 0, 400, 400), behaviour: .consume)
        let button = UIButton(frame: CGRect(100, 100, 100, 50))
        button.name = "Submit"
        let tap = UITapGestureRecognizer()
        tap.name = "CardTap"
        var tapped = 0
        tap.addHandler { _ in tapped += 1 }
        card.addGestureRecognizer(tap)
        world.rootView.addSubview(card)
        card.addSubview(button)
        let events = ControlEventRecorder()
        events.watch(button)
        button.isEnabled = false
        world.tap(CGPoint(x: 150, y: 125))
        world.wait(1)
        expectOrdered(
            world.lines,
            [
                "-[Card hitTest:withEvent:] ⇒ Card",
                "-[Submit hitTest:withEvent:] ⇒ nil (disabled control)",
                "touch #1 is bound to Card in UIWindow (tapCount 1)",
                "-[Card touchesBegan:withEvent:]",
            ])
        #expect(!world.lines.contains { $0.hasPrefix("-[Submit touches") || $0.hasPrefix("-[Submit beginTracking") })
        #expect(tapped == 1)
        #expect(events.events.isEmpty)
        // Enabled again, the button is the hit-test view and keeps the tap from the card.
        button.isEnabled = true
        world.tap(CGPoint(x: 150, y: 125))
        world.wait(1)
        #expect(events.events.contains("touchUpInside"))
        #expect(tapped == 1)
    }

    @Test func aDisabledControlLetsTheTouchThroughToASiblingBehindIt() {
        // The calabash report (docs/fidelity.md, C1): hit-testing at a disabled button's
        // centre answers the sibling view under it.
        let world = TouchWorld()
        let below = SpyView("Below", CGRect(50, 50, 300, 300), behaviour: .consume)
        let button = UIButton(frame: CGRect(100, 100, 100, 50))
        button.name = "Submit"
        button.isEnabled = false
        world.rootView.addSubview(below)
        world.rootView.addSubview(button)
        #expect(world.window.hitTest(CGPoint(x: 150, y: 125), with: nil) === below)
        world.tap(CGPoint(x: 150, y: 125))
        #expect(world.touchCalls == ["Below.began", "Below.ended"])
    }
}
