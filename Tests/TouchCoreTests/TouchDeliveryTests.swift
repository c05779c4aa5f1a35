import Foundation
import Testing

@testable import TouchCore

/// SPEC §4 (touches and events) and §2 (windows).
@Suite struct TouchDeliveryTests {
    @Test func draggingAViewWithTouchesMovedAndPreviousLocation() {
        // Seed 000 / 002: MovedView translates its transform by location − previousLocation.
        final class MovedView: UIView {
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                guard let touch = touches.first else { return }
                let current = touch.location(in: self), previous = touch.previousLocation(in: self)
                transform = transform.translatedBy(x: current.x - previous.x, y: current.y - previous.y)
            }
        }
        let world = TouchWorld()
        let moved = MovedView(frame: CGRect(100, 100, 100, 100))
        world.rootView.addSubview(moved)
        world.down(1, CGPoint(x: 150, y: 150))
        for step in 1...5 { world.move(1, CGPoint(x: 150 + 10 * step, y: 150 + 6 * step)) }
        world.up(1, CGPoint(x: 200, y: 180))
        #expect(moved.frame == CGRect(150, 130, 100, 100))
        // The finger stayed over the same point of the view throughout.
        #expect(moved.convert(CGPoint(x: 200, y: 180), from: nil) == CGPoint(x: 50, y: 50))
    }

    @Test func twoFingersTogetherArriveInOneCallOneAfterTheOtherInTwo() {
        // Seed 000: "If two fingers touch a view at once, touchesBegan is called once with 2 touches".
        let world = TouchWorld()
        let view = SpyView("Multi", CGRect(0, 0, 400, 400))
        view.isMultipleTouchEnabled = true
        world.rootView.addSubview(view)
        world.frame([
            TouchSample(finger: 1, phase: .down, location: CGPoint(x: 10, y: 10)),
            TouchSample(finger: 2, phase: .down, location: CGPoint(x: 50, y: 50)),
        ])
        world.frame([
            TouchSample(finger: 1, phase: .up, location: CGPoint(x: 10, y: 10)),
            TouchSample(finger: 2, phase: .up, location: CGPoint(x: 50, y: 50)),
        ])
        #expect(view.received.map(\.1) == [2, 2])
        #expect(world.lines.contains("-[Multi touchesBegan:withEvent:] {#1, #2}"))
        view.received.removeAll()
        world.down(1, CGPoint(x: 10, y: 10))
        world.down(2, CGPoint(x: 50, y: 50))
        world.up(1, CGPoint(x: 10, y: 10))
        world.up(2, CGPoint(x: 50, y: 50))
        #expect(view.received.map(\.0) == [.began, .began, .ended, .ended])
        #expect(view.received.map(\.1) == [1, 1, 1, 1])
    }

    @Test func touchesArgumentHoldsOnlyChangedTouchesAndTheEventHoldsAll() {
        final class Counter: UIView {
            var lastFingerLifted: [Bool] = []
            var stationaryInEvent: [Int] = []
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                // SPEC T2: the canonical "last finger lifted" check.
                lastFingerLifted.append(touches.count == event?.touches(for: self)?.count)
            }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                stationaryInEvent.append(event?.allTouches?.filter { $0.phase == .stationary }.count ?? -1)
            }
        }
        let world = TouchWorld()
        let view = Counter(frame: CGRect(0, 0, 400, 400))
        view.isMultipleTouchEnabled = true
        world.rootView.addSubview(view)
        world.down(1, CGPoint(x: 10, y: 10))
        world.down(2, CGPoint(x: 50, y: 50))
        world.move(1, CGPoint(x: 20, y: 20))
        world.up(1, CGPoint(x: 20, y: 20))
        world.up(2, CGPoint(x: 50, y: 50))
        #expect(view.stationaryInEvent == [1])
        #expect(view.lastFingerLifted == [false, true])
    }

    @Test func touchesOfOneEventOnDifferentViewsGiveOneCallPerView() {
        let world = TouchWorld()
        let left = SpyView("Left", CGRect(0, 0, 200, 400))
        let right = SpyView("Right", CGRect(200, 0, 200, 400))
        world.rootView.addSubview(left); world.rootView.addSubview(right)
        world.frame([
            TouchSample(finger: 1, phase: .down, location: CGPoint(x: 10, y: 10)),
            TouchSample(finger: 2, phase: .down, location: CGPoint(x: 300, y: 10)),
        ])
        #expect(left.received.map(\.1) == [1])
        #expect(right.received.map(\.1) == [1])
    }

    @Test func aViewWithoutMultipleTouchGetsOnlyTheFirstFingerAndTheSecondIsNotRerouted() {
        // SPEC T7: the second finger is simply never delivered to it.
        let world = TouchWorld()
        let single = SpyView("Single", CGRect(0, 0, 400, 400))
        let behind = SpyView("Behind", CGRect(0, 0, 400, 800))
        world.rootView.addSubview(behind); behind.addSubview(single)
        world.down(1, CGPoint(x: 10, y: 10))
        world.down(2, CGPoint(x: 50, y: 50))
        world.up(2, CGPoint(x: 50, y: 50))
        world.up(1, CGPoint(x: 10, y: 10))
        #expect(single.received.map(\.0) == [.began, .ended])
        #expect(single.received.allSatisfy { $0.1 == 1 })
        // Behind gets the first finger only through forwarding, never the second.
        #expect(behind.received.count == 2)
        #expect(
            world.lines.contains(
                "touchesBegan:withEvent: withheld for Single: isMultipleTouchEnabled is false and the view already has a touch"))
        // Once the first finger is gone the view takes a new touch again.
        world.tap(CGPoint(x: 10, y: 10))
        #expect(single.received.count == 4)
    }

    @Test func exclusiveTouchBlocksOtherViewsAndIsBlockedByThem() {
        let world = TouchWorld()
        let exclusive = SpyView("Exclusive", CGRect(0, 0, 200, 200))
        exclusive.isExclusiveTouch = true
        let other = SpyView("Other", CGRect(200, 0, 200, 200))
        world.rootView.addSubview(exclusive); world.rootView.addSubview(other)
        // While the exclusive view tracks a touch, the other view gets nothing.
        world.down(1, CGPoint(x: 10, y: 10))
        world.down(2, CGPoint(x: 300, y: 10))
        world.up(2, CGPoint(x: 300, y: 10))
        world.up(1, CGPoint(x: 10, y: 10))
        #expect(other.received.isEmpty)
        #expect(exclusive.phases == [.began, .ended])
        // While another view tracks a touch, the exclusive view gets nothing.
        world.down(1, CGPoint(x: 300, y: 10))
        world.down(2, CGPoint(x: 10, y: 10))
        world.up(2, CGPoint(x: 10, y: 10))
        world.up(1, CGPoint(x: 300, y: 10))
        #expect(exclusive.phases == [.began, .ended])
        #expect(other.phases == [.began, .ended])
    }

    @Test func interruptionCancelsEveryActiveTouchOnceInEveryReceiver() {
        let world = TouchWorld()
        let left = SpyView("Left", CGRect(0, 0, 200, 400))
        let right = SpyView("Right", CGRect(200, 0, 200, 400))
        right.isMultipleTouchEnabled = true
        world.rootView.addSubview(left); world.rootView.addSubview(right)
        world.down(1, CGPoint(x: 10, y: 10))
        world.down(2, CGPoint(x: 300, y: 10))
        world.down(3, CGPoint(x: 350, y: 10))
        world.app.handle(.interruption(timestamp: 1))
        #expect(left.phases == [.began, .cancelled])
        #expect(right.phases == [.began, .began, .cancelled])
        #expect(right.received.last?.1 == 2)
        // Lifting the fingers afterwards delivers nothing more.
        world.up(1, CGPoint(x: 10, y: 10))
        #expect(left.phases == [.began, .cancelled])
        #expect(world.app.activeTouches.isEmpty)
    }

    @Test func tapCountCountsQuickTapsNearbyOnTheSameView() {
        final class TapCounter: UIView {
            var counts: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                counts.append(touches.first!.tapCount)
            }
        }
        let world = TouchWorld()
        let view = TapCounter(frame: CGRect(0, 0, 400, 400))
        world.rootView.addSubview(view)
        world.tap(CGPoint(x: 100, y: 100))
        world.tap(CGPoint(x: 110, y: 105))  // quick and near: 2
        world.tap(CGPoint(x: 112, y: 100))  // 3
        world.wait(1)
        world.tap(CGPoint(x: 100, y: 100))  // too late: 1
        world.tap(CGPoint(x: 300, y: 300))  // too far: 1
        #expect(view.counts == [1, 2, 3, 1, 1])
    }

    @Test func locationInAnyViewAndInTheWindow() {
        let world = TouchWorld()
        let outer = SpyView("Outer", CGRect(100, 100, 200, 200))
        let inner = SpyView("Inner", CGRect(50, 50, 50, 50))
        world.rootView.addSubview(outer); outer.addSubview(inner)
        var seen: [CGPoint] = []
        final class Probe: UIView {
            var onBegan: ((UITouch) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan?(touches.first!) }
        }
        let probe = Probe(frame: CGRect(0, 0, 10, 10))
        inner.addSubview(probe)
        probe.onBegan = { touch in
            seen = [touch.location(in: nil), touch.location(in: outer), touch.location(in: inner), touch.location(in: probe)]
        }
        world.tap(CGPoint(x: 155, y: 156))
        #expect(seen == [CGPoint(x: 155, y: 156), CGPoint(x: 55, y: 56), CGPoint(x: 5, y: 6), CGPoint(x: 5, y: 6)])
    }

    @Test func forceAndRadiusComeFromTheInputWhenItHasThem() {
        final class Pressure: UIView {
            var seen: [(CGFloat, CGFloat, CGFloat)] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
            private func record(_ touches: Set<UITouch>) {
                let touch = touches.first!
                seen.append((touch.force, touch.maximumPossibleForce, touch.majorRadius))
            }
        }
        let world = TouchWorld()
        let view = Pressure(frame: CGRect(0, 0, 400, 400))
        world.rootView.addSubview(view)
        world.frame([TouchSample(finger: 1, phase: .down, location: CGPoint(x: 10, y: 10), force: 0.5, majorRadius: 12)])
        world.frame([TouchSample(finger: 1, phase: .move, location: CGPoint(x: 12, y: 10), force: 2)])
        world.down(2, CGPoint(x: 300, y: 300))  // an input without force: UIKit reports 0
        #expect(view.seen.map(\.0) == [0.5, 2])
        #expect(view.seen.map(\.2) == [12, 12])
        #expect(view.seen.allSatisfy { $0.1 >= $0.0 && $0.1 > 0 })
        #expect(world.app.activeTouches.last?.force == 0)
    }

    @Test func theFingerScriptFailsOnImpossibleSteps() {
        // A script that lifts a finger that is not down is a broken test, not input.
        let world = TouchWorld()
        withKnownIssue("the finger script refuses an up without a down") {
            world.up(3, CGPoint(x: 10, y: 10))
        }
        world.down(1, CGPoint(x: 10, y: 10))
        withKnownIssue("the finger script refuses a second down of the same finger") {
            world.down(1, CGPoint(x: 10, y: 10))
        }
    }

    @Test func malformedInputIsIgnoredAndRecorded() {
        let world = TouchWorld()
        let view = SpyView("View", CGRect(0, 0, 400, 400))
        world.rootView.addSubview(view)
        // The core's refusals, sent past the finger script (which would fail on them).
        func send(_ finger: Int, _ phase: TouchSample.Phase, _ point: CGPoint, at time: TimeInterval) {
            world.app.handle(.touches([TouchSample(finger: finger, phase: phase, location: point)], timestamp: time))
        }
        send(7, .up, CGPoint(x: 10, y: 10), at: 0.1)  // up without down
        send(1, .down, CGPoint(x: CGFloat.nan, y: 10), at: 0.2)  // NaN
        send(1, .down, CGPoint(x: 10, y: 10), at: 0.3)
        send(1, .down, CGPoint(x: 20, y: 20), at: 0.4)  // second down, same finger
        send(1, .up, CGPoint(x: 10, y: 10), at: 0.5)
        #expect(view.phases == [.began, .ended])
        #expect(
            world.refusals == [
                .fingerNotDown(finger: 7, .up), .locationNotANumber(finger: 1, .down), .fingerAlreadyDown(finger: 1),
            ])
    }

    @Test func removingAViewMidTouchCancelsItOnceAndDeliversNothingAfter() {
        let world = TouchWorld()
        let view = SpyView("Doomed", CGRect(0, 0, 200, 200))
        world.rootView.addSubview(view)
        world.down(1, CGPoint(x: 10, y: 10))
        view.removeFromSuperview()
        world.move(1, CGPoint(x: 20, y: 20))
        world.up(1, CGPoint(x: 20, y: 20))
        #expect(view.phases == [.began, .cancelled])
    }
}

/// SPEC §2: windows.
@Suite struct WindowTests {
    private func window(
        _ app: UIApplication, _ name: String, level: UIWindow.Level = .normal,
        frame: CGRect = CGRect(0, 0, 400, 800)
    ) -> (UIWindow, SpyView) {
        let window = UIWindow(frame: frame)
        window.name = name
        window.windowLevel = level
        app.addWindow(window)
        let spy = SpyView("\(name)Content", CGRect(origin: .zero, size: frame.size), behaviour: .consume)
        window.addSubview(spy)
        return (window, spy)
    }

    private func tap(_ app: UIApplication, _ point: CGPoint, at time: TimeInterval) {
        app.handle(.touches([TouchSample(finger: 1, phase: .down, location: point)], timestamp: time))
        app.handle(.touches([TouchSample(finger: 1, phase: .up, location: point)], timestamp: time + 0.05))
    }

    @Test func higherLevelThenMostRecentlyShownWindowIsTriedFirst() {
        let app = UIApplication()
        let (main, mainSpy) = window(app, "Main")
        let (alert, alertSpy) = window(app, "Alert", level: .alert, frame: CGRect(100, 100, 100, 100))
        let (later, laterSpy) = window(app, "Later")
        main.makeKeyAndVisible()
        alert.isHidden = false
        later.isHidden = false
        tap(app, CGPoint(x: 150, y: 150), at: 1)
        #expect(alertSpy.phases == [.began, .ended])
        tap(app, CGPoint(x: 10, y: 10), at: 2)
        #expect(laterSpy.phases == [.began, .ended])
        #expect(mainSpy.received.isEmpty)
        main.isHidden = true
        main.isHidden = false  // shown again: now the most recent at its level
        tap(app, CGPoint(x: 10, y: 10), at: 3)
        #expect(mainSpy.phases == [.began, .ended])
    }

    @Test func passThroughOverlayWindowFallsToTheWindowBelow() {
        final class PassThroughWindow: UIWindow {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let hit = super.hitTest(point, with: event)
                return hit === self ? nil : hit
            }
        }
        let app = UIApplication()
        let (main, mainSpy) = window(app, "Main")
        main.makeKeyAndVisible()
        let overlay = PassThroughWindow(frame: CGRect(0, 0, 400, 800))
        overlay.windowLevel = .statusBar
        app.addWindow(overlay)
        overlay.isHidden = false
        let badge = SpyView("Badge", CGRect(0, 0, 50, 50), behaviour: .consume)
        overlay.addSubview(badge)
        tap(app, CGPoint(x: 10, y: 10), at: 1)
        tap(app, CGPoint(x: 200, y: 200), at: 2)
        #expect(badge.phases == [.began, .ended])
        #expect(mainSpy.phases == [.began, .ended])
    }

    @Test func touchesGoToTheirWindowNotTheKeyWindow() {
        let app = UIApplication()
        let (left, leftSpy) = window(app, "Left", frame: CGRect(0, 0, 200, 800))
        let (right, rightSpy) = window(app, "Right", frame: CGRect(200, 0, 200, 800))
        left.makeKeyAndVisible()
        right.isHidden = false
        tap(app, CGPoint(x: 300, y: 10), at: 1)
        #expect(left.isKeyWindow)
        #expect(rightSpy.phases == [.began, .ended])
        #expect(leftSpy.received.isEmpty)
    }

    @Test func hiddenWindowsAreSkippedAndNewWindowsStartHidden() {
        let app = UIApplication()
        let (_, spy) = window(app, "Never")
        tap(app, CGPoint(x: 10, y: 10), at: 1)
        #expect(spy.received.isEmpty)
    }

    @Test func convertingPointsBetweenWindows() {
        let app = UIApplication()
        let (left, _) = window(app, "Left", frame: CGRect(0, 0, 200, 800))
        let (right, _) = window(app, "Right", frame: CGRect(200, 100, 200, 700))
        let inRight = UIView(frame: CGRect(10, 10, 50, 50))
        right.addSubview(inRight)
        let inLeft = UIView(frame: CGRect(20, 20, 50, 50))
        left.addSubview(inLeft)
        #expect(inRight.convert(CGPoint.zero, to: inLeft) == CGPoint(x: 190, y: 90))
        #expect(inLeft.convert(CGPoint(x: 190, y: 90), to: inRight) == .zero)
        #expect(inRight.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 10))
        #expect(inRight.convertToScreen(.zero) == CGPoint(x: 210, y: 110))
    }

    @Test func aWindowAcceptsSeveralTouchesWhateverItsMultipleTouchFlag() {
        // SPEC W3: the window itself is the hit view here, and its flag is false.
        final class RecordingWindow: UIWindow {
            var began: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began.append(touches.count) }
        }
        let app = UIApplication()
        let window = RecordingWindow(frame: CGRect(0, 0, 400, 800))
        app.addWindow(window)
        window.makeKeyAndVisible()
        #expect(!window.isMultipleTouchEnabled)
        app.handle(.touches([TouchSample(finger: 1, phase: .down, location: CGPoint(x: 10, y: 10))], timestamp: 1))
        app.handle(.touches([TouchSample(finger: 2, phase: .down, location: CGPoint(x: 20, y: 20))], timestamp: 2))
        #expect(window.began == [1, 1])
    }
}
