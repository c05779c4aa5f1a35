import Foundation
import Testing
import TouchCore
import TouchDrawing

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
}
