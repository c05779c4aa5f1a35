import Foundation
import Testing

@testable import TouchCore

/// The arena alone, in the style of Flutter's `arena_test.dart`: recognizers are
/// offered touches, decide, and the arena's effects are read back without any
/// dispatcher applying them (SPEC G3, G8, G9, G13).
@Suite struct GestureArenaTests {
    /// A recognizer that decides when told to.
    private final class Decider: UIGestureRecognizer {
        convenience init(_ name: String) {
            self.init(target: nil, action: nil)
            self.name = name
        }
    }

    private struct Fixture {
        let arena: GestureArena
        let trace: TraceRecorder
        let touch: UITouch
        let event: UIEvent

        init(fidelity: FidelityOptions = FidelityOptions()) {
            let clock = VirtualClock()
            trace = TraceRecorder(clock: clock, isEnabled: true)
            arena = GestureArena(clock: clock, trace: trace, fidelity: fidelity)
            touch = UITouch(number: 1, finger: 1, locationInWindow: .zero, timestamp: 0)
            event = UIEvent(type: .touches, timestamp: 0)
        }

        /// Offers the touch's began to `recognizers` (as collected, G1).
        func offer(_ recognizers: [UIGestureRecognizer]) {
            touch.gestureRecognizers = recognizers
            event.touchList = [touch]
            arena.deliver(event, touches: [touch])
        }

        func names(_ effects: [GestureArena.Effect]) -> [String] {
            effects.map { effect in
                switch effect {
                case .sendActions(let r): return "actions \(r.traceName)"
                case .cancelViewTouches(let r): return "cancel \(r.traceName)"
                case .releaseWithheld: return "release"
                }
            }
        }
    }

    @Test func offeringTouchesDecidesNothing() {
        let f = Fixture()
        let a = Decider("A"), b = Decider("B")
        f.offer([a, b])
        #expect(f.arena.takeEffects().isEmpty)
        #expect(f.arena.participants.map(\.traceName) == ["A", "B"])
        #expect(a.sequenceTouches == [f.touch] && b.sequenceTouches == [f.touch])
    }

    @Test func aRecognitionPreventsTheOthersAndComesOutAsEffects() {
        // G8: the winner fails the others; its actions and its cancellation come out
        // before the release that its decision allows.
        let f = Fixture()
        let a = Decider("A"), b = Decider("B")
        f.offer([a, b])
        a.state = .recognized
        #expect(b.state == .failed)
        #expect(f.names(f.arena.takeEffects()) == ["actions A", "cancel A"])
        #expect(f.names(f.arena.takeEffects()) == ["release"])
        #expect(f.arena.takeEffects().isEmpty)
    }

    @Test func cancelFirstWhenTheGuidesOrderIsChosen() {
        // G13's switch: the guide's order sends the view's cancel before the action.
        var fidelity = FidelityOptions()
        fidelity.recognizerActionBeforeCancel = false
        let f = Fixture(fidelity: fidelity)
        let a = Decider("A")
        f.offer([a])
        a.state = .recognized
        #expect(f.names(f.arena.takeEffects()) == ["cancel A", "actions A"])
    }

    @Test func aFailureOnlyReleases() {
        let f = Fixture()
        let a = Decider("A")
        f.offer([a])
        a.state = .failed
        #expect(f.names(f.arena.takeEffects()) == ["release"])
    }

    @Test func aRecognizerRequiringAnotherToFailWaitsThenGoesAhead() {
        // G9: B recognizes only once A has failed.
        let f = Fixture()
        let a = Decider("A"), b = Decider("B")
        b.require(toFail: a)
        f.offer([a, b])
        b.state = .recognized
        #expect(b.state == .possible && b.pendingState == .ended)
        #expect(f.arena.takeEffects().isEmpty)
        #expect(f.arena.isWithholding(f.touch, by: b, \.delaysTouchesEnded))
        a.state = .failed
        #expect(b.state == .ended)
        #expect(f.names(f.arena.takeEffects()) == ["actions B", "cancel B"])
        #expect(f.names(f.arena.takeEffects()) == ["release"])
    }

    @Test func aRecognizerRequiringAnotherToFailFailsWhenItRecognizes() {
        let f = Fixture()
        let a = Decider("A"), b = Decider("B")
        b.require(toFail: a)
        f.offer([a, b])
        b.state = .recognized
        a.state = .recognized
        #expect(b.state == .failed)
        #expect(f.names(f.arena.takeEffects()) == ["actions A", "cancel A"])
    }

    @Test func simultaneousRecognitionIsAskedAndTraced() {
        // G8: a delegate allowing both; its answer is a trace line.
        final class Both: UIGestureRecognizerDelegate {
            func gestureRecognizer(
                _ gestureRecognizer: UIGestureRecognizer,
                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
            ) -> Bool { true }
        }
        let f = Fixture()
        let a = Decider("A"), b = Decider("B")
        let delegate = Both()
        b.delegate = delegate
        f.offer([a, b])
        a.state = .began
        #expect(b.state == .possible)
        let lines = TraceFormatter.lines(f.trace.records, indent: false)
        #expect(lines.contains("-[Both gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:] B, A → YES"))
    }

    @Test func withholdingFollowsTheSequenceNotTheFingersStillDown() {
        // G4: a touch that lifted is still the recognizer's business until it decides.
        let f = Fixture()
        let a = Decider("A")
        f.offer([a])
        f.touch.phase = .ended
        f.arena.finishEvent()
        #expect(a.trackedTouches.isEmpty)
        #expect(f.arena.isWithholding(f.touch, by: a, \.delaysTouchesEnded))
        a.delaysTouchesEnded = false
        #expect(!f.arena.isWithholding(f.touch, by: a, \.delaysTouchesEnded))
    }
}
