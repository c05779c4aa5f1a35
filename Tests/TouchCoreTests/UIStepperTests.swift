import Foundation
import Testing

@testable import TouchCore

/// UIStepper (Apple: UIStepper): the − half decrements and the + half increments
/// `value` by `stepValue` as the finger comes down, pinned to the range unless it
/// `wraps`, sending `valueChanged`. Its default action is a single-finger single tap,
/// so it refuses an ancestor's recognizer for that gesture and no other (SPEC G11;
/// Apple: "Interacting with Other User Interface Controls").
@Suite struct UIStepperTests {
    /// A stepper at (100, 100): UIKit's fixed 94 × 32 pt, − on the left half, + on the right.
    private final class Scene {
        let world = TouchWorld()
        let page = UIView(frame: CGRect(0, 0, 400, 600))
        let stepper = UIStepper(frame: CGRect(100, 100, 10, 10))
        let events = ControlEventRecorder()
        let log = RecognizerStateLog()
        let minus = CGPoint(x: 120, y: 116)
        let plus = CGPoint(x: 175, y: 116)

        init() {
            page.name = "Page"
            stepper.name = "Stepper"
            world.rootView.addSubview(page)
            page.addSubview(stepper)
            events.watch(stepper)
        }

        func tap(_ point: CGPoint) {
            world.tap(point)
            world.wait(1)
        }
    }

    /// Apple: UIStepper.autorepeat (default true) — holding + or − keeps changing the
    /// value until the finger lifts; the timing (0.5 s, then every 0.1 s) is observed.
    @Test func holdingAHalfStepsAgainAfterADelayThenFasterUntilTheFingerLifts() {
        let scene = Scene()
        #expect(scene.stepper.autorepeat)
        scene.world.down(1, scene.plus)
        #expect(scene.stepper.value == 1)
        scene.world.wait(TouchConstants.stepperAutorepeatDelay - 0.01)
        #expect(scene.stepper.value == 1)
        scene.world.wait(0.01)
        #expect(scene.stepper.value == 2)
        scene.world.wait(3 * TouchConstants.stepperAutorepeatInterval)
        #expect(scene.stepper.value == 5)
        scene.world.up(1, scene.plus, after: 0)
        scene.world.wait(1)
        #expect(scene.stepper.value == 5)
        #expect(scene.events.events.filter { $0 == "valueChanged" }.count == 5)
        #expect(scene.world.lines.contains("@0.516 timer: Stepper still held after 0.5 s: autorepeat steps again"))
        // The − half repeats downwards the same way.
        scene.world.down(1, scene.minus)
        scene.world.wait(TouchConstants.stepperAutorepeatDelay + TouchConstants.stepperAutorepeatInterval)
        #expect(scene.stepper.value == 2)
    }

    @Test func withoutAutorepeatHoldingStepsOnce() {
        let scene = Scene()
        scene.stepper.autorepeat = false
        scene.world.down(1, scene.plus)
        scene.world.wait(2)
        scene.world.up(1, scene.plus, after: 0)
        #expect(scene.stepper.value == 1)
    }

    @Test func aFingerDraggedOffTheStepperPausesTheRepeats() {
        let scene = Scene()
        scene.world.down(1, scene.plus)
        scene.world.move(1, CGPoint(x: 380, y: 500))
        scene.world.wait(1)
        #expect(scene.stepper.value == 1)
        scene.world.move(1, scene.plus)
        scene.world.wait(TouchConstants.stepperAutorepeatInterval)
        #expect(scene.stepper.value == 2)
    }

    @Test func theStepperHasUIKitsFixedSizeAndDefaults() {
        let stepper = UIStepper(frame: CGRect(10, 20, 300, 300))
        #expect(stepper.frame == CGRect(10, 20, 94, 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1 && stepper.isContinuous && !stepper.wraps)
    }

    @Test func thePlusHalfIncrementsAndTheMinusHalfDecrementsAsTheFingerComesDown() {
        let scene = Scene()
        scene.world.down(1, scene.plus)
        #expect(scene.stepper.value == 1)
        #expect(scene.events.events == ["valueChanged", "primaryActionTriggered", "touchDown"])
        scene.world.up(1, scene.plus)
        scene.world.wait(1)
        scene.stepper.stepValue = 0.5
        scene.tap(scene.minus)
        #expect(scene.stepper.value == 0.5)
        #expect(scene.world.lines.contains("-[Stepper sendActionsForControlEvents:] valueChanged|primaryActionTriggered"))
    }

    @Test func theValueStaysInItsRangeUnlessTheStepperWraps() {
        let scene = Scene()
        scene.tap(scene.minus)
        #expect(scene.stepper.value == 0)
        #expect(!scene.events.events.contains("valueChanged"))
        scene.stepper.maximumValue = 2
        scene.stepper.value = 2
        scene.tap(scene.plus)
        #expect(scene.stepper.value == 2)
        scene.stepper.wraps = true
        scene.tap(scene.plus)
        #expect(scene.stepper.value == 0)
        scene.tap(scene.minus)
        #expect(scene.stepper.value == 2)
        // Set in code, the value is pinned to the range (Apple: UIStepper.value).
        scene.stepper.value = 50
        #expect(scene.stepper.value == 2)
    }

    @Test func aStepperThatIsNotContinuousSendsValueChangedAsTheFingerLifts() {
        let scene = Scene()
        scene.stepper.isContinuous = false
        scene.world.down(1, scene.plus)
        #expect(scene.stepper.value == 1)
        #expect(scene.events.events == ["touchDown"])
        scene.world.up(1, scene.plus)
        #expect(scene.events.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func anAncestorsSingleTapIsRefusedButNotItsDoubleTapOrPan() {
        let scene = Scene()
        scene.log.watch(UITapGestureRecognizer(), "PageTap", on: scene.page)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        scene.log.watch(double, "PageDoubleTap", on: scene.page)
        scene.log.watch(UIPanGestureRecognizer(), "PagePan", on: scene.page)
        scene.tap(scene.plus)
        #expect(!scene.log.fired("PageTap"))
        #expect(scene.world.lines.contains("PageTap: possible → failed (Stepper gestureRecognizerShouldBegin → NO)"))
        scene.world.tap(scene.plus)
        scene.world.tap(scene.plus)
        #expect(scene.log.states(of: "PageDoubleTap") == [.ended])
        scene.world.wait(1)
        scene.world.down(1, scene.plus)
        for step in 1...3 { scene.world.move(1, CGPoint(x: scene.plus.x - CGFloat(8 * step), y: scene.plus.y)) }
        scene.world.up(1, CGPoint(x: scene.plus.x - 24, y: scene.plus.y))
        #expect(scene.log.states(of: "PagePan").first == .began)
    }
}
