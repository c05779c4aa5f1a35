/// What a `textField` view shows (Apple: UITextField.text, placeholder).
package struct SceneTextField: Hashable, Sendable {
    /// The field's text; empty by default, as in UIKit.
    package var text: String
    /// Shown while the text is empty; none by default.
    package var placeholder: String

    package init(text: String = "", placeholder: String = "") {
        self.text = text
        self.placeholder = placeholder
    }
}
