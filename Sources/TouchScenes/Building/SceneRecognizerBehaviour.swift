import Foundation
import TouchCore

/// What a scene says a recognizer subclass overrides: `canPrevent(_:)` and
/// `canBePrevented(by:)` (SPEC G8; Apple: UIGestureRecognizer.canPrevent(_:),
/// canBePrevented(by:)). The scripted recognizer classes forward to it.
///
/// Each overridden call is traced with its answer, as the arena asks it when
/// another recognizer of the same touches begins or recognizes:
/// `-[Hold canPreventGestureRecognizer:] Draw → NO`.
final class SceneRecognizerBehaviour {
    let canPrevent: SceneRecognizerAnswer?
    let canBePrevented: SceneRecognizerAnswer?
    /// Resolves names (built-in recognizers too) and holds the trace.
    weak var world: SceneWorld?

    init(canPrevent: SceneRecognizerAnswer? = nil, canBePrevented: SceneRecognizerAnswer? = nil) {
        self.canPrevent = canPrevent
        self.canBePrevented = canBePrevented
    }

    func canPrevent(_ owner: UIGestureRecognizer, _ other: UIGestureRecognizer, default fallback: () -> Bool) -> Bool {
        guard let rule = canPrevent else { return fallback() }
        return answer(rule, owner, "canPreventGestureRecognizer:", other, fallback)
    }

    func canBePrevented(_ owner: UIGestureRecognizer, by other: UIGestureRecognizer, default fallback: () -> Bool) -> Bool {
        guard let rule = canBePrevented else { return fallback() }
        return answer(rule, owner, "canBePreventedByGestureRecognizer:", other, fallback)
    }

    private func answer(
        _ rule: SceneRecognizerAnswer, _ owner: UIGestureRecognizer, _ selector: String, _ other: UIGestureRecognizer,
        _ fallback: () -> Bool
    ) -> Bool {
        let answer: Bool
        switch rule {
        case .always(let value):
            answer = value
        case .named(let answers):
            answer = answers.first { world?.recognizer(named: $0.key) === other }?.value ?? fallback()
        }
        if let trace = world?.application.trace, trace.isEnabled {
            trace.record(
                .call(receiver: owner.traceSubject, selector: selector, detail: .about(other.traceSubject)), outcome: .bool(answer))
        }
        return answer
    }
}
