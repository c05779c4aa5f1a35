import Foundation
import Testing
import TouchPlayground

/// View-controller containment and presentation as articles write them
/// (Apple: "Implementing a container view controller"; SPEC R2).
@Suite struct ControllerSnippets {
    final class Child: UIViewController {
        var calls: [String] = []
        override func willMove(toParent parent: UIViewController?) {
            super.willMove(toParent: parent)
            calls.append("willMove(\(parent == nil ? "nil" : "parent"))")
        }
        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            calls.append("didMove(\(parent == nil ? "nil" : "parent"))")
        }
    }

    /// The containment dance from Apple's guide.
    static func embed(_ child: UIViewController, in parent: UIViewController) {
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    static func unembed(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    @Test func addChildCallsWillMoveAndTheContainerCallsDidMove() {
        let parent = UIViewController()
        let child = Child()
        Self.embed(child, in: parent)
        #expect(child.calls == ["willMove(parent)", "didMove(parent)"])
        #expect(child.parent === parent && parent.children.count == 1)
    }

    @Test func removeFromParentCallsDidMoveToNil() {
        let parent = UIViewController()
        let child = Child()
        Self.embed(child, in: parent)
        child.calls.removeAll()
        Self.unembed(child)
        #expect(child.calls == ["willMove(nil)", "didMove(nil)"])
        #expect(child.parent == nil && parent.children.isEmpty)
    }

    @Test func removeFromParentWithoutAParentDoesNothing() {
        let child = Child()
        child.removeFromParent()
        #expect(child.calls.isEmpty)
    }

    @Test func aChildControllerSitsBetweenItsViewAndTheContainersView() {
        let world = World()
        let parent = UIViewController()
        world.window.rootViewController = parent
        let child = Child()
        Self.embed(child, in: parent)
        // SPEC R2: the child's view → the child → the parent's view.
        #expect(child.view.next === child)
        #expect(child.next === parent.view)
    }

    @Test func aNavigationControllerNotifiesPushedControllers() {
        let root = Child()
        let navigation = UINavigationController(rootViewController: root)
        let pushed = Child()
        navigation.pushViewController(pushed, animated: true)
        #expect(pushed.calls == ["willMove(parent)", "didMove(parent)"])
        navigation.popViewController(animated: true)
        #expect(pushed.calls.suffix(2) == ["willMove(nil)", "didMove(nil)"])
    }

    final class Loaded: UIViewController {
        var loads = 0
        override func loadView() {
            view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            loads += 1
        }
    }

    @Test func theViewLoadsOnFirstAccessOnly() {
        let controller = Loaded()
        #expect(!controller.isViewLoaded)
        _ = controller.view
        _ = controller.view
        #expect(controller.loads == 1 && controller.view.frame.width == 10)
    }

    @Test func presentShowsAControllerOverTheWindow() {
        let world = World()
        let root = UIViewController()
        world.window.rootViewController = root
        let sheet = UIViewController()
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        #expect(completed && root.presentedViewController === sheet && sheet.presentingViewController === root)
        sheet.dismiss(animated: true)
        #expect(root.presentedViewController == nil)
    }
}
