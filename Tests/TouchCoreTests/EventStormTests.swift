import Foundation
import TestSupport
import Testing

@testable import TouchCore

/// A view that checks delivery invariants as touches arrive (SPEC G4: each began a
/// view received is closed by exactly one ended or cancelled, in timestamp order).
private final class Witness: UIView {
    var violations: [String] = []
    /// Per touch number: what this responder has received.
    var began: [Int: Int] = [:]
    var finished: [Int: Int] = [:]
    /// Touches whose began this view received and that are not closed yet: when one
    /// of them gets its end, none that lifted earlier may still be waiting for its own
    /// (ends arrive in the order the fingers lifted, released ones included).
    var open: [Int: UITouch] = [:]

    private func record(_ phase: UITouch.Phase, _ touches: Set<UITouch>) {
        if window == nil { violations.append("\(traceName) got \(phase) while not in a window") }
        for touch in touches {
            let n = touch.number
            switch phase {
            case .began:
                began[n, default: 0] += 1
                if began[n]! > 1 { violations.append("\(traceName) got began twice for #\(n)") }
                // Touches forwarded from a subview's chain are the subview's business.
                if touch.view === self { open[n] = touch }
            case .moved:
                if began[n] == nil { violations.append("\(traceName) got moved before began for #\(n)") }
                if finished[n] != nil { violations.append("\(traceName) got moved after the end for #\(n)") }
            case .ended, .cancelled:
                if began[n] == nil { violations.append("\(traceName) got \(phase) without began for #\(n)") }
                finished[n, default: 0] += 1
                if finished[n]! > 1 { violations.append("\(traceName) got two ends for #\(n)") }
                open[n] = nil
                let waiting = open.values.filter { $0.phase == .ended && $0.timestamp < touch.timestamp && !touches.contains($0) }
                if phase == .ended, let earlier = waiting.first {
                    violations.append("\(traceName) got the end of #\(n) before that of #\(earlier.number), which lifted earlier")
                }
            case .stationary:
                violations.append("\(traceName) got a stationary touch")
            }
        }
    }

    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { record(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { record(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { record(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { record(.cancelled, t); super.touchesCancelled(t, with: e) }

    /// Every touch that began here ended or was cancelled here exactly once.
    var unmatched: [Int] { began.keys.filter { finished[$0] != 1 }.sorted() }
}

/// Random finger storms, valid and invalid, against a hierarchy with recognizers, a
/// scroll view and controls; asserts the delivery invariants (issue 6). Seeded and
/// bounded, so it replays identically.
@Suite struct EventStormTests {
    private struct Scene {
        let world: TouchWorld
        let witnesses: [Witness]
        let recognizers: [UIGestureRecognizer]
        let removable: Witness
        let removableParent: UIView
    }

    private func scene(fidelity: FidelityOptions = FidelityOptions()) -> Scene {
        let world = TouchWorld(fidelity: fidelity)
        func witness(_ name: String, _ frame: CGRect, in parent: UIView) -> Witness {
            let view = Witness(frame: frame)
            view.name = name
            view.isMultipleTouchEnabled = frame.width > 150
            parent.addSubview(view)
            return view
        }
        let left = witness("Left", CGRect(0, 0, 200, 800), in: world.rootView)
        let right = witness("Right", CGRect(200, 0, 200, 800), in: world.rootView)
        let inner = witness("Inner", CGRect(20, 20, 120, 200), in: left)
        inner.isExclusiveTouch = true
        let scroll = UIScrollView(frame: CGRect(0, 300, 200, 300))
        scroll.contentSize = CGSize(width: 200, height: 1000)
        left.addSubview(scroll)
        let content = witness("Content", CGRect(0, 0, 200, 1000), in: scroll)
        let removable = witness("Removable", CGRect(20, 20, 100, 100), in: right)
        let button = UIButton(frame: CGRect(20, 600, 150, 60))
        right.addSubview(button)
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        left.addGestureRecognizer(single); left.addGestureRecognizer(double)
        let pan = UIPanGestureRecognizer()
        pan.delaysTouchesBegan = true
        right.addGestureRecognizer(pan)
        let long = UILongPressGestureRecognizer()
        inner.addGestureRecognizer(long)
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        world.rootView.addGestureRecognizer(pinch); world.rootView.addGestureRecognizer(rotation)
        let swipe = UISwipeGestureRecognizer()
        swipe.cancelsTouchesInView = false
        content.addGestureRecognizer(swipe)
        return Scene(
            world: world, witnesses: [left, right, inner, content, removable],
            recognizers: [single, double, pan, long, pinch, rotation, swipe, scroll.panGestureRecognizer],
            removable: removable, removableParent: right)
    }

    private func storm(seed: UInt64, steps: Int, tracing: Bool, fidelity: FidelityOptions = FidelityOptions()) -> Scene {
        var rng = SeededRandom(seed: seed)
        let s = scene(fidelity: fidelity)
        let app = s.world.app
        app.trace.isEnabled = tracing
        app.trace.capacity = ProcessInfo.processInfo.environment["STORM_DEBUG"] != nil ? nil : 2_000
        var time: TimeInterval = 0
        // Touch input keeps its own time, even when older than the clock
        // (UIApplicationTests pins that); here its timestamps never run back, so the
        // witness can tell the order in which fingers lifted from them.
        var touchTime: TimeInterval = 0
        var down: [Int: CGPoint] = [:]
        func point() -> CGPoint {
            switch Int.random(in: 0..<20, using: &rng) {
            case 0: return CGPoint(x: CGFloat.nan, y: 10)
            case 1: return CGPoint(x: 1e9, y: -1e9)
            default: return CGPoint(x: CGFloat.random(in: -20...420, using: &rng), y: CGFloat.random(in: -20...820, using: &rng))
            }
        }
        for _ in 0..<steps {
            // Time mostly moves forward in small steps; sometimes it jumps back.
            time += Int.random(in: 0..<25, using: &rng) == 0 ? -0.5 : Double.random(in: 0...0.12, using: &rng)
            let roll = Int.random(in: 0..<100, using: &rng)
            switch roll {
            case 0..<2:
                app.handle(.interruption(timestamp: time))
                down.removeAll()
            case 2..<4:
                if s.removable.superview == nil { s.removableParent.addSubview(s.removable) } else { s.removable.removeFromSuperview() }
            case 4..<6:
                app.advance(to: time + 1)
            default:
                var samples: [TouchSample] = []
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    let finger = Int.random(in: 0..<13, using: &rng)  // more fingers than iOS allows
                    let phase: TouchSample.Phase
                    if down[finger] != nil {
                        phase = [.move, .move, .move, .up, .cancel, .down].randomElement(using: &rng)!
                    } else {
                        phase = [.down, .down, .down, .up, .move].randomElement(using: &rng)!
                    }
                    let location = phase == .down || Bool.random(using: &rng) ? point() : (down[finger] ?? point())
                    samples.append(TouchSample(finger: finger, phase: phase, location: location))
                    if phase == .down, location.x.isFinite, down[finger] == nil { down[finger] = location }
                    if phase == .up || phase == .cancel { down[finger] = nil }
                }
                touchTime = max(touchTime, time)
                app.handle(.touches(samples, timestamp: touchTime))
            }
        }
        // Lift everything, then let every timer run.
        app.handle(.interruption(timestamp: time + 0.1))
        app.advance(to: time + 5)
        return s
    }

    /// Both modes of the withheld-end switch (SPEC G4): devices' 0.15 s release and the
    /// guide's "only when recognizers decide".
    @Test(arguments: [
        (UInt64(1), false, false), (7, true, false), (42, false, true), (2026, true, true), (5, false, true),
    ])
    func invariantsHoldUnderARandomStorm(seed: UInt64, tracing: Bool, documented: Bool) {
        var fidelity = FidelityOptions()
        if documented { fidelity.withheldEndedRelease = .whenRecognizersDecide }
        let s = storm(seed: seed, steps: 3_000, tracing: tracing, fidelity: fidelity)
        for witness in s.witnesses {
            #expect(witness.violations.isEmpty, "seed \(seed): \(witness.violations.prefix(5))")
            #expect(witness.unmatched.isEmpty, "seed \(seed): \(witness.traceName) never got an end for \(witness.unmatched.prefix(5))")
            if !witness.violations.isEmpty, ProcessInfo.processInfo.environment["STORM_DEBUG"] != nil {
                let text = TraceFormatter.lines(s.world.app.trace.records).joined(separator: "\n")
                try? text.write(toFile: "/tmp/storm-v-\(seed).txt", atomically: true, encoding: .utf8)
            }
            if !witness.unmatched.isEmpty, ProcessInfo.processInfo.environment["STORM_DEBUG"] != nil {
                let n = witness.unmatched[0]
                let lines = TraceFormatter.lines(s.world.app.trace.records)
                let text = "unmatched #\(n) in \(witness.traceName)\n" + lines.joined(separator: "\n")
                try? text.write(toFile: "/tmp/storm-\(seed).txt", atomically: true, encoding: .utf8)
            }
        }
        // No recognizer is left mid-gesture once every touch is gone.
        for recognizer in s.recognizers {
            #expect(recognizer.state == .possible, "seed \(seed): \(recognizer.traceName) left \(recognizer.state)")
            #expect(recognizer.trackedTouches.isEmpty)
        }
        #expect(s.world.app.activeTouches.isEmpty)
        #expect(s.world.app.gestureArena.participants.isEmpty)
        #expect(s.world.app.clock.pendingTimerCount == 0)
        // A bounded trace keeps memory flat however long the storm.
        #expect(s.world.app.trace.records.count <= 2_000)
    }

    /// Memory stays flat: over a long storm, every collection the core keeps between
    /// events stays bounded by the scene's size, whatever the number of events. (A
    /// leak in delivery state would show here as growth; RSS is too noisy to assert in
    /// a shared test process.)
    @Test func stateStaysBoundedOverALongStorm() {
        let s = scene()
        let app = s.world.app
        app.trace.isEnabled = true
        app.trace.capacity = 500
        var rng = SeededRandom(seed: 99)
        var time: TimeInterval = 0
        var down: Set<Int> = []
        var peaks = (inFlight: 0, participants: 0, timers: 0, tracked: 0, records: 0)
        for step in 0..<60_000 {
            time += 0.01
            let finger = Int.random(in: 0..<4, using: &rng)
            let phase: TouchSample.Phase = down.contains(finger) ? (Bool.random(using: &rng) ? .move : .up) : .down
            let point = CGPoint(x: CGFloat.random(in: 0...400, using: &rng), y: CGFloat.random(in: 0...800, using: &rng))
            app.handle(.touches([TouchSample(finger: finger, phase: phase, location: point)], timestamp: time))
            if phase == .down { down.insert(finger) } else if phase == .up { down.remove(finger) }
            if step % 5_000 == 4_999 { app.handle(.interruption(timestamp: time)); down.removeAll() }
            peaks.inFlight = max(peaks.inFlight, app.touchesInFlight.count)
            peaks.participants = max(peaks.participants, app.gestureArena.participants.count)
            peaks.timers = max(peaks.timers, app.clock.pendingTimerCount)
            peaks.tracked = max(peaks.tracked, s.recognizers.map(\.trackedTouches.count).max() ?? 0)
            peaks.records = max(peaks.records, app.trace.records.count)
        }
        // Four fingers, plus lifted touches whose end is withheld for up to 0.15 s while
        // fingers tap every 0.02 s: at most 4 × 8 touches in flight.
        #expect(peaks.inFlight <= 32)
        // Every recognizer in the window, the scroll view's private one included.
        func recognizers(in view: UIView) -> Int {
            (view.gestureRecognizers?.count ?? 0) + view.subviews.map(recognizers(in:)).reduce(0, +)
        }
        #expect(peaks.participants <= recognizers(in: s.world.window))
        #expect(peaks.timers <= 16)
        #expect(peaks.tracked <= 4)
        #expect(peaks.records <= 500)
    }
}
