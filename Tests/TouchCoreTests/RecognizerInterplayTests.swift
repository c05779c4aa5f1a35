import Foundation
import Testing

@testable import TouchCore

/// Records actions with the time they fired.
private final class ActionLog {
    var entries: [(name: String, state: UIGestureRecognizer.State, time: TimeInterval)] = []
    func recognizer<R: UIGestureRecognizer>(_ recognizer: R, _ name: String, on view: UIView) -> R {
        recognizer.name = name
        // Recognizers hold their targets weakly, as in UIKit: the log keeps the sinks alive.
        let sink = keep(
            Sink { [unowned self, unowned recognizer] in
                self.entries.append((name, recognizer.state, recognizer.clock?.now ?? -1))
            })
        recognizer.addTarget(sink, action: "fire")
        view.addGestureRecognizer(recognizer)
        return recognizer
    }
    var names: [String] { entries.map(\.name) }

    /// A target that keeps itself alive through the log.
    private var sinks: [Sink] = []
    private final class Sink: UIResponder {
        init(_ body: @escaping () -> Void) {
            super.init()
            handleAction("fire") { _, _ in body() }
        }
    }
    private func keep(_ sink: Sink) -> Sink { sinks.append(sink); return sink }
}

private final class Simultaneous: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

/// SPEC §6 interplay rules, all on the virtual clock.
@Suite struct RecognizerInterplayTests {
    private func world() -> (TouchWorld, SpyView) {
        let world = TouchWorld()
        let view = SpyView("Target", CGRect(0, 0, 400, 600))
        view.isMultipleTouchEnabled = true
        world.rootView.addSubview(view)
        return (world, view)
    }

    @Test func singleTapRequiringDoubleTapFailureWaitsForTheDoubleTapInterval() {
        let (world, view) = world()
        let log = ActionLog()
        let single = log.recognizer(UITapGestureRecognizer(), "Single", on: view)
        let double = log.recognizer(UITapGestureRecognizer(), "Double", on: view)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        world.tap(CGPoint(x: 100, y: 100))
        let liftTime = world.app.clock.now
        #expect(log.names.isEmpty)
        #expect(world.lines.contains("Single: possible → possible (waiting for Double to fail)"))
        world.wait(0.5)
        #expect(log.names == ["Single"])
        #expect(abs(log.entries[0].time - liftTime - TouchConstants.tapMaximumInterval) < 1e-9)
        // A real double tap fires only the double tap.
        world.wait(1)
        world.tap(CGPoint(x: 100, y: 100))
        world.tap(CGPoint(x: 102, y: 101))
        world.wait(1)
        #expect(log.names == ["Single", "Double"])
        #expect(world.lines.contains("Single: possible → failed (Double it requires to fail recognized)"))
    }

    @Test func withheldEndedIsReleasedAfterFifteenHundredthsOnDevicesOrWhenRecognizersDecide() {
        for mode in [FidelityOptions.WithheldEndedRelease.afterDelay(0.15), .whenRecognizersDecide] {
            var fidelity = FidelityOptions()
            fidelity.withheldEndedRelease = mode
            let world = TouchWorld(fidelity: fidelity)
            let view = SpyView("Target", CGRect(0, 0, 400, 600))
            world.rootView.addSubview(view)
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            view.addGestureRecognizer(double)
            world.tap(CGPoint(x: 100, y: 100))
            #expect(view.phases == [.began])
            world.wait(0.2)
            #expect(view.phases == (mode == .whenRecognizersDecide ? [.began] : [.began, .ended]))
            world.wait(0.2)  // the double tap has failed by now
            #expect(view.phases == [.began, .ended])
        }
    }

    @Test func longPressBeatsTapWhenHeldAndTapWinsWhenQuick() {
        let (world, view) = world()
        let log = ActionLog()
        _ = log.recognizer(UITapGestureRecognizer(), "Tap", on: view)
        _ = log.recognizer(UILongPressGestureRecognizer(), "LongPress", on: view)
        world.down(1, CGPoint(x: 100, y: 100))
        world.wait(0.6)
        world.up(1, CGPoint(x: 100, y: 100), after: 0)
        #expect(log.entries.map { "\($0.name) \($0.state)" } == ["LongPress began", "LongPress ended"])
        #expect(abs(log.entries[0].time - 0.516) < 1e-9)
        #expect(view.phases == [.began, .cancelled])
        world.wait(1)
        world.tap(CGPoint(x: 100, y: 100))
        #expect(log.names.last == "Tap")
    }

    @Test func longPressAfterATapNeedsTheTapFirst() {
        let (world, view) = world()
        let log = ActionLog()
        let press = log.recognizer(UILongPressGestureRecognizer(), "TapThenHold", on: view)
        press.numberOfTapsRequired = 1
        world.down(1, CGPoint(x: 100, y: 100))
        world.wait(0.7)
        world.up(1, CGPoint(x: 100, y: 100), after: 0)
        #expect(log.names.isEmpty)  // a plain hold is not enough
        world.wait(1)
        world.tap(CGPoint(x: 100, y: 100))
        world.down(1, CGPoint(x: 101, y: 100), after: 0.1)
        world.wait(0.7)
        #expect(log.entries.map(\.state) == [.began])  // tap, then hold: it begins
    }

    @Test func panAndSwipeWithPanRequiringSwipeFailure() {
        let (world, view) = world()
        let log = ActionLog()
        let pan = log.recognizer(UIPanGestureRecognizer(), "Pan", on: view)
        let swipe = log.recognizer(UISwipeGestureRecognizer(), "Swipe", on: view)
        pan.require(toFail: swipe)
        // Fast: 80 pt right in 0.1 s is a swipe.
        world.down(1, CGPoint(x: 50, y: 100))
        for step in 1...5 { world.move(1, CGPoint(x: 50 + 16 * step, y: 100), after: 0.02) }
        world.up(1, CGPoint(x: 130, y: 100), after: 0.02)
        #expect(log.names == ["Swipe"])
        // Slow: the swipe runs out of time, then the pan begins.
        world.wait(1)
        world.down(1, CGPoint(x: 50, y: 300))
        for step in 1...12 { world.move(1, CGPoint(x: 50 + 5 * step, y: 300), after: 0.1) }
        world.up(1, CGPoint(x: 110, y: 300))
        #expect(log.names.dropFirst().first == "Pan")
        #expect(log.entries.last.map { "\($0.name) \($0.state)" } == "Pan ended")
        #expect(pan.translation(in: view) == .zero)  // reset after the gesture
    }

    @Test func panWithoutDependencyPreventsTheSwipe() {
        let (world, view) = world()
        let log = ActionLog()
        _ = log.recognizer(UIPanGestureRecognizer(), "Pan", on: view)
        _ = log.recognizer(UISwipeGestureRecognizer(), "Swipe", on: view)
        world.down(1, CGPoint(x: 50, y: 100))
        for step in 1...5 { world.move(1, CGPoint(x: 50 + 16 * step, y: 100), after: 0.02) }
        world.up(1, CGPoint(x: 130, y: 100), after: 0.02)
        #expect(!log.names.contains("Swipe"))
        #expect(world.lines.contains("Swipe: possible → failed (prevented by Pan)"))
    }

    private func pinchOpen(_ world: TouchWorld) {
        world.frame([
            TouchSample(finger: 1, phase: .down, location: CGPoint(x: 150, y: 300)),
            TouchSample(finger: 2, phase: .down, location: CGPoint(x: 250, y: 300)),
        ])
        for step in 1...5 {
            let d = CGFloat(10 * step)
            world.frame([
                TouchSample(finger: 1, phase: .move, location: CGPoint(x: 150 - d, y: 300)),
                TouchSample(finger: 2, phase: .move, location: CGPoint(x: 250 + d, y: 300)),
            ])
        }
        world.frame([
            TouchSample(finger: 1, phase: .up, location: CGPoint(x: 100, y: 300)),
            TouchSample(finger: 2, phase: .up, location: CGPoint(x: 300, y: 300)),
        ])
    }

    @Test func pinchAndRotationPreventEachOtherUnlessTheDelegateAllows() {
        for together in [false, true] {
            let (world, view) = world()
            let log = ActionLog()
            let pinch = log.recognizer(UIPinchGestureRecognizer(), "Pinch", on: view)
            let rotation = log.recognizer(UIRotationGestureRecognizer(), "Rotation", on: view)
            var scales: [CGFloat] = []
            pinch.addTarget(view, action: "scale")
            view.handleAction("scale") { _, _ in scales.append(pinch.scale) }
            let delegate = Simultaneous()
            if together { rotation.delegate = delegate }
            pinchOpen(world)
            // Spread only: the rotation never turns, so it never begins either way...
            #expect(log.names.first == "Pinch")
            #expect(!log.names.contains("Rotation"))
            #expect(abs(scales.last! - 2) < 1e-9)
            // ...but without the delegate it is failed by the pinch.
            #expect(world.lines.contains("Rotation: possible → failed (prevented by Pinch)") == !together)
        }
    }

    @Test func simultaneousRecognitionLetsPanAndPinchBothRun() {
        for together in [false, true] {
            let (world, view) = world()
            let log = ActionLog()
            let pan = log.recognizer(UIPanGestureRecognizer(), "Pan", on: view)
            _ = log.recognizer(UIPinchGestureRecognizer(), "Pinch", on: view)
            let delegate = Simultaneous()
            if together { pan.delegate = delegate }
            // Two fingers that move right and apart: a pan and a pinch at once.
            world.frame([
                TouchSample(finger: 1, phase: .down, location: CGPoint(x: 100, y: 300)),
                TouchSample(finger: 2, phase: .down, location: CGPoint(x: 200, y: 300)),
            ])
            for step in 1...4 {
                let d = CGFloat(10 * step)
                world.frame([
                    TouchSample(finger: 1, phase: .move, location: CGPoint(x: 100 + 2 * d, y: 300)),
                    TouchSample(finger: 2, phase: .move, location: CGPoint(x: 200 + 4 * d, y: 300)),
                ])
            }
            let began = log.entries.filter { $0.state == .began }.map(\.name)
            #expect(began == (together ? ["Pan", "Pinch"] : ["Pan"]))
        }
    }

    @Test func delegateCanRequireFailureInEitherDirection() {
        final class Requires: UIGestureRecognizerDelegate {
            let forward: Bool
            init(forward: Bool) { self.forward = forward }
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
                forward && g.name == "Single" && other.name == "Double"
            }
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
                !forward && g.name == "Double" && other.name == "Single"
            }
        }
        for forward in [true, false] {
            let (world, view) = world()
            let log = ActionLog()
            let single = log.recognizer(UITapGestureRecognizer(), "Single", on: view)
            let double = log.recognizer(UITapGestureRecognizer(), "Double", on: view)
            double.numberOfTapsRequired = 2
            let delegate = Requires(forward: forward)
            single.delegate = delegate
            double.delegate = delegate
            world.tap(CGPoint(x: 100, y: 100))
            #expect(log.names.isEmpty)
            world.wait(0.5)
            #expect(log.names == ["Single"])
        }
    }

    @Test func rotationRecognizesATurnOfTwoFingers() {
        let (world, view) = world()
        let log = ActionLog()
        let rotation = log.recognizer(UIRotationGestureRecognizer(), "Rotation", on: view)
        var angles: [CGFloat] = []
        rotation.addTarget(view, action: "turn")
        view.handleAction("turn") { _, _ in angles.append(rotation.rotation) }
        let center = CGPoint(x: 200, y: 300)
        func fingers(_ angle: CGFloat, _ phase: TouchSample.Phase) -> [TouchSample] {
            let dx = 60 * cos(angle), dy = 60 * sin(angle)
            return [
                TouchSample(finger: 1, phase: phase, location: CGPoint(x: center.x - dx, y: center.y - dy)),
                TouchSample(finger: 2, phase: phase, location: CGPoint(x: center.x + dx, y: center.y + dy)),
            ]
        }
        world.frame(fingers(0, .down))
        for step in 1...6 { world.frame(fingers(CGFloat(step) * 0.1, .move)) }
        world.frame(fingers(0.6, .up))
        #expect(log.entries.first?.state == .began)
        #expect(abs(angles.last! - 0.6) < 1e-6)
    }

    @Test func delegateShouldReceiveHidesTouchesFromTheRecognizer() {
        final class LeftHalfOnly: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                touch.location(in: nil).x < 200
            }
        }
        let (world, view) = world()
        let log = ActionLog()
        let tap = log.recognizer(UITapGestureRecognizer(), "Tap", on: view)
        let delegate = LeftHalfOnly()
        tap.delegate = delegate
        world.tap(CGPoint(x: 300, y: 100))
        #expect(log.names.isEmpty)
        #expect(view.phases == [.began, .ended])
        world.wait(1)
        world.tap(CGPoint(x: 100, y: 100))
        #expect(log.names == ["Tap"])
    }

    @Test func recognizerOnAViewWithInteractionDisabledNeverSeesTouches() {
        let (world, view) = world()
        let log = ActionLog()
        let deaf = UIView(frame: CGRect(0, 0, 200, 200))
        deaf.isUserInteractionEnabled = false
        view.addSubview(deaf)
        _ = log.recognizer(UITapGestureRecognizer(), "OnDisabledView", on: deaf)
        world.tap(CGPoint(x: 50, y: 50))
        #expect(log.names.isEmpty)
        #expect(view.phases == [.began, .ended])
    }

    @Test func cancellingFirstIsTheGuidesOrderAndActionFirstTheDevicesOrder() {
        for actionFirst in [true, false] {
            var fidelity = FidelityOptions()
            fidelity.recognizerActionBeforeCancel = actionFirst
            let world = TouchWorld(fidelity: fidelity)
            let view = SpyView("Target", CGRect(0, 0, 400, 600))
            world.rootView.addSubview(view)
            let tap = UITapGestureRecognizer(target: view, action: "tapped")
            view.handleAction("tapped") { _, _ in world.app.trace.message("tapped") }
            world.rootView.addGestureRecognizer(tap)
            world.tap(view)
            let order = world.lines.filter { $0 == "tapped" || $0 == "-[Target touchesCancelled:withEvent:]" }
            #expect(
                order
                    == (actionFirst
                        ? ["tapped", "-[Target touchesCancelled:withEvent:]"]
                        : ["-[Target touchesCancelled:withEvent:]", "tapped"]))
        }
    }

    @Test func disablingARecognizerMidGestureCancelsIt() {
        let (world, view) = world()
        let log = ActionLog()
        let pan = log.recognizer(UIPanGestureRecognizer(), "Pan", on: view)
        world.down(1, CGPoint(x: 100, y: 100))
        world.move(1, CGPoint(x: 130, y: 100))
        pan.isEnabled = false
        #expect(log.entries.map(\.state) == [.began, .cancelled])
        world.move(1, CGPoint(x: 160, y: 100))
        world.up(1, CGPoint(x: 160, y: 100))
        #expect(log.entries.count == 2)
        #expect(pan.state == .possible)
    }

    @Test func illegalTransitionsAreRefusedAndRecorded() {
        final class Broken: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
        }
        let (world, view) = world()
        view.addGestureRecognizer(Broken())
        world.tap(CGPoint(x: 10, y: 10))
        #expect(world.lines.contains("ignored: Broken: illegal transition possible → changed refused"))
        // It stays undecided, so its delaysTouchesEnded holds the end back 0.15 s.
        #expect(view.phases == [.began])
        world.wait(0.2)
        #expect(view.phases == [.began, .ended])
    }

    @Test func aHeldBeganThrownAwayByAnInterruptionSaysSo() {
        let (world, view) = world()
        let pan = UIPanGestureRecognizer()
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)
        world.down(1, CGPoint(x: 100, y: 100))
        world.app.handle(.interruption(timestamp: 1))
        #expect(view.received.isEmpty)
        #expect(
            world.lines.contains(
                "touchesBegan:withEvent: discarded for Target: the touch was cancelled before its began was delivered"))
        #expect(!world.lines.contains { $0.contains("cancelled by a recognizer") })
    }

    @Test func recognizersDoNotCareAboutMultipleOrExclusiveTouch() {
        let world = TouchWorld()
        let view = SpyView("Single", CGRect(0, 0, 400, 600))
        view.isExclusiveTouch = true
        world.rootView.addSubview(view)
        let log = ActionLog()
        _ = log.recognizer(UIPinchGestureRecognizer(), "Pinch", on: view)
        pinchOpen(world)
        #expect(log.names.first == "Pinch")
    }
}

/// SPEC §7 controls and §8 scroll views.
@Suite struct ControlAndScrollTests {
    private final class EventRecorder: UIResponder {
        var events: [String] = []
        func watch(_ control: UIControl) {
            for (event, name) in UIControl.Event.named {
                let action = Selector(name)
                handleAction(action) { [unowned self] _, _ in self.events.append(name) }
                control.addTarget(self, action: action, for: event)
            }
        }
    }

    @Test func dragExitEnterAndUpOutsideUseTheGrownBounds() {
        let world = TouchWorld()
        let button = UIButton(frame: CGRect(100, 100, 100, 50))
        world.rootView.addSubview(button)
        let recorder = EventRecorder()
        recorder.watch(button)
        world.down(1, CGPoint(x: 150, y: 125))
        #expect(button.isHighlighted && button.isTracking)
        world.move(1, CGPoint(x: 150, y: 200))  // 50 pt below: still "inside" (70 pt margin)
        world.move(1, CGPoint(x: 150, y: 300))  // outside
        #expect(!button.isHighlighted)
        world.move(1, CGPoint(x: 150, y: 180))  // back
        world.move(1, CGPoint(x: 150, y: 400))
        world.up(1, CGPoint(x: 150, y: 400))
        #expect(
            recorder.events == [
                "touchDown", "touchDragInside", "touchDragOutside", "touchDragExit",
                "touchDragInside", "touchDragEnter", "touchDragOutside", "touchDragExit",
                "touchUpOutside",
            ])
        recorder.events.removeAll()
        world.wait(1)
        world.down(1, CGPoint(x: 150, y: 125))
        world.up(1, CGPoint(x: 150, y: 210))  // lifted 60 pt below: still up-inside (C3)
        #expect(recorder.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func quickSecondTapSendsTouchDownRepeat() {
        let world = TouchWorld()
        let button = UIButton(frame: CGRect(100, 100, 100, 50))
        world.rootView.addSubview(button)
        let recorder = EventRecorder()
        recorder.watch(button)
        world.tap(button)
        world.tap(button)
        #expect(recorder.events.filter { $0.hasPrefix("touchDown") } == ["touchDown", "touchDown", "touchDownRepeat"])
    }

    @Test func switchAndSliderSendValueChanged() {
        let world = TouchWorld()
        let toggle = UISwitch(frame: CGRect(20, 20, 0, 0))
        let slider = UISlider(frame: CGRect(20, 100, 200, 30))
        world.rootView.addSubview(toggle); world.rootView.addSubview(slider)
        let recorder = EventRecorder()
        recorder.watch(toggle)
        world.tap(toggle)
        #expect(toggle.isOn)
        #expect(recorder.events.contains("valueChanged"))
        // The thumb (31 pt) starts at the left end; dragging its centre by half the
        // travel (200 − 31 pt) sets the middle value.
        world.down(1, CGPoint(x: 35.5, y: 115))
        world.move(1, CGPoint(x: 120, y: 115))
        world.up(1, CGPoint(x: 120, y: 115))
        #expect(abs(slider.value - 0.5) < 1e-6)
    }

    @Test func sliderRefusesAnAncestorsPanSoDraggingItDoesNotScroll() {
        let world = TouchWorld()
        let scroll = UIScrollView(frame: CGRect(0, 0, 400, 600))
        scroll.contentSize = CGSize(width: 1200, height: 600)
        let slider = UISlider(frame: CGRect(50, 100, 300, 30))
        slider.value = 0.5  // the thumb is in the middle, under the finger (SPEC G11)
        world.rootView.addSubview(scroll); scroll.addSubview(slider)
        world.down(1, CGPoint(x: 200, y: 115))
        world.wait(0.2)
        for step in 1...5 { world.move(1, CGPoint(x: 200 - 20 * step, y: 115)) }
        world.up(1, CGPoint(x: 100, y: 115))
        #expect(scroll.contentOffset == .zero)
        #expect(slider.value < 0.5)
    }

    private final class Actions: UIResponder {
        var log: [String] = []
        let tag: String
        init(_ tag: String, handles: [Selector]) {
            self.tag = tag
            super.init()
            for action in handles { handleAction(action) { [unowned self] _, _ in self.log.append("\(self.tag).\(action.name)") } }
        }
    }

    @Test func nilTargetActionReachesTheControllerThenTheAppDelegate() {
        final class Controller: UIViewController {
            var saved = 0
            override init() {
                super.init()
                handleAction("save") { [unowned self] _, _ in self.saved += 1 }
            }
        }
        final class Delegate: UIResponder, UIApplicationDelegate {
            var saved = 0
            override init() {
                super.init()
                handleAction("save") { [unowned self] _, _ in self.saved += 1 }
                handleAction("quit") { [unowned self] _, _ in self.saved += 100 }
            }
        }
        let controller = Controller()
        let world = TouchWorld(root: controller)
        let delegate = Delegate()
        world.app.delegate = delegate
        let button = UIButton(frame: CGRect(10, 10, 100, 40))
        world.rootView.addSubview(button)
        button.addTarget(nil, action: "save", for: .touchUpInside)
        button.addTarget(nil, action: "quit", for: .touchUpInside)
        world.tap(button)
        #expect(controller.saved == 1)
        #expect(delegate.saved == 100)
        #expect(
            world.lines.contains {
                $0.hasPrefix("-[UIApplication sendAction:to:from:forEvent:] save to nil from UIButton") && $0.hasSuffix("→ YES")
            })
        // Nobody implements it: sendAction says NO and the trace says where the search
        // ended, at the app delegate (SPEC R3).
        button.addTarget(nil, action: "nobody", for: .touchUpInside)
        world.tap(button)
        #expect(world.lines.contains("nobody dropped: nobody after Delegate in the responder chain"))
    }

    @Test func nilTargetActionStartsAtTheFirstResponderEvenInAnotherBranch() {
        final class Field: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let world = TouchWorld()
        let field = Field(frame: CGRect(200, 10, 100, 40))
        field.name = "Field"
        var handledBy: [String] = []
        field.handleAction(.paste) { _, _ in handledBy.append("Field") }
        world.controller.handleAction(.paste) { _, _ in handledBy.append("Controller") }
        let button = UIButton(frame: CGRect(10, 10, 100, 40))
        world.rootView.addSubview(field); world.rootView.addSubview(button)
        button.addTarget(nil, action: .paste, for: .touchUpInside)
        #expect(field.becomeFirstResponder())
        world.tap(button)
        #expect(handledBy == ["Field"])
        // canPerformAction can refuse, passing the message on (SPEC F3).
        final class Refusing: UIView {
            override var canBecomeFirstResponder: Bool { true }
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
        }
        let refusing = Refusing(frame: CGRect(0, 0, 10, 10))
        refusing.handleAction(.paste) { _, _ in handledBy.append("Refusing") }
        world.rootView.addSubview(refusing)
        #expect(refusing.becomeFirstResponder())
        world.tap(button)
        #expect(handledBy == ["Field", "Controller"])
    }

    @Test func scrollViewDelaysContentTouchesAndScrollingHidesThem() {
        let world = TouchWorld()
        let scroll = UIScrollView(frame: CGRect(0, 0, 400, 600))
        scroll.contentSize = CGSize(width: 400, height: 2000)
        let content = SpyView("Content", CGRect(0, 0, 400, 2000))
        world.rootView.addSubview(scroll); scroll.addSubview(content)
        // S2: scrolling within the delay: the content never sees the touch.
        world.down(1, CGPoint(x: 200, y: 400))
        for step in 1...5 { world.move(1, CGPoint(x: 200, y: 400 - 20 * step)) }
        world.up(1, CGPoint(x: 200, y: 300))
        #expect(content.received.isEmpty)
        #expect(scroll.contentOffset.y > 50)
        // S1: a quick tap: began and ended arrive together when the finger lifts.
        world.wait(1)
        world.tap(CGPoint(x: 200, y: 300), hold: 0.05)
        #expect(content.phases == [.began, .ended])
        // S4: content already tracking (after 0.15 s) is cancelled when the drag scrolls.
        content.received.removeAll()
        world.wait(1)
        world.down(1, CGPoint(x: 200, y: 400))
        world.wait(0.2)
        #expect(content.phases == [.began])
        for step in 1...5 { world.move(1, CGPoint(x: 200, y: 400 - 20 * step)) }
        world.up(1, CGPoint(x: 200, y: 300))
        #expect(content.phases.first == .began && content.phases.last == .cancelled)
    }

    @Test func scrollViewCannotCancelAControlSoItDoesNotScroll() {
        let world = TouchWorld()
        let scroll = UIScrollView(frame: CGRect(0, 0, 400, 600))
        scroll.contentSize = CGSize(width: 400, height: 2000)
        let button = UIButton(frame: CGRect(0, 300, 400, 200))
        world.rootView.addSubview(scroll); scroll.addSubview(button)
        let recorder = EventRecorder()
        recorder.watch(button)
        world.down(1, CGPoint(x: 200, y: 400))
        world.wait(0.2)
        for step in 1...5 { world.move(1, CGPoint(x: 200, y: 400 - 10 * step)) }
        world.up(1, CGPoint(x: 200, y: 350))
        #expect(scroll.contentOffset == .zero)
        #expect(recorder.events.last == "primaryActionTriggered")
        #expect(scroll.touchesShouldCancel(in: UIView()) == true)
    }

    @Test func canCancelContentTouchesOffKeepsTrackingContentFromScrolling() {
        let world = TouchWorld()
        let scroll = UIScrollView(frame: CGRect(0, 0, 400, 600))
        scroll.contentSize = CGSize(width: 400, height: 2000)
        scroll.canCancelContentTouches = false
        let content = SpyView("Content", CGRect(0, 0, 400, 2000))
        world.rootView.addSubview(scroll); scroll.addSubview(content)
        world.down(1, CGPoint(x: 200, y: 400))
        world.wait(0.2)
        for step in 1...5 { world.move(1, CGPoint(x: 200, y: 400 - 20 * step)) }
        world.up(1, CGPoint(x: 200, y: 300))
        #expect(scroll.contentOffset == .zero)
        #expect(content.phases.first == .began && content.phases.last == .ended)
    }

    @Test func touchesShouldBeginCanRefuseContentTouches() {
        final class Picky: UIScrollView {
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
                view.traceName != "Refused"
            }
        }
        let world = TouchWorld()
        let scroll = Picky(frame: CGRect(0, 0, 400, 600))
        let refused = SpyView("Refused", CGRect(0, 0, 400, 100))
        let accepted = SpyView("Accepted", CGRect(0, 200, 400, 100))
        world.rootView.addSubview(scroll); scroll.addSubview(refused); scroll.addSubview(accepted)
        world.tap(refused)
        world.wait(1)
        world.tap(accepted)
        #expect(refused.received.isEmpty)
        #expect(accepted.phases == [.began, .ended])
        #expect(world.lines.contains { $0.contains("touchesShouldBegin(_:with:in:) returned false") })
    }

    @Test func targetActionBookkeeping() {
        let button = UIButton(frame: .zero)
        let target = UIResponder()
        button.addTarget(target, action: "a", for: .touchUpInside)
        button.addTarget(target, action: "b", for: [.touchDown, .touchUpInside])
        button.addTarget(nil, action: "c", for: .valueChanged)
        #expect(button.allTargets.count == 1)
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["a", "b"])
        #expect(button.actions(forTarget: nil, forControlEvent: .valueChanged) == ["c"])
        #expect(button.allControlEvents == [.touchUpInside, .touchDown, .valueChanged])
        button.removeTarget(target, action: "a", for: .touchUpInside)
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["b"])
    }
}

/// SPEC §9: the first responder, motion and remote control.
@Suite struct FirstResponderTests {
    final class Player: UIViewController {
        var commands: [UIEvent.EventSubtype] = []
        var motions: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func remoteControlReceived(with event: UIEvent?) { commands.append(event!.subtype) }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions.append("ended \(motion)") }
    }

    @Test func remoteControlReachesTheFirstResponder() {
        let player = Player()
        let world = TouchWorld(root: player)
        #expect(player.becomeFirstResponder())
        #expect(player.isFirstResponder)
        world.app.handle(.remoteControl(.remoteControlPlay, timestamp: 1))
        world.app.handle(.remoteControl(.remoteControlNextTrack, timestamp: 2))
        #expect(player.commands == [.remoteControlPlay, .remoteControlNextTrack])
    }

    @Test func shakeTravelsTheChainFromTheFirstResponder() {
        final class Field: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let player = Player()
        player.name = "Player"
        let world = TouchWorld(root: player)
        let field = Field(frame: CGRect(0, 0, 100, 40))
        field.name = "Field"
        world.rootView.addSubview(field)
        #expect(field.becomeFirstResponder())
        world.app.handle(.shake(timestamp: 1))
        #expect(player.motions == ["ended motionShake"])
        let lines = world.lines
        #expect(lines.contains("-[Field motionBegan:withEvent:]"))
        #expect(lines.contains("-[UIView motionBegan:withEvent:]"))
        #expect(lines.contains("-[Player motionBegan:withEvent:]"))
        #expect(lines.contains("motionBegan:withEvent: dropped: nobody after UIApplication in the responder chain"))
    }

    @Test func becomingFirstResponderNeedsAWindowAndTheCurrentOneToResign() {
        final class Stubborn: UIView {
            override var canBecomeFirstResponder: Bool { true }
            override var canResignFirstResponder: Bool { false }
        }
        final class Eager: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let world = TouchWorld()
        let offscreen = Eager(frame: .zero)
        #expect(!offscreen.becomeFirstResponder())
        let plain = UIView(frame: .zero)
        world.rootView.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        let stubborn = Stubborn(frame: .zero), eager = Eager(frame: .zero)
        world.rootView.addSubview(stubborn); world.rootView.addSubview(eager)
        #expect(stubborn.becomeFirstResponder())
        #expect(!eager.becomeFirstResponder())
        #expect(stubborn.isFirstResponder)
    }
}
