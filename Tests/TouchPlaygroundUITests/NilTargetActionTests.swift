import Foundation
import Testing
import TouchCore
import TouchDisplayList
import TouchInsight
import TouchPlaygroundUI
import TouchScenes

/// A nil-target action travels its own path (SPEC C5, F3; Apple:
/// UIApplication.sendAction(_:to:from:for:)): from the first responder up
/// its chain, asking canPerformAction of every responder in turn, to the
/// first that answers YES (Apple: target(forAction:withSender:)). In can-perform-action the first responder
/// is NoteView; NoteView implements copy and paste but refuses paste;
/// NotesController implements paste and save but refuses save; AppDelegate
/// implements save. The picture shows that path, marks the first responder
/// on the device, and names the chain column as the touch's.
@Suite struct NilTargetActionTests {
    static func play(_ script: String) throws -> SceneControllerHarness {
        let harness = try SceneControllerHarness(scene: "can-perform-action")
        #expect(harness.controller.play(scriptNamed: script))
        harness.runUntilPlayed()
        return harness
    }

    @Test(arguments: [
        ("copy", [("NoteView", true)], "NoteView"),
        ("paste", [("NoteView", false), ("RootView", false), ("NotesController", true)], "NotesController"),
        (
            "save",
            [
                ("NoteView", false), ("RootView", false), ("NotesController", false), ("UIWindow", false),
                ("UIApplication", false), ("AppDelegate", true),
            ], "AppDelegate"
        ),
    ])
    func theActionsPathIsWhoWasAskedAndWhoPerformedIt(
        _ script: String, _ asked: [(String, Bool)], _ performer: String
    ) throws {
        let harness = try Self.play(script)
        let deliveries = ActionDelivery.all(in: harness.controller.frame.sequence)
        let delivery = try #require(deliveries.first)
        #expect(deliveries.count == 1)
        #expect(delivery.action == script)
        #expect(delivery.sender?.name == script.prefix(1).uppercased() + script.dropFirst() + "Button")
        #expect(delivery.asked.map(\.responder.name) == asked.map(\.0))
        #expect(delivery.asked.map(\.canPerform) == asked.map(\.1))
        #expect(delivery.performer?.name == performer)
        #expect(
            ActionDelivery.firstResponder(
                at: delivery.record, in: harness.controller.frame.sequence,
                live: harness.controller.frame.application.firstResponder?.traceSubject)?.name == "NoteView")
    }

    @Test func theRailShowsThePathAsItsOwnSectionAndTitlesTheChainAsTheTouchs() throws {
        let harness = try Self.play("paste")
        let runs = SeveralTouchesStoryTests.railRuns(harness)
        let texts = runs.map(\.string)
        // The chain column is the touch's (PasteButton's), and says so.
        #expect(texts.first == "Responder chain · touch #1")
        #expect(texts.dropFirst().prefix(2) == ["1", "PasteButton"])
        let section = try #require(texts.firstIndex(of: "Action paste · nil target"))
        let after = Array(texts[(section + 1)...].prefix { $0 != "Legend" })
        #expect(
            after.joined(separator: " ").hasPrefix(
                "from the first responder, NoteView, up its chain, asking each responder canPerformAction(paste):"))
        let rows = Array(after.drop { $0 != "NoteView" })
        #expect(
            Array(rows.prefix(7)) == ["NoteView", "NO", "RootView", "NO", "NotesController", "YES", "performed by NotesController"])
        let yes = try #require(runs.first { $0.string == "YES" })
        let no = try #require(runs.first { $0.string == "NO" })
        #expect(yes.color == PlaygroundStyle.consumerText && no.color == PlaygroundStyle.viewName)
    }

    @Test func theFirstResponderIsMarkedOnTheDeviceOnItsView() throws {
        let harness = try Self.play("paste")
        let list = PlaygroundRenderer.drawList(for: harness.controller.frame, canvasSize: SceneControllerHarness.canvasSize)
        // On the device (the legend names the chip too).
        let device = harness.controller.layout.viewportRect
        let chips = list.commands.compactMap { command -> TextRun? in
            if case .text(let run) = command, run.string == "first responder", device.contains(run.origin) { return run }
            return nil
        }
        #expect(chips.count == 1)
        let chip = try #require(chips.first)
        let layout = harness.controller.layout
        let note = try SeveralTouchesStoryTests.view("NoteView", in: harness)
        let origin = layout.canvasPoint(fromScreen: note.convertToScreen(note.bounds.origin))
        let corner = layout.canvasPoint(fromScreen: note.convertToScreen(CGPoint(x: note.bounds.maxX, y: note.bounds.maxY)))
        let rect = CGRect(x: origin.x, y: origin.y, width: corner.x - origin.x, height: corner.y - origin.y)
        #expect(rect.contains(chip.origin), "the chip is on NoteView: \(chip.origin) in \(rect)")
    }

    @Test func aTouchWithoutANilTargetActionHasNoActionSectionNorChip() throws {
        let harness = try SceneControllerHarness(scene: "double-tap")
        #expect(harness.controller.play(scriptNamed: "single"))
        harness.runUntilPlayed()
        let list = PlaygroundRenderer.drawList(for: harness.controller.frame, canvasSize: SceneControllerHarness.canvasSize)
        let texts = list.texts
        let device = harness.controller.layout.viewportRect
        let deviceTexts = list.commands.compactMap { command -> String? in
            if case .text(let run) = command, device.contains(run.origin) { return run.string }
            return nil
        }
        #expect(!texts.contains { $0.hasPrefix("Action ") } && !deviceTexts.contains("first responder"))
        #expect(texts.contains("Responder chain"))
    }
}
