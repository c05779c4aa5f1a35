import Foundation
import Testing
import TouchCore

@testable import TouchInsight

/// The timeline's lanes, from real traces.
struct TouchTimelineTests {
    private func kinds(_ lane: TimelineLane) -> [TimelineMark.Kind] { lane.marks.map(\.kind) }

    @Test func aTapOnAViewWithATapRecognizerShowsTheRecognitionAndTheCancel() throws {
        let world = TraceWorld()
        let view = world.add("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.name = "Tap"
        view.addGestureRecognizer(tap)
        world.tap(50, 50)
        let timeline = TouchTimeline(records: world.records)
        #expect(timeline.lanes.map(\.subject.name) == ["Tap", "A"])
        let recognizer = timeline.lanes[0]
        #expect(recognizer.kind == .recognizer)
        #expect(recognizer.segments.map(\.state) == [.possible, .ended, .possible])
        #expect(recognizer.segments[1].start == world.time)
        #expect(kinds(recognizer) == [.delivered(.began), .delivered(.ended)])
        // The view got began at the down and cancelled at the up; no ended.
        #expect(kinds(timeline.lanes[1]) == [.delivered(.began), .delivered(.cancelled)])
        #expect(timeline.lanes[1].marks.map(\.time) == [0.016, world.time])
    }

    /// Issue 26: when the panel has room for fewer lanes than there are,
    /// the lanes that tell the story stay — the hit-test view's, every
    /// recognizer that decided, the selected one's — and the recognizers
    /// that stayed possible are the ones left out, in the lanes' order.
    @Test func theLanesLeftOutAreRecognizersThatStayedPossible() throws {
        let world = TraceWorld()
        let view = world.add("A", CGRect(x: 0, y: 0, width: 300, height: 300))
        // Added first, so they come first on the timeline.
        let double = UITapGestureRecognizer(target: nil, action: nil)
        double.name = "DoubleTap"
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        let press = UILongPressGestureRecognizer(target: nil, action: nil)
        press.name = "Press"
        view.addGestureRecognizer(press)
        // Lifted before its 0.5 s: the long press fails; the double tap
        // waits for a second tap (SPEC G5), still possible when the finger lifts.
        world.down(50, 50)
        world.up(50, 50)
        let timeline = TouchTimeline(records: world.records)
        #expect(timeline.lanes.map(\.subject.name) == ["DoubleTap", "Press", "A"])
        #expect(timeline.lanes[0].segments.allSatisfy { $0.state == .possible })
        #expect(timeline.lanes[1].segments.contains { $0.state == .failed })
        #expect(timeline.lanes(fitting: 2).map(\.subject.name) == ["Press", "A"])
        // The selected recognizer's lane is kept though it stayed possible,
        // and the hit-test view's before a recognizer's.
        #expect(timeline.lanes(fitting: 2, keeping: double.traceSubject).map(\.subject.name) == ["DoubleTap", "A"])
        #expect(timeline.lanes(fitting: 1).map(\.subject.name) == ["A"])
        // Room for all: all, in order.
        #expect(timeline.lanes(fitting: 3).map(\.subject.name) == ["DoubleTap", "Press", "A"])
    }

    @Test func delaysTouchesBeganShowsHeldPhasesAndTheDiscard() {
        let world = TraceWorld()
        let view = world.add("A", CGRect(x: 0, y: 0, width: 300, height: 300))
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.name = "Pan"
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)
        world.down(50, 50)
        for step in 1...5 { world.move(50 + CGFloat(step) * 10, 50) }
        world.up(100, 50)
        let timeline = TouchTimeline(records: world.records)
        let lane = timeline.lanes[1]
        #expect(lane.marks.first?.kind == .withheld(.began))
        #expect(lane.marks.first?.by?.name == "Pan")
        #expect(lane.marks.contains { $0.kind == .discarded })
        #expect(!lane.marks.contains { $0.kind == .delivered(.began) })
        #expect(timeline.lanes[0].segments.map(\.state).starts(with: [.possible, .began, .changed]))
    }

    @Test func aWithheldEndReleasedLaterIsOneReleasedMark() {
        let world = TraceWorld()
        let view = world.add("A", CGRect(x: 0, y: 0, width: 300, height: 300))
        let double = UITapGestureRecognizer(target: nil, action: nil)
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        world.tap(50, 50)
        world.wait(1)
        let lane = TouchTimeline(records: world.records).lanes[1]
        #expect(kinds(lane) == [.delivered(.began), .withheld(.ended), .released(.ended)])
        #expect(lane.marks[2].time > lane.marks[1].time)
    }

    @Test func anExcludedSecondFingerIsMarked() {
        let world = TraceWorld()
        world.add("A", CGRect(x: 0, y: 0, width: 300, height: 300))
        world.down(50, 50, finger: 1)
        world.down(100, 100, finger: 2)
        // SPEC T7: each touch of A gets its own lane, named by the touch.
        let lanes = TouchTimeline(records: world.records).lanes
        #expect(lanes.map(\.subject.name) == ["A", "A"])
        #expect(lanes.map(\.touches) == [[1], [2]])
        #expect(kinds(lanes[0]) == [.delivered(.began)])
        #expect(kinds(lanes[1]) == [.excluded(.multipleTouchDisabled)])
        #expect(lanes[1].marks[0].touches == [2])
    }

    @Test func forwardedCallsStayOffTheLanes() {
        let world = TraceWorld()
        let parent = world.add("Parent", CGRect(x: 0, y: 0, width: 300, height: 300))
        world.add("Child", CGRect(x: 0, y: 0, width: 100, height: 100), to: parent)
        world.tap(50, 50)
        #expect(TouchTimeline(records: world.records).lanes.map(\.subject.name) == ["Child"])
    }

    @Test func theAxisCoversAtLeastTheMinimumSpanWithRoundTicks() {
        let world = TraceWorld()
        world.add("A", CGRect(x: 0, y: 0, width: 300, height: 300))
        world.tap(50, 50)
        let timeline = TouchTimeline(records: world.records)
        #expect(timeline.end - timeline.start == TouchTimeline.minimumSpan)
        #expect(timeline.ticks(count: 5) == [0, 20, 40, 60, 80, 100])
        #expect(timeline.fraction(of: timeline.start) == 0)
        #expect(TouchTimeline(records: []).isEmpty)
    }

    @Test func aPausedPrefixKeepsTheWholeSequencesAxis() {
        let world = TraceWorld()
        world.add("A", CGRect(x: 0, y: 0, width: 300, height: 300))
        world.down(50, 50)
        world.wait(0.5)
        world.up(50, 50)
        let full = TouchTimeline(records: world.records)
        let firstHalf = Array(world.records.prefix(world.records.count / 2))
        let paused = TouchTimeline(records: firstHalf, axisEnd: world.records.last?.time)
        #expect(paused.start == full.start && paused.end == full.end)
        #expect(TouchTimeline(records: firstHalf).end < full.end)
        #expect(paused.lanes.first?.marks.map(\.kind) == [.delivered(.began)])
    }
}
