import Foundation
import TouchCore

/// Records the state of each recognizer it watches whenever that recognizer sends its
/// actions (SPEC G3: began, changed, ended, cancelled — never failed).
final class RecognizerStateLog {
    private(set) var entries: [(name: String, state: UIGestureRecognizer.State)] = []

    /// Names `recognizer`, adds it to `view` and records its actions.
    @discardableResult
    func watch<R: UIGestureRecognizer>(_ recognizer: R, _ name: String, on view: UIView) -> R {
        recognizer.name = name
        recognizer.addHandler { [unowned self] fired in self.entries.append((name, fired.state)) }
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    /// The states `name` fired with, in order.
    func states(of name: String) -> [UIGestureRecognizer.State] {
        entries.filter { $0.name == name }.map(\.state)
    }

    /// Whether `name` recognized (a discrete recognizer) or began (a continuous one).
    func fired(_ name: String) -> Bool {
        !states(of: name).isEmpty
    }
}
