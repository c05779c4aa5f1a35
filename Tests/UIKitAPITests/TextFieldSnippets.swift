import Foundation
import Testing
import TouchPlayground

/// A text field as a first responder without a keyboard, written from Apple's pages:
/// UITextField (isEditing, delegate), UITextFieldDelegate
/// (textFieldShouldBeginEditing(_:): "true if editing should begin or false if it should
/// not"; textFieldDidBeginEditing(_:): "the specified text field just became the first
/// responder"; textFieldShouldEndEditing(_:); textFieldDidEndEditing(_:), which UIKit's
/// header says "may be called if forced even if shouldEndEditing returns NO … or
/// endEditing:YES called"),
/// UIControl.Event.editingDidBegin/editingDidEnd, UIResponder.isFirstResponder,
/// UIView.endEditing(_:) ("If the force parameter is set to true, the text field is
/// never even asked; it is forced to resign").
@Suite struct TextFieldSnippets {
    /// The delegate a form's controller usually is, logging what it is asked.
    final class FormDelegate: UITextFieldDelegate {
        var log: [String] = []
        var allowBegin = true
        var allowEnd = true
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            log.append("shouldBegin \(textField.placeholder ?? "")")
            return allowBegin
        }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin \(textField.placeholder ?? "")") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            log.append("shouldEnd \(textField.placeholder ?? "")")
            return allowEnd
        }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd \(textField.placeholder ?? "")") }
    }

    static func field(_ placeholder: String, y: CGFloat, in world: World, delegate: FormDelegate? = nil) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: y, width: 300, height: 40))
        field.placeholder = placeholder
        field.borderStyle = .roundedRect
        field.delegate = delegate
        world.window.addSubview(field)
        return field
    }

    @Test func aTapMakesTheFieldTheFirstResponderAndStartsEditing() {
        let world = World()
        let delegate = FormDelegate()
        let field = Self.field("Name", y: 100, in: world, delegate: delegate)
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("editingDidBegin") }, for: .editingDidBegin)
        #expect(field.canBecomeFirstResponder && !field.isFirstResponder && !field.isEditing)
        #expect(field.text == "")
        world.tap(center(of: field))
        #expect(field.isFirstResponder && field.isEditing)
        #expect(delegate.log == ["shouldBegin Name", "didBegin Name"])
        #expect(events == ["editingDidBegin"])
        // Tapping it again does not begin again.
        world.tap(center(of: field))
        #expect(delegate.log.count == 2)
    }

    @Test func aDelegateThatRefusesKeepsTheFieldFromBecomingFirstResponder() {
        let world = World()
        let delegate = FormDelegate()
        delegate.allowBegin = false
        let field = Self.field("Locked", y: 100, in: world, delegate: delegate)
        world.tap(center(of: field))
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(!field.becomeFirstResponder())
        #expect(delegate.log == ["shouldBegin Locked", "shouldBegin Locked"])
    }

    @Test func resignFirstResponderEndsEditingUnlessTheDelegateRefuses() {
        let world = World()
        let delegate = FormDelegate()
        let field = Self.field("Email", y: 100, in: world, delegate: delegate)
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("editingDidEnd") }, for: .editingDidEnd)
        field.becomeFirstResponder()
        delegate.allowEnd = false
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder && events.isEmpty)
        delegate.allowEnd = true
        #expect(field.resignFirstResponder())
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(delegate.log.suffix(3) == ["shouldEnd Email", "shouldEnd Email", "didEnd Email"])
        #expect(events == ["editingDidEnd"])
    }

    @Test func endEditingAsksUnlessForcedAndForcedResignsEvenWhenTheDelegateSaysNo() {
        let world = World()
        let delegate = FormDelegate()
        let form = UIView(frame: world.window.bounds)
        world.window.addSubview(form)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        field.placeholder = "Code"
        field.delegate = delegate
        form.addSubview(field)
        field.becomeFirstResponder()
        delegate.allowEnd = false
        #expect(!form.endEditing(false))
        #expect(field.isFirstResponder)
        delegate.log.removeAll()
        #expect(form.endEditing(true))
        #expect(!field.isFirstResponder)
        #expect(delegate.log == ["didEnd Code"])  // never even asked
    }

    @Test func endEditingLeavesAFirstResponderOutsideTheViewAlone() {
        let world = World()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 195, height: 844))
        let right = UIView(frame: CGRect(x: 195, y: 0, width: 195, height: 844))
        world.window.addSubview(left)
        world.window.addSubview(right)
        let field = UITextField(frame: CGRect(x: 10, y: 100, width: 150, height: 40))
        left.addSubview(field)
        field.becomeFirstResponder()
        #expect(right.endEditing(true))
        #expect(field.isFirstResponder)
    }

    @Test func tappingASecondFieldAsksTheNewOneThenEndsTheOld() {
        let world = World()
        let delegate = FormDelegate()
        let first = Self.field("First", y: 100, in: world, delegate: delegate)
        let second = Self.field("Second", y: 200, in: world, delegate: delegate)
        world.tap(center(of: first))
        delegate.log.removeAll()
        world.tap(center(of: second))
        #expect(second.isFirstResponder && !first.isEditing && second.isEditing)
        #expect(delegate.log == ["shouldBegin Second", "shouldEnd First", "didEnd First", "didBegin Second"])
    }

    /// The answer most often pasted for dismissing the keyboard: a tap outside the
    /// field reaches the controller through the chain and ends editing.
    final class FormController: UIViewController, UITextFieldDelegate {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        override func viewDidLoad() {
            super.viewDidLoad()
            field.placeholder = "Search"
            field.name = "SearchField"
            field.delegate = self
            view.addSubview(field)
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            view.endEditing(true)
        }
    }

    @Test func theTouchesBeganEndEditingSnippetResignsTheFieldAndTheTraceShowsIt() {
        let world = World()
        let controller = FormController()
        controller.name = "ViewController"
        world.window.rootViewController = controller
        world.tap(center(of: controller.field))
        #expect(controller.field.isFirstResponder)
        world.startTrace()
        world.tap(CGPoint(x: 200, y: 600))
        #expect(!controller.field.isFirstResponder && !controller.field.isEditing)
        #expect(
            world.traceLines.containsInOrder([
                "-[ViewController touchesBegan:withEvent:]",
                "-[UIView endEditing:] YES → YES",
                "-[SearchField resignFirstResponder] → YES",
                "-[SearchField resignFirstResponder] no first responder",
                "-[ViewController textFieldDidEndEditing:reason:] SearchField",
                "-[SearchField sendActionsForControlEvents:] editingDidEnd",
            ]))
    }

    @Test func theTapThatBeginsEditingIsTracedWithTheDelegatesAnswer() {
        let world = World()
        let controller = FormController()
        controller.name = "ViewController"
        world.window.rootViewController = controller
        world.startTrace()
        world.tap(center(of: controller.field))
        #expect(
            world.traceLines.containsInOrder([
                "-[SearchField sendActionsForControlEvents:] touchUpInside",
                "-[SearchField becomeFirstResponder] → YES",
                "-[SearchField canBecomeFirstResponder] → YES",
                "-[ViewController textFieldShouldBeginEditing:] SearchField → YES",
                "-[SearchField becomeFirstResponder] is now the first responder",
                "-[ViewController textFieldDidBeginEditing:] SearchField",
                "-[SearchField sendActionsForControlEvents:] editingDidBegin",
            ]))
    }
}
