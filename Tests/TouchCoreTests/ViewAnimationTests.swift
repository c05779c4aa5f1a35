import Foundation
import Testing

@testable import TouchCore

/// UIView animations on the virtual clock and touch delivery while they run.
///
/// Apple (UIView.isUserInteractionEnabled): "During an animation, user interactions
/// are temporarily disabled for all views involved in the animation, regardless of
/// the value in this property. You can disable this behavior by specifying the
/// allowUserInteraction option" (UIView.AnimationOptions.allowUserInteraction).
/// Apple (UIView.animate(withDuration:delay:options:animations:completion:)): the
/// block sets the views' values at once, so hit-testing uses the final frame.
@Suite struct ViewAnimationTests {
    /// A card over a consuming background, both spies.
    private func world() -> (TouchWorld, SpyView, SpyView) {
        let world = TouchWorld()
        let background = SpyView("Background", CGRect(0, 0, 400, 800), behaviour: .consume)
        let card = SpyView("Card", CGRect(100, 100, 100, 100), behaviour: .consume)
        world.rootView.addSubview(background)
        world.rootView.addSubview(card)
        return (world, background, card)
    }

    @Test func aTapDuringAnAnimationWithoutAllowUserInteractionMissesTheViewAndTheTraceSaysWhy() {
        let (world, background, card) = world()
        UIView.animate(withDuration: 0.5, delay: 0, options: []) { card.alpha = 0.5 }
        world.tap(CGPoint(x: 150, y: 150))  // at 0.016: in flight
        #expect(card.received.isEmpty)
        #expect(background.phases == [.began, .ended])
        #expect(world.lines.contains("-[Card hitTest:withEvent:] ⇒ nil (animating without allowUserInteraction)"))
        #expect(card.isAnimatingWithoutUserInteraction)
    }

    @Test func aTapAfterTheAnimationEndsReachesTheViewAndCompletionRanAtTheEnd() {
        let (world, _, card) = world()
        var completions: [(Bool, TimeInterval)] = []
        UIView.animate(withDuration: 0.5, delay: 0.25, options: []) {
            card.frame = CGRect(100, 300, 100, 100)
        } completion: { finished in
            completions.append((finished, world.app.clock.now))
        }
        // The delay counts: the view is in flight from the call.
        world.wait(0.2)
        world.tap(CGPoint(x: 150, y: 350))
        #expect(card.received.isEmpty)
        #expect(completions.isEmpty)
        world.wait(0.6)
        #expect(completions.map(\.0) == [true])
        #expect(completions.map(\.1) == [0.75])
        #expect(!card.isAnimatingWithoutUserInteraction)
        world.tap(CGPoint(x: 150, y: 350))
        #expect(card.phases == [.began, .ended])
    }

    @Test func withAllowUserInteractionTheAnimatingViewTakesTouchesAtItsFinalFrame() {
        let (world, background, card) = world()
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction]) {
            card.frame = CGRect(100, 300, 100, 100)
        }
        // Hit-testing uses the model value: the final frame, from the start.
        world.tap(CGPoint(x: 150, y: 350))
        #expect(card.phases == [.began, .ended])
        world.tap(CGPoint(x: 150, y: 150))
        #expect(background.phases == [.began, .ended])
        #expect(card.phases == [.began, .ended])
    }

    @Test func theAnimatingViewsSubviewsAreSkippedToo() {
        let (world, _, card) = world()
        let badge = SpyView("Badge", CGRect(0, 0, 50, 50), behaviour: .consume)
        card.addSubview(badge)
        UIView.animate(withDuration: 0.5) { card.transform = CGAffineTransform(scaleX: 1.2, y: 1.2) }
        world.tap(CGPoint(x: 105, y: 105))
        #expect(badge.received.isEmpty)
        #expect(!world.lines.contains { $0.hasPrefix("-[Badge hitTest") })
    }

    @Test func onlyTheViewsTheBlockChangesAreInFlight() {
        let (world, background, card) = world()
        let other = SpyView("Other", CGRect(100, 500, 100, 100), behaviour: .consume)
        world.rootView.addSubview(other)
        UIView.animate(withDuration: 0.5) { card.backgroundColor = .red }
        world.tap(CGPoint(x: 150, y: 550))
        #expect(other.phases == [.began, .ended])
        #expect(background.received.isEmpty)
    }

    @Test func aTouchThatBeganBeforeTheAnimationKeepsItsView() {
        // SPEC H6: the touch is bound at began; an animation later does not take it away.
        let (world, _, card) = world()
        world.down(1, CGPoint(x: 150, y: 150))
        UIView.animate(withDuration: 0.5) { card.alpha = 0.8 }
        world.move(1, CGPoint(x: 160, y: 160))
        world.up(1, CGPoint(x: 160, y: 160))
        #expect(card.phases == [.began, .moved, .ended])
    }

    @Test func overlappingAnimationsKeepTheViewInFlightUntilTheLastEnds() {
        let (world, _, card) = world()
        UIView.animate(withDuration: 0.5) { card.alpha = 0.5 }
        UIView.animate(withDuration: 0.2, delay: 0, options: [.allowUserInteraction]) { card.alpha = 0.7 }
        world.wait(0.3)
        world.tap(CGPoint(x: 150, y: 150))
        #expect(card.received.isEmpty)
        world.wait(0.3)
        world.tap(CGPoint(x: 150, y: 150))
        #expect(card.phases == [.began, .ended])
    }

    @Test func anAnimationOutsideAWindowCompletesAtOnceAndBlocksNothing() {
        let (world, _, _) = world()
        let loose = SpyView("Loose", CGRect(100, 600, 100, 100), behaviour: .consume)
        var finished: [Bool] = []
        UIView.animate(withDuration: 5, delay: 0, options: []) {
            loose.alpha = 0.5
        } completion: {
            finished.append($0)
        }
        #expect(finished == [true])
        #expect(!loose.isAnimatingWithoutUserInteraction)
        world.rootView.addSubview(loose)
        world.tap(CGPoint(x: 150, y: 650))
        #expect(loose.phases == [.began, .ended])
    }

    @Test func aZeroDurationMakesTheChangesWithoutAnimating() {
        // Apple: "If you specify a negative value or 0, the changes are made without animating them."
        let (world, _, card) = world()
        var finished: [Bool] = []
        UIView.animate(withDuration: 0) {
            card.frame = CGRect(0, 0, 50, 50)
        } completion: {
            finished.append($0)
        }
        #expect(finished == [true])
        #expect(card.frame == CGRect(0, 0, 50, 50))
        world.tap(CGPoint(x: 25, y: 25))
        #expect(card.phases == [.began, .ended])
    }

    @Test func optionsHaveUIKitsRawValues() {
        #expect(UIView.AnimationOptions.allowUserInteraction.rawValue == 2)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
        #expect(UIView.AnimationOptions([.allowUserInteraction, .curveEaseOut]).contains(.allowUserInteraction))
    }
}
