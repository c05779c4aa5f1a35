import Foundation

/// The appearance callbacks, called when UIKit calls them (Apple: UIViewController,
/// "Handling view-related notifications"; viewWillAppear(_:), viewDidAppear(_:),
/// viewWillDisappear(_:), viewDidDisappear(_:)).
///
/// A controller's view *appears* when it enters the hierarchy of a shown window and
/// *disappears* when it leaves it: when the window is shown (`makeKeyAndVisible()`)
/// or hidden, when its view (or an ancestor) is added or removed, when it is pushed,
/// popped, presented or dismissed, and when a presentation that removes the
/// presenting views begins or ends. `viewWillAppear(_:)` comes after `loadView()` and
/// `viewDidLoad()`. Containers pass the callbacks to the children whose views are in
/// their own view, parents first, unless `shouldAutomaticallyForwardAppearanceMethods`
/// is false. A controller is told once per change: a second `will` for the same
/// change is not sent (UIKit logs "Unbalanced calls to begin/end appearance
/// transitions" there).
///
/// Each callback is a traced call, `-[ViewController viewDidAppear:]`, with what it
/// does nested under it (a `becomeFirstResponder` call, a message).
extension UIViewController {
    /// A controller's place in its appearance cycle. Legal steps: `disappeared →
    /// appearing → appeared → disappearing → disappeared`, and a transition turned
    /// round half way (`appearing → disappearing`, `disappearing → appearing`), as
    /// `beginAppearanceTransition(_:animated:)` allows.
    enum AppearanceState {
        case disappeared, appearing, appeared, disappearing

        /// Between a `will` and its `did`: a transition someone is driving.
        var isInTransition: Bool { self == .appearing || self == .disappearing }
    }

    /// The application whose trace records a container's own calls: the controller's,
    /// else its parent's or presenter's (a child's view is not in the window yet
    /// when it is told it will appear).
    var appearanceApplication: UIApplication? {
        application ?? parent?.application ?? presentingViewController?.application
            ?? coveredSuperview?.window?.attachedApplication
    }

    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)`, unless already on the way.
    func beginAppearance(_ appearing: Bool, animated: Bool, application: UIApplication?) {
        switch (appearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            _ = view  // loadView() and viewDidLoad() come first.
            appearanceState = .appearing
            appearanceAnimated = animated
            callAppearance("viewWillAppear:", application) { viewWillAppear(animated) }
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            appearanceAnimated = animated
            callAppearance("viewWillDisappear:", application) { viewWillDisappear(animated) }
        default:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenInView { child.beginAppearance(appearing, animated: animated, application: application) }
    }

    /// `viewDidAppear(_:)` or `viewDidDisappear(_:)` for the transition in progress.
    func endAppearance(application: UIApplication?) {
        let animated = appearanceAnimated
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            callAppearance("viewDidAppear:", application) { viewDidAppear(animated) }
        case .disappearing:
            appearanceState = .disappeared
            callAppearance("viewDidDisappear:", application) { viewDidDisappear(animated) }
        case .appeared, .disappeared:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenInView { child.endAppearance(application: application) }
    }

    /// The children whose views are inside this controller's view (a navigation
    /// controller's top, an embedded child), which follow its appearance.
    private var childrenInView: [UIViewController] {
        guard let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) ?? false }
    }

    /// Runs a callback as a traced call, with its application as `UIApplication.shared`
    /// (so `UIApplication.shared.beginReceivingRemoteControlEvents()` in
    /// `viewDidAppear(_:)` reaches the right one).
    private func callAppearance(_ selector: String, _ application: UIApplication?, _ body: () -> Void) {
        guard let application = application ?? appearanceApplication else { return body() }
        application.runningAsShared {
            let trace = application.trace.isEnabled ? application.trace : nil
            let index = trace?.begin(.call(receiver: traceSubject, selector: selector, detail: nil), subject: self)
            body()
            if let index { trace?.end(index) }
        }
    }
}

extension UIView {
    /// Whether the view is in the hierarchy of a window that is shown.
    var isInShownWindow: Bool {
        guard let window else { return false }
        return !window.isHidden
    }

    /// The controllers whose views are in this subtree and follow it into or out of a
    /// shown window by themselves: every controller found there, less the children a
    /// parent in the subtree forwards to, and less the children of a parent that
    /// forwards nothing (it drives them itself); and none that is in a transition a
    /// container or a presentation is driving.
    func appearanceControllers() -> [UIViewController] {
        var found: [UIViewController] = []
        collectControllers(into: &found)
        return found.filter { controller in
            guard !controller.appearanceState.isInTransition else { return false }
            guard let parent = controller.parent else { return true }
            if !parent.shouldAutomaticallyForwardAppearanceMethods { return false }
            guard let parentView = parent.viewIfLoaded, controller.viewIfLoaded?.isDescendant(of: parentView) ?? false
            else { return true }
            return !found.contains { $0 === parent }
        }
    }

    private func collectControllers(into found: inout [UIViewController]) {
        if let controller = owningViewController, controller.viewIfLoaded === self { found.append(controller) }
        for subview in subviews { subview.collectControllers(into: &found) }
    }

    /// Tells the controllers of this subtree that they will appear or disappear with
    /// it, and returns them for `finishAppearance(_:)`.
    func beginAppearance(_ appearing: Bool, in window: UIWindow?) -> [UIViewController] {
        let controllers = appearanceControllers()
        for controller in controllers {
            controller.beginAppearance(appearing, animated: false, application: window?.attachedApplication)
        }
        return controllers
    }

    func finishAppearance(_ controllers: [UIViewController], in window: UIWindow?) {
        for controller in controllers { controller.endAppearance(application: window?.attachedApplication) }
    }
}
