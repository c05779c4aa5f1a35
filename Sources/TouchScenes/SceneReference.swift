/// A name written where an object of some sort must exist, kept until the whole
/// file has been read so references may point forwards.
struct SceneReference {
    /// What the named object must be, and any relation to the referring object.
    enum Rule {
        /// Any view (script locations, `set`, `animate`).
        case view
        /// A view that has a superview to leave, so not a window (`remove`).
        case removable
        /// A view in this window (an overridden `hitTest` returning a view).
        case viewInWindow(String)
        /// A view below this view (`pointInside` `alsoInside`).
        case descendant(of: String)
        /// Any responder (an overridden `next`, `becomeFirstResponder`).
        case responder
        /// A responder implementing this action; the position is the action's.
        case target(action: String, actionPosition: ScenePosition)
        /// A recognizer other than this one (`requireToFail`, `simultaneousWith`,
        /// `canPrevent`, `canBePrevented`).
        case otherRecognizer(String)
        /// A scroll or table view's built-in recognizer, `Feed.panGestureRecognizer`:
        /// the name is the view's; `property` is written at `propertyPosition`.
        case builtInRecognizer(property: String, propertyPosition: ScenePosition)
        /// A control (`set: {view: …, enabled: …}`, UIControl.isEnabled).
        case control
        /// A responder that can become first responder.
        case firstResponder
    }

    let name: String
    let position: ScenePosition
    /// The key the name was written under, e.g. `hitTest`.
    let key: String
    let rule: Rule
    /// Words the key also accepts (`passThrough` for `hitTest`), offered as "did
    /// you mean" when the name is close to one.
    var keywords: [String] = []
    /// Said when no such object exists and no name is close.
    var hint: String?
}
