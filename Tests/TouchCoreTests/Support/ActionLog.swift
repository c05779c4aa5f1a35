import Foundation
import Testing

@testable import TouchCore

/// Records recognizers' actions with the time they fired (shared by the
/// interplay, control and first-responder suites).
final class ActionLog {
    var entries: [(name: String, state: UIGestureRecognizer.State, time: TimeInterval)] = []
    func recognizer<R: UIGestureRecognizer>(_ recognizer: R, _ name: String, on view: UIView) -> R {
        recognizer.name = name
        // Recognizers hold their targets weakly, as in UIKit: the log keeps the sinks alive.
        let sink = keep(
            Sink { [unowned self, unowned recognizer] in
                self.entries.append((name, recognizer.state, recognizer.clock?.now ?? -1))
            })
        recognizer.addTarget(sink, action: "fire")
        view.addGestureRecognizer(recognizer)
        return recognizer
    }
    var names: [String] { entries.map(\.name) }

    /// A target that keeps itself alive through the log.
    private var sinks: [Sink] = []
    private final class Sink: UIResponder {
        init(_ body: @escaping () -> Void) {
            super.init()
            handleAction("fire") { _, _ in body() }
        }
    }
    private func keep(_ sink: Sink) -> Sink { sinks.append(sink); return sink }
}

final class Simultaneous: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}
