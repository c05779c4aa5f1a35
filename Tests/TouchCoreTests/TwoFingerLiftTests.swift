import Foundation
import TestSupport
import Testing

@testable import TouchCore

/// Pinch and rotation go on when one of their two fingers lifts and end when both
/// have lifted (Apple's UIPinchGestureRecognizer and UIRotationGestureRecognizer
/// pages: the gesture changes while both fingers touch and ends when they lift); a
/// continuous gesture cancelled by the system sends its action once more, in state
/// `.cancelled` (Apple: UIGestureRecognizer.State.cancelled).
@Suite struct TwoFingerLiftTests {
    private func world() -> (TouchWorld, SpyView) {
        let world = TouchWorld()
        let view = SpyView("Target", CGRect(0, 0, 400, 600))
        view.isMultipleTouchEnabled = true
        world.rootView.addSubview(view)
        return (world, view)
    }

    /// Two fingers down 100 pt apart, then spread and turned until the gesture is in progress.
    private func spreadAndTurn(_ world: TouchWorld) {
        world.frame([
            TouchSample(finger: 1, phase: .down, location: CGPoint(x: 150, y: 300)),
            TouchSample(finger: 2, phase: .down, location: CGPoint(x: 250, y: 300)),
        ])
        for step in 1...5 {
            let d = CGFloat(10 * step)
            world.frame([
                TouchSample(finger: 1, phase: .move, location: CGPoint(x: 150 - d, y: 300 - d)),
                TouchSample(finger: 2, phase: .move, location: CGPoint(x: 250 + d, y: 300 + d)),
            ])
        }
    }

    @Test(arguments: ["Pinch", "Rotation"])
    func liftingOneOfTwoFingersDoesNotEndTheGesture(_ kind: String) {
        let (world, view) = world()
        let log = ActionLog()
        let recognizer: UIGestureRecognizer =
            kind == "Pinch"
            ? log.recognizer(UIPinchGestureRecognizer(), kind, on: view)
            : log.recognizer(UIRotationGestureRecognizer(), kind, on: view)
        spreadAndTurn(world)
        #expect(log.entries.first?.state == .began)
        let actionsWhileTwo = log.entries.count
        world.up(2, CGPoint(x: 300, y: 350))
        // One finger still down: no ended, and no change while it moves alone.
        #expect(recognizer.state.isInProgress, "\(recognizer.state)")
        #expect(!log.entries.contains { $0.state == .ended })
        world.move(1, CGPoint(x: 120, y: 260))
        #expect(log.entries.count == actionsWhileTwo)
        world.up(1, CGPoint(x: 120, y: 260))
        #expect(log.entries.last?.state == .ended)
        #expect(log.entries.filter { $0.state == .ended }.count == 1)
    }

    @Test func aCancelledPanSendsItsActionInStateCancelled() {
        let (world, view) = world()
        let log = ActionLog()
        _ = log.recognizer(UIPanGestureRecognizer(), "Pan", on: view)
        world.down(1, CGPoint(x: 100, y: 100))
        for step in 1...4 { world.move(1, CGPoint(x: 100 + 10 * step, y: 100)) }
        #expect(log.entries.first?.state == .began)
        world.app.handle(.interruption(timestamp: world.time + 0.016))
        #expect(log.entries.last?.state == .cancelled)
        expectOrdered(world.lines, ["Pan: changed → cancelled", "-[Sink fire] from Pan (cancelled)"])
    }
}
