/// Which other recognizers a recognizer may recognize together with.
///
/// By default only one recognizer recognizes (SPEC G8). A scene states the
/// delegate's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` answer:
/// true for every other recognizer, or for the named ones only. Either side
/// answering true is enough, so the rule need only be written on one of the two.
package enum SceneSimultaneity: Hashable, Sendable {
    /// The delegate answers false (UIKit's default).
    case none
    /// The delegate answers true for every other recognizer.
    case all
    /// The delegate answers true for these recognizers' scene names.
    case named([String])
}
