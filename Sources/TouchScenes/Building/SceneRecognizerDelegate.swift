import Foundation
import TouchCore

/// The delegate answers a scene gives a recognizer (SPEC G2, G8, G10).
final class SceneRecognizerDelegate: UIGestureRecognizerDelegate {
    let shouldBegin: Bool
    let shouldReceive: Bool
    let simultaneous: SceneSimultaneity
    /// Resolves the names in `simultaneous`, built-in recognizers included.
    weak var world: SceneWorld?

    init(shouldBegin: Bool, shouldReceive: Bool, simultaneous: SceneSimultaneity) {
        self.shouldBegin = shouldBegin
        self.shouldReceive = shouldReceive
        self.simultaneous = simultaneous
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
