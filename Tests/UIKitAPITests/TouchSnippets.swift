import Foundation
import Testing
import TouchPlayground

/// `UITouch` and `UIEvent` as articles read them (Apple: UITouch, UIEvent; SPEC T1–T4).
@Suite struct TouchSnippets {
    /// Seed 000's MovedView: dragging moves the view by the touch's movement.
    final class MovedView: UIView {
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first else { return }
            let current = touch.location(in: superview)
            let previous = touch.previousLocation(in: superview)
            center = CGPoint(x: center.x + current.x - previous.x, y: center.y + current.y - previous.y)
        }
    }

    @Test func previousLocationDragsAView() {
        let world = World()
        let view = MovedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        world.window.addSubview(view)
        world.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 250))
        #expect(view.center == CGPoint(x: 150, y: 250))
    }

    final class Recorder: UIView {
        var touches: [(phase: UITouch.Phase, tapCount: Int, view: UIView?, window: UIWindow?, type: UITouch.TouchType)] = []
        var timestamps: [TimeInterval] = []
        var all: [Int] = []
        var forView: [Int] = []
        override init(frame: CGRect) {
            super.init(frame: frame)
            isMultipleTouchEnabled = true
        }
        private func note(_ set: Set<UITouch>, _ event: UIEvent?) {
            for touch in set {
                touches.append((touch.phase, touch.tapCount, touch.view, touch.window, touch.type))
                timestamps.append(touch.timestamp)
            }
            all.append(event?.allTouches?.count ?? 0)
            forView.append(event?.touches(for: self)?.count ?? 0)
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
    }

    @Test func aTouchKnowsItsPhaseViewWindowAndType() {
        let world = World()
        let view = Recorder(frame: world.window.bounds)
        world.window.addSubview(view)
        world.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 40, y: 10), steps: 2)
        #expect(view.touches.map(\.phase) == [.began, .moved, .moved, .ended])
        #expect(view.touches.allSatisfy { $0.view === view && $0.window === world.window && $0.type == .direct })
        #expect(view.timestamps == view.timestamps.sorted())
    }

    @Test func aQuickSecondTapCountsTwo() {
        let world = World()
        let view = Recorder(frame: world.window.bounds)
        world.window.addSubview(view)
        world.down(CGPoint(x: 100, y: 100))
        world.wait(0.05)
        world.up(CGPoint(x: 100, y: 100))
        world.wait(0.1)
        world.down(CGPoint(x: 102, y: 100))
        // SPEC T4: a quick tap near the last one counts up.
        #expect(view.touches.last?.tapCount == 2)
    }

    @Test func theEventHoldsEveryTouchOnTheScreen() {
        let world = World()
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 844))
        let other = UIView(frame: CGRect(x: 200, y: 0, width: 190, height: 844))
        world.window.addSubview(view)
        world.window.addSubview(other)
        world.down(CGPoint(x: 300, y: 100), finger: 1)
        world.down(CGPoint(x: 100, y: 100), finger: 2)
        // SPEC T2: allTouches has both fingers; touches(for:) only the view's own.
        #expect(view.all.last == 2)
        #expect(view.forView.last == 1)
    }

    @Test func locationInNilIsTheWindowsCoordinates() {
        let world = World(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = Recorder(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        world.window.addSubview(view)
        var inWindow: CGPoint?
        var inView: CGPoint?
        let probe = UITapGestureRecognizer { recognizer in
            inWindow = recognizer.location(in: nil)
            inView = recognizer.location(in: recognizer.view)
        }
        view.addGestureRecognizer(probe)
        world.tap(CGPoint(x: 150, y: 160))
        #expect(inWindow == CGPoint(x: 150, y: 160))
        #expect(inView == CGPoint(x: 50, y: 60))
    }
}
