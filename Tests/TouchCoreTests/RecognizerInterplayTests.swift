import Foundation
import Testing

@testable import TouchCore

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
        #expect(world.refusals.map(TraceFormatter.describe) == ["Broken: illegal transition possible → changed refused"])
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
