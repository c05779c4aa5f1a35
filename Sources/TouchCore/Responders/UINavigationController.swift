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

    open func pushViewController(_ controller: UIViewController, animated: Bool = false) {
        topViewController?.viewIfLoaded?.removeFromSuperview()
        addChild(controller)
        viewControllers.append(controller)
        if isViewLoaded {
            wrapperView.addSubview(controller.view)
            controller.view.frame = wrapperView.bounds
        }
        controller.didMove(toParent: self)
    }

    open override func viewDidLoad() {
        if let top = topViewController {
            wrapperView.addSubview(top.view)
            top.view.frame = wrapperView.bounds
        }
    }

    @discardableResult
    open func popViewController(animated: Bool = false) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.willMove(toParent: nil)
        top.viewIfLoaded?.removeFromSuperview()
        top.removeFromParent()
        if let newTop = topViewController {
            wrapperView.addSubview(newTop.view)
            newTop.view.frame = wrapperView.bounds
        }
        return top
    }
}
