/// What a `textField` view shows (Apple: UITextField.text, placeholder).
public struct SceneTextField: Hashable, Sendable {
    /// The field's text; empty by default, as in UIKit.
    public var text: String
    /// Shown while the text is empty; none by default.
    public var placeholder: String

    public init(text: String = "", placeholder: String = "") {
        self.text = text
        self.placeholder = placeholder
    }
}
