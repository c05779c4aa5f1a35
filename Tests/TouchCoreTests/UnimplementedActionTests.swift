import Foundation
import Testing

@testable import TouchCore

/// An action registered for a target that does not implement it is found where it was
/// registered, before any touch (UIKit: `unrecognized selector sent to instance` when
/// sent to a named target; a recognizer's lost action does nothing at all).
@Suite struct UnimplementedActionTests {
    private final class ViewController: UIViewController {}
    private final class Model {}

    private func window(_ views: UIView...) -> UIWindow {
        let window = UIWindow(frame: CGRect(0, 0, 390, 844))
        for view in views { window.addSubview(view) }
        return window
    }

    @Test func aControlTargetWithoutTheHandlerIsNamedWithItsClassActionAndFix() {
        let controller = ViewController()
        let button = UIButton(frame: CGRect(10, 10, 100, 44))
        button.name = "Save"
        button.addTarget(controller, action: "buttonTapped", for: .touchUpInside)
        let found = UnimplementedAction.find(in: [window(button)])
        #expect(found.count == 1)
        let problem = found[0]
        #expect(problem.targetClass == "ViewController")
        #expect(problem.action == "buttonTapped")
        #expect(problem.registeredOn == "Save")
        #expect(problem.description.contains("addTarget(_:action:for:)"))
        #expect(problem.description.contains("handleAction(\"buttonTapped\")"))
    }

    @Test func aDeclaredActionIsNoProblemWhateverTheOrderOfDeclaration() {
        let controller = ViewController()
        let button = UIButton(frame: CGRect(10, 10, 100, 44))
        button.addTarget(controller, action: "buttonTapped", for: .touchUpInside)
        controller.handleAction("buttonTapped") { _, _ in }  // declared after registering, as viewDidLoad often does
        #expect(UnimplementedAction.find(in: [window(button)]).isEmpty)
    }

    @Test func aRecognizerTargetWithoutTheHandlerIsFoundInADeepSubview() {
        let controller = ViewController()
        let outer = UIView(frame: CGRect(0, 0, 300, 300))
        let inner = UIView(frame: CGRect(0, 0, 100, 100))
        outer.addSubview(inner)
        inner.addGestureRecognizer(UITapGestureRecognizer(target: controller, action: "handleTap:"))
        let found = UnimplementedAction.find(in: [window(outer)])
        #expect(found.map(\.action) == ["handleTap:"])
        #expect(found[0].description.contains("UITapGestureRecognizer(target:action:)"))
    }

    @Test func aTargetThatIsNoResponderIsToldToBecomeOneOrAnActionTarget() {
        let model = Model()
        let button = UIButton(frame: CGRect(10, 10, 100, 44))
        button.addTarget(model, action: "save", for: .touchUpInside)
        let found = UnimplementedAction.find(in: [window(button)])
        #expect(found.first?.targetIsResponder == false)
        #expect(found.first?.description.contains("UIActionTarget") == true)
        withExtendedLifetime(model) {}
    }

    @Test func aNilTargetIsNotCheckedItTravelsTheResponderChain() {
        let button = UIButton(frame: CGRect(10, 10, 100, 44))
        button.addTarget(nil, action: "save", for: .touchUpInside)
        #expect(UnimplementedAction.find(in: [window(button)]).isEmpty)
    }

    @Test func aWarningRecordIsPrintedAsAWarningLine() {
        let record = TraceRecord(time: 0, depth: 0, kind: .warning("ViewController does not implement buttonTapped"))
        #expect(TraceFormatter.lines([record]).last?.contains("warning: ViewController does not implement buttonTapped") == true)
    }
}
