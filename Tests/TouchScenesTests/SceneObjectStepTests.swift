import Foundation
import TestSupport
import Testing
import TouchCore

@testable import TouchScenes

/// Steps that stand for the app's own code at a moment of the script — a shake that
/// lasts, `becomeFirstResponder`/`resignFirstResponder`, `remove`, `set`, `animate` —
/// read into the model and played by the runner with their consequences in the trace.
@Suite struct SceneObjectStepTests {
    /// A card over a background in a controller's view, a field that can become first
    /// responder, and a controller that logs motion.
    static let scene = """
        name: steps
        windows:
          - name: UIWindow
            root:
              name: Controller
              canBecomeFirstResponder: true
              motion: handle
              view:
                name: Background
                touches: handle
                subviews:
                  - name: Card
                    frame: [100, 100, 100, 100]
                    touches: handle
                    subviews:
                      - {name: Badge, frame: [0, 0, 40, 40]}
                  - name: Field
                    frame: [100, 400, 100, 40]
                    canBecomeFirstResponder: true
                  - name: Stubborn
                    frame: [100, 500, 100, 40]
                    canBecomeFirstResponder: true
                    canResignFirstResponder: false
        scripts:
          main:

        """

    private func run(_ steps: String) throws -> (SceneWorld, [String]) {
        let yaml = Self.scene + steps.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n") + "\n"
        let document = try SceneParser().parse(yaml, file: "steps.yaml")
        let world = SceneBuilder().build(document)
        world.application.trace.isEnabled = true
        SceneRunner().run(try #require(document.script(named: "main")), in: world)
        return (world, TraceFormatter.lines(world.application.trace.records, indent: false))
    }

    private func script(_ steps: String) throws -> SceneScript {
        let yaml = Self.scene + steps.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n") + "\n"
        return try #require(try SceneParser().parse(yaml, file: "steps.yaml").script(named: "main"))
    }

    // MARK: Reading

    @Test func stepsAreReadIntoActionsThatTakeNoTime() throws {
        let script = try script(
            """
            - becomeFirstResponder: Field
            - resignFirstResponder
            - resignFirstResponder: Field
            - shake: began
            - wait: 0.4
            - shake: ended
            - remove: Card
            - set: {view: Field, hidden: true, alpha: 0.5, userInteractionEnabled: false, frame: [0, 0, 10, 10]}
            - animate: {view: Field, duration: 0.5, delay: 0.1, allowUserInteraction: true, completion: done, alpha: 1}
            """)
        #expect(
            script.steps.map(\.action) == [
                .becomeFirstResponder("Field"), .resignFirstResponder(nil), .resignFirstResponder("Field"),
                .motion(.began), .wait, .motion(.ended), .remove("Card"),
                .set(
                    SceneViewChange(
                        view: "Field", frame: SceneRect(x: 0, y: 0, width: 10, height: 10), alpha: 0.5, isHidden: true,
                        isUserInteractionEnabled: false)),
                .animate(
                    SceneAnimation(
                        change: SceneViewChange(view: "Field", alpha: 1), duration: 0.5, delay: 0.1, allowsUserInteraction: true,
                        completionMessage: "done")),
            ])
        #expect(script.steps.map(\.time) == [0, 0, 0, 0, 0, 0.4, 0.4, 0.4, 0.4])
        #expect(script.steps.allSatisfy { $0.frames { _ in .zero }.isEmpty })
    }

    // MARK: First responder (SPEC F1)

    @Test func becomeAndResignCallTheResponderAndTheTraceShowsTheAnswers() throws {
        let (world, lines) = try run(
            """
            - becomeFirstResponder: Field
            - wait: 0.5
            - becomeFirstResponder: Background
            - resignFirstResponder
            """)
        #expect(
            Array(lines.prefix(4)) == [
                "@0.000 script: Field.becomeFirstResponder()",
                "-[Field becomeFirstResponder] → YES",
                "-[Field canBecomeFirstResponder] → YES",
                "-[Field becomeFirstResponder] is now the first responder",
            ])
        // Background cannot (UIKit's default): it is asked first and Field stays first
        // responder, as on devices (docs/fidelity.md F1); the script's resign then
        // resigns Field.
        expectOrdered(
            lines,
            [
                "@0.500 script: Background.becomeFirstResponder()",
                "-[Background becomeFirstResponder] → NO",
                "-[Background canBecomeFirstResponder] → NO",
                "@0.500 script: Field.resignFirstResponder() (the first responder)",
                "-[Field resignFirstResponder] → YES",
            ])
        #expect(world.application.firstResponder == nil)
    }

    @Test func aResponderThatRefusesToResignKeepsItsPlace() throws {
        let (world, lines) = try run(
            """
            - becomeFirstResponder: Stubborn
            - resignFirstResponder
            - becomeFirstResponder: Field
            """)
        // SPEC F1: the first responder is asked to resign, and refuses, each time.
        expectOrdered(
            lines,
            [
                "@0.000 script: Stubborn.resignFirstResponder() (the first responder)",
                "-[Stubborn canResignFirstResponder] → NO",
                "-[Field becomeFirstResponder] → NO",
                "-[Stubborn canResignFirstResponder] → NO",
            ])
        #expect(lines.filter { $0 == "-[Stubborn canResignFirstResponder] → NO" }.count == 2)
        #expect(world.application.firstResponder === world.view(named: "Stubborn"))
    }

    // MARK: A shake that lasts (SPEC F2)

    @Test func aShakeThatLastsSendsBeganAndEndedAtTheirTimes() throws {
        let (_, lines) = try run(
            """
            - becomeFirstResponder: Controller
            - wait: 1
            - shake: began
            - wait: 0.4
            - shake: ended
            """)
        let motion = lines.filter { $0.hasPrefix("@") && $0.contains("shake") || $0.contains("motion") }
        #expect(
            motion == [
                "@1.000 shake began", "-[Controller motionBegan:withEvent:]",
                "@1.400 shake ended", "-[Controller motionEnded:withEvent:]",
            ])
    }

    @Test func anInterruptionCancelsTheShakeInProgress() throws {
        let (_, lines) = try run(
            """
            - becomeFirstResponder: Controller
            - shake: began
            - wait: 0.2
            - interruption
            - wait: 0.2
            - shake
            """)
        expectOrdered(
            lines, ["@0.200 shake cancelled: system interruption", "-[Controller motionCancelled:withEvent:]", "@0.400 shake"])
    }

    // MARK: remove

    @Test func removingAViewMidGestureCancelsItsTouchOnceAndNothingFollows() throws {
        let (world, lines) = try run(
            """
            - down: Card
            - move: [160, 160]
            - remove: Card
            - move: [170, 170]
            - up
            """)
        let card = lines.filter { $0.hasPrefix("-[Card touches") }
        #expect(card == ["-[Card touchesBegan:withEvent:]", "-[Card touchesMoved:withEvent:]", "-[Card touchesCancelled:withEvent:]"])
        let removal = try #require(lines.firstIndex(of: "@0.000 script: Card.removeFromSuperview()"))
        #expect(lines[(removal + 1)...].filter { $0.contains("Card") } == ["-[Card touchesCancelled:withEvent:]"])
        #expect(world.view(named: "Card")?.superview == nil)
        // The finger is still down after the removal; its later phases reach nobody.
        #expect(lines.contains("@0.000 touch #1 ended at (170, 170)"))
    }

    // MARK: set

    @Test func setChangesPropertiesMidScript() throws {
        let (world, lines) = try run(
            """
            - tap: Card
            - set: {view: Card, hidden: true}
            - tap: [150, 150]
            - set: {view: Card, hidden: false, userInteractionEnabled: false}
            - tap: [150, 150]
            - set: {view: Card, userInteractionEnabled: true, alpha: 0.005, frame: [100, 300, 100, 100]}
            - tap: [150, 350]
            - set: {view: Card, alpha: 1}
            - tap: Card
            """)
        // Each change is in force for the tap after it (SPEC H1, H2).
        expectOrdered(
            lines,
            [
                "@0.100 script: Card.isHidden = true",
                "-[Card hitTest:withEvent:] ⇒ nil (hidden)",
                "@0.200 script: Card.isHidden = false; Card.isUserInteractionEnabled = false",
                "-[Card hitTest:withEvent:] ⇒ nil (user interaction disabled)",
                "@0.300 script: Card.frame = CGRect(x: 100, y: 300, width: 100, height: 100); Card.alpha = 0.005; Card.isUserInteractionEnabled = true",
                "-[Card hitTest:withEvent:] ⇒ nil (alpha < 0.01)",
            ])
        #expect(lines.filter { $0 == "-[Card touchesBegan:withEvent:]" }.count == 2)
        #expect(world.view(named: "Card")?.frame == CGRect(x: 100, y: 300, width: 100, height: 100))
    }

    @Test func hidingAViewMidTouchKeepsDeliveringToIt() throws {
        // SPEC H6: the touch keeps its view; only leaving the window cancels it.
        let (_, lines) = try run(
            """
            - down: Card
            - set: {view: Card, hidden: true}
            - move: [160, 160]
            - up
            """)
        #expect(
            lines.filter { $0.hasPrefix("-[Card touches") } == [
                "-[Card touchesBegan:withEvent:]", "-[Card touchesMoved:withEvent:]", "-[Card touchesEnded:withEvent:]",
            ])
    }

    // MARK: animate (Apple: UIView.AnimationOptions.allowUserInteraction)

    @Test func aTapDuringAnAnimationMissesTheViewAndATapAfterItReachesIt() throws {
        let (_, lines) = try run(
            """
            - animate: {view: Card, duration: 0.5, frame: [100, 300, 100, 100], completion: card arrived}
            - tap: [150, 350]
            - wait: 0.5
            - tap: [150, 350]
            """)
        #expect(
            lines.first
                == "@0.000 script: UIView.animate(withDuration: 0.5, delay: 0, options: []) { Card.frame = CGRect(x: 100, y: 300, width: 100, height: 100) }"
        )
        expectOrdered(
            lines,
            [
                "-[Card hitTest:withEvent:] ⇒ nil (animating without allowUserInteraction)",
                "touch #1 is bound to Background in UIWindow (tapCount 1)",
                "@0.500 script: the animation of Card ends: completion(true)",
                "card arrived",
                "touch #2 is bound to Card in UIWindow (tapCount 1)",
            ])
        let end = try #require(lines.firstIndex(of: "@0.500 script: the animation of Card ends: completion(true)"))
        #expect(lines[end + 1] == "card arrived")
    }

    @Test func withAllowUserInteractionTheTapDuringTheAnimationReachesTheView() throws {
        let (_, lines) = try run(
            """
            - animate: {view: Card, duration: 0.5, allowUserInteraction: true, alpha: 0.5}
            - tap: Card
            """)
        #expect(lines.contains("touch #1 is bound to Card in UIWindow (tapCount 1)"))
        #expect(!lines.contains { $0.contains("animating without allowUserInteraction") })
    }
}
