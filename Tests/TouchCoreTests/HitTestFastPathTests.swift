import Foundation
import TestSupport
import Testing

@testable import TouchCore

/// The grid that lets a view with many subviews skip them by frame must never change
/// an answer: compared here with the traced walk, which asks every subview (issue 6).
@Suite struct HitTestFastPathTests {
    /// Answers for points outside its frame: a fast path that skipped it would be wrong.
    private final class ReachingView: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -30, dy: -30).contains(point)
        }
    }

    private func randomHierarchy(_ rng: inout SeededRandom, window: UIWindow) {
        func fill(_ parent: UIView, depth: Int) {
            let count = depth == 0 ? 400 : Int.random(in: 0...60, using: &rng)
            for _ in 0..<count {
                let kind = Int.random(in: 0..<20, using: &rng)
                let frame = CGRect(
                    x: CGFloat.random(in: -20...360, using: &rng), y: CGFloat.random(in: -20...760, using: &rng),
                    width: CGFloat.random(in: 1...80, using: &rng), height: CGFloat.random(in: 1...80, using: &rng))
                let view: UIView = kind == 0 ? ReachingView(frame: frame) : kind == 1 ? UIButton(frame: frame) : UIView(frame: frame)
                switch Int.random(in: 0..<12, using: &rng) {
                case 0: view.isHidden = true
                case 1: view.alpha = 0.005
                case 2: view.isUserInteractionEnabled = false
                case 3: view.transform = CGAffineTransform(rotationAngle: CGFloat.random(in: 0...3, using: &rng))
                case 4: view.bounds.origin = CGPoint(x: 5, y: -5)
                default: break
                }
                parent.addSubview(view)
                if depth < 2 && Int.random(in: 0..<8, using: &rng) == 0 { fill(view, depth: depth + 1) }
            }
        }
        fill(window, depth: 0)
    }

    @Test(arguments: [UInt64(3), 11, 99])
    func gridAnswersExactlyAsTheFullWalk(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.isHidden = false
        randomHierarchy(&rng, window: window)
        let traced = UIEvent(type: .touches, timestamp: 0)
        traced.trace = TraceRecorder(clock: VirtualClock(), isEnabled: true)
        for _ in 0..<3_000 {
            let p = CGPoint(x: CGFloat.random(in: -10...410, using: &rng), y: CGFloat.random(in: -10...810, using: &rng))
            let fast = window.hitTest(p, with: nil)
            let full = window.hitTest(p, with: traced)
            #expect(fast === full, "seed \(seed) at \(p)")
            traced.trace?.removeAll()
        }
        #expect(window.subviewGrid != nil)
    }

    @Test func gridFollowsMovesAndReordering() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.isHidden = false
        let views = (0..<100).map { i in UIView(frame: CGRect(x: CGFloat(i % 10) * 40, y: CGFloat(i / 10) * 40, width: 40, height: 40)) }
        views.forEach(window.addSubview)
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === views[0])
        views[99].center = CGPoint(x: 20, y: 20)  // moved on top of views[0]
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === views[99])
        window.sendSubviewToBack(views[99])
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === views[0])
        views[0].removeFromSuperview()
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === views[99])
        views[99].transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === window)
    }
}
