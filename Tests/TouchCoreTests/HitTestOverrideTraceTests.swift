import Foundation
import TestSupport
import Testing

@testable import TouchCore

/// Seed 000's lesson: a `hitTest(_:with:)` override may answer without UIKit's walk.
/// The trace says which answers an override chose (SPEC H8), so nothing downstream
/// reads an override's answer as "contains the point, a subview answered".
@Suite struct HitTestOverrideTraceTests {
    /// Seed 000's whiteView: `return self.subviews[0]`, never calling super.
    private final class FirstSubviewView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { subviews[0] }
    }

    /// An override that calls super and keeps its answer: not an override's choice.
    private final class LoggingView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    }

    /// Calls super, then answers itself instead of a subview (a container that
    /// swallows its children's touches).
    private final class SwallowingView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            super.hitTest(point, with: event) == nil ? nil : self
        }
    }

    /// The articles' pass-through overlay: nil where super answers the overlay itself.
    private final class PassThroughView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }

    /// whiteView(red, green) as in seed 000, with `white` of the class under test.
    private func seed000(_ white: UIView) -> (TouchWorld, red: UIView, green: UIView) {
        let world = TouchWorld()
        white.frame = CGRect(45, 150, 300, 400)
        white.name = "whiteView"
        let red = UIView(frame: CGRect(20, 20, 150, 150))
        red.name = "redView"
        let green = UIView(frame: CGRect(120, 200, 150, 150))
        green.name = "greenView"
        world.rootView.addSubview(white)
        white.addSubview(red)
        white.addSubview(green)
        return (world, red, green)
    }

    private func hitTestLine(of name: String, in world: TouchWorld) -> String? {
        world.lines.first { $0.hasPrefix("-[\(name) hitTest:withEvent:]") }
    }

    @Test func anOverrideThatNeverCallsSuperIsMarkedWithTheViewItReturned() {
        let (world, red, green) = seed000(FirstSubviewView())
        world.tap(green)
        #expect(hitTestLine(of: "whiteView", in: world) == "-[whiteView hitTest:withEvent:] ⇒ redView (hitTest overridden)")
        // Neither whiteView's pointInside nor its subviews were asked.
        #expect(!world.lines.contains { $0.hasPrefix("-[whiteView pointInside") || $0.hasPrefix("-[greenView") && $0.contains("hitTest") })
        let outcome = world.app.trace.records.first { if case .hitTest(let v, _) = $0.kind { v.name == "whiteView" } else { false } }?
            .outcome
        guard case .viewFromOverride(let answer)? = outcome else {
            Issue.record("whiteView's hitTest outcome is \(String(describing: outcome))")
            return
        }
        #expect(answer.id == ObjectIdentifier(red))
        // The callers up the walk answered by UIKit's default: plain ⇒ redView.
        let rootName = world.rootView.traceName
        #expect(hitTestLine(of: rootName, in: world) == "-[\(rootName) hitTest:withEvent:] ⇒ redView")
    }

    @Test func anOverrideThatKeepsSupersAnswerIsNotMarked() {
        let (world, _, green) = seed000(LoggingView())
        world.tap(green)
        #expect(hitTestLine(of: "whiteView", in: world) == "-[whiteView hitTest:withEvent:] ⇒ greenView")
    }

    @Test func anOverrideThatReplacesSupersAnswerIsMarked() {
        let (world, _, green) = seed000(SwallowingView())
        world.tap(green)
        #expect(hitTestLine(of: "whiteView", in: world) == "-[whiteView hitTest:withEvent:] ⇒ whiteView (hitTest overridden)")
        #expect(hitTestLine(of: "greenView", in: world) == "-[greenView hitTest:withEvent:] ⇒ greenView")
    }

    @Test func aPassThroughThatDiscardsSupersOwnAnswerIsRejectedAsOverridden() {
        let (world, _, _) = seed000(PassThroughView())
        // A point in whiteView that neither subview holds: super answers whiteView,
        // the override answers nil, and the touch goes on to RootView.
        world.tap(CGPoint(x: 45 + 280, y: 150 + 20))
        #expect(hitTestLine(of: "whiteView", in: world) == "-[whiteView hitTest:withEvent:] ⇒ nil (hitTest overridden → nil)")
        #expect(world.lines.contains("-[whiteView pointInside:withEvent:] → YES"))
    }

    @Test func aDefaultRejectionKeepsItsReasonThroughAnOverrideThatCallsSuper() {
        let (world, _, _) = seed000(PassThroughView())
        world.tap(CGPoint(x: 10, y: 10))
        #expect(hitTestLine(of: "whiteView", in: world) == "-[whiteView hitTest:withEvent:] ⇒ nil (outside bounds)")
    }
}

/// SPEC H1 is UIView's own `hitTest(_:with:)`: a superview asks every subview's
/// `hitTest`, and the hidden, interaction and alpha checks run inside the default
/// implementation. So an override that does not call `super` answers even for a
/// hidden view — as on iOS, where the checks live in UIView's implementation, not in
/// the caller.
@Suite struct HiddenViewHitTestOverrideTests {
    private final class Greedy: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { self }
    }

    @Test func aHiddenViewsOverrideIsStillAskedAndItsAnswerStands() {
        let world = TouchWorld()
        let greedy = Greedy(frame: CGRect(0, 0, 200, 200))
        greedy.name = "Greedy"
        greedy.isHidden = true
        world.rootView.addSubview(greedy)
        world.tap(CGPoint(x: 50, y: 50))
        #expect(world.lines.contains("-[Greedy hitTest:withEvent:] ⇒ Greedy (hitTest overridden)"))
        #expect(world.lines.contains("touch #1 is bound to Greedy in UIWindow (tapCount 1)"))
    }

    @Test func aHiddenViewWhoseOverrideCallsSuperIsSkippedAsHidden() {
        final class Polite: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
        }
        let world = TouchWorld()
        let polite = Polite(frame: CGRect(0, 0, 200, 200))
        polite.name = "Polite"
        polite.isHidden = true
        world.rootView.addSubview(polite)
        world.tap(CGPoint(x: 50, y: 50))
        #expect(world.lines.contains("-[Polite hitTest:withEvent:] ⇒ nil (hidden)"))
    }
}
