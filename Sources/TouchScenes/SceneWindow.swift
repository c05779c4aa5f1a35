/// A window: a view at the top of a hierarchy, with a level, a key flag and an
/// optional root view controller.
///
/// Touches go to the window they occur in, tried by level, highest first, and
/// within a level the one shown last first; windows are shown in file order
/// (SPEC W1, W2). The root controller's view is the window's first subview;
/// `view.subviews` are added above it, then the transition views that hold
/// presented controllers' views.
package struct SceneWindow: Hashable, Sendable {
    /// The window's own view properties: name, frame (the screen unless the file
    /// says otherwise), colour, hidden, recognizers, overrides and directly added
    /// subviews.
    package var view: SceneView
    /// `UIWindow.Level` raw value: `normal` 0, `statusBar` 1000, `alert` 2000.
    package var level: Double
    /// True for exactly one window of a scene: the key window, which receives
    /// non-touch events only (SPEC W1, R6).
    package var isKey: Bool
    package var rootController: SceneController?

    package init(view: SceneView, level: Double = 0, isKey: Bool, rootController: SceneController? = nil) {
        self.view = view
        self.level = level
        self.isKey = isKey
        self.rootController = rootController
    }

    package var name: String { view.name }
}
