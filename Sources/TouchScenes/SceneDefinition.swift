/// A named object the reader met, with what the validator needs to check
/// references to it: what sort of object it is, where its name is written, and
/// its place in the hierarchy and the responder chain.
struct SceneDefinition {
    enum Sort: Equatable {
        case application, appDelegate, window, controller, view, recognizer

        /// "a view", "the application", … for messages.
        var phrase: String {
            switch self {
            case .application: return "the application"
            case .appDelegate: return "the app delegate"
            case .window: return "a window"
            case .controller: return "a view controller"
            case .view: return "a view"
            case .recognizer: return "a gesture recognizer"
            }
        }
    }

    let name: String
    let sort: Sort
    let position: ScenePosition
    /// The window the object is in; nil for the application and app delegate.
    var window: String?
    /// Views only: the names of the views above it, window first.
    var ancestors: [String] = []
    /// Responders only: UIKit's `next` for it (SPEC R1–R3); nil ends the chain.
    var defaultNext: String?
    /// Responders only: an overridden `next` and where it is written.
    var nextOverride: (next: SceneNext, position: ScenePosition)?
    var actions: Set<String> = []
    /// Responders only: where each of its actions is named, for warnings.
    var actionPositions: [(name: String, position: ScenePosition)] = []
    /// Views only: a scroll or table view, which has a `panGestureRecognizer`.
    var isScrollView = false
    /// Views only: a UIControl, which has `isEnabled`.
    var isControl = false
    var canBecomeFirstResponder = false
    /// False for recognizers and for an app delegate that is not a responder.
    var isResponder: Bool
}
