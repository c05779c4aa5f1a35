import Foundation
import TestSupport
import Testing
import TouchCore

@testable import TouchScenes

/// The scene keys that let a scene say what it could not before (issue 24): a
/// responder overriding only some motion methods, the edit menu's validation, a
/// pan that drags its view, the delegate's failure requirements, and `set`
/// changing `isEnabled` mid-gesture. Each is played and its trace checked against
/// the UIKit rule it cites.
@Suite struct SceneRuleKeyTests {
    private func run(_ yaml: String, script: String) throws -> (SceneWorld, [String]) {
        let document = try SceneParser().parse(yaml, file: "rule.yaml")
        let world = SceneBuilder().build(document)
        world.application.trace.isEnabled = true
        SceneRunner().run(try #require(document.script(named: script)), in: world)
        return (world, TraceFormatter.lines(world.application.trace.records, indent: false))
    }

    // MARK: motion: {ended: handle} (SPEC F2, R4; Apple: UIResponder.motionEnded(_:with:))

    static let motionScene = """
        name: motion-ended-only
        firstResponder: PlayerView
        windows:
          - name: UIWindow
            root:
              name: PlayerController
              motion: handle
              view:
                name: RootView
                subviews:
                  - name: PlayerView
                    frame: [20, 80, 350, 200]
                    canBecomeFirstResponder: true
                    motion: {ended: handle}
        scripts:
          shake:
            - shake: began
            - wait: 0.4
            - shake: ended
            - shake: began
            - shake: cancelled
        """

    @Test func aResponderThatImplementsOnlyMotionEndedForwardsTheOtherTwo() throws {
        // UIResponder's default motionBegan and motionCancelled pass the message to
        // next; only the overridden motionEnded stops at PlayerView.
        let (_, lines) = try run(Self.motionScene, script: "shake")
        let motion = lines.filter { $0.contains("motion") }
        #expect(
            motion == [
                "-[PlayerView motionBegan:withEvent:]",
                "-[RootView motionBegan:withEvent:]",
                "-[PlayerController motionBegan:withEvent:]",
                "-[PlayerView motionEnded:withEvent:]",
                "-[PlayerView motionBegan:withEvent:]",
                "-[RootView motionBegan:withEvent:]",
                "-[PlayerController motionBegan:withEvent:]",
                "-[PlayerView motionCancelled:withEvent:]",
                "-[RootView motionCancelled:withEvent:]",
                "-[PlayerController motionCancelled:withEvent:]",
            ])
    }

    @Test func motionAsAMappingIsReadPerMethod() throws {
        let document = try SceneParser().parse(Self.motionScene, file: "motion.yaml")
        let player = try #require(document.view(named: "PlayerView"))
        #expect(player.responder.motion == SceneMotionHandling(began: .forward, ended: .handle, cancelled: .forward))
        #expect(throws: SceneError.self) {
            try SceneParser().parse(Self.motionScene.replacingOccurrences(of: "{ended: handle}", with: "{ending: handle}"), file: "m.yaml")
        }
    }

    // MARK: menu (Apple: UIResponder.canPerformAction(_:withSender:))

    static let menuScene = """
        name: menu
        firstResponder: NoteView
        windows:
          - name: UIWindow
            root:
              name: NotesController
              actions: [paste, selectAll]
              view:
                name: RootView
                subviews:
                  - name: NoteView
                    frame: [20, 80, 350, 400]
                    canBecomeFirstResponder: true
                    actions: [copy]
                    canPerformAction: {selectAll: false}
        scripts:
          menu:
            - menu: [cut, copy, paste, selectAll]
          nobody:
            - resignFirstResponder
            - menu: copy
        """

    @Test func theEditMenuAsksTheFirstResponderAndTheQuestionTravelsTheChain() throws {
        // The default canPerformAction answers YES for an action the responder
        // implements and otherwise asks next; an override answers for itself, here
        // for an action NoteView does not implement, and so hides it.
        let (_, lines) = try run(Self.menuScene, script: "menu")
        #expect(
            lines == [
                "@0.000 script: the edit menu asks the first responder, NoteView, canPerformAction(_:withSender:) for cut, copy, paste, selectAll",
                "-[NoteView canPerformAction:withSender:] cut → NO",
                "-[RootView canPerformAction:withSender:] cut → NO",
                "-[NotesController canPerformAction:withSender:] cut → NO",
                "-[UIWindow canPerformAction:withSender:] cut → NO",
                "-[UIApplication canPerformAction:withSender:] cut → NO",
                "-[AppDelegate canPerformAction:withSender:] cut → NO",
                "-[NoteView canPerformAction:withSender:] copy → YES",
                "-[NoteView canPerformAction:withSender:] paste → YES",
                "-[RootView canPerformAction:withSender:] paste → YES",
                "-[NotesController canPerformAction:withSender:] paste → YES",
                "-[NoteView canPerformAction:withSender:] selectAll → NO",
                "@0.000 script: the edit menu offers copy, paste",
            ])
    }

    @Test func withoutAFirstResponderTheMenuAsksNobody() throws {
        let (_, lines) = try run(Self.menuScene, script: "nobody")
        #expect(lines.last == "@0.000 script: the edit menu for copy: there is no first responder to ask, so it offers nothing")
        #expect(!lines.contains { $0.contains("canPerformAction:withSender:") })
    }

    @Test func anActionTheMenuAsksAboutIsNotWarnedAsUnsent() throws {
        // The menu sends a chosen command as a nil-target action, so an action it
        // lists is not dead code; one no menu or control names still is.
        let (_, quiet) = try SceneParser().parseWithWarnings(Self.menuScene, file: "menu.yaml")
        #expect(quiet.isEmpty)
        let fewer = Self.menuScene.replacingOccurrences(of: "[cut, copy, paste, selectAll]", with: "[cut, copy, paste]")
        let (_, warnings) = try SceneParser().parseWithWarnings(fewer, file: "menu.yaml")
        #expect(warnings.map { $0.message.hasPrefix("NotesController implements the action 'selectAll', but nothing") } == [true])
    }

    @Test func menuCommandsAreReadAsActionNames() throws {
        let document = try SceneParser().parse(
            Self.menuScene.replacingOccurrences(of: "[cut, copy, paste, selectAll]", with: "[\"cut:\", copy(_:), paste]"), file: "m.yaml")
        #expect(document.script(named: "menu")?.steps.first?.action == .menu(["cut", "copy", "paste"]))
    }

    // MARK: dragsView (Apple: UIPanGestureRecognizer.setTranslation(_:in:))

    static let dragScene = """
        name: drag-card
        windows:
          - name: UIWindow
            root:
              name: ViewController
              view:
                name: Table
                subviews:
                  - name: Card
                    frame: [95, 300, 200, 150]
                    recognizers:
                      - kind: pan
                        name: CardPan
                        dragsView: true
                        message: card dragged
                        log: [{translation: Table}]
        scripts:
          drag:
            - drag: {from: Card, by: [60, 40], duration: 0.3, steps: 4}
        """

    @Test func aPanThatDragsItsViewMovesItByTheFingersTravelAndResetsItsTranslation() throws {
        let (world, lines) = try run(Self.dragScene, script: "drag")
        // The card follows the finger: its centre moved by the drag's offset. The pan
        // begins after the first 15-point move, and the slop is part of the translation.
        let card = try #require(world.view(named: "Card"))
        #expect(card.frame == CGRect(x: 155, y: 340, width: 200, height: 150))
        // setTranslation(.zero, in: superview) after each move: every action prints only
        // the movement since the one before, and the ended action nothing new.
        #expect(
            lines.filter { $0.hasPrefix("translation") } == [
                "translation (15, 10) in Table", "translation (15, 10) in Table", "translation (15, 10) in Table",
                "translation (15, 10) in Table", "translation (0, 0) in Table",
            ])
    }

    @Test func dragsViewBelongsToPans() throws {
        let yaml = Self.dragScene.replacingOccurrences(of: "kind: pan", with: "kind: tap")
        #expect(throws: SceneError.self) { try SceneParser().parse(yaml, file: "d.yaml") }
    }

    // MARK: shouldRequireFailureOf / shouldBeRequiredToFailBy (SPEC G9)

    static func failureScene(_ single: String, _ double: String) -> String {
        """
        name: delegate-failure
        windows:
          - name: UIWindow
            root:
              name: ViewController
              view:
                name: Photo
                recognizers:
                  - {kind: tap, name: SingleTap, message: single tap\(single)}
                  - {kind: tap, name: DoubleTap, taps: 2, message: double tap\(double)}
        scripts:
          tap:
            - tap: Photo
          double:
            - doubleTap: Photo
        """
    }

    @Test(arguments: [
        (", shouldRequireFailureOf: DoubleTap", "", "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:] SingleTap, DoubleTap"),
        ("", ", shouldBeRequiredToFailBy: SingleTap", "gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:] DoubleTap, SingleTap"),
    ])
    func theDelegateMakesTheSingleTapWaitForTheDoubleTapToFail(single: String, double: String, question: String) throws {
        // Apple: gestureRecognizer(_:shouldRequireFailureOf:) and
        // gestureRecognizer(_:shouldBeRequiredToFailBy:) set up the same requirement
        // as require(toFail:), from either side.
        let yaml = Self.failureScene(single, double)
        let (_, tap) = try run(yaml, script: "tap")
        expectOrdered(
            tap,
            [
                "-[SceneRecognizerDelegate \(question) → YES",
                "SingleTap: possible → possible (waiting for DoubleTap to fail)",
                "DoubleTap: possible → failed",
                "SingleTap: possible → ended",
                "single tap",
            ])
        let (_, double) = try run(yaml, script: "double")
        #expect(double.contains("double tap"))
        #expect(!double.contains("single tap"))
        #expect(double.contains { $0.hasPrefix("SingleTap: possible → failed") })
    }

    @Test func aFailureRequirementLoopThroughTheDelegateIsRefused() throws {
        let yaml = Self.failureScene(", shouldRequireFailureOf: DoubleTap", ", shouldRequireFailureOf: SingleTap")
        let error = try #require(throws: SceneError.self) { try SceneParser().parse(yaml, file: "loop.yaml") }
        #expect(error.message.hasPrefix("shouldRequireFailureOf makes a loop: "))
    }

    // MARK: set … enabled (Apple: UIGestureRecognizer.isEnabled, UIControl.isEnabled)

    static let disableScene = """
        name: disable
        windows:
          - name: UIWindow
            root:
              name: ViewController
              actions: {submit: submitted}
              view:
                name: RootView
                subviews:
                  - name: Card
                    frame: [95, 300, 200, 150]
                    recognizers:
                      - {kind: pan, name: CardPan, message: card panned}
                  - kind: button
                    name: Submit
                    frame: [20, 600, 160, 44]
                    targets: [{target: ViewController, action: submit, events: touchUpInside}]
        scripts:
          pan:
            - down: Card
            - move: [215, 375]
            - move: [235, 375]
            - set: {recognizer: CardPan, enabled: false}
            - move: [255, 375]
            - up
          button:
            - set: {view: Submit, enabled: false}
            - tap: Submit
            - set: {view: Submit, enabled: true}
            - tap: Submit
        """

    @Test func aRecognizerDisabledMidGestureIsCancelledAndItsActionRunsOnceMore() throws {
        // Apple (UIGestureRecognizer.isEnabled): "If you change this property to false
        // while a gesture recognizer is currently recognizing a gesture, the gesture
        // recognizer transitions to a cancelled state." The action runs in that state.
        let (_, lines) = try run(Self.disableScene, script: "pan")
        let disabled = try #require(lines.firstIndex(of: "@0.000 script: CardPan.isEnabled = false"))
        #expect(
            Array(lines[disabled...].filter { $0.contains("CardPan") || $0 == "card panned" }) == [
                "@0.000 script: CardPan.isEnabled = false",
                "CardPan: changed → cancelled (disabled)",
                "card panned",
                "CardPan: cancelled → possible (reset)",
            ])
        #expect(lines.filter { $0 == "card panned" }.count == 3)
    }

    @Test func aDisabledControlIgnoresANewTouchAndAnEnabledOneFires() throws {
        // Apple (UIControl.isEnabled): "a disabled control ignores touch events";
        // devices let the touch through to the view behind it (C1).
        let (_, lines) = try run(Self.disableScene, script: "button")
        expectOrdered(
            lines,
            [
                "@0.000 script: Submit.isEnabled = false",
                "-[Submit hitTest:withEvent:] ⇒ nil (disabled control)",
                "touch #1 is bound to RootView in UIWindow (tapCount 1)",
                "-[RootView touchesBegan:withEvent:]",
                "@0.100 script: Submit.isEnabled = true",
                "-[Submit sendAction:to:forEvent:] submit",
                "submitted",
            ])
        #expect(lines.filter { $0 == "submitted" }.count == 1)
    }

    @Test func enabledIsRefusedOnAViewThatIsNotAControlAndOnAnUnknownRecognizer() throws {
        let notControl = Self.disableScene.replacingOccurrences(of: "{view: Submit, enabled: false}", with: "{view: Card, enabled: false}")
        #expect(throws: SceneError.self) { try SceneParser().parse(notControl, file: "d.yaml") }
        let unknown = Self.disableScene.replacingOccurrences(of: "{recognizer: CardPan,", with: "{recognizer: CardPen,")
        let error = try #require(throws: SceneError.self) { try SceneParser().parse(unknown, file: "d.yaml") }
        #expect(error.message.contains("did you mean 'CardPan'?"))
    }

    // MARK: up: [1, 2]

    @Test func upWithAListOfFingersLiftsThemInOneFrame() throws {
        let yaml = """
            name: two
            windows:
              - name: UIWindow
            scripts:
              lift:
                - down: [{finger: 1, at: [100, 100]}, {finger: 2, at: [200, 100]}]
                - up: [1, 2]
            """
        let script = try #require(try SceneParser().parse(yaml, file: "two.yaml").script(named: "lift"))
        #expect(
            script.steps.last?.action
                == .fingers([
                    SceneFingerChange(finger: 1, phase: .up, location: nil), SceneFingerChange(finger: 2, phase: .up, location: nil),
                ]))
    }

    // MARK: places under at

    @Test func aViewPointPlaceWrittenWithoutAtIsRefusedWithTheKeyToUse() throws {
        let yaml = """
            name: at
            windows:
              - name: UIWindow
                subviews:
                  - {name: EView, frame: [0, 0, 100, 100]}
            scripts:
              a:
                - tap: {view: EView, point: [10, 5]}
            """
        let error = try #require(throws: SceneError.self) { try SceneParser().parse(yaml, file: "at.yaml") }
        #expect(error.message.contains("a place goes under 'at', such as at: {view: EView, point: [10, 10]}"))
        let fixed = yaml.replacingOccurrences(of: "tap: {view: EView, point: [10, 5]}", with: "tap: {at: {view: EView, point: [10, 5]}}")
        _ = try SceneParser().parse(fixed, file: "at.yaml")
    }

    // MARK: definesPresentationContext (SPEC R2; Apple: definesPresentationContext)

    static let contextScene = """
        name: presentation-context
        windows:
          - name: UIWindow
            root:
              name: SplitController
              view:
                name: SplitView
                subviews:
                  - {name: LeftPane, frame: [0, 0, 195, 844]}
                  - child:
                      name: DetailController
                      definesPresentationContext: true
                      view:
                        name: DetailView
                        frame: [195, 0, 195, 844]
                        subviews:
                          - child:
                              name: InnerController
                              view: {name: InnerView, frame: [0, 100, 195, 300]}
                              presented:
                                name: SheetController
                                modalPresentationStyle: overCurrentContext
                                log: [touches]
                                view: {name: SheetView, log: [touches]}
        scripts:
          tap-sheet: [{tap: [290, 400]}]
          tap-left: [{tap: [100, 400]}]
        """

    @Test func aContextPresentationCoversTheContextsViewAndItsControllerPresents() throws {
        // Apple (definesPresentationContext): with the overCurrentContext style, UIKit
        // walks up from the presenting controller to the one that defines the context,
        // which presents, and only its view is covered.
        let (world, lines) = try run(Self.contextScene, script: "tap-sheet")
        let sheet = try #require(world.responder(named: "SheetController") as? UIViewController)
        let detail = try #require(world.responder(named: "DetailController") as? UIViewController)
        #expect(sheet.presentingViewController === detail)
        #expect(sheet.modalPresentationStyle == .overCurrentContext)
        let transition = try #require(sheet.view.superview)
        #expect(transition.frame == detail.view.frame)
        #expect(transition.superview === detail.view.superview)
        #expect(sheet.view.frame == transition.bounds)
        expectOrdered(
            lines,
            [
                "touch #1 is bound to SheetView in UIWindow (tapCount 1)",
                "-[SheetView touchesBegan:withEvent:]",
                "-[SheetController touchesBegan:withEvent:]",
                "-[DetailController touchesBegan:withEvent:]",
            ])
        // Beside the context, the touch reaches the view it always did.
        let (_, left) = try run(Self.contextScene, script: "tap-left")
        #expect(left.contains("touch #1 is bound to LeftPane in UIWindow (tapCount 1)"))
        // Full screen, the same presentation covers the window and the root presents.
        let fullScreen = Self.contextScene.replacingOccurrences(of: "overCurrentContext", with: "fullScreen")
        let (fullWorld, fullLeft) = try run(fullScreen, script: "tap-left")
        let fullSheet = try #require(fullWorld.responder(named: "SheetController") as? UIViewController)
        #expect(fullSheet.presentingViewController === fullWorld.responder(named: "SplitController"))
        #expect(fullLeft.contains("touch #1 is bound to SheetView in UIWindow (tapCount 1)"))
    }

    @Test func aMisspeltPresentationStyleIsRefusedWithASuggestion() throws {
        let wrong = Self.contextScene.replacingOccurrences(of: "overCurrentContext", with: "overCurentContext")
        let error = try #require(throws: SceneError.self) { try SceneParser().parse(wrong, file: "c.yaml") }
        #expect(error.message.contains("did you mean 'overCurrentContext'?"))
    }
}
