/// A whole scene file: a hierarchy (application, app delegate, windows with their
/// controllers and views), its fidelity switches, and its named scripts.
///
/// Produced by ``SceneParser``, which guarantees every name is unique across the
/// scene, every reference resolves to an object of the right sort, no responder
/// chain loops, and every number is in range — so building core objects from a
/// document cannot fail on the document's account.
package struct SceneDocument: Hashable, Sendable {
    /// A short identifier, shown by `touchlab list`.
    package var name: String
    package var description: String?
    /// What to try and what to notice, a few lines shown in the window's
    /// lesson card; nil for none.
    package var lesson: String?
    /// The screen size in points; windows without a frame fill it.
    package var screen: SceneSize
    package var fidelity: SceneFidelity
    package var application: SceneApplication
    package var appDelegate: SceneAppDelegate
    /// In the order they are shown: later windows of the same level are in front
    /// (SPEC W2).
    package var windows: [SceneWindow]
    /// The responder that is first responder when a script starts; nil for none.
    /// The loader checks it can become first responder (SPEC F1).
    package var firstResponder: String?
    /// In file order; the first is the one a runner plays when none is named.
    package var scripts: [SceneScript]
    /// The scene's own questions for `touchlab quiz`, in file order.
    package var quiz: [SceneQuizQuestion] = []
    /// The parser's table of every name (``SceneNames``); empty for a document
    /// made in code. Not part of equality.
    package var names = SceneNames()

    package init(
        name: String,
        description: String? = nil,
        lesson: String? = nil,
        screen: SceneSize = SceneDocument.defaultScreen,
        fidelity: SceneFidelity = SceneFidelity(),
        application: SceneApplication = SceneApplication(),
        appDelegate: SceneAppDelegate = SceneAppDelegate(),
        windows: [SceneWindow],
        firstResponder: String? = nil,
        scripts: [SceneScript] = []
    ) {
        self.name = name
        self.description = description
        self.lesson = lesson
        self.screen = screen
        self.fidelity = fidelity
        self.application = application
        self.appDelegate = appDelegate
        self.windows = windows
        self.firstResponder = firstResponder
        self.scripts = scripts
    }

    /// The screen of the iPhone the seeds' logs come from era-wise (points of a
    /// 6.1-inch iPhone), used when a scene does not say.
    package static let defaultScreen = SceneSize(width: 390, height: 844)

    package func script(named name: String) -> SceneScript? {
        scripts.first { $0.name == name }
    }

    /// The key window; the loader guarantees exactly one when there are windows.
    package var keyWindow: SceneWindow? { windows.first { $0.isKey } }

    /// Every controller of every window: each root with its descendants, then
    /// the controllers presented by any of them, in the order they present.
    package var allControllers: [SceneController] {
        windows.flatMap(Self.controllers(in:))
    }

    private static func controllers(in window: SceneWindow) -> [SceneController] {
        var controllers = window.rootController?.allControllers ?? []
        var index = 0
        while index < controllers.count {
            if let presented = controllers[index].presented {
                controllers += presented.allControllers
            }
            index += 1
        }
        return controllers
    }

    /// Every view of every window, in the order a builder adds them: the window,
    /// its root controller's views, the window's own subviews, then the views of
    /// presented controllers.
    package var allViews: [SceneView] {
        windows.flatMap { window -> [SceneView] in
            let presented = Self.controllers(in: window).compactMap(\.presented)
            return [window.view]
                + (window.rootController?.allViews ?? [])
                + window.view.subviews.flatMap { subview -> [SceneView] in
                    if case .view(let view) = subview { return view.allViews }
                    return []
                }
                + presented.flatMap(\.allViews)
        }
    }

    /// The view with this name, wherever it is.
    package func view(named name: String) -> SceneView? {
        allViews.first { $0.name == name }
    }
}
