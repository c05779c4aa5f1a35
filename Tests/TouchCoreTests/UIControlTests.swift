import Foundation
import Testing

@testable import TouchCore

/// UIControl itself: a custom subclass has no protection from its ancestors'
/// recognizers (SPEC G11; Apple: "Interacting with Other User Interface Controls" names
/// only UIKit's own controls), and every change of `isHighlighted` is a trace record
/// (SPEC C1, §11).
@Suite struct UIControlTests {
    private final class Knob: UIControl {}

    private func scene() -> (TouchWorld, UIView, Knob, RecognizerStateLog) {
        let world = TouchWorld()
        let page = UIView(frame: CGRect(0, 0, 400, 600))
        page.name = "Page"
        let control = Knob(frame: CGRect(100, 100, 100, 50))
        control.name = "Knob"
        world.rootView.addSubview(page)
        page.addSubview(control)
        return (world, page, control, RecognizerStateLog())
    }

    @Test func aCustomControlRefusesNoAncestorRecognizer() {
        let (world, page, control, log) = scene()
        log.watch(UITapGestureRecognizer(), "PageTap", on: page)
        log.watch(UIPanGestureRecognizer(), "PagePan", on: page)
        world.tap(control)
        world.wait(1)
        world.down(1, CGPoint(x: 150, y: 125))
        for step in 1...4 { world.move(1, CGPoint(x: 150 + CGFloat(8 * step), y: 125)) }
        world.up(1, CGPoint(x: 182, y: 125))
        #expect(log.states(of: "PageTap") == [.ended])
        #expect(log.states(of: "PagePan").first == .began)
        #expect(!world.lines.contains { $0.contains("gestureRecognizerShouldBegin:") })
    }

    @Test func everyHighlightChangeOfAnyControlIsTraced() {
        let (world, _, control, _) = scene()
        world.tap(control)
        #expect(
            world.lines.filter { $0.hasPrefix("-[Knob setHighlighted:]") } == [
                "-[Knob setHighlighted:] YES", "-[Knob setHighlighted:] NO",
            ])
        // Set in code, too; setting the value it already has changes nothing.
        control.isHighlighted = true
        control.isHighlighted = true
        #expect(world.lines.filter { $0.hasPrefix("-[Knob setHighlighted:]") }.count == 3)
        // A recognizer's cancellation un-highlights: the record says so.
        let press = UILongPressGestureRecognizer()
        control.isHighlighted = false
        control.superview?.addGestureRecognizer(press)
        world.wait(1)
        world.down(1, CGPoint(x: 150, y: 125))
        world.wait(0.6)
        world.up(1, CGPoint(x: 150, y: 125))
        #expect(
            Array(world.lines.filter { $0.hasPrefix("-[Knob setHighlighted:]") }.suffix(2)) == [
                "-[Knob setHighlighted:] YES", "-[Knob setHighlighted:] NO",
            ])
        let cancelled = world.lines.lastIndex { $0 == "-[Knob touchesCancelled:withEvent:]" }
        let unhighlighted = world.lines.lastIndex { $0 == "-[Knob setHighlighted:] NO" }
        #expect(cancelled != nil && unhighlighted != nil && cancelled! < unhighlighted!)
    }

    @Test func nothingIsTracedWhileTracingIsOff() {
        let (world, _, control, _) = scene()
        world.app.trace.isEnabled = false
        world.tap(control)
        #expect(world.app.trace.records.isEmpty)
    }

    @Test func aControlDisabledWhileItTracksATouchGoesOnToTouchUpInside() {
        // Open Radar 42378576 (iOS 11.4 and the iOS 12 betas): a button disabled while
        // the finger is down still sends touchUpInside as the finger lifts (C1). The
        // next touch on it goes through to the view behind it.
        let (world, _, control, _) = scene()
        let events = ControlEventRecorder()
        events.watch(control)
        world.down(1, CGPoint(x: 150, y: 125))
        control.isEnabled = false
        world.up(1, CGPoint(x: 150, y: 125))
        #expect(events.events == ["touchDown", "touchUpInside"])
        world.wait(1)
        world.tap(control)
        #expect(events.events == ["touchDown", "touchUpInside"])
        #expect(world.lines.filter { $0.hasPrefix("touch #2 is bound") } == ["touch #2 is bound to Page in UIWindow (tapCount 1)"])
    }
}
