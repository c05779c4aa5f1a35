/// Everything named and everything referring to a name in one file, collected
/// while reading so that references are checked only after the whole structure
/// has been read (a reference may point to a view defined further down).
struct SceneRegistry {
    /// In file order, duplicates included, so the validator can report the second
    /// use of a name at its own position.
    var definitions: [SceneDefinition] = []
    /// In file order.
    var references: [SceneReference] = []
    /// Who waits for whom to fail, with the key that says so (`requireToFail`,
    /// `shouldRequireFailureOf`, `shouldBeRequiredToFailBy`).
    var failureRequirements: [(from: String, to: String, position: ScenePosition, key: String)] = []
    /// The actions sent by a control with a nil target (SPEC C5), and the edit
    /// menu's commands (`menu`), which the menu sends the same way when one is
    /// chosen: any responder implementing one of these may be asked about it or
    /// receive it.
    var nilTargetActions: Set<String> = []
    /// Where the actions of the responder read last are named, by name; taken
    /// by the registration that follows (``SceneReader/registerResponder``).
    var pendingActionPositions: [String: ScenePosition] = [:]
    /// Whether the scene has a navigation controller, whose private views take
    /// the names in ``SceneControllerContent/navigationViewNames``.
    var hasNavigationController = false
    /// Whether the scene presents a controller, whose view UIKit puts in a view
    /// named ``SceneController/transitionViewName``.
    var hasPresentation = false
}
