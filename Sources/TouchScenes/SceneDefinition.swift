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
    var nextOverride: (next: SceneNext, position: ScenePosition)? {
        get { extras?.nextOverride }
        set { change { $0.nextOverride = newValue } }
    }
    var actions: Set<String> {
        get { extras?.actions ?? [] }
        set { change { $0.actions = newValue } }
    }
    /// Responders only: where each of its actions is named, for warnings.
    var actionPositions: [(name: String, position: ScenePosition)] {
        get { extras?.actionPositions ?? [] }
        set { change { $0.actionPositions = newValue } }
    }
    /// Views only: a scroll or table view, which has a `panGestureRecognizer`.
    var isScrollView = false
    /// Views only: a UIControl, which has `isEnabled`.
    var isControl = false
    var canBecomeFirstResponder = false
    /// False for recognizers and for an app delegate that is not a responder.
    var isResponder: Bool

    // What few objects have — an overridden `next`, actions — lives in a box,
    // absent for the rest: a large scene's views have none, and the registry of
    // a million views is all in memory with the scene's tree (docs/performance.md,
    // "Scene load").
    private var extras: Extras?

    init(name: String, sort: Sort, position: ScenePosition, isResponder: Bool) {
        self.name = name
        self.sort = sort
        self.position = position
        self.isResponder = isResponder
    }

    /// Changes the boxed values, replacing the box (never changed in place,
    /// so a copy of the definition keeps its own), or dropping it when every
    /// value is back to nothing.
    private mutating func change(_ body: (inout Extras.Values) -> Void) {
        var values = extras?.values ?? Extras.Values()
        body(&values)
        extras = values.isEmpty ? nil : Extras(values)
    }

    private final class Extras {
        struct Values {
            var nextOverride: (next: SceneNext, position: ScenePosition)?
            var actions: Set<String> = []
            var actionPositions: [(name: String, position: ScenePosition)] = []

            var isEmpty: Bool { nextOverride == nil && actions.isEmpty && actionPositions.isEmpty }
        }

        let values: Values

        init(_ values: Values) {
            self.values = values
        }

        var nextOverride: (next: SceneNext, position: ScenePosition)? { values.nextOverride }
        var actions: Set<String> { values.actions }
        var actionPositions: [(name: String, position: ScenePosition)] { values.actionPositions }
    }
}
