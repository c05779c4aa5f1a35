import Foundation
import Testing
import TouchPlayground

/// The responder chain as articles walk it (Apple: UIResponder; SPEC R1–R4, F1–F3).
@Suite struct ResponderSnippets {
    final class Inner: UIView {
        var log: Log?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log?("Inner")
            super.touchesBegan(touches, with: event)  // handle and forward (seed 000)
        }
    }

    final class Outer: UIView {
        var log: Log?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?("Outer") }
    }

    @Test func callingSuperForwardsTheTouchUpTheChain() {
        let world = World()
        let log = Log()
        let outer = Outer(frame: world.window.bounds)
        let inner = Inner(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.log = log
        inner.log = log
        outer.addSubview(inner)
        world.window.addSubview(outer)
        world.tap(CGPoint(x: 50, y: 50))
        #expect(log.lines == ["Inner", "Outer"])
    }

    /// Seed 002's `printResponderChain`: follow `next` to the end.
    static func chain(from responder: UIResponder) -> [String] {
        var names: [String] = []
        var current: UIResponder? = responder
        while let responder = current {
            names.append(String(describing: type(of: responder)))
            current = responder.next
        }
        return names
    }

    final class ProfileController: UIViewController {}
    final class AvatarView: UIView {}

    @Test func nextGoesViewControllerWindowApplication() {
        let world = World()
        let controller = ProfileController()
        world.window.rootViewController = controller
        let avatar = AvatarView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        controller.view.addSubview(avatar)
        #expect(Self.chain(from: avatar) == ["AvatarView", "UIView", "ProfileController", "UIWindow", "UIApplication"])
    }

    final class Field: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    @Test func becomeFirstResponderNeedsCanBecomeFirstResponder() {
        let world = World()
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let plain = UIView(frame: CGRect(x: 0, y: 40, width: 100, height: 30))
        world.window.addSubview(field)
        world.window.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        #expect(field.resignFirstResponder() && !field.isFirstResponder)
    }

    @Test func aViewOutsideAWindowCannotBecomeFirstResponder() {
        _ = World()
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(!field.becomeFirstResponder())
    }

    final class ShakeView: UIView {
        var shaken = false
        override var canBecomeFirstResponder: Bool { true }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if motion == .motionShake { shaken = true }
        }
    }

    @Test func aShakeGoesToTheFirstResponder() {
        let world = World()
        let view = ShakeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        world.window.addSubview(view)
        view.becomeFirstResponder()
        world.application.handle(.shake(timestamp: 1))
        #expect(view.shaken)
    }

    final class Document: UIView {
        var allowsPaste = false
        override init(frame: CGRect) {
            super.init(frame: frame)
            handleAction(.paste) { _, _ in }
        }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            action == .paste ? allowsPaste : super.canPerformAction(action, withSender: sender)
        }
    }

    @Test func canPerformActionDecidesTheTargetOfAnAction() {
        let world = World()
        let document = Document(frame: world.window.bounds)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        document.addSubview(inner)
        world.window.addSubview(document)
        #expect(inner.target(forAction: .paste, withSender: nil) == nil)
        document.allowsPaste = true
        #expect(inner.target(forAction: .paste, withSender: nil) as AnyObject? === document)
    }

    @Test func selectorsAreWrittenWithTheirName() {
        // `#selector(save(_:))` needs the Objective-C runtime; `Selector("save:")` does not.
        let save = Selector("save:")
        let literal: Selector = "save:"
        #expect(save == literal && save.name == "save:")
        let view = UIView()
        #expect(!view.responds(to: save))
        view.handleAction(save) { _, _ in }
        #expect(view.responds(to: save))
    }
}
