import Foundation
import Testing
import TouchCore

@testable import TouchSDL

/// `PlaygroundWindow.measureInputToHighlight` (issue 6's input-to-highlight
/// figure): clicks go through SDL's queue into the real window loop and each is
/// timed to a presented frame showing its hit-test. SDL's dummy driver stands in
/// for a display when there is none; no time is asserted.
@Suite(.serialized) @MainActor struct InputLatencyTests {
    private final class CountingView: UIView {
        var began = 0
        var ended = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += touches.count }
    }

    @Test func everyClickReachesItsViewAndIsPresentedWithItsHighlight() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        application.addWindow(window)
        window.makeKeyAndVisible()
        let left = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 800))
        let right = CountingView(frame: CGRect(x: 200, y: 0, width: 200, height: 800))
        window.addSubview(left)
        window.addSubview(right)
        let points = [CGPoint(x: 100, y: 400), CGPoint(x: 300, y: 100), CGPoint(x: 300, y: 700)]
        let measurement = try PlaygroundWindow.measureInputToHighlight(
            application: application, title: "latency test", points: points, repeats: 2,
            options: PlaygroundWindowOptions(size: CGSize(width: 1000, height: 700)))
        #expect(measurement.nanoseconds.count == 12)
        #expect(measurement.nanoseconds.allSatisfy { $0 > 0 })
        #expect(measurement.pressesWithoutHighlight == 0)
        // The complete frame (panels caught up) comes with or after the first one.
        #expect(measurement.completeNanoseconds.count == 12)
        #expect(zip(measurement.nanoseconds, measurement.completeNanoseconds).allSatisfy { $0 <= $1 })
        // Every press and release has its first frame timed by stage, and
        // those that left text out a completing frame.
        #expect(measurement.stages.displayList.count == 12 && measurement.stages.render.count == 12)
        #expect(measurement.stages.present.count == 12 && measurement.stages.deferredTextRuns.count == 12)
        #expect(measurement.stages.completingRender.count == measurement.stages.deferredTextRuns.filter { $0 > 0 }.count)
        #expect(measurement.stages.completingRender.count > 0, "new log lines come with the presses")
        #expect(measurement.width == 1000 && measurement.height == 700)
        #expect(!measurement.videoDriver.isEmpty && !measurement.renderer.isEmpty)
        // One click before the timed ones, at the first point, timed apart:
        // the first touch after none repaints the whole (now muted) scene.
        #expect(measurement.firstTouchNanoseconds.count == 2 && measurement.firstTouchNanoseconds.allSatisfy { $0 > 0 })
        #expect((left.began, left.ended) == (3, 3))
        #expect((right.began, right.ended) == (4, 4))
        #expect(application.activeTouches.isEmpty)
    }
}
