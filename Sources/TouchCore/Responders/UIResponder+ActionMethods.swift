import Foundation

/// Declaring an action by the Swift method that implements it, as an `@objc` method
/// is found by its selector on iOS.
///
/// UIKit calls an action method in one of three forms (Apple: UIControl, "The
/// target-action mechanism"): `doSomething()`, `doSomething(_ sender:)` and
/// `doSomething(_ sender:forEvent:)`. Linux has no Objective-C runtime to find the
/// method from its selector, so the class says which method a selector names, once,
/// in `init` or `viewDidLoad`, and the method itself stays as the article wrote it:
///
/// ```swift
/// override func viewDidLoad() {
///     super.viewDidLoad()
///     handleAction("buttonTapped:", Self.buttonTapped)  // for @objc func buttonTapped(_ sender: UIButton)
///     button.addTarget(self, action: "buttonTapped:", for: .touchUpInside)
/// }
/// ```
///
/// The method is taken unapplied (`Self.buttonTapped`, not `buttonTapped`), so the
/// responder does not hold itself. docs/uikit-api.md#porting lists the edits.
extension UIResponder {
    /// Declares that `method()` implements `action` (an action method without arguments).
    public func handleAction<Target: UIResponder>(_ action: Selector, _ method: @escaping (Target) -> () -> Void) {
        handleAction(action) { [unowned self] _, _ in
            guard let target = self as? Target else { return }
            method(target)()
        }
    }

    /// Declares that `method(sender)` implements `action`. A sender of another type than
    /// the method takes is a `warning:` in the trace instead of a call: Objective-C
    /// would pass it anyway, and the method would misread it.
    public func handleAction<Target: UIResponder, Sender>(_ action: Selector, _ method: @escaping (Target) -> (Sender) -> Void) {
        handleAction(action) { [unowned self] sender, _ in
            guard let target = self as? Target else { return }
            guard let typed = sender as? Sender else { return self.reportSender(sender, of: action, expected: Sender.self) }
            method(target)(typed)
        }
    }

    /// Declares that `method(sender, event)` implements `action` (`tapped(_:forEvent:)`).
    public func handleAction<Target: UIResponder, Sender>(
        _ action: Selector, _ method: @escaping (Target) -> (Sender, UIEvent) -> Void
    ) {
        handleAction(action) { [unowned self] sender, event in
            guard let target = self as? Target else { return }
            guard let typed = sender as? Sender else { return self.reportSender(sender, of: action, expected: Sender.self) }
            guard let event else { return self.reportSender(sender, of: action, expected: UIEvent.self) }
            method(target)(typed, event)
        }
    }

    /// The words that mark a sender-mismatch warning, by which a playground run counts
    /// it among its problems.
    public static let senderMismatchMarker = " did not run "

    private func reportSender(_ sender: Any?, of action: Selector, expected: Any.Type) {
        let trace = UIApplication.shared.trace
        guard trace.isEnabled else { return }
        let given = sender.map { String(describing: type(of: $0)) } ?? "nil"
        trace.record(
            .warning(
                "\(traceName)\(Self.senderMismatchMarker)\(action): its method takes a \(expected), and the sender is \(given);"
                    + " declare the method's parameter as the sender's type (or Any)"))
    }
}
