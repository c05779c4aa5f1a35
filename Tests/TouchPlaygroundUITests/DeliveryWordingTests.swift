import Foundation
import Testing
import TouchCore
import TouchScenes

@testable import TouchDisplayList
@testable import TouchInsight
@testable import TouchPlaygroundUI

/// The words the playground shows about a touch: the "Delivered to" box when
/// nothing was delivered, the narration of the recognizers that competed for
/// a view's touch, abbreviated class names and wrapped text, all from real
/// library scenes.
@Suite struct DeliveryWordingTests {
    /// The records of `script` in the library scene `file`, and its world.
    private func play(_ file: String, _ script: String) throws -> (SceneWorld, [TraceRecord]) {
        let document = try SceneParser().parse(
            fileAtPath: PlaygroundRendererFixtureTests.scenes.appendingPathComponent(file).path)
        let chosen = try #require(document.script(named: script))
        let world = SceneBuilder().build(document)
        world.application.trace.isEnabled = true
        SceneRunner().run(chosen, in: world)
        return (world, world.application.trace.records)
    }

    @Test func aQuickTapOnACellSaysNothingWasDeliveredAndWhy() throws {
        // SPEC S1, G5, G6: the scroll view's delayed-touches recognizer holds
        // touchesBegan back; the background's tap recognizes at lift-off and the
        // held phase is thrown away. No responder gets anything, and the box says so.
        let (world, records) = try play("table-cells.yaml", "quick-tap")
        defer { world.close() }
        let summary = DeliverySummary(records: records)
        #expect(
            summary.rows.map(\.text) == [
                "nothing: touchesBegan was withheld (delaysTouchesBegan by"
                    + " UIScrollViewDelayedTouchesBeganGestureRecognizer), then discarded when BackTap recognized at +0.050"
            ])
        #expect(summary.rows.first?.isNegative == true && summary.rows.first?.method == nil)
    }

    @Test func theRailDrawsTheNothingRowWrappedWithShortNames() throws {
        // Play through a session, as the window and `shoot` do.
        let document = try SceneParser().parse(
            fileAtPath: PlaygroundRendererFixtureTests.scenes.appendingPathComponent("table-cells.yaml").path)
        let fresh = SceneBuilder().build(document)
        defer { fresh.close() }
        let player = PlaygroundSession(application: fresh.application)
        SceneRunner().run(
            try #require(document.script(named: "quick-tap")), in: fresh, deliver: player.handle, advance: player.advance)
        let canvas = CGSize(width: 1280, height: 860)
        var frame = player.frame(options: PlaygroundOptions())
        let list = PlaygroundRenderer.drawList(for: frame, canvasSize: canvas)
        let rail = PlaygroundLayout(canvasSize: canvas, application: fresh.application).railRect
        let railText = list.commands.compactMap { command -> String? in
            guard case .text(let run) = command, rail.contains(run.origin) else { return nil }
            return run.string
        }
        let afterHeading = railText.drop { $0 != "Delivered to" }.dropFirst().prefix { $0 != "Legend" }
        let sentence = afterHeading.joined(separator: " ")
        #expect(sentence.hasPrefix("nothing: touchesBegan was withheld (delaysTouchesBegan by"), "\(railText)")
        #expect(sentence.hasSuffix("then discarded when BackTap recognized at +0.050"))
        #expect(sentence.contains("UIScroll…"), "the long class name is abbreviated")
        // The pointer on a row shows the whole sentence, with the full class name.
        let rows = list.commands.compactMap { command -> TextRun? in
            if case .text(let run) = command, run.string.hasPrefix("nothing: ") { return run }
            return nil
        }
        let row = try #require(rows.first)
        frame.pointer = CGPoint(x: row.origin.x + 5, y: row.origin.y + 5)
        let hovered = PlaygroundRenderer.drawList(for: frame, canvasSize: canvas).texts
        #expect(hovered.joined(separator: " ").contains("UIScrollViewDelayedTouchesBeganGestureRecognizer"))
        #expect(!list.texts.joined(separator: " ").contains("UIScrollViewDelayedTouchesBeganGestureRecognizer), then"))
    }

    @Test func theButtonsExplanationTellsHowTheAncestorsTapLost() throws {
        // SPEC G11 (Apple: UIView.gestureRecognizerShouldBegin): the tap on
        // BlueView asks the button, which refuses an ancestor's single tap; the
        // tap fails and the button's own tracking fires its action.
        let (world, records) = try play("button-vs-tap-ancestor.yaml", "tap-button")
        defer { world.close() }
        let button = try #require(world.view(named: "CLButton"))
        let explanation = DeliveryExplanation(view: button, records: records)
        #expect(explanation.verdict == .received)
        #expect(
            explanation.sentence.hasSuffix(
                "One recognizer competed for the touch: CLTapGestureRecognizer (on BlueView) asked CLButton's"
                    + " gestureRecognizerShouldBegin at +0.100, got NO, and failed."), "\(explanation.sentence)")
        // The state change is among the evidence lines.
        #expect(
            explanation.evidence.contains {
                TraceFormatter.describe(records[$0])
                    == "CLTapGestureRecognizer: possible → failed (CLButton gestureRecognizerShouldBegin → NO)"
            })
        // Asked about BlueView, the same story is told about its own recognizer.
        let blue = try #require(world.view(named: "BlueView"))
        #expect(
            DeliveryExplanation(view: blue, records: records).sentence.contains("Its recognizers: CLTapGestureRecognizer (on it) asked"))
    }

    @Test func theCellsExplanationNarratesEveryCompetitor() throws {
        let (world, records) = try play("table-cells.yaml", "quick-tap")
        defer { world.close() }
        // The cell's content view has no name of its own: find it by its binding.
        let bound = records.compactMap { record -> TraceSubject? in
            if case .touchBound(_, let view?, _, _) = record.kind { return view }
            return nil
        }
        let content = try #require(bound.first.flatMap { Self.view($0.id, in: world.application.windows) })
        let sentence = DeliveryExplanation(view: content, records: records).sentence
        #expect(sentence.contains("BackTap recognized at +0.050, so it was thrown away"), "\(sentence)")
        #expect(sentence.contains("3 recognizers competed for the touch: UIScrollViewDelayedTouchesBeganGestureRecognizer"))
        #expect(sentence.contains("failed at +0.050: the touch did not make its gesture"))
        #expect(sentence.hasSuffix("BackTap (on BackView) recognized at +0.050."))
    }

    private static func view(_ id: ObjectIdentifier, in views: [UIView]) -> UIView? {
        for view in views {
            if ObjectIdentifier(view) == id { return view }
            if let found = Self.view(id, in: view.subviews) { return found }
        }
        return nil
    }

    @Test func anyTextCutWithAnEllipsisIsShownWholeUnderThePointer() throws {
        // Whatever panel drew it: here the selection panel's title, a view name
        // too long for it.
        let world = PlaygroundFixture()
        let long = "ThisViewHasANameFarTooLongForTheSelectionPanelTitleToShowWhole"
        world.views["D"]!.name = long
        world.tap("E")
        var frame = world.session.frame(options: PlaygroundOptions())
        frame.selectedView = world.views["D"]
        let canvas = CGSize(width: 1280, height: 860)
        let list = PlaygroundRenderer.drawList(for: frame, canvasSize: canvas)
        let titles = list.commands.compactMap { command -> TextRun? in
            if case .text(let run) = command, run.string.hasPrefix(long), run.maxWidth != nil { return run }
            return nil
        }
        let title = try #require(titles.first)
        frame.pointer = CGPoint(x: title.origin.x + 20, y: title.origin.y + 6)
        let hovered = PlaygroundRenderer.drawList(for: frame, canvasSize: canvas)
        // The tooltip is drawn last, over everything: the whole text, wrapped if need be.
        let added = hovered.commands.suffix(hovered.commands.count - list.commands.count)
        let tooltip = added.compactMap { command -> String? in
            if case .text(let run) = command { return run.string }
            return nil
        }
        #expect(tooltip.joined() == title.string, "\(tooltip)")
        // Away from any cut text, no tooltip.
        frame.pointer = CGPoint(x: 2, y: 2)
        #expect(PlaygroundRenderer.drawList(for: frame, canvasSize: canvas) == list)
    }

    @Test func longClassNamesAreShortenedOneWay() {
        func short(_ name: String, _ em: CGFloat) -> String { ClassNameAbbreviation.short(name, width: em * 10, size: 10) }
        #expect(short("UIWindow", 10) == "UIWindow")
        #expect(short("UIScrollViewPanGestureRecognizer", 13) == "UIScrollViewPan…GR")
        let delayed = "UIScrollViewDelayedTouchesBeganGestureRecognizer"
        #expect(short(delayed, 22) == "UIScrollViewDelayedTouchesBegan…GR")
        #expect(short(delayed, 15) == "UIScroll…TouchesBeganGR")
        #expect(short(delayed, 10) == "UIScroll…BeganGR")
        #expect(short(delayed, 9) == "…BeganGR")
        #expect(short("UITableViewCellContentView", 13) == "UITable…ContentView")
        #expect(short("UILayoutContainerView", 9) == "UILayout…View")
        #expect(short("Supercalifragilistic", 5) == "Superc…")
        // Whatever the room, the result fits it (or is one character and "…").
        for em in stride(from: CGFloat(1), through: 30, by: 0.5) {
            let result = short(delayed, em)
            #expect(PlaygroundText.fits(result, width: em * 10, size: 10) || result.count <= 2, "\(em): \(result)")
        }
    }

    @Test func wrappingKeepsEveryCharacterAndHangsContinuations() {
        let line =
            "    touchesBegan:withEvent: withheld for UITableViewCellContentView: delaysTouchesBegan by"
            + " UIScrollViewDelayedTouchesBeganGestureRecognizer"
        let rows = PlaygroundText.wrap(line, width: 300, size: 11, hangingIndent: 8)
        #expect(rows.count > 1)
        #expect(rows.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 8)) })
        #expect(rows.allSatisfy { PlaygroundText.fits($0, width: 300, size: 11) })
        let words = rows.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(words.replacingOccurrences(of: " ", with: "") == line.replacingOccurrences(of: " ", with: ""))
        #expect(PlaygroundText.wrap("short", width: 300, size: 11) == ["short"])
        // A line nested deeper than the panel is wide still wraps, whole.
        let deep = String(repeating: " ", count: 90) + "-[V39 touchesBegan:withEvent:]"
        let deepRows = PlaygroundText.wrap(deep, width: 100, size: 11, hangingIndent: 94)
        #expect(deepRows.joined().replacingOccurrences(of: " ", with: "") == "-[V39touchesBegan:withEvent:]")
        #expect(PlaygroundText.wrap("x y", width: .infinity, size: 11) == ["x y"])
    }
}
