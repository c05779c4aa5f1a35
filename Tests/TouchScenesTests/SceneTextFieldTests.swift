import Foundation
import TestSupport
import Testing
import TouchCore

@testable import TouchScenes

/// `kind: textField`: a `UITextField` that a tap makes the first responder (Apple:
/// UITextField; UIResponder.canBecomeFirstResponder), with its
/// editing events sent to scene targets (UIControl.Event.editingDidBegin,
/// editingDidEnd).
@Suite struct SceneTextFieldTests {
    static let scene = """
        name: form
        windows:
          - name: UIWindow
            root:
              name: FormController
              actions: {began: editing began, ended: editing ended}
              view:
                name: FormView
                subviews:
                  - kind: textField
                    name: NameField
                    frame: [20, 100, 350, 40]
                    placeholder: Name
                    targets:
                      - {target: FormController, action: began, events: editingDidBegin}
                      - {target: FormController, action: ended, events: editingDidEnd}
                  - kind: textField
                    name: Fixed
                    frame: [20, 200, 350, 40]
                    text: Read only
                    canBecomeFirstResponder: false
        scripts:
          main:
            - tap: NameField
            - tap: Fixed
            - resignFirstResponder: NameField

        """

    @Test func theKindIsReadWithItsTextAndPlaceholder() throws {
        let document = try SceneParser().parse(Self.scene, file: "form.yaml")
        let world = SceneBuilder().build(document)
        let field = try #require(world.view(named: "NameField") as? UITextField)
        #expect(field.placeholder == "Name" && field.text == "")
        #expect(field.canBecomeFirstResponder)
        let fixed = try #require(world.view(named: "Fixed") as? UITextField)
        #expect(fixed.text == "Read only" && fixed.placeholder == nil && !fixed.canBecomeFirstResponder)
    }

    @Test func aTapMakesTheFieldFirstResponderAndItsEditingEventsReachTheTargets() throws {
        let document = try SceneParser().parse(Self.scene, file: "form.yaml")
        let world = SceneBuilder().build(document)
        world.application.trace.isEnabled = true
        SceneRunner().run(try #require(document.script(named: "main")), in: world)
        let lines = TraceFormatter.lines(world.application.trace.records, indent: false)
        expectOrdered(
            lines,
            [
                "-[NameField sendActionsForControlEvents:] touchUpInside",
                "-[NameField becomeFirstResponder] → YES",
                "-[NameField becomeFirstResponder] is now the first responder",
                "-[NameField sendActionsForControlEvents:] editingDidBegin",
                "editing began",
                // A field that cannot become first responder leaves the other editing.
                "-[Fixed becomeFirstResponder] → NO",
                "-[NameField resignFirstResponder] → YES",
                "-[NameField sendActionsForControlEvents:] editingDidEnd",
                "editing ended",
            ])
        #expect(!lines.contains { $0.hasPrefix("-[NameField resignFirstResponder]") && $0.contains("→ NO") })
        #expect(lines.filter { $0 == "editing began" }.count == 1)
    }

    @Test func anUnknownKeyOnATextFieldSaysWhereItBelongs() {
        let yaml = """
            name: bad
            windows:
              - name: UIWindow
                subviews:
                  - {kind: textField, name: F, frame: [0, 0, 100, 40], title: Go}
            """
        #expect(throws: SceneError.self) { try SceneParser().parse(yaml, file: "bad.yaml") }
    }
}
