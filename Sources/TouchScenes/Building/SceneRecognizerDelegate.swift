import Foundation
import TouchCore

/// The delegate answers a scene gives a recognizer (SPEC G2, G8, G9, G10).
final class SceneRecognizerDelegate: UIGestureRecognizerDelegate {
    let shouldBegin: Bool
    let shouldReceive: Bool
    let simultaneous: SceneSimultaneity
    /// The recognizers `gestureRecognizer(_:shouldRequireFailureOf:)` says YES for.
    let requiresFailureOf: [String]
    /// The recognizers `gestureRecognizer(_:shouldBeRequiredToFailBy:)` says YES for.
    let requiredToFailBy: [String]
    /// Resolves the names in `simultaneous`, built-in recognizers included.
    weak var world: SceneWorld?

    init(
        shouldBegin: Bool, shouldReceive: Bool, simultaneous: SceneSimultaneity, requiresFailureOf: [String] = [],
        requiredToFailBy: [String] = []
    ) {
        self.shouldBegin = shouldBegin
        self.shouldReceive = shouldReceive
        self.simultaneous = simultaneous
        self.requiresFailureOf = requiresFailureOf
        self.requiredToFailBy = requiredToFailBy
    }

    /// UIKit asks these "once per attempt to recognize" (Apple:
    /// gestureRecognizer(_:shouldRequireFailureOf:)), for every pair of recognizers
    /// of the touches; the trace shows each YES, the answers that make a recognizer
    /// wait or fail, beside the state change they cause.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        answer(
            requiresFailureOf, gestureRecognizer, otherGestureRecognizer, "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:")
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        answer(
            requiredToFailBy, gestureRecognizer, otherGestureRecognizer, "gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:")
    }

    private func answer(_ names: [String], _ asked: UIGestureRecognizer, _ other: UIGestureRecognizer, _ selector: String) -> Bool {
        guard let world, names.contains(where: { world.recognizer(named: $0) === other }) else { return false }
        let trace = world.application.trace
        if trace.isEnabled {
            trace.record(
                .call(receiver: TraceSubject(self), selector: selector, detail: .simultaneous(asked.traceSubject, other.traceSubject)),
                outcome: .bool(true))
        }
        return true
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { shouldReceive }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        switch simultaneous {
        case .none: return false
        case .all: return true
        case .named(let names):
            guard let world else { return false }
            if namedRecognizers == nil {
                namedRecognizers = Set(names.compactMap { world.recognizer(named: $0).map(ObjectIdentifier.init) })
            }
            return namedRecognizers?.contains(ObjectIdentifier(otherGestureRecognizer)) ?? false
        }
    }

    /// The recognizers `simultaneous` names, resolved at the first question: a long
    /// list is looked up once, not once per question (the world keeps every named
    /// recognizer, so the identities stay theirs).
    private var namedRecognizers: Set<ObjectIdentifier>?
}
