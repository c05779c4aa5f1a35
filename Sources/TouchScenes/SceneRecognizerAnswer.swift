/// What an overridden `canPrevent(_:)` or `canBePrevented(by:)` of a recognizer
/// subclass answers (SPEC G8; Apple: UIGestureRecognizer.canPrevent(_:),
/// canBePrevented(by:)).
///
/// UIKit's answer is true: when one recognizer begins or recognizes, every other
/// recognizer of the same touches that is still possible fails. An override that
/// answers false keeps the other one possible.
package enum SceneRecognizerAnswer: Hashable, Sendable {
    /// The same answer for every other recognizer.
    case always(Bool)
    /// An answer for each named recognizer (a scene name, or a built-in recognizer
    /// such as `Feed.panGestureRecognizer`); UIKit's `true` for the others.
    case named([String: Bool])

}
