import Foundation

/// Manages a view hierarchy and sits in the responder chain after its root view
/// (Apple: UIViewController).
///
/// `next` follows SPEC R2: the window when its view is the window's root view; the
/// presenting controller when it was presented; otherwise its view's superview — so
/// a child controller sits between its view and the container's view. The presenting
/// controller is the one that really presents, which `present(_:animated:completion:)`
/// finds as UIKit does.
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    public override init() {
        super.init()
    }

    /// The root view, created by `loadView()` on first access.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { setView(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))) }
                viewDidLoad()
            }
            return loadedView
        }
        set { setView(newValue) }
    }

    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    private func setView(_ newView: UIView?) {
        if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
        loadedView = newView
        newView?.owningViewController = self
    }

    /// Creates the root view; override to supply your own (assign `view`).
    open func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    open func viewDidLoad() {}

    /// Called after the root view was resized by its window or container.
    open func viewDidLayoutSubviews() {}

    // MARK: Containment

    public private(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []

    /// Adds a child controller; the caller adds `child.view` to a view of this
    /// controller and then calls `child.didMove(toParent: self)`, as in UIKit. The
    /// child's `willMove(toParent:)` is called here (Apple: addChild(_:)).
    open func addChild(_ child: UIViewController) {
        guard child !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Leaves the parent; the caller calls `willMove(toParent: nil)` first and removes
    /// the view, and `didMove(toParent: nil)` is called here (Apple: removeFromParent()).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a container (Apple:
    /// willMove(toParent:)). `addChild(_:)` calls it with the new parent; a container
    /// calls it with nil before `removeFromParent()`.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a container (Apple:
    /// didMove(toParent:)). A container calls it after adding the child's view;
    /// `removeFromParent()` calls it with nil.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (SPEC R2)

    /// Whether a `.currentContext` or `.overCurrentContext` presentation asked for by
    /// this controller or one of its descendants covers this controller's view instead
    /// of the whole window, this controller presenting it (Apple:
    /// definesPresentationContext: "When using the currentContext or overCurrentContext
    /// style to present a view controller, this property controls which existing view
    /// controller in your view controller hierarchy is actually covered by the new
    /// content"). A full-screen presentation ignores it (SPEC R2).
    open var definesPresentationContext = false

    /// How this controller covers the screen when it is presented (Apple:
    /// modalPresentationStyle); TouchLab's default is `.fullScreen`
    /// (``UIModalPresentationStyle`` says what is modelled).
    open var modalPresentationStyle: UIModalPresentationStyle = .fullScreen

    /// What this controller presents itself; `presentedViewController` also answers
    /// for ancestors.
    private var presentation: UIViewController?
    /// The controller that really presented this one; the `next` of a presented
    /// controller (SPEC R2).
    private weak var presenter: UIViewController?
    /// The container this controller's view was put in when it was presented.
    private var transitionView: UITransitionView?

    /// The controller presented by this controller or, failing that, by its nearest
    /// ancestor (Apple: presentedViewController, "presented by this view controller,
    /// or one of its ancestors"), so the controller that asked sees what it caused.
    public var presentedViewController: UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if let presented = current.presentation { return presented }
            controller = current.parent
        }
        return nil
    }

    /// The controller that presented this one or, when it was not presented, its
    /// nearest presented ancestor (Apple: presentingViewController). This is the
    /// controller that really presents, not necessarily the one `present` was called
    /// on.
    public var presentingViewController: UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if let presenter = current.presenter { return presenter }
            controller = current.parent
        }
        return nil
    }

    /// Presents `controller` over the current content (Apple:
    /// present(_:animated:completion:)).
    ///
    /// The call is routed as UIKit routes it (SPEC R2; Apple: presentingViewController,
    /// definesPresentationContext, UIPresentationController.presentingViewController):
    /// for a `.currentContext` or `.overCurrentContext` style, from this controller up
    /// its parents to the first that defines the presentation context; otherwise, or
    /// when none does, to the top of its containment — the window's root controller,
    /// or the presented controller this one is inside. If that controller already
    /// presents, the new one goes on top of the top-most presented controller, "the
    /// last view controller that was presented onscreen". That controller is the
    /// presenter: its `presentedViewController` and the presented controller's `next`.
    ///
    /// The presented view fills a new `UITransitionView`: over the whole window, above
    /// everything in it; or, in a context, over the context's view, in that view's
    /// superview, directly above it (or above the presentations already covering it).
    /// The presenting views stay in place underneath, as with `.overFullScreen`.
    ///
    /// Deliberate differences from iOS: nothing animates; asking a controller that
    /// already presents makes UIKit log "Attempt to present … which is already
    /// presenting" and do nothing, where TouchLab stacks the new controller on top;
    /// presenting a controller that is on screen, has a parent or is already presented
    /// raises on iOS and is ignored here, as is presenting from a controller whose view
    /// is not in a window.
    open func present(_ controller: UIViewController, animated: Bool = false, completion: (() -> Void)? = nil) {
        guard let window = viewIfLoaded?.window, controller.parent == nil, controller.presenter == nil,
            controller.viewIfLoaded?.window == nil
        else { return }
        let contextual = controller.modalPresentationStyle.isContextual
        var context: UIViewController = self
        while !(contextual && context.definesPresentationContext), let parent = context.parent { context = parent }
        let inContext = contextual && context.definesPresentationContext
        // A controller outside any containment (its view added to the window by hand)
        // leaves the presentation to the window's root, as a full-screen one needs.
        if !inContext, context.presenter == nil, let root = window.rootViewController {
            context = root
        }
        var presenter = context
        while let above = presenter.presentation { presenter = above }

        let container = UITransitionView()
        if inContext, let covered = context.viewIfLoaded, let host = covered.superview {
            container.frame = covered.frame
            // Over the context's view, or over the presentations already stacked on it.
            var anchor: UIView = covered
            if let presenterView = presenter.viewIfLoaded, let above = Self.subview(of: host, containing: presenterView) {
                anchor = above
            }
            let index = host.subviews.firstIndex { $0 === anchor }.map { $0 + 1 } ?? host.subviews.count
            host.insertSubview(container, at: index)
        } else {
            container.frame = window.bounds
            window.addSubview(container)
        }
        controller.view.frame = container.bounds
        container.addSubview(controller.view)
        controller.transitionView = container
        controller.presenter = presenter
        presenter.presentation = controller
        controller.viewDidLayoutSubviews()
        completion?()
    }

    /// `view`, or its ancestor, that is a direct subview of `host`.
    private static func subview(of host: UIView, containing view: UIView) -> UIView? {
        var current: UIView? = view
        while let candidate = current, candidate.superview !== host { current = candidate.superview }
        return current
    }

    /// Dismisses what this controller presents, with everything presented above it; asked
    /// of a presented controller, its presenter dismisses it (Apple:
    /// dismiss(animated:completion:)). Asked of a controller that neither presents nor
    /// was presented, its nearest ancestor that does answers, as
    /// `presentedViewController` and `presentingViewController` do.
    open func dismiss(animated: Bool = false, completion: (() -> Void)? = nil) {
        var controller: UIViewController? = self
        while let current = controller {
            if let owner = current.presentation != nil ? current : current.presenter {
                owner.endPresentation()
                completion?()
                return
            }
            controller = current.parent
        }
    }

    /// Removes this controller's presentation, top of the stack first, each presented
    /// view leaving the window with its transition view.
    private func endPresentation() {
        guard let presented = presentation else { return }
        presented.endPresentation()
        presented.viewIfLoaded?.removeFromSuperview()
        presented.transitionView?.removeFromSuperview()
        presented.transitionView = nil
        presented.presenter = nil
        presentation = nil
    }

    // MARK: Responder chain (SPEC R2)

    open override var next: UIResponder? {
        guard let view = viewIfLoaded else { return presenter }
        if let window = view.superview as? UIWindow, window.rootViewController === self { return window }
        if let presenter { return presenter }
        return view.superview
    }

    open override var isInWindowHierarchy: Bool { viewIfLoaded?.window != nil }

    open override var traceRole: TraceSubject.Role { .viewController }
}
