import Foundation
import Testing

@testable import TouchCore

private final class AppDelegate: UIResponder, UIApplicationDelegate {}
private final class CustomeTabBar: UIView {}
private final class CircleButton: UIView {}

/// SPEC §5 and the responder-chain examples of seeds 000, 001 and 002.
@Suite struct ResponderChainTests {
    private func chain(from responder: UIResponder) -> String {
        responder.responderChain.map(\.traceName).joined(separator: " --> ")
    }

    /// A responder whose `next` is set by the test and counts how often it is asked.
    private final class Link: UIResponder {
        var target: UIResponder?
        var asked = 0
        override var next: UIResponder? {
            asked += 1
            return target
        }
    }

    @Test func theWalkEndsBeforeTheFirstResponderMetAgain() {
        // An override of `next` may form a cycle (SPEC R4), which a device would walk
        // for ever; the one walk stops before repeating, so the application lookup,
        // the dropped action's last responder and the drawn chain all end.
        let a = Link()
        let b = Link()
        a.name = "A"
        b.name = "B"
        a.target = b
        b.target = a
        #expect(a.responderChain.map(\.traceName) == ["A", "B"])
        #expect(a.application == nil)
        #expect(!a.isInWindowHierarchy)
    }

    @Test func theWalkAsksEachNextOnlyWhenItGoesOn() {
        // A `next` override runs as often as on a device's walk: once per step taken.
        let a = Link()
        let b = Link()
        a.target = b
        #expect(a.responderChain.prefix(1).map { $0 } == [a])
        #expect(a.asked == 0)
        #expect(Array(a.responderChain) == [a, b])
        #expect(a.asked == 1 && b.asked == 1)
    }

    @Test func theApplicationIsTheFirstOnTheChain() {
        let world = TouchWorld()
        let leaf = SpyView("Leaf", CGRect(0, 0, 100, 100))
        world.rootView.addSubview(leaf)
        #expect(leaf.application === world.app)
        #expect(Array(leaf.responderChain).last === world.app)
        #expect(leaf.isInWindowHierarchy)
        #expect(!UIView().isInWindowHierarchy)
    }

    @Test func printedChainThroughANavigationControllerMatchesSeed002() throws {
        let content = UIViewController()
        let world = TouchWorld(root: UINavigationController(rootViewController: content))
        world.app.delegate = AppDelegate()
        let tabBar = CustomeTabBar(frame: CGRect(0, 751, 400, 49))
        let circle = CircleButton(frame: CGRect(170, 0, 60, 49))
        content.view.addSubview(tabBar)
        tabBar.addSubview(circle)
        let expected = try Fixtures.seedLog("002-responder-chain").lines
        #expect([chain(from: circle)] == expected)
    }

    @Test func aWindowWhoseNextIsOverriddenStillDeliversItsTouches() {
        // SPEC R4: overriding `next` changes the chain, not delivery. The window hands
        // its touches to its views, and a view leaving it gets its touches cancelled.
        final class Cutoff: UIWindow {
            override var next: UIResponder? { nil }
        }
        let app = UIApplication()
        app.trace.isEnabled = true
        let window = Cutoff(frame: CGRect(0, 0, 400, 800))
        app.addWindow(window)
        window.makeKeyAndVisible()
        let view = SpyView("Card", CGRect(0, 0, 200, 200))
        window.addSubview(view)
        app.handle(.touches([TouchSample(finger: 1, phase: .down, location: CGPoint(x: 50, y: 50))], timestamp: 0.1))
        view.removeFromSuperview()
        #expect(view.phases == [.began, .cancelled])
    }

    @Test func touchesTravelTheChainToTheAppDelegateAndAreDroppedThere() {
        let world = TouchWorld()
        world.app.delegate = AppDelegate()
        let leaf = SpyView("Leaf", CGRect(0, 0, 100, 100))
        world.rootView.addSubview(leaf)
        world.tap(leaf)
        #expect(
            world.touchCalls.prefix(6) == [
                "Leaf.began", "UIView.began", "UIViewController.began", "UIWindow.began",
                "UIApplication.began", "AppDelegate.began",
            ])
        #expect(world.lines.contains("touchesBegan:withEvent: dropped: nobody after AppDelegate in the responder chain"))
    }

    @Test func applicationDelegateThatIsNotAResponderIsNotInTheChain() {
        final class PlainDelegate: UIApplicationDelegate {}
        let world = TouchWorld()
        world.app.delegate = PlainDelegate()
        #expect(world.app.next == nil)
        // A view or controller as delegate is not the next responder either (SPEC R3).
        final class ViewDelegate: UIView, UIApplicationDelegate {}
        world.app.delegate = ViewDelegate()
        #expect(world.app.next == nil)
    }

    @Test(arguments: [SpyView.Behaviour.consume, .ignore, .handleAndForward])
    func handleForwardOrBoth(behaviour: SpyView.Behaviour) {
        // Seed 002: 不拦截 (default), 拦截 (override, no super), 拦截并继续 (override + super).
        let world = TouchWorld()
        var log: [String] = []
        let parent = SpyView("Parent", CGRect(0, 0, 300, 300), behaviour: .consume)
        let child = SpyView("Child", CGRect(10, 10, 100, 100), behaviour: behaviour)
        parent.log = { log.append($0) }
        child.log = { log.append($0) }
        world.rootView.addSubview(parent); parent.addSubview(child)
        world.tap(child)
        switch behaviour {
        case .consume:
            #expect(log == ["Child.began", "Child.ended"])
        case .ignore, .handleAndForward:
            // A SpyView always records; .ignore here stands for "calls super".
            #expect(log == ["Child.began", "Parent.began", "Child.ended", "Parent.ended"])
        }
    }

    @Test func defaultViewWithNoOverrideForwardsToSuperview() {
        let world = TouchWorld()
        let parent = SpyView("Parent", CGRect(0, 0, 300, 300), behaviour: .consume)
        let plain = UIView(frame: CGRect(10, 10, 100, 100))
        world.rootView.addSubview(parent); parent.addSubview(plain)
        world.tap(plain)
        #expect(parent.phases == [.began, .ended])
        #expect(world.touchCalls.prefix(2) == ["UIView.began", "Parent.began"])
    }

    @Test func viewControllerSitsAfterItsRootViewAndChildControllersBeforeTheContainerView() {
        let world = TouchWorld()
        world.controller.name = "Container"
        world.rootView.name = "ContainerView"
        let child = UIViewController()
        child.name = "Child"
        child.view.name = "ChildView"
        child.view.frame = CGRect(0, 0, 200, 200)
        world.controller.addChild(child)
        world.rootView.addSubview(child.view)
        let leaf = UIView(frame: CGRect(0, 0, 50, 50))
        leaf.name = "Leaf"
        child.view.addSubview(leaf)
        #expect(chain(from: leaf) == "Leaf --> ChildView --> Child --> ContainerView --> Container --> UIWindow --> UIApplication")
        #expect(child.parent === world.controller)
    }

    @Test func presentedControllerForwardsToItsPresenter() {
        let world = TouchWorld()
        world.controller.name = "Presenter"
        let sheet = UIViewController()
        sheet.name = "Sheet"
        sheet.view.name = "SheetView"
        world.controller.present(sheet)
        #expect(sheet.presentingViewController === world.controller)
        #expect(chain(from: sheet.view) == "SheetView --> Sheet --> Presenter --> UIWindow --> UIApplication")
        // The presented view covers the window and takes the touches.
        world.tap(CGPoint(x: 100, y: 100))
        #expect(world.lines.contains { $0.hasPrefix("touch #1 is bound to SheetView") })
        world.controller.dismiss()
        #expect(world.controller.presentedViewController == nil)
        #expect(sheet.view.window == nil)
    }

    @Test func overridingNextChangesTheChain() {
        final class Redirected: UIView {
            weak var target: UIResponder?
            override var next: UIResponder? { target }
        }
        let world = TouchWorld()
        let catcher = SpyView("Catcher", CGRect(300, 0, 50, 50), behaviour: .consume)
        let view = Redirected(frame: CGRect(0, 0, 100, 100))
        view.name = "Redirected"
        view.target = catcher
        world.rootView.addSubview(view); world.rootView.addSubview(catcher)
        world.tap(view)
        #expect(catcher.phases == [.began, .ended])
        #expect(world.touchCalls == ["Redirected.began", "Catcher.began", "Redirected.ended", "Catcher.ended"])
    }

    @Test func gestureRecognizersAreNeverInTheChain() {
        let world = TouchWorld()
        let view = UIView(frame: CGRect(0, 0, 100, 100))
        view.addGestureRecognizer(UIGestureRecognizer())
        world.rootView.addSubview(view)
        var responder: UIResponder? = view
        while let current = responder {
            #expect(!(current is UIWindow) || current === world.window)
            responder = current.next
        }
        #expect(chain(from: view) == "UIView --> UIView --> UIViewController --> UIWindow --> UIApplication")
    }

    /// SPEC C5, F3: a nil-target action asks `canPerformAction(_:withSender:)` of every
    /// responder in turn, from the first responder up, and the trace shows
    /// every answer where it was asked (Apple: UIResponder.target(forAction:withSender:)).
    @Test func aNilTargetSearchTracesEachCanPerformActionAnswer() {
        final class Editor: UIView {
            override var canBecomeFirstResponder: Bool { true }
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                action == .paste ? false : super.canPerformAction(action, withSender: sender)
            }
        }
        let world = TouchWorld()
        let delegate = AppDelegate()
        delegate.name = "AppDelegate"
        world.app.delegate = delegate
        let editor = Editor(frame: CGRect(0, 0, 200, 100))
        editor.name = "Editor"
        let button = UIButton(frame: CGRect(0, 200, 100, 40))
        button.name = "PasteButton"
        world.rootView.addSubview(editor); world.rootView.addSubview(button)
        world.controller.name = "Controller"
        var performed: [String] = []
        editor.handleAction(.paste) { _, _ in performed.append("Editor") }
        world.controller.handleAction(.paste) { _, _ in performed.append("Controller") }
        delegate.handleAction("save") { _, _ in performed.append("AppDelegate") }
        #expect(editor.becomeFirstResponder())
        button.addTarget(nil, action: .paste, for: .touchUpInside)
        button.addTarget(nil, action: "save", for: .touchUpInside)
        world.tap(button)
        #expect(performed == ["Controller", "AppDelegate"])
        let search = world.lines.filter { $0.contains("canPerformAction") }
        #expect(
            search == [
                // Every responder is asked in turn, implementing the action or not
                // (Apple: target(forAction:withSender:)).
                "-[Editor canPerformAction:withSender:] paste: → NO",
                "-[UIView canPerformAction:withSender:] paste: → NO",
                "-[Controller canPerformAction:withSender:] paste: → YES",
                "-[Editor canPerformAction:withSender:] save → NO",
                "-[UIView canPerformAction:withSender:] save → NO",
                "-[Controller canPerformAction:withSender:] save → NO",
                "-[UIWindow canPerformAction:withSender:] save → NO",
                "-[UIApplication canPerformAction:withSender:] save → NO",
                // The app delegate is past the application, which it cannot reach
                // along its own chain: the sender's application traces it.
                "-[AppDelegate canPerformAction:withSender:] save → YES",
            ])
        // The answers sit inside the sendAction call that asked, before the action runs.
        let records = world.app.trace.records
        let asked = records.firstIndex { record in
            if case .call(_, "canPerformAction:withSender:", _) = record.kind { return true }
            return false
        }!
        let send = records[..<asked].lastIndex { record in
            if case .call(_, "sendAction:to:from:forEvent:", _) = record.kind { return true }
            return false
        }!
        #expect(records[asked].depth == records[send].depth + 1)
    }
}
