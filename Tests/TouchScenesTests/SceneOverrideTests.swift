import Foundation
import Testing
import TouchCore

@testable import TouchScenes

/// The overrides and logs teachers write in a scene — `canPerformAction`, a
/// `hitTest` that depends on the point, a recognizer's `canPrevent` and
/// `canBePrevented`, a built-in recognizer in `requireToFail`, and the numbers
/// articles print — each played and compared with what UIKit code would do.
@Suite struct SceneOverrideTests {
    private func world(_ yaml: String) throws -> SceneWorld {
        let world = SceneBuilder().build(try SceneParser().parse(yaml, file: "test.yaml"))
        world.application.trace.isEnabled = true
        return world
    }

    /// Runs a script on a fresh copy of the scene and returns its trace.
    private func records(_ yaml: String, _ script: String) throws -> (SceneWorld, [TraceRecord]) {
        let world = try world(yaml)
        SceneRunner().run(try #require(world.document.script(named: script)), in: world)
        return (world, world.application.trace.records)
    }

    private func lines(_ yaml: String, _ script: String) throws -> [String] {
        TraceFormatter.lines(try records(yaml, script).1, indent: false)
    }

    /// The indented hit-testing of the first touch, from the window's call to its answer.
    private func hitTesting(_ yaml: String, _ script: String) throws -> [String] {
        let all = TraceFormatter.lines(try records(yaml, script).1)
        let start = try #require(all.firstIndex { $0.hasPrefix("hit-testing touch #1") })
        let end = try #require(all.firstIndex { $0.hasPrefix("touch #1 is bound") })
        return Array(all[(start + 1)...end])
    }

    // MARK: canPerformAction (SPEC C5, F3)

    static let menu = """
        name: menu
        appDelegate:
          name: AppDelegate
          actions: {save: saved by AppDelegate}
        firstResponder: Editor
        windows:
          - name: W
            root:
              name: C
              actions: {paste: pasted by C, save: saved by C}
              canPerformAction: {"save:": false}
              view:
                name: Root
                subviews:
                  - name: Editor
                    frame: [0, 0, 390, 200]
                    canBecomeFirstResponder: true
                    actions: {copy: copied by Editor, paste: pasted by Editor}
                    canPerformAction: {copy: true, paste(_:): false}
                  - {kind: button, name: CopyButton, frame: [0, 300, 100, 44], targets: [{action: copy, events: touchUpInside}]}
                  - {kind: button, name: PasteButton, frame: [0, 400, 100, 44], targets: [{action: paste, events: touchUpInside}]}
                  - {kind: button, name: SaveButton, frame: [0, 500, 100, 44], targets: [{action: save, events: touchUpInside}]}
        scripts:
          copy: [{tap: CopyButton}]
          paste: [{tap: PasteButton}]
          save: [{tap: SaveButton}]
        """

    @Test func canPerformActionAnswersPerActionWhereTheChainAsks() throws {
        let document = try SceneParser().parse(Self.menu, file: "menu.yaml")
        #expect(document.view(named: "Editor")?.responder.canPerformAction == ["copy": true, "paste": false])
        // The chain search asks every responder, from the first responder up, whether
        // or not it implements the action, and stops at the first YES (Apple:
        // target(forAction:withSender:)).
        let copy = try lines(Self.menu, "copy").filter { $0.contains("canPerformAction") || $0.contains(" by ") }
        #expect(copy == ["-[Editor canPerformAction:withSender:] copy → YES", "copied by Editor"])
        let paste = try lines(Self.menu, "paste").filter { $0.contains("canPerformAction") || $0.contains(" by ") }
        #expect(
            paste == [
                "-[Editor canPerformAction:withSender:] paste → NO",
                "-[Root canPerformAction:withSender:] paste → NO",
                "-[C canPerformAction:withSender:] paste → YES",
                "pasted by C",
            ])
        let save = try lines(Self.menu, "save").filter { $0.contains("canPerformAction") || $0.contains(" by ") }
        #expect(
            save == [
                "-[Editor canPerformAction:withSender:] save → NO",
                "-[Root canPerformAction:withSender:] save → NO",
                "-[C canPerformAction:withSender:] save → NO",
                "-[W canPerformAction:withSender:] save → NO",
                "-[UIApplication canPerformAction:withSender:] save → NO",
                "-[AppDelegate canPerformAction:withSender:] save → YES",
                "saved by AppDelegate",
            ])
        // The built objects answer as the overrides say, and as UIKit for the rest.
        let world = try world(Self.menu)
        let controller = try #require(world.responder(named: "C"))
        #expect(!controller.canPerformAction("save", withSender: nil))
        #expect(controller.canPerformAction("paste", withSender: nil))
    }

    // MARK: hitTest that depends on the point (SPEC H3, H8)

    static let overlay = """
        name: overlay
        windows:
          - name: W
            root:
              name: C
              view:
                name: Root
                subviews:
                  - {name: Map, frame: [0, 0, 390, 844], touches: handle}
                  - name: Overlay
                    frame: [0, 0, 390, 844]
                    hitTest: passThrough
                    subviews:
                      - {kind: button, name: Locate, frame: [300, 400, 60, 60]}
                  - name: Sheet
                    frame: [0, 500, 390, 344]
                    hitTest:
                      regions:
                        - {rect: [0, -30, 390, 74], returns: Grabber}
                        - {rect: [0, 300, 390, 44], returns: nil}
                      otherwise: super
                    subviews:
                      - {name: Grabber, frame: [175, 8, 40, 6]}
        scripts:
          map: [{tap: [100, 200]}]
          locate: [{tap: Locate}]
          aboveSheet: [{tap: [100, 480]}]
          sheet: [{tap: [100, 700]}]
          sheetBottom: [{tap: [100, 820]}]
        """

    @Test func passThroughReturnsTheSubviewUnderThePointElseNil() throws {
        // What `let v = super.hitTest(p, with: e); return v === self ? nil : v` prints:
        // super's visits, then nil, so Root goes on to the view below.
        #expect(
            try hitTesting(Self.overlay, "map") == [
                "  -[W hitTest:withEvent:] ⇒ Map",
                "    -[W pointInside:withEvent:] → YES",
                "    -[Root hitTest:withEvent:] ⇒ Map",
                "      -[Root pointInside:withEvent:] → YES",
                "      -[Sheet hitTest:withEvent:] ⇒ nil (outside bounds)",
                "        -[Sheet pointInside:withEvent:] → NO",
                "      -[Overlay hitTest:withEvent:] ⇒ nil (hitTest overridden → nil)",
                "        -[Overlay pointInside:withEvent:] → YES",
                "        -[Locate hitTest:withEvent:] ⇒ nil (outside bounds)",
                "          -[Locate pointInside:withEvent:] → NO",
                "      -[Map hitTest:withEvent:] ⇒ Map",
                "        -[Map pointInside:withEvent:] → YES",
                "touch #1 is bound to Map in W (tapCount 1)",
            ])
        let locate = try hitTesting(Self.overlay, "locate")
        #expect(locate.contains("      -[Overlay hitTest:withEvent:] ⇒ Locate"))
        #expect(!locate.contains { $0.contains("-[Map hitTest:withEvent:]") })
        #expect(locate.last == "touch #1 is bound to Locate in W (tapCount 1)")
    }

    @Test func regionsAreTriedInOrderThenOtherwise() throws {
        // Above the sheet, inside the first region: Grabber, without calling super.
        let above = try hitTesting(Self.overlay, "aboveSheet")
        #expect(above.contains("      -[Sheet hitTest:withEvent:] ⇒ Grabber (hitTest overridden)"))
        #expect(!above.contains { $0.contains("-[Sheet pointInside:withEvent:]") })
        #expect(above.last == "touch #1 is bound to Grabber in W (tapCount 1)")
        // In no region: otherwise, super, which finds the sheet itself.
        let sheet = try hitTesting(Self.overlay, "sheet")
        #expect(sheet.contains("      -[Sheet hitTest:withEvent:] ⇒ Sheet"))
        #expect(sheet.contains("        -[Sheet pointInside:withEvent:] → YES"))
        // The second region answers nil: the touch falls through to the map.
        let bottom = try hitTesting(Self.overlay, "sheetBottom")
        #expect(bottom.contains("      -[Sheet hitTest:withEvent:] ⇒ nil (hitTest overridden → nil)"))
        #expect(bottom.last == "touch #1 is bound to Map in W (tapCount 1)")
        let document = try SceneParser().parse(Self.overlay, file: "overlay.yaml")
        #expect(
            document.view(named: "Sheet")?.hitTest
                == .regions(
                    [
                        SceneHitTestRegion(rect: SceneRect(x: 0, y: -30, width: 390, height: 74), returns: .returnView("Grabber")),
                        SceneHitTestRegion(rect: SceneRect(x: 0, y: 300, width: 390, height: 44), returns: .returnNil),
                    ], otherwise: .callSuper))
    }

    // MARK: canPrevent, canBePrevented, built-in recognizers (SPEC G8, G9)

    static let rules = """
        name: rules
        windows:
          - name: W
            root:
              name: C
              view:
                name: Root
                subviews:
                  - kind: scrollView
                    name: Feed
                    frame: [0, 0, 390, 300]
                    contentSize: [390, 2000]
                    subviews:
                      - name: Card
                        frame: [20, 20, 350, 200]
                        recognizers:
                          - {kind: tap, name: CardTap, message: card tapped, requireToFail: Feed.panGestureRecognizer}
                  - name: Canvas
                    frame: [0, 300, 390, 250]
                    recognizers:
                      - {kind: pan, name: Draw, message: drawing}
                      - {kind: longPress, name: Hold, message: holding, canPrevent: {Draw: false}}
                  - name: Sketch
                    frame: [0, 550, 390, 294]
                    recognizers:
                      - {kind: pan, name: Ink, message: inking, canBePrevented: false}
                      - {kind: longPress, name: Press, message: pressing}
        scripts:
          tapCard: [{tap: Card}]
          holdThenDraw:
            - down: [195, 400]
            - wait: 0.6
            - move: [215, 400]
            - move: [235, 400]
            - up: 1
          pressThenInk:
            - down: [195, 700]
            - wait: 0.6
            - move: [215, 700]
            - up: 1
        """

    @Test func aTapCanWaitForAScrollViewsBuiltInPan() throws {
        let lines = try lines(Self.rules, "tapCard")
        // G9: the tap ends with the finger, but waits until the scroll view's pan fails.
        let waiting = try #require(
            lines.firstIndex(of: "CardTap: possible → possible (waiting for Feed.panGestureRecognizer to fail)"))
        let panFails = try #require(lines.firstIndex { $0.hasPrefix("Feed.panGestureRecognizer: possible → failed") })
        let recognized = try #require(lines.firstIndex { $0.hasPrefix("CardTap: possible → ended") })
        #expect(waiting < panFails && panFails < recognized)
        #expect(lines.contains("card tapped"))
        let world = try world(Self.rules)
        let scroll = try #require(world.view(named: "Feed") as? UIScrollView)
        #expect(world.recognizer(named: "Feed.panGestureRecognizer") === scroll.panGestureRecognizer)
    }

    @Test func canPreventFalseLetsTheOtherRecognizerStillBegin() throws {
        let lines = try lines(Self.rules, "holdThenDraw")
        // Hold begins, the arena asks whether that prevents Draw, then Hold's action
        // runs. Without the override, Draw would fail there ("prevented by Hold").
        let asked = try #require(lines.firstIndex(of: "-[Hold canPreventGestureRecognizer:] Draw → NO"))
        let holding = try #require(lines.firstIndex(of: "holding"))
        let drawBegins = try #require(lines.firstIndex { $0.hasPrefix("Draw: possible → began") })
        #expect(asked < holding && holding < drawBegins)
        #expect(!lines.contains { $0.contains("prevented by Hold") })
        #expect(lines.contains("drawing"))
    }

    @Test func canBePreventedFalseKeepsARecognizerPossible() throws {
        let lines = try lines(Self.rules, "pressThenInk")
        // UIKit's canPrevent answers YES, then Ink's own override says it cannot be prevented.
        #expect(lines.contains("-[Ink canBePreventedByGestureRecognizer:] Press → NO"))
        #expect(lines.contains { $0.hasPrefix("Ink: possible → began") })
        #expect(lines.contains("pressing") && lines.contains("inking"))
    }

    // MARK: Numbers (SPEC T5; Apple: UIPanGestureRecognizer)

    static let numbers = """
        name: numbers
        windows:
          - name: W
            root:
              name: C
              view:
                name: Root
                subviews:
                  - name: Card
                    frame: [100, 100, 200, 200]
                    log: [location, {previousLocation: self}, {location: nil}]
                    recognizers:
                      - kind: pan
                        name: Pan
                        message: panned
                        log: [translation, velocity, {location: Half}]
                  - {name: Half, frame: [100, 100, 200, 200], transform: {scale: 0.5}, userInteractionEnabled: false}
        scripts:
          drag: [{drag: {from: [150, 150], by: [50, 0], duration: 0.25, steps: 5}}]
        """

    @Test func viewsAndPansPrintTheNumbersArticlesPrint() throws {
        let (world, records) = try records(Self.numbers, "drag")
        // 10 pt every 0.05 s: the pan begins on the second move (20 pt > 10 pt), and
        // its velocity is 200 pt/s throughout. Half covers Card drawn at half size
        // about its centre, so Card's corner is Half's (0, 0) and 10 pt on screen are
        // 20 pt in Half.
        #expect(
            SceneLoggedLog.lines(records, world: world) == [
                "location (50, 50) previousLocation (50, 50) in Card",
                "location (150, 150) in W",
                "location (60, 50) previousLocation (50, 50) in Card",
                "location (160, 150) in W",
                // The pan begins: its action prints, then Card's touches are cancelled (G7, G13).
                "panned",
                "translation (20, 0) velocity (200, 0) in Card",
                "location (40, 0) in Half",
                "location (70, 50) previousLocation (60, 50) in Card",
                "location (170, 150) in W",
                "panned",
                "translation (30, 0) velocity (200, 0) in Card",
                "location (60, 0) in Half",
                "panned",
                "translation (40, 0) velocity (200, 0) in Card",
                "location (80, 0) in Half",
                "panned",
                "translation (50, 0) velocity (200, 0) in Card",
                "location (100, 0) in Half",
                // Ended, where the finger lifted.
                "panned",
                "translation (50, 0) velocity (200, 0) in Card",
                "location (100, 0) in Half",
            ])
    }
}
