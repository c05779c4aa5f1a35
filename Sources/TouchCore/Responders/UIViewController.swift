import Foundation

/// Manages a view hierarchy and sits in the responder chain after its root view
/// (Apple: UIViewController).
///
/// `next` follows SPEC R2: the window when its view is the window's root view; the
/// presenting controller when it was presented; otherwise its view's superview — so
/// a child controller sits between its view and the container's view.
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
    /// controller, as in UIKit.
    open func addChild(_ child: UIViewController) {
        guard child !== self else { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    // MARK: Presentation

    public private(set) var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?

    /// Presents `controller` full screen: its view covers this controller's window,
    /// on top of everything in it (Apple: present(_:animated:completion:)).
    open func present(_ controller: UIViewController, animated: Bool = false, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, controller !== self, let window = viewIfLoaded?.window else { return }
        presentedViewController = controller
        controller.presentingViewController = self
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        completion?()
    }

    open func dismiss(animated: Bool = false, completion: (() -> Void)? = nil) {
        // UIKit: a presented controller dismisses itself through its presenter.
        let presenter = presentedViewController == nil ? presentingViewController : self
        guard let presenter, let presented = presenter.presentedViewController else { return }
        presented.presentedViewController?.dismiss()
        presented.viewIfLoaded?.removeFromSuperview()
        presented.presentingViewController = nil
        presenter.presentedViewController = nil
        completion?()
    }

    // MARK: Responder chain (SPEC R2)

    open override var next: UIResponder? {
        guard let view = viewIfLoaded else { return presentingViewController }
        if let window = view.superview as? UIWindow, window.rootViewController === self { return window }
        if let presenting = presentingViewController { return presenting }
        return view.superview
    }

    open override var isInWindowHierarchy: Bool { viewIfLoaded?.window != nil }

    open override var traceRole: TraceSubject.Role { .viewController }
}
