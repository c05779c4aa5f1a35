import Foundation
import Testing
import TouchPlayground

/// `UIApplication.shared` as articles use it: the running application, without a
/// process-wide singleton (Apple: UIApplication.shared; SPEC R3, C5).
@Suite struct ApplicationSnippets {
    final class SharedReader: UIView {
        var seen: UIApplication?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            seen = UIApplication.shared
        }
    }

    @Test func sharedInsideATouchMethodIsTheApplicationDeliveringIt() {
        let first = World()
        let second = World()
        let one = SharedReader(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let two = SharedReader(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        first.window.addSubview(one)
        second.window.addSubview(two)
        first.tap(CGPoint(x: 50, y: 50))
        second.tap(CGPoint(x: 50, y: 50))
        #expect(one.seen === first.application)
        #expect(two.seen === second.application)
    }

    @Test func sharedOutsideEventsIsTheApplicationMadeLast() {
        let application = UIApplication()
        #expect(UIApplication.shared === application)
    }

    final class Editor: UIView {
        var saved = false
        override init(frame: CGRect) {
            super.init(frame: frame)
            handleAction(Selector("save:")) { [unowned self] _, _ in self.saved = true }
        }
    }

    final class SaveButton: UIView {
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            // The nil-targeted action of an article's toolbar button (SPEC C5).
            UIApplication.shared.sendAction(Selector("save:"), to: nil, from: self, for: event)
        }
    }

    @Test func sharedSendActionWithANilTargetWalksTheChain() {
        let world = World()
        let editor = Editor(frame: world.window.bounds)
        let button = SaveButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        world.window.addSubview(editor)
        editor.addSubview(button)
        world.tap(CGPoint(x: 20, y: 20))
        #expect(editor.saved)
    }

    @Test func sharedSendActionToATargetReportsWhetherItWasPerformed() {
        let world = World()
        let editor = Editor(frame: world.window.bounds)
        world.window.addSubview(editor)
        let performed = UIApplication.shared.sendAction(Selector("save:"), to: editor, from: nil, for: nil)
        let unknown = UIApplication.shared.sendAction(Selector("print:"), to: editor, from: nil, for: nil)
        #expect(performed && editor.saved)
        #expect(!unknown)
    }

    @Test func sharedKnowsItsKeyWindowAndWindows() {
        let world = World()
        #expect(UIApplication.shared.keyWindow === world.window)
        #expect(UIApplication.shared.windows.contains { $0 === world.window })
        #expect(world.window.isKeyWindow)
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var reached = false
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { reached = true }
    }

    @Test func theAppDelegateEndsTheResponderChain() {
        let world = World()
        let delegate = AppDelegate()
        UIApplication.shared.delegate = delegate
        delegate.window = world.window
        world.window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        world.tap(CGPoint(x: 50, y: 50))
        // SPEC R3: view → window → application → app delegate.
        #expect(delegate.reached)
        #expect(world.application.next === delegate)
    }
}
