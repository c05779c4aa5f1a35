import Foundation
import Testing

@testable import TouchCore

/// UISegmentedControl (Apple: UISegmentedControl): equal segments side by side; lifting
/// the finger inside the control selects the segment under it and sends
/// `valueChanged` when the selection changes. Its default action is a single-finger
/// single tap, so it refuses an ancestor's recognizer for that gesture and no other
/// (SPEC G11; Apple: "Interacting with Other User Interface Controls").
@Suite struct UISegmentedControlTests {
    /// Three 100 pt segments from (50, 100).
    private final class Scene {
        let world = TouchWorld()
        let page = UIView(frame: CGRect(0, 0, 400, 600))
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        let events = ControlEventRecorder()
        let log = RecognizerStateLog()

        init() {
            page.name = "Page"
            segments.name = "Segments"
            segments.frame = CGRect(50, 100, 300, 32)
            world.rootView.addSubview(page)
            page.addSubview(segments)
            events.watch(segments)
        }

        /// The centre of segment `index` on the screen.
        func segment(_ index: Int) -> CGPoint { CGPoint(x: 100 + 100 * CGFloat(index), y: 116) }
    }

    @Test func segmentsAreBuiltFromItemsAndEdited() {
        let control = UISegmentedControl(items: ["A", "B"])
        #expect(control.numberOfSegments == 2)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.insertSegment(withTitle: "C", at: 1, animated: false)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["A", "C", "B"])
        control.setTitle("D", forSegmentAt: 2)
        control.selectedSegmentIndex = 2
        control.removeSegment(at: 0, animated: false)
        #expect((0..<2).map { control.titleForSegment(at: $0) } == ["C", "D"])
        // Removing segments keeps the selection on the same segment, or clears it.
        #expect(control.selectedSegmentIndex == 1)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl(frame: .zero).numberOfSegments == 0)
    }

    @Test func liftingOnASegmentSelectsIt() {
        let scene = Scene()
        scene.world.tap(scene.segment(2))
        #expect(scene.segments.selectedSegmentIndex == 2)
        #expect(scene.events.events == ["touchDown", "touchUpInside", "valueChanged", "primaryActionTriggered"])
        scene.world.wait(1)
        scene.world.tap(scene.segment(2))
        #expect(scene.events.events.filter { $0 == "valueChanged" }.count == 1)
    }

    @Test func theSegmentIsChosenWhereTheFingerLiftsNotWhereItCameDown() {
        let scene = Scene()
        scene.world.down(1, scene.segment(0))
        #expect(scene.segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        scene.world.move(1, scene.segment(1))
        scene.world.up(1, scene.segment(1))
        #expect(scene.segments.selectedSegmentIndex == 1)
        // Lifted within the tracking margin past the right end: the nearest segment.
        scene.world.wait(1)
        scene.world.down(1, scene.segment(1))
        scene.world.up(1, CGPoint(x: 380, y: 116))
        #expect(scene.segments.selectedSegmentIndex == 2)
        // Lifted outside the margin: touch-up-outside, nothing selected.
        scene.world.wait(1)
        scene.world.down(1, scene.segment(1))
        scene.world.up(1, CGPoint(x: 200, y: 400))
        #expect(scene.segments.selectedSegmentIndex == 2)
        #expect(scene.events.events.last == "touchUpOutside")
    }

    @Test func anAncestorsSingleTapIsRefusedButNotItsTwoFingerTap() {
        let scene = Scene()
        scene.log.watch(UITapGestureRecognizer(), "PageTap", on: scene.page)
        scene.world.tap(scene.segment(1))
        #expect(!scene.log.fired("PageTap"))
        #expect(scene.segments.selectedSegmentIndex == 1)

        let other = Scene()
        let twoFingers = UITapGestureRecognizer()
        twoFingers.numberOfTouchesRequired = 2
        other.log.watch(twoFingers, "PageTwoFingerTap", on: other.page)
        let first = other.segment(0), second = other.segment(2)
        other.world.frame([
            TouchSample(finger: 1, phase: .down, location: first), TouchSample(finger: 2, phase: .down, location: second),
        ])
        other.world.frame(
            [TouchSample(finger: 1, phase: .up, location: first), TouchSample(finger: 2, phase: .up, location: second)],
            after: 0.05)
        #expect(other.log.states(of: "PageTwoFingerTap") == [.ended])
        #expect(other.segments.selectedSegmentIndex == UISegmentedControl.noSegment)
    }
}
