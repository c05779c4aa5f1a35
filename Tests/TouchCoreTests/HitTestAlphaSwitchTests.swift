import Foundation
import TestSupport
import Testing

@testable import TouchCore

/// SPEC H1's alpha switch (`FidelityOptions.alphaThresholdInclusive`, SPEC §10)
/// belongs to the application: a real touch, a traced `hitTest(_:with:)`, the
/// untraced `hitTest(_:with: nil)` with its subview grid, and the trace's wording
/// must all use the threshold the application chose.
@Suite struct HitTestAlphaSwitchTests {
    private struct Subject {
        let app: UIApplication
        let window: UIWindow
    }

    /// A random tree under a visible window of an application in `inclusive` mode:
    /// a wide top level (so the untraced walk uses the subview grid) with nested
    /// subtrees, many views at alpha exactly 0.01 (where the two rules differ, H1)
    /// and some below it, hidden or non-interactive.
    private func subject(seed: UInt64, inclusive: Bool) -> Subject {
        var fidelity = FidelityOptions()
        fidelity.alphaThresholdInclusive = inclusive
        let app = UIApplication(fidelity: fidelity)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        app.addWindow(window)
        window.makeKeyAndVisible()
        var rng = SeededRandom(seed: seed)
        func fill(_ parent: UIView, depth: Int) {
            let count = depth == 0 ? 160 : Int.random(in: 0...70, using: &rng)
            let size = parent.bounds.size
            for _ in 0..<count {
                let view = UIView(
                    frame: CGRect(
                        x: CGFloat.random(in: -10...size.width, using: &rng), y: CGFloat.random(in: -10...size.height, using: &rng),
                        width: CGFloat.random(in: 4...(size.width / 2 + 4), using: &rng),
                        height: CGFloat.random(in: 4...(size.height / 2 + 4), using: &rng)))
                switch Int.random(in: 0..<14, using: &rng) {
                case 0, 1, 2: view.alpha = TouchConstants.minimumHittableAlpha
                case 3: view.alpha = 0.005
                case 4: view.alpha = 0.0100001
                case 5: view.isHidden = true
                case 6: view.isUserInteractionEnabled = false
                default: break
                }
                parent.addSubview(view)
                if depth < 3 && Int.random(in: 0..<6, using: &rng) == 0 { fill(view, depth: depth + 1) }
            }
        }
        fill(window, depth: 0)
        return Subject(app: app, window: window)
    }

    /// SPEC H1–H3 written out directly: the oracle the three paths are compared with.
    private func model(_ view: UIView, _ point: CGPoint, inclusive: Bool) -> UIView? {
        let transparent =
            inclusive ? view.alpha <= TouchConstants.minimumHittableAlpha : view.alpha < TouchConstants.minimumHittableAlpha
        guard !view.isHidden, view.isUserInteractionEnabled, !transparent, view.bounds.contains(point) else { return nil }
        for subview in view.subviews.reversed() {
            if let hit = model(subview, subview.pointFromSuperview(point), inclusive: inclusive) { return hit }
        }
        return view
    }

    @Test(arguments: [UInt64(5), 17, 42], [false, true])
    func tracedUntracedGridAndRealTouchesAgreeInBothAlphaModes(seed: UInt64, inclusive: Bool) {
        let subject = subject(seed: seed, inclusive: inclusive)
        let window = subject.window
        let recorder = TraceRecorder(clock: VirtualClock(), isEnabled: true)
        let traced = UIEvent(type: .touches, timestamp: 0)
        traced.trace = recorder
        var rng = SeededRandom(seed: seed ^ 0xA1FA)
        var differingPoints = 0
        var time: TimeInterval = 0
        for index in 0..<2_000 {
            let point = CGPoint(x: CGFloat.random(in: 0..<400, using: &rng), y: CGFloat.random(in: 0..<800, using: &rng))
            let expected = model(window, point, inclusive: inclusive)
            let untraced = window.hitTest(point, with: nil)
            let full = window.hitTest(point, with: traced)
            #expect(untraced === expected, "untraced, seed \(seed), inclusive \(inclusive), at \(point)")
            #expect(full === expected, "traced, seed \(seed), inclusive \(inclusive), at \(point)")
            if model(window, point, inclusive: !inclusive) !== expected { differingPoints += 1 }
            // The trace names the threshold the application's switch tested.
            let lines = TraceFormatter.lines(recorder.records, indent: false)
            let wrong = inclusive ? "(alpha < 0.01)" : "(alpha <= 0.01)"
            #expect(!lines.contains { $0.contains(wrong) }, "seed \(seed), inclusive \(inclusive), at \(point)")
            recorder.removeAll()
            // A real touch: the application's own hit-test binds the touch to the same view.
            if index % 10 == 0 {
                time += 1
                subject.app.handle(.touches([TouchSample(finger: 1, phase: .down, location: point)], timestamp: time))
                #expect(subject.app.activeTouches.first?.view === expected, "touch, seed \(seed), at \(point)")
                subject.app.handle(.touches([TouchSample(finger: 1, phase: .cancel, location: point)], timestamp: time + 0.01))
            }
        }
        // The trees put views at exactly 0.01 under enough points to tell the modes apart.
        #expect(differingPoints > 20)
        #expect(window.subviewGrid != nil)
    }

    @Test func traceWordsAlphaRejectionsByTheApplicationsThreshold() {
        for inclusive in [false, true] {
            var fidelity = FidelityOptions()
            fidelity.alphaThresholdInclusive = inclusive
            let app = UIApplication(fidelity: fidelity)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            window.name = "Window"
            app.addWindow(window)
            window.makeKeyAndVisible()
            let faint = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            faint.name = "Faint"
            faint.alpha = 0.005
            window.addSubview(faint)
            // An event made outside the application's touch path, as a host inspecting
            // hit-testing would make it: the wording still follows the application.
            let event = UIEvent(type: .touches, timestamp: 0)
            event.trace = TraceRecorder(clock: VirtualClock(), isEnabled: true)
            #expect(window.hitTest(CGPoint(x: 10, y: 10), with: event) === window)
            let lines = TraceFormatter.lines(event.trace!.records, indent: false)
            let reason = inclusive ? "alpha <= 0.01" : "alpha < 0.01"
            #expect(lines.contains("-[Faint hitTest:withEvent:] ⇒ nil (\(reason))"), "\(lines)")
        }
    }
}
