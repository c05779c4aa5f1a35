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

    // MARK: Appearance (Apple: "Handling view-related notifications";
    // UIViewController+Appearance.swift)

    /// Where the view is in its appearance cycle; see `AppearanceState`.
    var appearanceState: AppearanceState = .disappeared
    /// The `animated` of the transition in progress, for its `did` callback.
    var appearanceAnimated = false
    /// Where this controller's view was when a `.fullScreen` or `.currentContext`
    /// presentation removed it, so dismissal puts it back and `next` still answers
    /// as if it were there (SPEC R2).
    weak var coveredSuperview: UIView?
    var coveredIndex = 0

    /// Called before the view is added to a view hierarchy in a shown window, after
    /// `viewDidLoad()` (Apple: viewWillAppear(_:)). Call `super`.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view was added to a shown window's hierarchy (Apple:
    /// viewDidAppear(_:)): the place Apple's guides put `becomeFirstResponder()` and
    /// `beginReceivingRemoteControlEvents()`. Call `super`.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view is removed from a shown window's hierarchy (Apple:
    /// viewWillDisappear(_:)). Call `super`.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view was removed from a shown window's hierarchy (Apple:
    /// viewDidDisappear(_:)). Call `super`.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the appearance callbacks reach the children whose views are in this
    /// controller's view (Apple: shouldAutomaticallyForwardAppearanceMethods). A
    /// container that answers false calls `beginAppearanceTransition(_:animated:)`
    /// and `endAppearanceTransition()` on its children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Tells the controller its view is about to appear or disappear: calls
    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)` unless it is already on its
    /// way there (Apple: beginAppearanceTransition(_:animated:), for custom containers).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated, application: appearanceApplication)
    }

    /// Ends the transition begun with `beginAppearanceTransition(_:animated:)`:
    /// `viewDidAppear(_:)` or `viewDidDisappear(_:)` (Apple: endAppearanceTransition()).
    open func endAppearanceTransition() {
        endAppearance(application: appearanceApplication)
    }

    /// True in the appearance callbacks of a controller being presented (Apple:
    /// isBeingPresented).
    public internal(set) var isBeingPresented = false
    /// True in the disappearance callbacks of a controller being dismissed (Apple:
    /// isBeingDismissed).
    public internal(set) var isBeingDismissed = false
    /// True from `addChild(_:)` until `didMove(toParent:)`, so in the appearance
    /// callbacks of a child being added or a controller being pushed (Apple:
    /// isMovingToParent).
    public internal(set) var isMovingToParent = false
    /// True from `willMove(toParent: nil)` until `removeFromParent()`, so in the
    /// disappearance callbacks of a child being removed or popped (Apple:
    /// isMovingFromParent).
    public internal(set) var isMovingFromParent = false

    // MARK: Containment

    public private(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []

    /// Adds a child controller; the caller adds `child.view` to a view of this
    /// controller and then calls `child.didMove(toParent: self)`, as in UIKit. The
    /// child's `willMove(toParent:)` is called here (Apple: addChild(_:)).
    open func addChild(_ child: UIViewController) {
        guard child !== self else { return }
        child.removeFromParent()
        child.isMovingToParent = true
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
        isMovingFromParent = false
    }

    /// Called before the controller is added to or removed from a container (Apple:
    /// willMove(toParent:)). `addChild(_:)` calls it with the new parent; a container
    /// calls it with nil before `removeFromParent()`.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, self.parent != nil { isMovingFromParent = true }
    }

    /// Called after the controller was added to or removed from a container (Apple:
    /// didMove(toParent:)). A container calls it after adding the child's view;
    /// `removeFromParent()` calls it with nil.
    open func didMove(toParent parent: UIViewController?) {
        isMovingToParent = false
    }

    // MARK: Presentation (SPEC R2)

    /// Whether a `.currentContext` or `.overCurrentContext` presentation asked for by
    /// this controller or one of its descendants covers this controller's view instead
    /// of the whole window, this controller presenting it (Apple:
    /// definesPresentationContext: "When using the currentContext or overCurrentContext
    /// style to present a view controller, this property controls which existing view
    /// controller in your view controller hierarchy is actually covered by the new
    /// content"). A full-screen presentation ignores it (SPEC R2).
    open var definesPresentationContext = false

    /// How this controller is shown when presented (Apple: modalPresentationStyle;
    /// UIKit's default, `.automatic`, a sheet since iOS 13): which controller presents
    /// it, and whether the presenting views are removed (``UIModalPresentationStyle``).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

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
    /// The presenting views stay in place underneath, as with `.overFullScreen`, unless
    /// the presented controller's `modalPresentationStyle` is `.fullScreen` or
    /// `.currentContext`: then the presenter's view leaves the hierarchy once the
    /// presented view is in place (UIModalPresentationStyle).
    ///
    /// Appearance callbacks (Apple: viewWillAppear(_:) … viewDidDisappear(_:)): the
    /// presented controller gets `viewWillAppear(_:)` before its view is added and
    /// `viewDidAppear(_:)` after, then `completion` runs; a presenter whose views are
    /// removed gets `viewWillDisappear(_:)` first and `viewDidDisappear(_:)` before the
    /// presented `viewDidAppear(_:)`. Apple documents no order between two
    /// controllers' callbacks; TouchLab's is the leaving controller's will, the
    /// arriving one's will, the leaving one's did, the arriving one's did.
    ///
    /// Deliberate differences from iOS: nothing animates; asking a controller that
    /// already presents makes UIKit log "Attempt to present … which is already
    /// presenting" and do nothing, where TouchLab stacks the new controller on top;
    /// presenting a controller that is on screen, has a parent or is already presented
    /// raises on iOS and is ignored here, as is presenting from a controller whose view
    /// is not in a window.
    open func present(_ controller: UIViewController, animated: Bool = false, completion: (() -> Void)? = nil) {
        // A `fullScreen` or `currentContext` presentation removed this controller's
        // view; the window is then the one its presentations are in.
        var shown: UIViewController = self
        while shown.viewIfLoaded?.window == nil, let above = shown.presentation { shown = above }
        guard let window = shown.viewIfLoaded?.window, controller.parent == nil, controller.presenter == nil,
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

        // In a hidden window nothing appears yet: showing the window tells them.
        let application = window.isHidden ? nil : window.attachedApplication
        let removesPresenter = controller.modalPresentationStyle.removesPresentingViews
        _ = controller.view  // loadView and viewDidLoad before anyone is told
        controller.isBeingPresented = true
        if let application {
            if removesPresenter { presenter.beginAppearance(false, animated: animated, application: application) }
            controller.beginAppearance(true, animated: animated, application: application)
        }

        let container = UITransitionView()
        container.isUIKitPrivateContainer = true
        // The context's view may be gone already: a `currentContext` presentation
        // removed it, and its container stands where it was.
        if inContext, let covered = context.viewIfLoaded, let host = covered.superview ?? context.coveredSuperview {
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
        if removesPresenter, let covered = presenter.viewIfLoaded, let superview = covered.superview {
            presenter.coveredSuperview = superview
            presenter.coveredIndex = superview.subviews.firstIndex { $0 === covered } ?? 0
            covered.removeFromSuperview()
        }
        if let application {
            if removesPresenter { presenter.endAppearance(application: application) }
            controller.endAppearance(application: application)
        }
        controller.isBeingPresented = false
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
                owner.endPresentation(animated: animated)
                completion?()
                return
            }
            controller = current.parent
        }
    }

    /// Removes this controller's presentation, top of the stack first, each presented
    /// view leaving the window with its transition view, and this controller's view
    /// back where it was if the presentation had removed it.
    ///
    /// The dismissed controller gets `viewWillDisappear(_:)` and `viewDidDisappear(_:)`;
    /// a presenter whose view comes back gets `viewWillAppear(_:)` and
    /// `viewDidAppear(_:)` (after the dismissed one's will and did, as on presenting).
    private func endPresentation(animated: Bool) {
        guard let presented = presentation else { return }
        presented.endPresentation(animated: animated)
        let host = coveredSuperview
        // Callbacks only in a shown window, as when presenting.
        let window = presented.viewIfLoaded?.window ?? host?.window
        let application = window.flatMap { $0.isHidden ? nil : $0.attachedApplication }
        presented.isBeingDismissed = true
        if let application {
            presented.beginAppearance(false, animated: animated, application: application)
            if host != nil { beginAppearance(true, animated: animated, application: application) }
        }
        if let host, let view = viewIfLoaded {
            coveredSuperview = nil
            host.insertSubview(view, at: coveredIndex)
        }
        presented.viewIfLoaded?.removeFromSuperview()
        presented.transitionView?.removeFromSuperview()
        presented.transitionView = nil
        presented.presenter = nil
        presentation = nil
        if let application {
            presented.endAppearance(application: application)
            if host != nil { endAppearance(application: application) }
        }
        presented.isBeingDismissed = false
    }

    // MARK: Responder chain (SPEC R2)

    open override var next: UIResponder? {
        guard let view = viewIfLoaded else { return presenter }
        // A view a full-screen presentation removed answers from where it was.
        let superview = view.superview ?? coveredSuperview
        if let window = superview as? UIWindow, window.rootViewController === self { return window }
        if let presenter { return presenter }
        return superview
    }

    open override var isInWindowHierarchy: Bool { viewIfLoaded?.window != nil }

    open override var traceRole: TraceSubject.Role { .viewController }
}
