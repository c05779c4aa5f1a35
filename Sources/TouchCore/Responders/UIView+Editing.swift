import Foundation

/// Ending editing in a view's subtree (Apple: UIView.endEditing(_:)).
extension UIView {
    /// Makes the first responder resign if it is this view or one of its
    /// descendants (Apple: endEditing(_:): "looks at the current view and its subview
    /// hierarchy for the text field that is currently the first responder. If it
    /// finds one, it asks that text field to resign as first responder. If the force
    /// parameter is set to true, the text field is never even asked; it is forced to
    /// resign.").
    ///
    /// Returns whether it resigned. Apple does not say what the answer is when
    /// nothing in the subtree is the first responder; TouchLab answers true (nothing
    /// there is the first responder afterwards). Traced as
    /// `-[UIView endEditing:] YES → YES`, with the resignation nested under it; a
    /// forced one skips `canResignFirstResponder` and the text field's delegate.
    ///
    /// The answer on forums for dismissing the keyboard, in a view controller:
    /// `override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { view.endEditing(true) }`.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        let trace = firstResponderTrace
        let index = trace?.begin(.call(receiver: traceSubject, selector: "endEditing:", detail: .flag(force)), subject: self)
        var resigned = true
        if let first = application?.firstResponder as? UIView, first.isDescendant(of: self) {
            first.isForcedToResign = force
            defer { first.isForcedToResign = false }
            resigned = first.resignFirstResponder()
        }
        if let index { trace?.end(index, .bool(resigned)) }
        return resigned
    }
}
