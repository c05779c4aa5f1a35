import Foundation

/// What a text field asks and tells about editing (Apple: UITextFieldDelegate).
///
/// Every method is optional, as in UIKit: the defaults below allow editing to begin
/// and end and do nothing else. `textFieldDidEndEditing(_:reason:)`'s default calls
/// `textFieldDidEndEditing(_:)`, as UIKit calls the one without a reason when the
/// delegate does not implement the other. TouchLab has no keyboard, so
/// `textFieldShouldReturn(_:)` and `textFieldShouldClear(_:)` are never asked.
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin: asked before the field becomes the first responder;
    /// false keeps it from becoming one.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became the first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end: asked when the field is asked to resign; false keeps
    /// it the first responder, except for `endEditing(true)`, which does not ask.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field resigned the first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// The field resigned the first responder, and why.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// The return key was pressed (never, here: no keyboard).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The clear button was tapped (never, here: no clear button).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
}
