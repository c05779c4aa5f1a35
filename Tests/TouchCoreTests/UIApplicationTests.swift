import Foundation
import TestSupport
import Testing

@testable import TouchCore

/// `UIApplication.sendAction(_:to:from:for:)` with a nil target (SPEC C4, C5, R3): the
/// search travels the responder chain from the first responder (or the sender), and
/// when nobody performs the action the trace says where the search **ended** — the last
/// responder asked, which is the app delegate when it is a responder, otherwise the
/// application.
@Suite struct UIApplicationTests {
    private final class Delegate: UIResponder, UIApplicationDelegate {}
    private final class PlainDelegate: UIApplicationDelegate {}

    private func scene(_ delegate: UIApplicationDelegate?) -> (TouchWorld, UIButton) {
        let world = TouchWorld()
        world.app.delegate = delegate
        let button = UIButton(frame: CGRect(10, 10, 100, 40))
        button.name = "Button"
        world.rootView.addSubview(button)
        button.addTarget(nil, action: "nobody", for: .touchUpInside)
        return (world, button)
    }

    @Test func anUnhandledNilTargetActionEndsAtTheAppDelegate() {
        let delegate = Delegate()
        delegate.name = "AppDelegate"
        let (world, button) = scene(delegate)
        world.tap(button)
        #expect(world.lines.contains("nobody dropped: nobody after AppDelegate in the responder chain"))
        #expect(world.lines.contains { $0.hasPrefix("-[UIApplication sendAction:to:from:forEvent:] nobody") && $0.hasSuffix("→ NO") })
    }

    @Test func withoutAResponderDelegateTheSearchEndsAtTheApplication() {
        for delegate in [nil, PlainDelegate()] as [UIApplicationDelegate?] {
            let (world, button) = scene(delegate)
            world.tap(button)
            #expect(world.lines.contains("nobody dropped: nobody after UIApplication in the responder chain"))
        }
    }

    @Test func aSearchFromAFirstResponderInAnotherBranchAlsoEndsAtTheAppDelegate() {
        final class Field: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let delegate = Delegate()
        delegate.name = "AppDelegate"
        let (world, button) = scene(delegate)
        let field = Field(frame: CGRect(200, 10, 100, 40))
        field.name = "Field"
        world.rootView.addSubview(field)
        #expect(field.becomeFirstResponder())
        world.tap(button)
        #expect(world.lines.contains("nobody dropped: nobody after AppDelegate in the responder chain"))
    }

    /// UIKit does not walk the chain past a named target: it sends the message, and the
    /// app stops with "unrecognized selector sent to instance". The line says so, and
    /// does not pretend a chain was searched.
    @Test func aNamedTargetThatDoesNotImplementTheActionIsRefusedNamingBoth() {
        let (world, button) = scene(nil)
        let target = UIResponder()
        target.name = "Target"
        button.addTarget(target, action: "missing", for: .touchUpInside)
        world.tap(button)
        #expect(world.lines.contains("ignored: Target does not implement missing"))
        #expect(!world.lines.contains { $0.contains("missing dropped") })
    }

    // MARK: target(forAction:withSender:) asks every responder (SPEC C5, F3)

    /// A view that answers `canPerformAction` as told, implemented or not.
    private final class AnsweringView: UIView {
        var answers: [Selector: Bool] = [:]
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            answers[action] ?? super.canPerformAction(action, withSender: sender)
        }
    }

    /// A controller that implements `save` and answers `canPerformAction` as told.
    private final class SavingController: UIViewController {
        var saved = 0
        var canSave = true
        override init() {
            super.init()
            handleAction("save") { [unowned self] _, _ in self.saved += 1 }
        }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            action == "save" ? canSave : super.canPerformAction(action, withSender: sender)
        }
    }

    private func savingScene() -> (TouchWorld, SavingController, AnsweringView, UIButton) {
        let controller = SavingController()
        let world = TouchWorld(root: controller)
        controller.name = "ViewController"
        world.rootView.name = "RootView"
        let middle = AnsweringView(frame: CGRect(0, 0, 400, 400))
        middle.name = "Middle"
        let button = UIButton(frame: CGRect(10, 10, 100, 40))
        button.name = "Button"
        world.rootView.addSubview(middle)
        middle.addSubview(button)
        button.addTarget(nil, action: "save", for: .touchUpInside)
        return (world, controller, middle, button)
    }

    @Test func theSearchAsksEveryResponderInTurnImplementingTheActionOrNot() {
        // Apple (target(forAction:withSender:)): the default "calls the
        // canPerformAction(_:withSender:) method to determine whether it can invoke the
        // action. If the object can invoke the action, it returns itself, otherwise it
        // passes the request up the responder chain."
        let (world, controller, _, button) = savingScene()
        world.tap(button)
        #expect(controller.saved == 1)
        expectOrdered(
            world.lines,
            [
                "-[UIApplication sendAction:to:from:forEvent:] save to nil from Button → YES",
                "-[Button canPerformAction:withSender:] save → NO",
                "-[Middle canPerformAction:withSender:] save → NO",
                "-[RootView canPerformAction:withSender:] save → NO",
                "-[ViewController canPerformAction:withSender:] save → YES",
                "-[ViewController save]",
            ])
    }

    @Test func anOverrideThatSaysYesWithoutImplementingTheActionIsTheTargetAndCannotPerformIt() {
        // UIKit returns the responder that says YES and sends it the action, which it
        // does not implement ("unrecognized selector"): the search does not go on.
        let (world, controller, middle, button) = savingScene()
        middle.answers["save"] = true
        world.tap(button)
        #expect(controller.saved == 0)
        expectOrdered(
            world.lines,
            [
                "-[Middle canPerformAction:withSender:] save → YES",
                "ignored: Middle does not implement save",
            ])
        #expect(!world.lines.contains("-[ViewController canPerformAction:withSender:] save → YES"))
        #expect(!world.lines.contains { $0.contains("save dropped") })
    }

    @Test func aResponderThatImplementsTheActionButAnswersNoIsPassedOver() {
        let (world, controller, _, button) = savingScene()
        controller.canSave = false
        let delegate = Delegate()
        delegate.name = "AppDelegate"
        var delegateSaved = 0
        delegate.handleAction("save") { _, _ in delegateSaved += 1 }
        world.app.delegate = delegate
        world.tap(button)
        #expect(controller.saved == 0 && delegateSaved == 1)
        expectOrdered(
            world.lines,
            [
                "-[ViewController canPerformAction:withSender:] save → NO",
                "-[UIWindow canPerformAction:withSender:] save → NO",
                "-[UIApplication canPerformAction:withSender:] save → NO",
                "-[AppDelegate canPerformAction:withSender:] save → YES",
                "-[AppDelegate save]",
            ])
    }

    // MARK: An input older than the clock (Apple: UITouch.timestamp)

    /// A view that notes each touch's timestamp and phase as it is delivered.
    private final class StampView: UIView {
        var stamps: [String] = []
        private func note(_ touches: Set<UITouch>, _ event: UIEvent?) {
            for touch in touches { stamps.append("\(touch.phase) \(touch.timestamp) event \(event?.timestamp ?? -1)") }
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
    }

    @Test func anInputOlderThanTheClockKeepsItsOwnTimestampInTheTouchAndTheTrace() {
        // Apple (UITouch.timestamp): "The time when the touch occurred or when it was
        // last mutated." An input that arrives after the clock has run past it (a
        // host's late event) is delivered in its turn, stamped with its own time.
        let world = TouchWorld()
        let pad = StampView(frame: CGRect(0, 0, 400, 400))
        pad.name = "Pad"
        world.rootView.addSubview(pad)
        world.app.advance(to: 1.0)
        let point = CGPoint(x: 100, y: 100)
        world.app.handle(.touches([TouchSample(finger: 1, phase: .down, location: point)], timestamp: 0.5))
        world.app.handle(.touches([TouchSample(finger: 1, phase: .move, location: point)], timestamp: 0.75))
        world.app.handle(.touches([TouchSample(finger: 1, phase: .up, location: point)], timestamp: 1.25))
        #expect(pad.stamps == ["began 0.5 event 0.5", "moved 0.75 event 0.75", "ended 1.25 event 1.25"])
        // The clock never runs backwards; the trace heads each input with its own time.
        #expect(world.app.clock.now == 1.25)
        let headings = world.lines.filter { $0.hasPrefix("@") }
        #expect(
            headings == [
                "@0.500 touch #1 began at (100, 100)", "@0.750 touch #1 moved at (100, 100)",
                "@1.250 touch #1 ended at (100, 100)",
            ])
        let began = world.app.trace.records.first { if case .touches(.began, _, _) = $0.kind { return true } else { return false } }
        #expect(began?.time == 0.5)
    }
}
