import Foundation
import Testing

@testable import TouchCore

/// UISwitch against SPEC G11 and Apple's "Interacting with Other User Interface
/// Controls": a switch refuses an ancestor's single-finger single tap, and an
/// ancestor's single-finger pan that starts on its **knob** and moves **parallel** to
/// the switch. A pan across the switch, or one that starts beside the knob, goes to
/// the ancestor as usual.
@Suite struct UISwitchTests {
    /// A 51 × 31 switch at (100, 100) in a page view. Off, its knob is at the left end;
    /// on, at the right end.
    private final class Scene {
        let world = TouchWorld()
        let page = UIView(frame: CGRect(0, 0, 400, 600))
        let toggle = UISwitch(frame: CGRect(100, 100, 0, 0))
        let events = ControlEventRecorder()
        let log = RecognizerStateLog()
        /// The knob's centre while off, and while on.
        let offKnob = CGPoint(x: 115.5, y: 115.5)
        let onKnob = CGPoint(x: 135.5, y: 115.5)

        init() {
            page.name = "Page"
            toggle.name = "Switch"
            world.rootView.addSubview(page)
            page.addSubview(toggle)
            events.watch(toggle)
            log.watch(UIPanGestureRecognizer(), "PagePan", on: page)
        }

        func drag(from start: CGPoint, step: CGPoint, count: Int = 4) {
            world.down(1, start)
            var point = start
            for _ in 0..<count {
                point = CGPoint(x: point.x + step.x, y: point.y + step.y)
                world.move(1, point)
            }
            world.up(1, point)
        }
    }

    @Test func aPanFromTheKnobAlongTheSwitchIsRefusedToTheAncestor() {
        let scene = Scene()
        scene.drag(from: scene.offKnob, step: CGPoint(x: 8, y: 0))
        #expect(!scene.log.fired("PagePan"))
        #expect(scene.world.lines.contains("PagePan: possible → failed (Switch gestureRecognizerShouldBegin → NO)"))
        #expect(scene.toggle.isOn)
        #expect(scene.events.events.contains("valueChanged"))
    }

    @Test func theKnobIsWhereTheValuePutsIt() {
        let scene = Scene()
        scene.toggle.setOn(true, animated: false)
        scene.drag(from: scene.onKnob, step: CGPoint(x: -8, y: 0))
        #expect(!scene.log.fired("PagePan"))
        #expect(!scene.toggle.isOn)
        // While on, the left end is track, not knob: a pan from there is the ancestor's.
        scene.world.wait(1)
        scene.toggle.setOn(true, animated: false)
        scene.drag(from: scene.offKnob, step: CGPoint(x: 8, y: 0))
        #expect(scene.log.states(of: "PagePan").first == .began)
        #expect(scene.toggle.isOn)
    }

    @Test func aPanFromTheKnobAcrossTheSwitchGoesToTheAncestor() {
        let scene = Scene()
        scene.drag(from: scene.offKnob, step: CGPoint(x: 0, y: 8))
        #expect(scene.log.states(of: "PagePan").first == .began)
        #expect(scene.events.events.last == "touchCancel")
        #expect(!scene.toggle.isOn)
    }

    @Test func aPanAlongTheSwitchFromBesideTheKnobGoesToTheAncestor() {
        let scene = Scene()
        scene.drag(from: CGPoint(x: 140, y: 115.5), step: CGPoint(x: 8, y: 0))
        #expect(scene.log.states(of: "PagePan").first == .began)
        #expect(!scene.toggle.isOn)
    }

    @Test func anAncestorsSingleTapIsRefusedButItsDoubleTapIsNot() {
        let scene = Scene()
        scene.log.watch(UITapGestureRecognizer(), "PageTap", on: scene.page)
        scene.world.tap(scene.toggle)
        #expect(!scene.log.fired("PageTap"))
        #expect(scene.toggle.isOn)

        let other = Scene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        other.log.watch(double, "PageDoubleTap", on: other.page)
        other.world.tap(other.toggle)
        other.world.tap(other.toggle)
        #expect(other.log.states(of: "PageDoubleTap") == [.ended])
    }

    // MARK: Dragging the knob (SPEC C2; docs/fidelity.md cites the device reports)

    @Test func aKnobDraggedToTheOtherEndSetsTheSwitchWhileTheFingerIsDown() {
        // iOS 7 and later: the switch changes, with valueChanged, as the knob reaches the
        // other end, before the finger lifts; the lift sends touchUpInside alone.
        let scene = Scene()
        scene.world.down(1, scene.offKnob)
        for dx in [8.0, 16, 24] { scene.world.move(1, CGPoint(x: scene.offKnob.x + dx, y: 115.5)) }
        #expect(scene.toggle.isOn)
        scene.world.move(1, CGPoint(x: scene.offKnob.x + 32, y: 115.5))
        scene.world.up(1, CGPoint(x: scene.offKnob.x + 32, y: 115.5))
        #expect(scene.toggle.isOn)
        #expect(
            scene.events.events == [
                "touchDown", "touchDragInside", "touchDragInside", "valueChanged", "primaryActionTriggered",
                "touchDragInside", "touchDragInside", "touchUpInside",
            ])
    }

    @Test func aKnobReleasedPastTheMiddleSettlesOnThatSide() {
        let scene = Scene()
        scene.world.down(1, scene.offKnob)
        scene.world.move(1, CGPoint(x: scene.offKnob.x + 12.5, y: 115.5))
        #expect(!scene.toggle.isOn)
        scene.world.up(1, CGPoint(x: scene.offKnob.x + 12.5, y: 115.5))
        #expect(scene.toggle.isOn)
        #expect(scene.events.events == ["touchDown", "touchDragInside", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func aKnobDraggedBackBeforeLiftingLeavesTheSwitchAsItWasWithNoValueChanged() {
        // A drag is not a tap: lifting inside does not toggle it, and valueChanged is
        // sent only when the value changes.
        let scene = Scene()
        scene.world.down(1, scene.offKnob)
        scene.world.move(1, CGPoint(x: scene.offKnob.x + 12.5, y: 115.5))
        scene.world.move(1, CGPoint(x: scene.offKnob.x + 2.5, y: 115.5))
        scene.world.up(1, CGPoint(x: scene.offKnob.x + 2.5, y: 115.5))
        #expect(!scene.toggle.isOn)
        #expect(scene.events.events == ["touchDown", "touchDragInside", "touchDragInside", "touchUpInside"])
    }

    @Test func aTapThatMovesLessThanTheSlopStillToggles() {
        let scene = Scene()
        scene.world.down(1, scene.offKnob)
        scene.world.move(1, CGPoint(x: scene.offKnob.x + 5, y: 115.5))
        scene.world.up(1, CGPoint(x: scene.offKnob.x + 5, y: 115.5))
        #expect(scene.toggle.isOn)
        #expect(
            scene.events.events == ["touchDown", "touchDragInside", "touchUpInside", "valueChanged", "primaryActionTriggered"])
    }
}
