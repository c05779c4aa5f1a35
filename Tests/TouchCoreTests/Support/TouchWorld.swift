import Foundation
import Testing
import TouchCore

/// A fresh application with one window, a virtual clock and tracing on, driven by
/// finger scripts: the fixture every core test starts from (no shared state).
final class TouchWorld {
    let app: UIApplication
    let window: UIWindow
    let controller: UIViewController
    private(set) var time: TimeInterval = 0

    init(
        size: CGSize = CGSize(width: 400, height: 800), fidelity: FidelityOptions = FidelityOptions(),
        root: UIViewController = UIViewController()
    ) {
        app = UIApplication(fidelity: fidelity)
        app.trace.isEnabled = true
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        app.addWindow(window)
        controller = root
        window.rootViewController = root
        window.makeKeyAndVisible()
        // The root controller's appearance callbacks are traced as the window shows;
        // the world starts with an empty trace, as a built scene does.
        app.trace.removeAll()
    }

    /// The root controller's view.
    var rootView: UIView { controller.view }

    // MARK: Finger script

    /// Fingers the script has down, so an impossible step fails the test instead of
    /// being quietly ignored by the core (a second down, a move or lift of a finger
    /// that is not down). Tests of the core's refusals send `app.handle` directly.
    private(set) var fingersDown: Set<Int> = []

    func frame(
        _ samples: [TouchSample], after delay: TimeInterval = 0.016, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for sample in samples {
            switch sample.phase {
            case .down:
                if fingersDown.contains(sample.finger) {
                    Issue.record("finger \(sample.finger) is already down", sourceLocation: sourceLocation)
                }
                fingersDown.insert(sample.finger)
            case .move, .up, .cancel:
                if !fingersDown.contains(sample.finger) {
                    Issue.record("finger \(sample.finger) \(sample.phase) but it is not down", sourceLocation: sourceLocation)
                }
                if sample.phase != .move { fingersDown.remove(sample.finger) }
            }
        }
        time += delay
        app.handle(.touches(samples, timestamp: time))
    }

    func down(
        _ finger: Int = 1, _ point: CGPoint, after delay: TimeInterval = 0.016,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        frame([TouchSample(finger: finger, phase: .down, location: point)], after: delay, sourceLocation: sourceLocation)
    }

    func move(
        _ finger: Int = 1, _ point: CGPoint, after delay: TimeInterval = 0.016,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        frame([TouchSample(finger: finger, phase: .move, location: point)], after: delay, sourceLocation: sourceLocation)
    }

    func up(
        _ finger: Int = 1, _ point: CGPoint, after delay: TimeInterval = 0.016,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        frame([TouchSample(finger: finger, phase: .up, location: point)], after: delay, sourceLocation: sourceLocation)
    }

    func tap(
        _ point: CGPoint, finger: Int = 1, hold: TimeInterval = 0.05, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        down(finger, point, sourceLocation: sourceLocation)
        up(finger, point, after: hold, sourceLocation: sourceLocation)
    }

    /// Waits, firing timers, as a finger script's `wait`.
    func wait(_ interval: TimeInterval) {
        time += interval
        app.advance(to: time)
    }

    func tap(_ view: UIView) {
        tap(view.convertToScreen(CGPoint(x: view.bounds.midX, y: view.bounds.midY)))
    }

    // MARK: Reading the trace

    var lines: [String] { TraceFormatter.lines(app.trace.records, indent: false) }

    /// The inputs the core refused, in order, as recorded.
    var refusals: [TraceRecord.Refusal] {
        app.trace.records.compactMap { record in
            if case .ignoredInput(let refusal) = record.kind { return refusal }
            return nil
        }
    }

    /// The trace restricted to what a seed log prints.
    func restricted(to seed: String) -> [String] {
        SeedLog(seed).restrict(app.trace.records)
    }

    /// Calls of a touch method, as `Receiver.method` strings, in order.
    var touchCalls: [String] {
        app.trace.records.compactMap { record in
            if case .touches(let method, let receiver, _) = record.kind { return "\(receiver.name).\(method.rawValue)" }
            return nil
        }
    }
}

/// A view that logs its touch calls into a shared list, choosing what to do with them
/// as the seeds' three ways to respond (seed 002: 不拦截 / 拦截 / 拦截并继续).
class SpyView: UIView {
    enum Behaviour { case ignore, consume, handleAndForward }
    var behaviour: Behaviour = .ignore
    var received: [(UITouch.Phase, Int)] = []
    var log: ((String) -> Void)?

    convenience init(_ name: String, _ frame: CGRect, behaviour: Behaviour = .ignore) {
        self.init(frame: frame)
        self.name = name
        self.behaviour = behaviour
    }

    private func handle(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?, forward: () -> Void) {
        received.append((phase, touches.count))
        log?("\(traceName).\(phase)")
        if behaviour != .consume { forward() }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        handle(.began, touches, event) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        handle(.moved, touches, event) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        handle(.ended, touches, event) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        handle(.cancelled, touches, event) { super.touchesCancelled(touches, with: event) }
    }

    var phases: [UITouch.Phase] { received.map(\.0) }
}

extension CGRect {
    init(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
        self.init(x: x, y: y, width: width, height: height)
    }
}
