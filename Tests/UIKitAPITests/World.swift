import Foundation
import TouchPlayground

/// One isolated application with a key window, as an app's scene delegate makes it,
/// and a finger driven on the virtual clock (never sleeping).
final class World {
    let application: UIApplication
    let window: UIWindow
    private(set) var time: TimeInterval = 0

    init(application: UIApplication = UIApplication(), frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) {
        self.application = application
        window = UIWindow(frame: frame)
        application.addWindow(window)
        window.makeKeyAndVisible()
    }

    func down(_ point: CGPoint, finger: Int = 1) { send(finger, .down, point) }
    func move(_ point: CGPoint, finger: Int = 1) { send(finger, .move, point) }
    func up(_ point: CGPoint, finger: Int = 1) { send(finger, .up, point) }

    /// A finger down and up again after `hold` seconds, then a short pause.
    func tap(_ point: CGPoint, hold: TimeInterval = 0.05) {
        down(point)
        wait(hold)
        up(point)
        wait(0.5)
    }

    /// A one-finger drag in `steps` moves, 1/60 s apart.
    func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10) {
        down(start)
        for step in 1...steps {
            wait(1.0 / 60)
            let fraction = CGFloat(step) / CGFloat(steps)
            move(CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
        }
        wait(1.0 / 60)
        up(end)
        wait(0.5)
    }

    func wait(_ seconds: TimeInterval) {
        time += seconds
        application.advance(to: time)
    }

    private func send(_ finger: Int, _ phase: TouchSample.Phase, _ point: CGPoint) {
        application.handle(.touches([TouchSample(finger: finger, phase: phase, location: point)], timestamp: time))
    }

    /// Records the trace from now on.
    func startTrace() { application.trace.isEnabled = true }

    var traceLines: [String] { TraceFormatter.lines(application.trace.records, indent: false) }
}

/// The point in the middle of `view`, in screen coordinates.
func center(of view: UIView) -> CGPoint {
    view.convertToScreen(CGPoint(x: view.bounds.midX, y: view.bounds.midY))
}

/// Collects what article code prints, in order.
final class Log {
    private(set) var lines: [String] = []
    func callAsFunction(_ line: String) { lines.append(line) }
}
