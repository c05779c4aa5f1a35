import Foundation
import Testing
import TouchCore
import TouchInsight

@Suite struct PlaygroundSessionTests {
    @Test func aNewFirstFingerStartsANewSequenceButTheLogKeepsEverything() {
        let world = PlaygroundFixture()
        world.tap("E")
        let first = world.session.sequence.count
        #expect(first > 0)
        world.tap("D")
        #expect(TouchSequenceAnalysis(records: world.session.sequence).hitViews.map(\.name) == ["D"])
        #expect(world.session.log.count == first + world.session.sequence.count)
        // The recorder is drained after each step.
        #expect(world.app.trace.records.isEmpty)
    }

    @Test func clearLogKeepsTheHighlights() {
        let world = PlaygroundFixture()
        world.tap("E")
        world.session.clearLog()
        #expect(world.session.log.isEmpty)
        #expect(!world.session.sequence.isEmpty)
    }

    @Test func shakeGoesToTheLogOnly() {
        let world = PlaygroundFixture()
        world.tap("E")
        let sequence = world.session.sequence.count
        world.session.handle(.shake(timestamp: 5))
        #expect(world.session.sequence.count == sequence)
        #expect(TraceFormatter.lines(world.session.log).contains("@5.000 shake"))
    }

    @Test func fingersKeepTheirTouchNumberAndTrailAndFadeWhenLifted() throws {
        let world = PlaygroundFixture()
        let p = world.center(of: "E")
        world.down(p, finger: 7)
        world.move(CGPoint(x: p.x + 5, y: p.y), finger: 7)
        let finger = try #require(world.session.fingers.first)
        #expect(finger.touchNumber == 1 && finger.label == "#1" && finger.isDown)
        #expect(finger.trail == [p, CGPoint(x: p.x + 5, y: p.y)])
        world.up(CGPoint(x: p.x + 5, y: p.y), finger: 7)
        #expect(world.session.fingers.map(\.isDown) == [false])
        world.down(p, finger: 7)
        #expect(world.session.fingers.map(\.touchNumber) == [2])
    }

    @Test func interruptionCancelsAndLiftsEveryFinger() {
        let world = PlaygroundFixture()
        world.down(world.center(of: "E"))
        world.session.handle(.interruption(timestamp: 1))
        #expect(world.session.fingers.map(\.isDown) == [false])
        #expect(world.app.activeTouches.isEmpty)
        #expect(TraceFormatter.lines(world.session.sequence, indent: false).contains("-[E touchesCancelled:withEvent:]"))
    }

    @Test func canvasTouchesAreMappedToScreenAndIgnoredOutsideTheDevice() {
        let world = PlaygroundFixture()
        let layout = world.layout()
        let e = world.center(of: "E")
        // A click on the log panel: ignored, and so are its move and up.
        let outside = CGPoint(x: layout.logRect.midX, y: layout.logRect.midY)
        world.session.handleCanvasTouches([TouchSample(finger: 0, phase: .down, location: outside)], layout: layout, timestamp: 1)
        world.session.handleCanvasTouches(
            [TouchSample(finger: 0, phase: .up, location: layout.canvasPoint(fromScreen: e))],
            layout: layout, timestamp: 1.1)
        #expect(world.session.log.isEmpty)
        world.session.handleCanvasTouches(
            [TouchSample(finger: 0, phase: .down, location: layout.canvasPoint(fromScreen: e))],
            layout: layout, timestamp: 2)
        #expect(TouchSequenceAnalysis(records: world.session.sequence).hitViews.map(\.name) == ["E"])
        #expect(world.session.fingers.first?.location == e)
    }

    /// A long session keeps the latest `logCapacity` records (trimmed in batches of a
    /// quarter, so a storm does not move the whole log for every record).
    @Test func theLogKeepsTheLatestRecordsWithinItsBound() {
        let world = PlaygroundFixture()
        world.session.logCapacity = 40
        var lastLines: [String] = []
        for index in 0..<30 {
            world.tap(index.isMultiple(of: 2) ? "E" : "D")
            #expect(world.session.log.count <= 50)
            lastLines = TraceFormatter.lines(world.session.sequence)
        }
        #expect(world.session.log.count >= 40)
        // The newest records are the last tap's.
        #expect(Array(TraceFormatter.lines(world.session.log).suffix(lastLines.count)) == lastLines)
    }

    /// A finger that never lifts keeps its sequence bounded: the head (hit-testing,
    /// the first deliveries) and the latest records stay.
    @Test func aSequenceThatNeverEndsKeepsItsHeadAndItsTail() throws {
        let world = PlaygroundFixture()
        world.session.sequenceCapacity = 200
        world.session.sequenceHeadCount = 30
        let e = world.center(of: "E")
        world.down(e, finger: 1)
        world.move(CGPoint(x: e.x + 1, y: e.y), finger: 1)
        #expect(world.session.sequence.count > 30)
        let head = TraceFormatter.lines(Array(world.session.sequence.prefix(30)))
        var revision = world.session.revision
        for step in 0..<400 {
            world.move(CGPoint(x: e.x + CGFloat(step % 7), y: e.y), finger: 1)
            #expect(world.session.sequence.count <= 250)
            #expect(world.session.revision != revision)
            revision = world.session.revision
        }
        let sequence = world.session.sequence
        #expect(sequence.count >= 200)
        #expect(TraceFormatter.lines(Array(sequence.prefix(30))) == head)
        #expect(TouchSequenceAnalysis(records: sequence).hitViews.map(\.name) == ["E"])
        // The latest move is the last thing the sequence holds.
        let last = try #require(sequence.last(where: { if case .touches = $0.kind { true } else { false } }))
        guard case .touches(let method, _, _) = last.kind else { return }
        #expect(method == .moved)
    }
}
