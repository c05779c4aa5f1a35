import Foundation
import TestSupport
import Testing

@testable import TouchCore

/// UISlider's protection from its ancestors' recognizers and where it tracks from.
///
/// SPEC G11 and Apple's "Interacting with Other User Interface Controls": the slider
/// refuses an ancestor's single-finger swipe or pan only when it starts on the slider's
/// **thumb** and moves **parallel** to the slider; a vertical pan from a horizontal
/// slider, or a drag that starts on the track away from the thumb, goes to the
/// ancestor's recognizer as usual, and a touch on the track away from the thumb does
/// not start tracking. A slider is not in Apple's list for single taps.
@Suite struct UISliderTests {
    /// A 300 × 31 slider at (50, 100) in a page view, with value 0.5 of 0…1. Whatever
    /// the thumb's size, at value 0.5 its centre is the slider's centre.
    private final class Scene {
        let world = TouchWorld()
        let page = UIView(frame: CGRect(0, 0, 400, 600))
        let slider = UISlider(frame: CGRect(50, 100, 300, 31))
        let events = ControlEventRecorder()
        let log = RecognizerStateLog()
        let thumb = CGPoint(x: 200, y: 115.5)
        /// On the track, 130 pt left of the thumb's centre.
        let track = CGPoint(x: 70, y: 115.5)

        init() {
            page.name = "Page"
            slider.name = "Slider"
            slider.value = 0.5
            world.rootView.addSubview(page)
            page.addSubview(slider)
            events.watch(slider)
        }

        /// One finger from `start`, moved by `step` `count` times, one frame apart.
        func drag(from start: CGPoint, step: CGPoint, count: Int = 5) {
            world.down(1, start)
            var point = start
            for _ in 0..<count {
                point = CGPoint(x: point.x + step.x, y: point.y + step.y)
                world.move(1, point)
            }
            world.up(1, point)
        }
    }

    // MARK: Pans (SPEC G11)

    @Test func verticalPanFromTheThumbGoesToTheAncestorsPanAndCancelsTracking() {
        // Apple: only a swipe or pan parallel to the slider overlaps its default action.
        let scene = Scene()
        scene.log.watch(UIPanGestureRecognizer(), "PagePan", on: scene.page)
        scene.drag(from: scene.thumb, step: CGPoint(x: 0, y: 8))
        #expect(scene.log.states(of: "PagePan").first == .began)
        #expect(!scene.world.lines.contains { $0.contains("gestureRecognizerShouldBegin:") })
        // The pan cancels the slider's touch (G7): tracking is cancelled, the value kept.
        #expect(scene.world.lines.contains("-[Slider cancelTrackingWithEvent:]"))
        #expect(scene.events.events.contains("touchCancel"))
        #expect(!scene.events.events.contains("touchUpInside"))
        #expect(!scene.slider.isTracking)
        #expect(scene.slider.value == 0.5)
    }

    @Test func horizontalPanFromTheThumbIsRefusedToTheAncestorsPanAndMovesTheSlider() {
        let scene = Scene()
        scene.log.watch(UIPanGestureRecognizer(), "PagePan", on: scene.page)
        scene.drag(from: scene.thumb, step: CGPoint(x: 12, y: 0))
        #expect(!scene.log.fired("PagePan"))
        // SPEC G10: the view is asked as the recognizer leaves possible, and its no fails it.
        expectOrdered(
            scene.world.lines,
            [
                "-[Slider gestureRecognizerShouldBegin:] PagePan → NO",
                "PagePan: possible → failed (Slider gestureRecognizerShouldBegin → NO)",
            ])
        #expect(scene.slider.value > 0.65)
        #expect(scene.events.events.contains("valueChanged"))
        #expect(scene.events.events.last == "touchUpInside")
        #expect(!scene.events.events.contains("touchCancel"))
    }

    @Test func aMostlyHorizontalDiagonalPanFromTheThumbIsParallelAndRefused() {
        let scene = Scene()
        scene.log.watch(UIPanGestureRecognizer(), "PagePan", on: scene.page)
        scene.drag(from: scene.thumb, step: CGPoint(x: 9, y: 6))
        #expect(!scene.log.fired("PagePan"))
        #expect(scene.slider.value > 0.5)
    }

    @Test func aPanStartingOnTheTrackAwayFromTheThumbGoesToTheAncestorAndTheSliderNeverTracks() {
        let scene = Scene()
        scene.log.watch(UIPanGestureRecognizer(), "PagePan", on: scene.page)
        scene.world.down(1, scene.track)
        #expect(!scene.slider.isTracking)
        for step in 1...5 { scene.world.move(1, CGPoint(x: scene.track.x + CGFloat(12 * step), y: scene.track.y)) }
        scene.world.up(1, CGPoint(x: scene.track.x + 60, y: scene.track.y))
        #expect(scene.log.states(of: "PagePan").first == .began)
        #expect(scene.world.lines.contains("-[Slider beginTrackingWithTouch:withEvent:] → NO"))
        #expect(!scene.world.lines.contains { $0.hasPrefix("-[Slider continueTrackingWithTouch:withEvent:]") })
        #expect(scene.slider.value == 0.5)
        #expect(!scene.events.events.contains("valueChanged"))
    }

    @Test func aPanOnAVerticalSliderIsJudgedAlongTheSliderItself() {
        // "Parallel to the slider": a slider turned by a quarter turn runs up and down
        // the screen, so a vertical drag from its thumb is the slider's own.
        let scene = Scene()
        scene.slider.transform = CGAffineTransform(rotationAngle: .pi / 2)
        scene.log.watch(UIPanGestureRecognizer(), "PagePan", on: scene.page)
        scene.drag(from: scene.thumb, step: CGPoint(x: 0, y: 12))
        #expect(!scene.log.fired("PagePan"))
        #expect(scene.slider.value > 0.65)
        scene.world.wait(1)
        scene.drag(from: scene.slider.center, step: CGPoint(x: 12, y: 0))
        #expect(scene.log.states(of: "PagePan").first == .began)
    }

    @Test func aTwoFingerPanFromTheThumbIsNotTheSlidersGesture() {
        let scene = Scene()
        scene.log.watch(UIPanGestureRecognizer(), "PagePan", on: scene.page)
        scene.world.frame([
            TouchSample(finger: 1, phase: .down, location: scene.thumb),
            TouchSample(finger: 2, phase: .down, location: CGPoint(x: 200, y: 300)),
        ])
        for step in 1...4 {
            scene.world.frame([
                TouchSample(finger: 1, phase: .move, location: CGPoint(x: 200 + CGFloat(12 * step), y: 115.5)),
                TouchSample(finger: 2, phase: .move, location: CGPoint(x: 200 + CGFloat(12 * step), y: 300)),
            ])
        }
        #expect(scene.log.states(of: "PagePan").first == .began)
    }

    @Test func aPanAttachedToTheSliderItselfIsNeverRefused() {
        // Apple: to change the default action, attach a recognizer directly to the control.
        let scene = Scene()
        scene.log.watch(UIPanGestureRecognizer(), "SliderPan", on: scene.slider)
        scene.drag(from: scene.thumb, step: CGPoint(x: 12, y: 0))
        #expect(scene.log.states(of: "SliderPan").first == .began)
    }

    // MARK: Swipes (SPEC G11)

    @Test func aSwipeAlongTheSliderFromTheThumbIsRefused() {
        let scene = Scene()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .right
        scene.log.watch(swipe, "PageSwipe", on: scene.page)
        scene.drag(from: scene.thumb, step: CGPoint(x: 15, y: 0), count: 4)
        #expect(!scene.log.fired("PageSwipe"))
        #expect(scene.world.lines.contains("PageSwipe: possible → failed (Slider gestureRecognizerShouldBegin → NO)"))
    }

    @Test func aSwipeAcrossTheSliderFromTheThumbGoesToTheAncestor() {
        let scene = Scene()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .up
        scene.log.watch(swipe, "PageSwipe", on: scene.page)
        scene.drag(from: scene.thumb, step: CGPoint(x: 0, y: -15), count: 4)
        #expect(scene.log.states(of: "PageSwipe") == [.ended])
        #expect(scene.slider.value == 0.5)
    }

    // MARK: Taps (Apple's single-tap list names no slider)

    @Test func anAncestorsSingleTapOnTheThumbIsNotRefused() {
        let scene = Scene()
        scene.log.watch(UITapGestureRecognizer(), "PageTap", on: scene.page)
        scene.world.tap(scene.thumb)
        #expect(scene.log.states(of: "PageTap") == [.ended])
        #expect(!scene.world.lines.contains { $0.contains("gestureRecognizerShouldBegin:") })
    }

    // MARK: Tracking only from the thumb (SPEC G11, C1)

    @Test func aTouchOnTheTrackAwayFromTheThumbDoesNotStartTracking() {
        // Apple: beginTracking(_:with:) returns false "if it should stop"; devices leave
        // the slider unhighlighted under a track tap (docs/fidelity.md, C1). The slider
        // tracks nothing of that touch: no highlight, no control event, no endTracking.
        let scene = Scene()
        scene.world.down(1, scene.track)
        #expect(!scene.slider.isTracking && !scene.slider.isHighlighted)
        scene.world.move(1, CGPoint(x: 150, y: 115.5))
        #expect(!scene.slider.isHighlighted)
        scene.world.up(1, CGPoint(x: 150, y: 115.5))
        let sliderLines = scene.world.lines.filter { $0.hasPrefix("-[Slider ") }
        #expect(
            sliderLines == [
                "-[Slider hitTest:withEvent:] ⇒ Slider",
                "-[Slider pointInside:withEvent:] → YES",
                "-[Slider touchesBegan:withEvent:]",
                "-[Slider beginTrackingWithTouch:withEvent:] → NO",
                "-[Slider touchesMoved:withEvent:]",
                "-[Slider touchesEnded:withEvent:]",
            ])
        #expect(scene.slider.value == 0.5)
        #expect(scene.events.events.isEmpty)
    }

    @Test func aTouchOnTheThumbIsHighlightedAfterBeginTrackingSaysYesThenSendsTouchDown() {
        // The highlight and touchDown follow a YES from beginTracking (C1, C2).
        let scene = Scene()
        scene.world.down(1, scene.thumb)
        expectOrdered(
            scene.world.lines.filter { $0.hasPrefix("-[Slider ") },
            [
                "-[Slider beginTrackingWithTouch:withEvent:] → YES",
                "-[Slider setHighlighted:] YES",
                "-[Slider sendActionsForControlEvents:] touchDown",
            ])
        #expect(scene.slider.isHighlighted && scene.slider.isTracking)
        #expect(scene.events.events == ["touchDown"])
        scene.world.up(1, scene.thumb)
    }

    @Test func aTouchOnTheThumbTracksAndTheThumbKeepsItsPlaceUnderTheFinger() {
        // Grabbing the thumb off-centre does not make it jump: the value follows the
        // finger's movement, not its position.
        let scene = Scene()
        let thumb = scene.slider.thumbRect(
            forBounds: scene.slider.bounds, trackRect: scene.slider.trackRect(forBounds: scene.slider.bounds),
            value: scene.slider.value)
        #expect(abs(thumb.midX - 150) < 1e-9 && thumb.width == TouchConstants.sliderThumbSize.width)
        let grab = CGPoint(x: 200 + thumb.width / 2 - 3, y: 115.5)
        scene.world.down(1, grab)
        #expect(scene.slider.isTracking)
        #expect(scene.slider.value == 0.5)
        scene.world.move(1, CGPoint(x: grab.x + 40, y: grab.y))
        let travel = scene.slider.bounds.width - thumb.width
        #expect(abs(Double(scene.slider.value) - (0.5 + 40 / Double(travel))) < 1e-5)
        scene.world.move(1, CGPoint(x: 500, y: grab.y))
        #expect(scene.slider.value == 1)
        scene.world.up(1, CGPoint(x: 500, y: grab.y))
    }

    @Test func theThumbSitsAtTheEndsOfTheTrackForTheMinimumAndMaximum() {
        let slider = UISlider(frame: CGRect(0, 0, 200, 31))
        slider.minimumValue = 10
        slider.maximumValue = 20
        let track = slider.trackRect(forBounds: slider.bounds)
        let size = TouchConstants.sliderThumbSize
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 10).minX == track.minX)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 20).maxX == track.maxX)
        let middle = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 15)
        #expect(middle.midX == 100 && middle.midY == 15.5 && middle.size == size)
        // Values outside the range are pinned, as UISlider pins `value`.
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 99).maxX == track.maxX)
    }

    @Test func aSliderThatIsNotContinuousSendsOneValueChangedAsTheFingerLifts() {
        // Apple: UISlider.isContinuous — false sends the value only when the user stops.
        let scene = Scene()
        scene.slider.isContinuous = false
        scene.drag(from: scene.thumb, step: CGPoint(x: 12, y: 0))
        #expect(scene.events.events.filter { $0 == "valueChanged" }.count == 1)
        #expect(scene.events.events.suffix(2) == ["valueChanged", "touchUpInside"])
    }
}
