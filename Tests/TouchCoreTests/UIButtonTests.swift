import Foundation
import Testing

@testable import TouchCore

/// UIButton against SPEC G11, C1 and Apple's "Interacting with Other User Interface
/// Controls": a button refuses only an ancestor's single-finger single tap, the gesture
/// that overlaps its own action; every other gesture of an ancestor — a double tap, a
/// two-finger tap, a long press — recognizes as usual.
@Suite struct UIButtonTests {
    private final class Scene {
        let world = TouchWorld()
        let page = UIView(frame: CGRect(0, 0, 400, 600))
        let button: UIButton
        let events = ControlEventRecorder()
        let log = RecognizerStateLog()

        init(_ button: UIButton = UIButton(frame: CGRect(100, 100, 100, 50))) {
            self.button = button
            page.name = "Page"
            button.name = "Button"
            world.rootView.addSubview(page)
            page.addSubview(button)
            events.watch(button)
        }
    }

    @Test func anAncestorsSingleTapIsRefusedSoTheButtonFires() {
        let scene = Scene()
        scene.log.watch(UITapGestureRecognizer(), "PageTap", on: scene.page)
        scene.world.tap(scene.button)
        #expect(!scene.log.fired("PageTap"))
        #expect(scene.world.lines.contains("PageTap: possible → failed (Button gestureRecognizerShouldBegin → NO)"))
        #expect(scene.events.events.suffix(2) == ["touchUpInside", "primaryActionTriggered"])
    }

    @Test func anAncestorsDoubleTapRecognizesADoubleTapOnTheButton() {
        // A double tap is not the button's default action (Apple lists single taps only).
        let scene = Scene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        scene.log.watch(double, "PageDoubleTap", on: scene.page)
        scene.world.tap(scene.button)
        scene.world.tap(scene.button)
        #expect(scene.log.states(of: "PageDoubleTap") == [.ended])
        #expect(!scene.world.lines.contains { $0.contains("gestureRecognizerShouldBegin:") })
        // Recognition cancels the button's touches, the first tap's withheld end
        // included (G4: Apple's double-tap example ends began, began, cancelled,
        // cancelled), so its action must not fire.
        scene.world.wait(1)
        #expect(!scene.events.events.contains("primaryActionTriggered"))
    }

    @Test func aTwoFingerTapOnTheButtonGoesToTheAncestorsTwoFingerTap() {
        let scene = Scene()
        let twoFingers = UITapGestureRecognizer()
        twoFingers.numberOfTouchesRequired = 2
        scene.log.watch(twoFingers, "PageTwoFingerTap", on: scene.page)
        let first = CGPoint(x: 130, y: 125), second = CGPoint(x: 170, y: 125)
        scene.world.frame([
            TouchSample(finger: 1, phase: .down, location: first), TouchSample(finger: 2, phase: .down, location: second),
        ])
        scene.world.frame(
            [TouchSample(finger: 1, phase: .up, location: first), TouchSample(finger: 2, phase: .up, location: second)],
            after: 0.05)
        #expect(scene.log.states(of: "PageTwoFingerTap") == [.ended])
        #expect(!scene.events.events.contains("primaryActionTriggered"))
    }

    @Test func anAncestorsLongPressBeginsOnTheButton() {
        let scene = Scene()
        scene.log.watch(UILongPressGestureRecognizer(), "PagePress", on: scene.page)
        scene.world.down(1, CGPoint(x: 150, y: 125))
        scene.world.wait(0.6)
        scene.world.up(1, CGPoint(x: 150, y: 125))
        #expect(scene.log.states(of: "PagePress") == [.began, .ended])
        scene.world.wait(1); print(scene.events.events); print(TraceFormatter.text(Array(scene.world.app.trace.records.suffix(12))))
        #expect(scene.events.events.last == "touchCancel")
    }

    @Test func aSubclassOfUIButtonKeepsTheProtection() {
        // Apple: a custom subclass changes the default action by attaching a recognizer
        // directly to the control; an ancestor's single tap is still refused.
        final class RoundButton: UIButton {}
        let scene = Scene(RoundButton(frame: CGRect(100, 100, 100, 50)))
        scene.log.watch(UITapGestureRecognizer(), "PageTap", on: scene.page)
        scene.world.tap(scene.button)
        #expect(!scene.log.fired("PageTap"))
        #expect(scene.events.events.last == "primaryActionTriggered")
    }

    @Test func aTapRecognizerAttachedToTheButtonItselfWins() {
        let scene = Scene()
        scene.log.watch(UITapGestureRecognizer(), "ButtonTap", on: scene.button)
        scene.world.tap(scene.button)
        #expect(scene.log.states(of: "ButtonTap") == [.ended])
        #expect(!scene.events.events.contains("primaryActionTriggered"))
    }

    // MARK: Highlighting in the trace (SPEC C1, §11)

    @Test func highlightingIsTracedEachTimeItChanges() {
        let scene = Scene()
        scene.world.down(1, CGPoint(x: 150, y: 125))
        scene.world.move(1, CGPoint(x: 160, y: 130))  // still inside: no change, no record
        scene.world.move(1, CGPoint(x: 150, y: 300))  // beyond the 70 pt margin (C3)
        scene.world.move(1, CGPoint(x: 150, y: 140))
        scene.world.up(1, CGPoint(x: 150, y: 140))
        let highlights = scene.world.lines.filter { $0.hasPrefix("-[Button setHighlighted:]") }
        #expect(
            highlights == [
                "-[Button setHighlighted:] YES", "-[Button setHighlighted:] NO",
                "-[Button setHighlighted:] YES", "-[Button setHighlighted:] NO",
            ])
        // The record sits inside the touch method that changed it, once beginTracking has
        // answered YES: a control that does not track a touch is not highlighted (C1).
        let text = TraceFormatter.lines(scene.world.app.trace.records)
        let began = text.firstIndex { $0.hasSuffix("-[Button touchesBegan:withEvent:]") }!
        #expect(text[began + 1].hasSuffix("  -[Button beginTrackingWithTouch:withEvent:] → YES"))
        #expect(text[began + 2].hasSuffix("  -[Button setHighlighted:] YES"))
    }
}
