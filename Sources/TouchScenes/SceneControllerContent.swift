/// What a view controller shows: a root view the scene describes, or — for a
/// navigation controller — a stack of controllers inside views UIKit builds.
///
/// The core's `UINavigationController` creates UIKit's private container views
/// itself (`UILayoutContainerView`, `UINavigationTransitionView`,
/// `UIViewControllerWrapperView`, `UINavigationBar`), so the responder chain from a
/// pushed controller's view reads as on a device (seed 002). Only the last
/// controller of the stack has its view in the window.
package enum SceneControllerContent: Hashable, Sendable {
    /// A `UIViewController` with this root view.
    case view(SceneView)
    /// A `UINavigationController` with this stack, bottom first; never empty.
    case navigation([SceneController])

    /// The names the core gives the views it builds inside a navigation
    /// controller; a scene with a navigation controller may not use them.
    package static let navigationViewNames: Set<String> = [
        "UILayoutContainerView", "UINavigationTransitionView", "UIViewControllerWrapperView", "UINavigationBar",
    ]
}
