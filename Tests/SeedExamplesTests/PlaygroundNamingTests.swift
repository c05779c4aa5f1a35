import Foundation
import Testing
import TouchPlayground

/// Unnamed objects of one class told apart in a Swift program's trace (PlaygroundNaming):
/// numbered in hierarchy order, never renamed once the trace may have printed them.
@Suite struct PlaygroundNamingTests {
    static func window(_ views: UIView...) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        for view in views { window.addSubview(view) }
        return window
    }

    /// Each view before its subviews, siblings in subview order; a script names a view
    /// by its number.
    @Test func unnamedViewsOfOneClassAreNumberedInHierarchyOrder() throws {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let beside = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        outer.addSubview(inner)
        let trace = Playground.trace(PlaygroundScript([.tap("UIView#3")])) { Self.window(outer, beside) }
        try trace.check()
        #expect([outer.name, inner.name, beside.name] == ["UIView#1", "UIView#2", "UIView#3"])
        #expect(trace.lines.contains("touch #1 is bound to UIView#3 in UIWindow (tapCount 1)"), "\(trace.text)")
    }

    /// Two tap recognizers on one view (single versus double tap) are told apart too; a
    /// class with one unnamed object and a name the program gave are left alone.
    @Test func recognizersAreNumberedAndGivenNamesAndLoneObjectsKept() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let single = UITapGestureRecognizer(handler: { _ in })
        let double = UITapGestureRecognizer(handler: { _ in })
        double.numberOfTapsRequired = 2
        let pan = UIPanGestureRecognizer(handler: { _ in })
        let named = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        named.name = "Card"
        let otherNamed = UIView(frame: CGRect(x: 300, y: 0, width: 50, height: 50))
        otherNamed.name = "Card2"
        for recognizer in [single, double, pan] { view.addGestureRecognizer(recognizer) }
        _ = Playground.trace(PlaygroundScript([])) { Self.window(view, named, otherNamed) }
        #expect([single.name, double.name] == ["UITapGestureRecognizer#1", "UITapGestureRecognizer#2"])
        #expect(pan.name == nil)
        #expect(view.name == nil)  // the only unnamed UIView
        #expect([named.name, otherNamed.name] == ["Card", "Card2"])
    }

    final class Adder: UIView {
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            superview?.addSubview(UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50)))
        }
    }

    /// A view made during the run (a cell on scrolling, here one added by a tap) is
    /// numbered before the next step names it; the view the trace already printed plain
    /// keeps its name and counts as #1.
    @Test func aViewMadeDuringTheRunIsNumberedAndThePlainOneKeepsItsName() throws {
        let plain = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        let trace = Playground.trace(PlaygroundScript([.tap("UIView"), .tap("Adder"), .tap("UIView#2")])) {
            Self.window(plain, Adder(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        }
        try trace.check()
        #expect(plain.name == nil)
        #expect(trace.lines.contains("touch #1 is bound to UIView in UIWindow (tapCount 1)"), "\(trace.text)")
        #expect(trace.lines.contains("touch #3 is bound to UIView#2 in UIWindow (tapCount 1)"), "\(trace.text)")
    }
}
