import Foundation

/// A field of editable text, as a first responder without a keyboard (Apple:
/// UITextField, UITextFieldDelegate).
///
/// A tap (a touch that lifts inside) makes the field the first responder, after
/// `touchUpInside` is sent; `becomeFirstResponder()` does the same from code. Its
/// delegate is asked `textFieldShouldBeginEditing(_:)` first and may refuse; once it
/// is the first responder the field is editing: `textFieldDidBeginEditing(_:)`,
/// then the `.editingDidBegin` actions. It resigns on `resignFirstResponder()`, on
/// `endEditing(_:)` of a view it is in, or when another responder becomes first:
/// `textFieldShouldEndEditing(_:)` may refuse (not for `endEditing(true)`), then
/// `textFieldDidEndEditing(_:reason:)` and the `.editingDidEnd` actions. Each question
/// and notification is a traced call nested in the first-responder call that made it
/// (`-[Field becomeFirstResponder] → YES`, `-[ViewController
/// textFieldShouldBeginEditing:] Field → YES`).
///
/// Deliberate differences from iOS: no keyboard, so no typing (`text` changes only
/// from code and `.editingChanged` is never sent), no caret or selection, no clear
/// button; Apple does not document whether the delegate or the control event comes
/// first, and TouchLab tells the delegate first.
open class UITextField: UIControl {
    /// The border drawn around the field (Apple: UITextField.BorderStyle).
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// Why editing ended (Apple: UITextField.DidEndEditingReason).
    public enum DidEndEditingReason: Int, Sendable {
        case committed
    }

    /// The text shown; "" by default, as in UIKit (Apple: text).
    open var text: String? = ""
    /// The text shown while `text` is empty (Apple: placeholder).
    open var placeholder: String?
    open var borderStyle: BorderStyle = .none
    /// Asked whether editing may begin and end, and told when it does (Apple:
    /// delegate). Weak, as in UIKit.
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is the first responder and so editing (Apple: isEditing).
    public private(set) var isEditing = false

    /// A text field can become the first responder (Apple:
    /// UIResponder.canBecomeFirstResponder, whose default is false; UITextField says true).
    open override var canBecomeFirstResponder: Bool { true }

    override func didTouchUpInside(_ touch: UITouch, with event: UIEvent?) {
        if !isFirstResponder { becomeFirstResponder() }
    }

    override func shouldBecomeFirstResponder(_ trace: TraceRecorder?) -> Bool {
        guard let delegate else { return true }
        return ask(delegate, "textFieldShouldBeginEditing:", trace) { $0.textFieldShouldBeginEditing(self) }
    }

    override func didBecomeFirstResponder(_ trace: TraceRecorder?) {
        isEditing = true
        if let delegate { tell(delegate, "textFieldDidBeginEditing:", trace) { $0.textFieldDidBeginEditing(self) } }
        sendEditing(.editingDidBegin, trace)
    }

    override func shouldResignFirstResponder(_ trace: TraceRecorder?) -> Bool {
        guard let delegate else { return true }
        return ask(delegate, "textFieldShouldEndEditing:", trace) { $0.textFieldShouldEndEditing(self) }
    }

    override func didResignFirstResponder(_ trace: TraceRecorder?) {
        isEditing = false
        if let delegate {
            tell(delegate, "textFieldDidEndEditing:reason:", trace) { $0.textFieldDidEndEditing(self, reason: .committed) }
        }
        sendEditing(.editingDidEnd, trace)
    }

    /// Sends an editing event's actions as one traced `sendActionsForControlEvents:`.
    private func sendEditing(_ events: Event, _ trace: TraceRecorder?) {
        trace?.record(.call(receiver: traceSubject, selector: "sendActionsForControlEvents:", detail: .controlEvents(events)))
        sendActions(for: events)
    }

    private func ask(
        _ delegate: UITextFieldDelegate, _ selector: String, _ trace: TraceRecorder?, _ body: (UITextFieldDelegate) -> Bool
    ) -> Bool {
        let index = trace?.begin(.call(receiver: TraceSubject(delegate), selector: selector, detail: .about(traceSubject)))
        let answer = body(delegate)
        if let index { trace?.end(index, .bool(answer)) }
        return answer
    }

    private func tell(
        _ delegate: UITextFieldDelegate, _ selector: String, _ trace: TraceRecorder?, _ body: (UITextFieldDelegate) -> Void
    ) {
        let index = trace?.begin(.call(receiver: TraceSubject(delegate), selector: selector, detail: .about(traceSubject)))
        body(delegate)
        if let index { trace?.end(index) }
    }
}
