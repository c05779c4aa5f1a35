import Foundation
import TouchCore
import TouchPlaygroundUI

/// A fresh application with one 400×800 window and views added by name,
/// driven by finger scripts through a ``PlaygroundSession``, so tests read
/// `sequence` exactly as the window does.
final class TraceWorld {
    let app = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let session: PlaygroundSession
    private(set) var time: TimeInterval = 0

    init() {
        session = PlaygroundSession(application: app)
        window.name = "Window"
        app.addWindow(window)
        window.makeKeyAndVisible()
        app.trace.removeAll()  // the session's log starts empty, as with a built scene
    }

    /// Adds a view named `name` with `frame` to `parent` (the window by default).
    @discardableResult
    func add(_ name: String, _ frame: CGRect, to parent: UIView? = nil, _ view: UIView = UIView()) -> UIView {
        view.frame = frame
        view.name = name
        (parent ?? window).addSubview(view)
        return view
    }

    func down(_ x: CGFloat, _ y: CGFloat, finger: Int = 1) { step(finger, .down, x, y, after: 0.016) }
    func move(_ x: CGFloat, _ y: CGFloat, finger: Int = 1) { step(finger, .move, x, y, after: 0.016) }
    func up(_ x: CGFloat, _ y: CGFloat, finger: Int = 1) { step(finger, .up, x, y, after: 0.05) }

    func tap(_ x: CGFloat, _ y: CGFloat) {
        down(x, y)
        up(x, y)
    }

    /// Moves the clock, firing timers (a withheld `touchesEnded` released).
    func wait(_ seconds: TimeInterval) {
        time += seconds
        session.advance(to: time)
    }

    func interrupt() {
        time += 0.01
        session.handle(.interruption(timestamp: time))
    }

    var records: [TraceRecord] { session.sequence }

    private func step(_ finger: Int, _ phase: TouchSample.Phase, _ x: CGFloat, _ y: CGFloat, after delay: TimeInterval) {
        time += delay
        session.handle(.touches([TouchSample(finger: finger, phase: phase, location: CGPoint(x: x, y: y))], timestamp: time))
    }
}
