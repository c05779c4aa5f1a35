import Foundation
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
}
