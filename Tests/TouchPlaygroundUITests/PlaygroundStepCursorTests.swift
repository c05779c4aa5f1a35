import Foundation
import Testing
import TouchCore

@testable import TouchPlaygroundUI

/// Pausing and stepping through a sequence, and what the frame then shows.
struct PlaygroundStepCursorTests {
    @Test func pausingStartsAtTheFirstRecordAndStepsStayInside() {
        // The story is told from its beginning; Home and End jump to the ends.
        var cursor = PlaygroundStepCursor(count: 5)
        #expect(cursor.position == 1 && cursor.currentIndex == 0)
        cursor.jumpToEnd()
        #expect(cursor.position == 5 && cursor.currentIndex == 4)
        cursor.jumpToStart()
        #expect(cursor.position == 1)
        cursor.jumpToEnd()
        cursor.step(1)
        #expect(cursor.position == 5)
        cursor.step(-3)
        #expect(cursor.position == 2)
        cursor.step(-10)
        #expect(cursor.position == 1, "one record always shows")
        #expect(PlaygroundStepCursor(count: 0).currentIndex == nil)
    }

    @Test func phaseJumpsLandOnInputHeadings() {
        let world = TraceWorld()
        world.add("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        world.tap(50, 50)
        let records = world.records
        let headings = records.indices.filter { if case .input = records[$0].kind { true } else { false } }
        #expect(headings.count == 2)
        var cursor = PlaygroundStepCursor(count: records.count)
        cursor.jumpToEnd()
        cursor.jumpToHeading(forward: false, in: records)
        #expect(cursor.currentIndex == headings[1])
        cursor.jumpToHeading(forward: false, in: records)
        #expect(cursor.currentIndex == headings[0])
        cursor.jumpToHeading(forward: true, in: records)
        #expect(cursor.currentIndex == headings[1])
        cursor.jumpToHeading(forward: true, in: records)
        #expect(cursor.currentIndex == records.count - 1, "past the last heading: the end")
    }

    @Test func aPausedFrameHighlightsOnlyTheRecordsUpToTheCursor() {
        let world = PlaygroundFixture()
        world.tap("E")
        var frame = world.session.frame(options: PlaygroundOptions())
        let boundAt = frame.sequence.firstIndex { if case .touchBound = $0.kind { true } else { false } }!
        var cursor = PlaygroundStepCursor(count: frame.sequence.count)
        cursor.step(boundAt - cursor.position)  // just before the binding
        frame.stepCursor = cursor
        #expect(frame.shownSequence.count == boundAt)
        let size = CGSize(width: 1280, height: 860)
        let before = PlaygroundRenderer.drawList(for: frame, canvasSize: size)
        // Not bound yet: no responder chain; the rail still says to touch.
        #expect(before.texts.contains("Touch a view to see"))
        #expect(before.texts.contains { $0.hasPrefix("Paused: record \(boundAt) of ") })
        frame.stepCursor?.step(1)
        let after = PlaygroundRenderer.drawList(for: frame, canvasSize: size).texts
        #expect(!after.contains("Touch a view to see"))
        #expect(after.contains { $0.hasPrefix("Paused: record \(boundAt + 1) of ") })
    }

    @Test func theLogWindowScrollsBackAndCentresOnTheCursor() {
        // Everything fits: no counts.
        #expect(LogPanel.logWindow(count: 5, capacity: 10, scroll: 0, focus: nil) == (0, 0..<5, 0))
        // The tail, with a row saying how many are above.
        let tail = LogPanel.logWindow(count: 100, capacity: 20, scroll: 0, focus: nil)
        #expect(tail.lines == 81..<100 && tail.above == 81 && tail.below == 0)
        // Scrolled back 10: rows for both counts.
        let back = LogPanel.logWindow(count: 100, capacity: 20, scroll: 10, focus: nil)
        #expect(back.lines.upperBound == 90 && back.below == 10 && back.lines.count + 2 == 20)
        // Centred on record 50.
        let focused = LogPanel.logWindow(count: 100, capacity: 20, scroll: 0, focus: 50)
        #expect(focused.lines.contains(50) && focused.lines.count + 2 == 20)
    }

    @Test func aScrolledLogSaysHowManyNewerLinesAreBelow() {
        let world = PlaygroundFixture()
        world.tap("E")
        world.tap("F")
        var frame = world.session.frame(options: PlaygroundOptions())
        frame.logScroll = 7
        let texts = PlaygroundRenderer.drawList(for: frame, canvasSize: CGSize(width: 1280, height: 860)).texts
        #expect(texts.contains("… 7 newer lines"))
        #expect(!texts.contains(TraceFormatter.line(for: world.session.log.last!)))
    }
}
