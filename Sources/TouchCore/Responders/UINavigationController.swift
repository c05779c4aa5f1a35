import Foundation

/// A container that shows the top of a stack of controllers (Apple:
/// UINavigationController).
///
/// It builds the view hierarchy UIKit builds, named after UIKit's private classes, so
/// the responder chain from a pushed controller's view reads as on a device (seed 002):
/// `… UIViewController --> UIViewControllerWrapperView --> UINavigationTransitionView
/// --> UILayoutContainerView --> UINavigationController --> UIWindow`.
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []
    private let transitionView = UIView()
    private let wrapperView = UIView()
    /// The bar along the top edge; it takes touches there, as on iOS.
    public let navigationBar = UIView()

    public init(rootViewController: UIViewController) {
        super.init()
        pushViewController(rootViewController, animated: false)
    }

    open override func loadView() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        container.name = "UILayoutContainerView"
        transitionView.name = "UINavigationTransitionView"
        wrapperView.name = "UIViewControllerWrapperView"
        for view in [container, transitionView, wrapperView] { view.isUIKitPrivateContainer = true }
        navigationBar.name = "UINavigationBar"
        container.addSubview(transitionView)
        transitionView.addSubview(wrapperView)
        container.addSubview(navigationBar)
        view = container
        layoutContainer()
    }

    /// Keeps the private views filling the container, as UIKit's layout does.
    open override func viewDidLayoutSubviews() {
        layoutContainer()
    }

    private func layoutContainer() {
        let bounds = view.bounds
        transitionView.frame = bounds
        wrapperView.frame = transitionView.bounds
        navigationBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 44)
        navigationBar.backgroundColor = UIColor(white: 0.97)
        topViewController?.view.frame = wrapperView.bounds
    }

    public var topViewController: UIViewController? { viewControllers.last }

    /// Pushes `controller` on the stack and shows its view in place of the old top's
    /// (Apple: pushViewController(_:animated:)).
    ///
    /// In a shown window the callbacks come as UIKit's transition sends them: the
    /// pushed controller's `willMove(toParent:)` (from `addChild(_:)`), the old top's
    /// `viewWillDisappear(_:)`, the pushed one's `viewWillAppear(_:)`, the old top's
    /// `viewDidDisappear(_:)`, the pushed one's `viewDidAppear(_:)`, then its
    /// `didMove(toParent:)`. Apple documents no order between the two controllers'
    /// callbacks; this is TouchLab's.
    open func pushViewController(_ controller: UIViewController, animated: Bool = false) {
        let old = topViewController
        addChild(controller)
        viewControllers.append(controller)
        if isViewLoaded {
            show(controller, replacing: old, animated: animated)
        } else {
            old?.viewIfLoaded?.removeFromSuperview()
        }
        controller.didMove(toParent: self)
    }

    /// Swaps the top controller's view in the wrapper, telling both controllers of
    /// their appearance when the container is on screen.
    private func show(_ arriving: UIViewController?, replacing leaving: UIViewController?, animated: Bool) {
        // The arriving view loads before anyone is told (loadView, viewDidLoad).
        _ = arriving?.view
        let application = view.isInShownWindow ? view.window?.attachedApplication : nil
        if view.isInShownWindow {
            leaving?.beginAppearance(false, animated: animated, application: application)
            arriving?.beginAppearance(true, animated: animated, application: application)
        }
        leaving?.viewIfLoaded?.removeFromSuperview()
        if let arriving {
            wrapperView.addSubview(arriving.view)
            arriving.view.frame = wrapperView.bounds
        }
        if application != nil {
            leaving?.endAppearance(application: application)
            arriving?.endAppearance(application: application)
        }
    }

    open override func viewDidLoad() {
        if let top = topViewController {
            wrapperView.addSubview(top.view)
            top.view.frame = wrapperView.bounds
        }
    }

    /// Pops the top controller and shows the one below (Apple:
    /// popViewController(animated:)). In a shown window: the popped controller's
    /// `willMove(toParent: nil)`, its `viewWillDisappear(_:)`, the new top's
    /// `viewWillAppear(_:)`, the popped one's `viewDidDisappear(_:)`, the new top's
    /// `viewDidAppear(_:)`, then the popped one's `didMove(toParent: nil)`.
    @discardableResult
    open func popViewController(animated: Bool = false) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.willMove(toParent: nil)
        if isViewLoaded {
            show(topViewController, replacing: top, animated: animated)
        } else {
            top.viewIfLoaded?.removeFromSuperview()
        }
        top.removeFromParent()
        return top
    }
}
