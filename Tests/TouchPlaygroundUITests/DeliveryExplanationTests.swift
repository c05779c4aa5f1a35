import Foundation
import Testing
import TouchCore

@testable import TouchInsight

/// Each answer to "why didn't this view get the touch?", from real traces:
/// a fresh application, views, and a finger script.
struct DeliveryExplanationTests {
    private func explain(_ view: UIView, _ world: TraceWorld) -> DeliveryExplanation {
        DeliveryExplanation(view: view, records: world.records)
    }

    /// The evidence lines, as the panel prints them.
    private func evidence(_ explanation: DeliveryExplanation, _ world: TraceWorld) -> [String] {
        explanation.evidence.map { TraceFormatter.describe(world.records[$0]) }
    }

    @Test func beforeAnyTouchItSaysToTouchFirst() {
        let world = TraceWorld()
        let view = world.add("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(explain(view, world).verdict == .noTouchYet)
    }

    @Test func theHitTestViewReceivedItsMethods() {
        let world = TraceWorld()
        let view = world.add("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        world.tap(50, 50)
        let explanation = explain(view, world)
        #expect(explanation.verdict == .received)
        #expect(explanation.sentence == "A was the hit-test view of touch #1 and received touchesBegan, touchesEnded.")
        #expect(evidence(explanation, world).first == "touch #1 is bound to A in Window (tapCount 1)")
    }

    @Test func aSiblingInFrontAnsweredFirst() {
        let world = TraceWorld()
        let back = world.add("Back", CGRect(x: 0, y: 0, width: 200, height: 200))
        world.add("Front", CGRect(x: 50, y: 50, width: 200, height: 200))
        world.tap(100, 100)
        let explanation = explain(back, world)
        #expect(explanation.verdict == .siblingAnsweredFirst)
        #expect(explanation.sentence.contains("Front, in front of it in Window, answered first"))
        #expect(evidence(explanation, world) == ["-[Front hitTest:withEvent:] ⇒ Front"])
    }

    @Test func aDescendantOfARejectedAncestorIsPruned() {
        let world = TraceWorld()
        let parent = world.add("Parent", CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = world.add("Child", CGRect(x: 10, y: 10, width: 100, height: 100), to: parent)
        parent.isUserInteractionEnabled = false
        world.tap(50, 50)
        let explanation = explain(child, world)
        #expect(explanation.verdict == .pruned)
        #expect(explanation.sentence.contains("its ancestor Parent was rejected (isUserInteractionEnabled is false)"))
        #expect(evidence(explanation, world) == ["-[Parent hitTest:withEvent:] ⇒ nil (user interaction disabled)"])
    }

    @Test func aRejectedViewGetsItsReason() {
        let world = TraceWorld()
        let hidden = world.add("Hidden", CGRect(x: 0, y: 0, width: 200, height: 200))
        hidden.isHidden = true
        let outside = world.add("Outside", CGRect(x: 300, y: 300, width: 50, height: 50))
        world.tap(50, 50)
        #expect(explain(hidden, world).verdict == .rejected)
        #expect(explain(hidden, world).sentence == "hitTest rejected Hidden: it is hidden; the touch went to Window.")
        #expect(explain(outside, world).sentence.contains("the touch is outside its bounds"))
    }

    @Test func anAnimatingViewIsRejectedWithTheAnimationAsItsReason() {
        // Apple: UIView.AnimationOptions.allowUserInteraction — without it, the views
        // being animated take no touches until the animation ends.
        let world = TraceWorld()
        let card = world.add("Card", CGRect(x: 0, y: 0, width: 200, height: 200))
        let badge = world.add("Badge", CGRect(x: 10, y: 10, width: 50, height: 50), to: card)
        UIView.animate(withDuration: 1) { card.alpha = 0.5 }
        world.tap(30, 30)
        #expect(explain(card, world).verdict == .rejected)
        #expect(
            explain(card, world).sentence
                == "hitTest rejected Card: it is being animated without .allowUserInteraction; the touch went to Window.")
        #expect(explain(badge, world).verdict == .pruned)
        #expect(evidence(explain(badge, world), world) == ["-[Card hitTest:withEvent:] ⇒ nil (animating without allowUserInteraction)"])
        #expect(HitTestVerdict.shortReason(.animating) == "animating")
    }

    @Test func aContainerThatHeldThePointLostToItsSubview() {
        let world = TraceWorld()
        let parent = world.add("Parent", CGRect(x: 0, y: 0, width: 200, height: 200))
        world.add("Child", CGRect(x: 0, y: 0, width: 100, height: 100), to: parent)
        world.tap(50, 50)
        let explanation = explain(parent, world)
        // Parent also got touchesBegan/Ended forwarded from Child (R4).
        #expect(explanation.verdict == .forwarded)
        #expect(explanation.sentence.contains("passed them on"))
        #expect(explanation.sentence.contains("the touch went to Child"))
    }

    @Test func aRecognizerThatRecognizedCancelledTheView() {
        let world = TraceWorld()
        let view = world.add("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.name = "Tap"
        view.addGestureRecognizer(tap)
        world.tap(50, 50)
        let explanation = explain(view, world)
        #expect(explanation.verdict == .cancelledByRecognizer)
        #expect(explanation.sentence.contains("then Tap recognized and cancelled it"))
        #expect(evidence(explanation, world).contains("Tap: possible → ended"))
        #expect(evidence(explanation, world).last == "-[A touchesCancelled:withEvent:]")
    }

    @Test func aBeganHeldBackByDelaysTouchesBeganIsDiscarded() {
        let world = TraceWorld()
        let view = world.add("A", CGRect(x: 0, y: 0, width: 300, height: 300))
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.name = "Pan"
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)
        world.down(50, 50)
        for step in 1...5 { world.move(50 + CGFloat(step) * 10, 50) }
        world.up(100, 50)
        let explanation = explain(view, world)
        #expect(explanation.verdict == .withheldAndDiscarded)
        #expect(explanation.sentence.contains("Pan's delaysTouchesBegan held touchesBegan back and Pan recognized at +0.032"))
        #expect(explanation.sentence.contains("A received nothing."))
        // The competition, told whole (SPEC G3: a pan begins, then ends).
        #expect(explanation.sentence.hasSuffix("One recognizer competed for the touch: Pan (on it) began at +0.032, then ended at +0.130."))
    }

    @Test func aSecondFingerOnAViewWithoutMultipleTouchIsExcluded() {
        let world = TraceWorld()
        let view = world.add("A", CGRect(x: 0, y: 0, width: 300, height: 300))
        world.down(50, 50, finger: 1)
        world.down(100, 100, finger: 2)
        let explanation = explain(view, world)
        // A got touch #1; the explanation tells touch #2's own story: SPEC T7 kept it from A.
        #expect(explanation.verdict == .received)
        #expect(
            explanation.sentence
                == "A was the hit-test view of touch #1 and received touchesBegan. It was also the hit-test view of"
                + " touch #2, but the window never gave it the touch: isMultipleTouchEnabled is false and it"
                + " already had a touch.")
        #expect(evidence(explanation, world).last?.contains("withheld for A: isMultipleTouchEnabled is false") == true)
        let excludedOnly = TraceWorld()
        let other = excludedOnly.add("B", CGRect(x: 0, y: 0, width: 300, height: 300))
        other.isExclusiveTouch = true
        let first = excludedOnly.add("First", CGRect(x: 300, y: 0, width: 100, height: 100))
        excludedOnly.down(350, 50, finger: 1)
        excludedOnly.down(50, 50, finger: 2)
        let excluded = explain(other, excludedOnly)
        #expect(excluded.verdict == .excluded)
        #expect(excluded.sentence.contains("the window never gave it the touch"))
        #expect(explain(first, excludedOnly).verdict == .received)
    }

    @Test func anInterruptionCancelsTheHitTestView() {
        let world = TraceWorld()
        let view = world.add("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        world.down(50, 50)
        world.interrupt()
        let explanation = explain(view, world)
        #expect(explanation.verdict == .cancelledByInterruption)
        #expect(explanation.sentence.contains("system interruption"))
    }

    @Test func aViewOutsideAnyWindowNeverGetsTouches() {
        let world = TraceWorld()
        world.add("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        world.tap(50, 50)
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        loose.name = "Loose"
        #expect(explain(loose, world).verdict == .notInWindow)
    }

    @Test func anOverriddenHitTestAnswersWithoutAskingItsSubviews() {
        final class Greedy: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                self.point(inside: point, with: event) ? self : nil
            }
        }
        let world = TraceWorld()
        let greedy = world.add("Greedy", CGRect(x: 0, y: 0, width: 200, height: 200), Greedy())
        let inner = world.add("Inner", CGRect(x: 0, y: 0, width: 100, height: 100), to: greedy)
        world.tap(50, 50)
        let explanation = explain(inner, world)
        #expect(explanation.verdict == .ancestorAnsweredWithoutAsking)
        #expect(explanation.sentence.contains("Greedy's hitTest answered without asking it"))
    }

    @Test func aWithheldEndReleasedLateIsNamed() {
        let world = TraceWorld()
        let view = world.add("A", CGRect(x: 0, y: 0, width: 300, height: 300))
        let double = UITapGestureRecognizer(target: nil, action: nil)
        double.numberOfTapsRequired = 2
        double.name = "Double"
        view.addGestureRecognizer(double)
        world.tap(50, 50)
        world.wait(1)
        let explanation = explain(view, world)
        #expect(explanation.verdict == .received)
        #expect(explanation.sentence.contains("Some arrived late"))
    }
}
