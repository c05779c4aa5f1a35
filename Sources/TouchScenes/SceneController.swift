/// A view controller: what it shows, its behaviour as a responder, and the
/// controller it presents.
///
/// The controller's `next` follows UIKit (SPEC R2): the window when its view is
/// the window's root view, the controller that really presents it when it was
/// presented, otherwise its view's superview (for a controller in a navigation
/// stack, the navigation controller's private wrapper view). Its root view's
/// `next` is the controller (SPEC R1). When the file gives its view no frame, the
/// view fills its container: the window for a root or presented controller, the
/// superview for a child, the navigation controller for a stacked one.
package struct SceneController: Hashable, Sendable {
    package var name: String
    package var content: SceneControllerContent
    package var responder: SceneResponder
    /// Stored as an array because a struct cannot hold an optional of itself.
    private var presentedStorage: [SceneController]
    /// `definesPresentationContext` (Apple): a `currentContext` or `overCurrentContext`
    /// presentation asked for by this controller or a descendant covers this
    /// controller's view, and this controller presents it.
    package var definesPresentationContext = false
    /// `modalPresentationStyle` when this controller is presented; nil leaves UIKit's
    /// default, `automatic`.
    package var modalPresentationStyle: SceneModalPresentationStyle?
    /// Whether the file gave this controller's view a frame (a presented view without
    /// one fills what it covers: the window, or the context's view).
    package var viewFrameGiven = true

    package init(
        name: String, content: SceneControllerContent, responder: SceneResponder = SceneResponder(), presented: SceneController? = nil
    ) {
        self.name = name
        self.content = content
        self.responder = responder
        self.presentedStorage = presented.map { [$0] } ?? []
    }

    /// A plain `UIViewController` with this root view.
    package init(name: String, view: SceneView, responder: SceneResponder = SceneResponder(), presented: SceneController? = nil) {
        self.init(name: name, content: .view(view), responder: responder, presented: presented)
    }

    /// The controller this one presents (`present(_:animated:)`). UIKit routes the
    /// call to the controller that really presents — the window's root, or the
    /// top-most controller already presented (``SceneWindow/presentations``) — and
    /// that controller is the presented one's `next` (SPEC R2). The presented view
    /// sits in a `UITransitionView` above everything else in the window.
    package var presented: SceneController? {
        get { presentedStorage.first }
        set { presentedStorage = newValue.map { [$0] } ?? [] }
    }

    /// The name of UIKit's container for a presented controller's view
    /// (`UITransitionView`); a scene that presents may not use it.
    package static let transitionViewName = "UITransitionView"

    /// The root view the scene describes; nil for a navigation controller, whose
    /// view UIKit builds.
    package var view: SceneView? {
        if case .view(let view) = content { return view }
        return nil
    }

    /// The direct children (`UIViewController.children`): the child controllers
    /// placed in the view tree, in tree order, or the navigation stack.
    package var children: [SceneController] {
        switch content {
        case .view(let view): return view.childControllers
        case .navigation(let stack): return stack
        }
    }

    /// Every view the scene describes under this controller, depth first,
    /// children's and stacked controllers' views included, presented ones not.
    package var allViews: [SceneView] {
        switch content {
        case .view(let view): return view.allViews
        case .navigation(let stack): return stack.flatMap(\.allViews)
        }
    }

    /// This controller and all its descendants (children and stacks, at any
    /// depth), not the controllers they present.
    package var allControllers: [SceneController] {
        [self] + children.flatMap(\.allControllers)
    }
}
