import Foundation
import Testing

@testable import TouchCore

/// Phases held back from the view while recognizers decide, and what closes them
/// (SPEC G4, G6, G9, G1, T7): the dispatcher's withheld-phase rules, on the virtual clock.
@Suite struct WithheldPhaseTests {
    /// The guide's mode of the G4 switch: a withheld end waits for the decision.
    private static var documented: FidelityOptions {
        var fidelity = FidelityOptions()
        fidelity.withheldEndedRelease = .whenRecognizersDecide
        return fidelity
    }

    /// Two views, Left and Right, under Parent with a two-finger tap; the log lists
    /// their touch calls with the clock's time.
    private func twoViews(_ fidelity: FidelityOptions) -> (TouchWorld, SpyView, SpyView, UITapGestureRecognizer, Log) {
        let world = TouchWorld(fidelity: fidelity)
        let parent = SpyView("Parent", CGRect(0, 0, 400, 400))
        world.rootView.addSubview(parent)
        let left = SpyView("Left", CGRect(0, 0, 200, 400), behaviour: .consume)
        let right = SpyView("Right", CGRect(200, 0, 200, 400), behaviour: .consume)
        parent.addSubview(left)
        parent.addSubview(right)
        let tap = UITapGestureRecognizer()
        tap.name = "TwoFingerTap"
        tap.numberOfTouchesRequired = 2
        parent.addGestureRecognizer(tap)
        let log = Log()
        for view in [left, right] { view.log = { log.lines.append("\($0)@\(world.app.clock.now)") } }
        return (world, left, right, tap, log)
    }

    final class Log { var lines: [String] = [] }

    @Test(arguments: [false, true])
    func aWithheldEndGoesOutInTheEventInWhichTheLastRecognizerFails(documentedMode: Bool) {
        // SPEC G4: Left's finger lifts while the two-finger tap is deciding; the second
        // finger then moves too far and the tap fails. Left's touchesEnded is delivered
        // in that very event (t = 0.064), before Right's moved — not at a timer, and in
        // the guide's mode not never.
        let (world, _, _, tap, log) = twoViews(documentedMode ? Self.documented : FidelityOptions())
        world.down(1, CGPoint(x: 100, y: 100))
        world.down(2, CGPoint(x: 300, y: 100))
        world.up(1, CGPoint(x: 100, y: 100))
        #expect(log.lines == ["Left.began@0.016", "Right.began@0.032"])
        world.move(2, CGPoint(x: 340, y: 100))
        #expect(tap.state == .failed)
        #expect(log.lines == ["Left.began@0.016", "Right.began@0.032", "Left.ended@0.064", "Right.moved@0.064"])
        world.up(2, CGPoint(x: 340, y: 100))
        world.wait(1)
        #expect(log.lines.suffix(1) == ["Right.ended@0.08"])
        let text = world.lines
        let release = text.firstIndex(of: "touchesEnded:withEvent: released to Left: recognizers decided")
        let heading = text.firstIndex(of: "@0.064 touch #2 moved at (340, 100)")
        #expect(release != nil && heading != nil && release! > heading!)
    }

    @Test func aWithheldEndIsCancelledWhenTheRecognizerRecognizes() {
        // SPEC G4 (guide's mode): the second finger lifts, the two-finger tap recognizes,
        // and both views get touchesCancelled — Left for its finger that lifted first.
        let (world, left, right, tap, log) = twoViews(Self.documented)
        var fired = 0
        tap.addHandler { _ in fired += 1 }
        world.down(1, CGPoint(x: 100, y: 100))
        world.down(2, CGPoint(x: 300, y: 100))
        world.up(1, CGPoint(x: 100, y: 100))
        world.up(2, CGPoint(x: 300, y: 100))
        world.wait(1)
        #expect(fired == 1)
        #expect(log.lines == ["Left.began@0.016", "Right.began@0.032", "Left.cancelled@0.064", "Right.cancelled@0.064"])
        #expect(left.phases == [.began, .cancelled])
        #expect(right.phases == [.began, .cancelled])
    }

    @Test func appleDoubleTapSequenceWithDelaysTouchesEnded() {
        // Apple (UIGestureRecognizer.delaysTouchesEnded; SPEC G4): a view with a double-tap
        // recognizer gets began, began, cancelled, cancelled — the first tap's withheld
        // end is cancelled when the double tap recognizes.
        for fidelity in [Self.documented, FidelityOptions()] {
            let world = TouchWorld(fidelity: fidelity)
            let view = SpyView("Card", CGRect(0, 0, 400, 400), behaviour: .consume)
            world.rootView.addSubview(view)
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            view.addGestureRecognizer(double)
            // A quick double tap: the second finger lifts within 0.15 s of the first.
            world.down(1, CGPoint(x: 50, y: 50))
            world.up(1, CGPoint(x: 50, y: 50), after: 0.03)
            world.down(1, CGPoint(x: 50, y: 50), after: 0.03)
            world.up(1, CGPoint(x: 50, y: 50), after: 0.03)
            world.wait(1)
            #expect(view.phases == [.began, .began, .cancelled, .cancelled])
            #expect(view.received.map(\.1) == [1, 1, 1, 1])
        }
    }

    @Test func appleDoubleTapSequenceWithoutDelaysTouchesEnded() {
        // Apple: with delaysTouchesEnded = false the view gets began, ended, began, cancelled.
        let world = TouchWorld(fidelity: Self.documented)
        let view = SpyView("Card", CGRect(0, 0, 400, 400), behaviour: .consume)
        world.rootView.addSubview(view)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        view.addGestureRecognizer(double)
        world.tap(CGPoint(x: 50, y: 50))
        world.tap(CGPoint(x: 50, y: 50))
        world.wait(1)
        #expect(view.phases == [.began, .ended, .began, .cancelled])
    }

    @Test func aSingleTapWaitingForTheDoubleTapStillReceivesTheSecondTouch() {
        // SPEC G1, G9: recognizers are collected per touch, so the single tap waiting for
        // the double tap to fail gets the second touch too, and fails when the double
        // tap recognizes with it.
        let world = TouchWorld()
        let view = SpyView("Card", CGRect(0, 0, 400, 400), behaviour: .consume)
        world.rootView.addSubview(view)
        let double = UITapGestureRecognizer(), single = UITapGestureRecognizer()
        double.name = "DoubleTap"
        single.name = "SingleTap"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(double)
        view.addGestureRecognizer(single)
        var singles = 0, doubles = 0
        single.addHandler { _ in singles += 1 }
        double.addHandler { _ in doubles += 1 }
        world.tap(CGPoint(x: 50, y: 50))
        world.tap(CGPoint(x: 50, y: 50))
        world.wait(1)
        #expect(doubles == 1 && singles == 0)
        let lines = world.lines
        #expect(lines.contains("touch #2 collects recognizers: DoubleTap, SingleTap"))
        let secondBegan = lines.lastIndex(of: "-[SingleTap touchesBegan:withEvent:]")
        let failed = lines.firstIndex(of: "SingleTap: possible → failed (DoubleTap it requires to fail recognized)")
        #expect(
            secondBegan != nil && failed != nil
                && secondBegan! > lines.firstIndex(of: "touch #2 collects recognizers: DoubleTap, SingleTap")!)
        #expect(failed! > secondBegan!)
    }

    @Test func twoFingersInOneFrameOnASingleTouchViewGiveItOne() {
        // SPEC T7: also when both fingers land in the same input frame, a view without
        // multiple touch receives only one of them; recognizers still see both.
        let world = TouchWorld()
        let view = SpyView("Single", CGRect(0, 0, 400, 400))
        world.rootView.addSubview(view)
        let pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        world.frame([
            TouchSample(finger: 1, phase: .down, location: CGPoint(x: 10, y: 10)),
            TouchSample(finger: 2, phase: .down, location: CGPoint(x: 50, y: 50)),
        ])
        world.frame([
            TouchSample(finger: 1, phase: .up, location: CGPoint(x: 10, y: 10)),
            TouchSample(finger: 2, phase: .up, location: CGPoint(x: 50, y: 50)),
        ])
        #expect(view.received.map(\.1) == [1, 1])
        #expect(view.phases == [.began, .ended])
        #expect(pinch.state == .possible)
        #expect(
            world.lines.contains(
                "touchesBegan:withEvent: withheld for Single: isMultipleTouchEnabled is false and the view already has a touch"))
        #expect(world.lines.contains { $0.hasPrefix("-[UIPinchGestureRecognizer touchesBegan:withEvent:] {#1, #2}") })
    }

    @Test func whatATimerTriggersIsHeadedWithItsTime() {
        // SPEC §11: a released withheld end, a multi-tap timeout, a long press beginning —
        // each appears under an `@time timer:` heading, so the delay is readable.
        let world = TouchWorld()
        let view = SpyView("Card", CGRect(0, 0, 400, 400), behaviour: .consume)
        world.rootView.addSubview(view)
        let double = UITapGestureRecognizer()
        double.name = "DoubleTap"
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        let press = UILongPressGestureRecognizer()
        press.name = "Press"
        press.cancelsTouchesInView = false
        world.rootView.addGestureRecognizer(press)
        world.tap(CGPoint(x: 50, y: 50))  // up at 0.066
        world.wait(1)
        world.down(1, CGPoint(x: 50, y: 50))  // at 1.082
        world.wait(1)
        let lines = world.lines
        let release = try? #require(
            lines.firstIndex(of: "@0.216 timer: 0.15 s after touch #1 lifted, devices release its withheld touchesEnded"))
        #expect(release.map { lines[$0 + 1] } == "touchesEnded:withEvent: released to Card: released after 0.15s as on devices")
        let timeout = try? #require(
            lines.firstIndex(of: "@0.366 timer: DoubleTap waited 0.3 s for the next tap (maximum interval between taps)"))
        #expect(timeout.map { lines[$0 + 1] } == "DoubleTap: possible → failed")
        let pressed = try? #require(lines.firstIndex(of: "@1.582 timer: Press's finger stayed down 0.5 s (minimumPressDuration)"))
        #expect(pressed.map { lines[$0 + 1] } == "Press: possible → began")
        // A timer that changes nothing leaves no heading: the double tap's duration timer
        // for the second touch fires at 1.832, after the long press made it fail.
        #expect(lines.filter { $0.contains(" timer: ") }.count == 3)
    }
}
