import Foundation
import Testing

@testable import TouchCore

/// `UIPanGestureRecognizer.velocity(in:)` (Apple: points per second) on the virtual
/// clock: the change in translation over the last `TouchConstants.panVelocityWindow`
/// seconds of the touch history the pan has seen. Times are sixteenths and
/// sixty-fourths of a second so every number is exact in binary.
@Suite struct PanVelocityTests {
    /// A pan on a full-screen view, and what its action saw each time it fired.
    private final class Probe {
        let world = TouchWorld()
        let view = UIView(frame: CGRect(0, 0, 400, 800))
        let pan = UIPanGestureRecognizer()
        var seen: [(state: UIGestureRecognizer.State, translation: CGPoint, velocity: CGPoint)] = []

        init() {
            world.rootView.addSubview(view)
            view.addGestureRecognizer(pan)
            pan.addHandler { [unowned self] pan in
                let pan = pan as! UIPanGestureRecognizer
                self.seen.append((pan.state, pan.translation(in: self.view), pan.velocity(in: self.view)))
            }
        }
    }

    @Test func aSteadyDragReportsItsSpeedFromBeganToEnded() {
        let probe = Probe()
        let zoomed = UIView(frame: CGRect(0, 0, 100, 100))
        zoomed.transform = CGAffineTransform(scaleX: 2, y: 2)
        probe.world.rootView.addSubview(zoomed)
        // 20 pt every 1/16 s: 320 pt/s to the right. The pan begins on the first move,
        // whose speed is measured from the down.
        probe.world.down(1, CGPoint(x: 200, y: 300), after: 0)
        for step in 1...4 { probe.world.move(1, CGPoint(x: 200 + 20 * CGFloat(step), y: 300), after: 0.0625) }
        #expect(probe.pan.velocity(in: nil) == CGPoint(x: 320, y: 0))
        // A view drawn twice as large sees half the points per second.
        #expect(probe.pan.velocity(in: zoomed) == CGPoint(x: 160, y: 0))
        probe.world.up(1, CGPoint(x: 280, y: 300), after: 0)
        #expect(probe.seen.map(\.state) == [.began, .changed, .changed, .changed, .ended])
        #expect(probe.seen.map(\.translation.x) == [20, 40, 60, 80, 80])
        #expect(probe.seen.map(\.velocity) == Array(repeating: CGPoint(x: 320, y: 0), count: 5))
    }

    @Test func onlyTheLastTenthOfASecondCounts() {
        let probe = Probe()
        // Sixty-fourths of a second: 5 pt per step, then 15 pt per step.
        probe.world.down(1, CGPoint(x: 100, y: 300), after: 0)
        var x: CGFloat = 100
        for step in 1...12 {
            x += step <= 6 ? 5 : 15
            probe.world.move(1, CGPoint(x: x, y: 300), after: 0.015625)
        }
        // The window reaches back six steps (6/64 s = 0.09375 s ≤ 0.1 s, 7/64 s is beyond):
        // after the twelfth move all six are fast steps, 90 pt in 6/64 s.
        #expect(probe.pan.velocity(in: probe.view) == CGPoint(x: 960, y: 0))
        // After the ninth move the window held three slow steps and three fast ones:
        // (3 × 5 + 3 × 15) pt in 6/64 s.
        let ninth = probe.seen.first { $0.translation.x == 30 + 45 }
        #expect(ninth?.velocity == CGPoint(x: 640, y: 0))
    }

    @Test func aFingerThatStopsBeforeLiftingEndsWithNoVelocity() {
        let probe = Probe()
        probe.world.down(1, CGPoint(x: 100, y: 300), after: 0)
        for step in 1...4 { probe.world.move(1, CGPoint(x: 100, y: 300 + 20 * CGFloat(step)), after: 0.0625) }
        // Held still for half a second, then lifted where it stopped.
        probe.world.up(1, CGPoint(x: 100, y: 380), after: 0.5)
        #expect(probe.seen.last?.state == .ended)
        #expect(probe.seen.last?.velocity == .zero)
        #expect(probe.seen.dropLast().last?.velocity == CGPoint(x: 0, y: 320))
    }

    @Test func aSingleLateMoveIsMeasuredFromTheSampleBeforeIt() {
        let probe = Probe()
        // No other sample lies within 0.1 s of the move: it is measured from the down.
        probe.world.down(1, CGPoint(x: 100, y: 300), after: 0)
        probe.world.move(1, CGPoint(x: 150, y: 300), after: 0.25)
        #expect(probe.seen.map(\.state) == [.began])
        #expect(probe.seen[0].velocity == CGPoint(x: 200, y: 0))
    }
}
