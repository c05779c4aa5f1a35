import Foundation
import TestSupport
import Testing

@testable import TouchCore

/// Who really presents, where the presented view goes, and the chain from it
/// (SPEC R2; Apple: UIViewController.present(_:animated:completion:),
/// presentingViewController, presentedViewController, definesPresentationContext,
/// UIPresentationController.presentingViewController).
@Suite struct UIViewControllerPresentationTests {
    private func chain(from responder: UIResponder) -> String {
        var names = [responder.traceName]
        var current = responder.next
        while let next = current {
            names.append(next.traceName)
            current = next.next
        }
        return names.joined(separator: " --> ")
    }

    private func controller(_ name: String, frame: CGRect = CGRect(0, 0, 400, 800)) -> UIViewController {
        let controller = UIViewController()
        controller.name = name
        controller.view.name = name + "View"
        controller.view.frame = frame
        return controller
    }

    /// A world whose root controller has one child controller (added with
    /// `addChild`, its view in the root view).
    private func worldWithChild() -> (TouchWorld, child: UIViewController) {
        let world = TouchWorld()
        world.controller.name = "Root"
        world.rootView.name = "RootView"
        let child = controller("Child", frame: CGRect(0, 100, 400, 600))
        world.controller.addChild(child)
        world.rootView.addSubview(child.view)
        return (world, child)
    }

    // MARK: Who presents (SPEC R2)

    /// Apple, presentingViewController: the presenter is the controller whose view
    /// the presentation covers — for a full-screen presentation, the window's root
    /// controller, whichever of its descendants called `present`.
    @Test func aControllerInANavigationStackPresentsFromTheNavigationController() {
        let content = controller("Content")
        let navigation = UINavigationController(rootViewController: content)
        navigation.name = "Navigation"
        let world = TouchWorld(root: navigation)
        let sheet = controller("Sheet")
        content.present(sheet)
        #expect(sheet.presentingViewController === navigation)
        #expect(sheet.next === navigation)
        #expect(navigation.presentedViewController === sheet)
        // "…presented by this view controller, or one of its ancestors" (Apple:
        // presentedViewController): the caller sees it too.
        #expect(content.presentedViewController === sheet)
        #expect(sheet.view.window === world.window)
    }

    @Test func aChildAddedWithAddChildPresentsFromTheRoot() {
        let (world, child) = worldWithChild()
        let sheet = controller("Sheet")
        child.present(sheet)
        #expect(sheet.presentingViewController === world.controller)
        #expect(sheet.next === world.controller)
        #expect(world.controller.presentedViewController === sheet)
        #expect(chain(from: sheet.view) == "SheetView --> Sheet --> Root --> UIWindow --> UIApplication")
    }

    /// Apple, definesPresentationContext: for a currentContext or overCurrentContext
    /// presentation UIKit walks up from the presenting controller to the first one
    /// that defines the context, and covers its view.
    @Test func anAncestorThatDefinesThePresentationContextPresents() throws {
        let (world, container) = worldWithChild()
        container.definesPresentationContext = true
        let inner = controller("Inner", frame: CGRect(0, 0, 400, 300))
        container.addChild(inner)
        container.view.addSubview(inner.view)
        let sheet = controller("Sheet")
        sheet.modalPresentationStyle = .overCurrentContext
        inner.present(sheet)
        #expect(sheet.presentingViewController === container)
        #expect(sheet.next === container)
        #expect(container.presentedViewController === sheet)
        #expect(world.controller.presentedViewController == nil)
        #expect(chain(from: sheet.view) == "SheetView --> Sheet --> Child --> RootView --> Root --> UIWindow --> UIApplication")
        // The container sits over the context's view, in its superview, covering it.
        let transition = try #require(sheet.view.superview)
        #expect(transition.traceName == "UITransitionView")
        #expect(transition.superview === world.rootView)
        #expect(transition.frame == container.view.frame)
        #expect(world.rootView.subviews.last === transition)
        #expect(sheet.view.frame == transition.bounds)
        // So a touch outside the context's view still reaches the root view.
        world.tap(CGPoint(x: 200, y: 50))
        #expect(world.lines.contains { $0.hasPrefix("touch #1 is bound to RootView") })
    }

    /// A second presentation in the same context goes on top of the first, its
    /// container directly above the first one's, still over the context's view only.
    @Test func presentationsInAContextStackOverTheContextsView() throws {
        let (world, container) = worldWithChild()
        container.definesPresentationContext = true
        let badge = UIView(frame: CGRect(0, 0, 10, 10))
        badge.name = "Badge"
        world.rootView.addSubview(badge)
        let first = controller("First")
        let second = controller("Second")
        first.modalPresentationStyle = .overCurrentContext
        second.modalPresentationStyle = .overCurrentContext
        container.present(first)
        container.present(second)
        #expect(second.presentingViewController === first)
        #expect(
            chain(from: second.view) == "SecondView --> Second --> First --> Child --> RootView --> Root --> UIWindow --> UIApplication")
        #expect(world.rootView.subviews.map(\.traceName) == ["ChildView", "UITransitionView", "UITransitionView", "Badge"])
        let secondContainer = try #require(second.view.superview)
        #expect(world.rootView.subviews[2] === secondContainer)
        #expect(secondContainer.frame == container.view.frame)
    }

    /// `currentContext` removes the presenting views once presented (Apple: "The
    /// views belonging to the presenting view controller are removed after the
    /// presentation completes"): a second presentation in the context still stacks
    /// over where the context's view was, and dismissing both brings it back.
    @Test func currentContextPresentationsStackWhereTheRemovedContextViewWas() throws {
        let (world, container) = worldWithChild()
        container.definesPresentationContext = true
        let first = controller("First")
        let second = controller("Second")
        first.modalPresentationStyle = .currentContext
        second.modalPresentationStyle = .currentContext
        container.present(first)
        #expect(world.rootView.subviews.map(\.traceName) == ["UITransitionView"])
        container.present(second)
        #expect(second.presentingViewController === first)
        let secondContainer = try #require(second.view.superview)
        #expect(secondContainer.superview === world.rootView)
        #expect(secondContainer.frame == container.view.frame)
        #expect(world.rootView.subviews.map(\.traceName) == ["UITransitionView", "UITransitionView"])
        #expect(
            chain(from: second.view) == "SecondView --> Second --> First --> Child --> RootView --> Root --> UIWindow --> UIApplication")
        container.dismiss()
        #expect(world.rootView.subviews.map(\.traceName) == ["ChildView"])
    }

    /// UIPresentationController.presentingViewController may be "the last view
    /// controller that was presented onscreen": a second presentation goes on top.
    @Test func presentingWhileAlreadyPresentingStacksOnTheTopMostPresentedController() throws {
        let (world, child) = worldWithChild()
        let first = controller("First")
        let second = controller("Second")
        world.controller.present(first)
        child.present(second)
        #expect(second.presentingViewController === first)
        #expect(second.next === first)
        #expect(first.presentedViewController === second)
        #expect(world.controller.presentedViewController === first)
        #expect(chain(from: second.view) == "SecondView --> Second --> First --> Root --> UIWindow --> UIApplication")
        let topContainer = try #require(second.view.superview)
        #expect(world.window.subviews.last === topContainer)
        #expect(world.window.subviews.map(\.traceName) == ["RootView", "UITransitionView", "UITransitionView"])
    }

    // MARK: The transition view and the touch path (SPEC R2, §3, R1)

    @Test func aTapOnThePresentedViewIsHitTestedThroughTheTransitionViewAndClimbsToThePresenter() throws {
        let (world, child) = worldWithChild()
        let sheet = controller("Sheet", frame: CGRect(0, 400, 400, 400))
        child.present(sheet)
        sheet.view.frame = CGRect(0, 400, 400, 400)
        world.tap(CGPoint(x: 200, y: 600))
        let lines = world.lines
        expectOrdered(lines, ["-[UITransitionView hitTest:withEvent:] ⇒ SheetView", "-[UITransitionView pointInside:withEvent:] → YES"])
        #expect(lines.contains { $0.hasPrefix("touch #1 is bound to SheetView") })
        // The chain skips the transition view: view, its controller, the presenter.
        #expect(
            world.touchCalls.prefix(5) == [
                "SheetView.began", "Sheet.began", "Root.began", "UIWindow.began", "UIApplication.began",
            ])
        #expect(!world.touchCalls.contains { $0.hasPrefix("UITransitionView.") })
        // The presenting content underneath is covered: a tap beside the sheet lands
        // on the transition view, not on the child's view.
        world.tap(CGPoint(x: 200, y: 200))
        #expect(world.lines.contains { $0.hasPrefix("touch #2 is bound to UITransitionView") })
    }

    @Test func theTransitionViewIsAPlainViewOutsideThePresentedChain() throws {
        let (world, child) = worldWithChild()
        let sheet = controller("Sheet")
        child.present(sheet)
        let transition = try #require(sheet.view.superview)
        #expect(transition.superview === world.window)
        #expect(transition.frame == world.window.bounds)
        #expect(transition.gestureRecognizers == nil)
        #expect(!chain(from: sheet.view).contains("UITransitionView"))
        #expect(transition.next === world.window)
    }

    // MARK: Dismissal (Apple: dismiss(animated:completion:))

    @Test func dismissWorksFromThePresenterTheCallerAndThePresented() {
        let content = controller("Content")
        let navigation = UINavigationController(rootViewController: content)
        let world = TouchWorld(root: navigation)
        for dismisser in ["navigation", "content", "sheet"] {
            let sheet = controller("Sheet")
            content.present(sheet)
            #expect(world.window.subviews.count == 2)
            switch dismisser {
            case "navigation": navigation.dismiss()
            case "content": content.dismiss()
            default: sheet.dismiss()
            }
            #expect(navigation.presentedViewController == nil, "dismissed by \(dismisser)")
            #expect(sheet.presentingViewController == nil)
            #expect(sheet.view.window == nil)
            #expect(world.window.subviews.count == 1, "the transition view leaves with the sheet")
        }
    }

    /// Apple: dismissing a controller lower in the stack dismisses its immediate
    /// presented controller and everything above it.
    @Test func dismissingLowerInTheStackDismissesEverythingAbove() {
        let (world, child) = worldWithChild()
        let first = controller("First")
        let second = controller("Second")
        let third = controller("Third")
        world.controller.present(first)
        child.present(second)
        child.present(third)
        first.dismiss()
        #expect(first.presentedViewController == nil)
        #expect(second.presentingViewController == nil && third.presentingViewController == nil)
        #expect(second.view.window == nil && third.view.window == nil)
        #expect(world.controller.presentedViewController === first)
        #expect(world.window.subviews.count == 2)
        world.controller.dismiss()
        #expect(world.controller.presentedViewController == nil && first.view.window == nil)
        #expect(world.window.subviews.count == 1)
    }

    // MARK: Layout and refusals

    /// A presented container lays its views out for the size it is given, as a
    /// window's root does.
    @Test func aPresentedNavigationControllerIsLaidOutToTheWindow() {
        let world = TouchWorld(size: CGSize(width: 320, height: 480))
        let navigation = UINavigationController(rootViewController: controller("Top"))
        world.controller.present(navigation)
        #expect(navigation.view.frame == CGRect(0, 0, 320, 480))
        #expect(navigation.navigationBar.frame.width == 320)
    }

    /// UIKit raises for presenting a controller that is already on screen; TouchLab
    /// ignores the request.
    @Test func anActiveControllerCannotBePresented() {
        let (world, child) = worldWithChild()
        child.present(world.controller)
        world.controller.present(child)
        #expect(world.controller.presentedViewController == nil)
        #expect(world.window.subviews.count == 1)
    }

    /// Apple, definesPresentationContext: the property counts "when using the
    /// currentContext or overCurrentContext style"; a full-screen presentation goes to
    /// the root controller and covers the window.
    @Test func aFullScreenPresentationIgnoresThePresentationContext() throws {
        let (world, container) = worldWithChild()
        container.definesPresentationContext = true
        let sheet = controller("Sheet")
        #expect(sheet.modalPresentationStyle == .automatic)  // UIKit's default, not a context style
        container.present(sheet)
        #expect(sheet.presentingViewController === world.controller)
        #expect(sheet.next === world.controller)
        let transition = try #require(sheet.view.superview)
        #expect(transition.superview === world.window)
        #expect(transition.frame == world.window.bounds)
        world.tap(CGPoint(x: 200, y: 50))
        #expect(world.lines.contains { $0.hasPrefix("touch #1 is bound to SheetView") })
    }

    /// Apple: "If no view controller defines the presentation context, UIKit asks the
    /// window's root view controller to handle the presentation."
    @Test func aContextPresentationWithNoContextIsTheRootsOverTheWindow() throws {
        let (world, child) = worldWithChild()
        let sheet = controller("Sheet")
        sheet.modalPresentationStyle = .currentContext
        child.present(sheet)
        #expect(sheet.presentingViewController === world.controller)
        #expect(try #require(sheet.view.superview).superview === world.window)
    }
}
