import Foundation
import Testing
import TouchCore
import TouchDisplayList
import TouchInsight
import TouchScenes

@testable import TouchPlaygroundUI

/// The slide layout (issue 27): the same layout pass with a slide's values —
/// the device as tall as the canvas, the column what happened, the timeline
/// and a trace excerpt — in a picture and in the window (`B`).
@Suite struct SlideLayoutTests {
    static let slideCanvas = CGSize(width: 960, height: 540)

    func slideFrame(_ file: String) throws -> PlaygroundFrame {
        var options = PlaygroundOptions()
        options.isStillPicture = true
        options.layoutKind = .slide
        return try DeviceLabelLayoutTests.frameAfterFirstScript(file, options: options)
    }

    /// The texts drawn inside `rect`.
    func texts(_ list: DrawList, in rect: CGRect) -> [String] {
        list.commands.compactMap { command in
            guard case .text(let run) = command, rect.contains(run.origin) else { return nil }
            return run.string
        }
    }

    /// table-cells' quick tap as a slide: the device takes the canvas's
    /// height; the column is the moment, the timeline, the visit list and
    /// the excerpt, in that order; the moment says the cell's content view's withheld
    /// touchesBegan was discarded because BackTap recognized (SPEC G4, G6),
    /// hitTest's visits and their verdicts are listed under the timeline,
    /// and the excerpt, shortened for them, leaves out the trace's visit
    /// lines (the list and the device's squares show them).
    @Test func aSlideShowsTheMomentTheTimelineAndAnExcerpt() throws {
        let frame = try slideFrame("table-cells.yaml")
        let (list, screen) = PlaygroundRenderer.render(frame, canvasSize: Self.slideCanvas)
        #expect(screen.layout.viewportRect.height >= 0.8 * Self.slideCanvas.height)
        #expect(screen.layout.hierarchyRect == nil)
        let moment = try #require(screen.panels[MomentPanel.self])
        let timeline = try #require(screen.panels.timeline)
        let log = screen.panels.log
        #expect(screen.panels.lesson == nil && screen.panels.selection == nil)
        #expect(moment.maxY < timeline.minY && timeline.maxY < log.minY)
        let said = texts(list, in: moment).joined(separator: " ")
        #expect(said.contains("UITableViewCellContentView's withheld touchesBegan is discarded: BackTap recognized"), "\(said)")
        let excerpt = texts(list, in: log)
        #expect(excerpt.first == "Trace, the lines that matter")
        // The visit list (the verdicts the device's badges number) is whole;
        // the excerpt yields its trace lines to it before anything else,
        // saying how many it left out: the moment above said the discard.
        let visits = try #require(screen.panels.visits)
        #expect(timeline.maxY < visits.minY && visits.maxY < log.minY)
        let listed = texts(list, in: visits)
        #expect(listed.contains("UITableViewCellContentView") || listed.contains("UITable…View"), "\(listed)")
        #expect(listed.contains("✓ hit-test view"))
        #expect(
            excerpt.contains { $0.contains("UITableViewCellContentView") && $0.contains("discarded") }
                || excerpt.contains { $0.hasPrefix("… ") && $0.hasSuffix("earlier lines") }, "\(excerpt)")
        #expect(!excerpt.contains { $0.contains("pointInside") || $0.contains("hitTest:withEvent:") }, "\(excerpt)")
        #expect(excerpt.contains { $0.hasPrefix("Follows devices") }, "the fidelity words, whole, under the excerpt")
        let check = DrawListTextSizeCheck(list, scale: 2, minimumPixels: 18)
        #expect(check.problems.isEmpty, "\(check.problems)")
    }

    /// The excerpt's lines are the trace's own, in its order: each a line
    /// `TraceFormatter` writes for a record, never a paraphrase.
    @Test func anExcerptIsTheTracesOwnLinesInOrder() throws {
        let frame = try DeviceLabelLayoutTests.frameAfterFirstScript("table-cells.yaml")
        let records = frame.sequence
        let kept = TraceExcerpt.indices(in: records)
        #expect(kept == kept.sorted() && Set(kept).count == kept.count)
        #expect(kept.count < records.count)
        let moments = Set(TouchMoment.moments(in: records).map(\.record))
        #expect(moments.isSubset(of: Set(kept)), "every moment of the storyboard is in the excerpt")
        let lines = kept.map { TraceFormatter.line(for: records[$0]) }
        #expect(lines.contains { $0.contains("touch #1 is bound to UITableViewCellContentView") })
        #expect(!lines.contains { $0.contains("pointInside") })
    }

    /// B switches the window to a slide and back: the canvas is the window
    /// over the magnification (its height over 540 points), and a
    /// right-click at a window point lands on the view drawn there.
    @Test func bSwitchesTheWindowToASlideAndThePointerFollows() {
        let harness = ControllerHarness()
        harness.send(.windowChanged(size: CGSize(width: 1920, height: 1080)))
        #expect(harness.controller.magnification == 1)
        harness.press(.character("b"))
        #expect(harness.controller.options.layoutKind == .slide)
        #expect(harness.controller.magnification == 2)
        #expect(harness.controller.canvasSize == CGSize(width: 960, height: 540))
        harness.presentIfNeeded()
        #expect(harness.controller.screen.panels[MomentPanel.self] != nil)
        // A view's centre on the slide's canvas, as a window point.
        let onCanvas = harness.canvasPoint(of: "E")
        let inWindow = harness.controller.hostPoint(fromCanvas: onCanvas)
        #expect(inWindow == CGPoint(x: onCanvas.x * 2, y: onCanvas.y * 2))
        harness.send(.pointerPressed(.secondary, at: inWindow, modifiers: []))
        #expect(harness.controller.selectedView === harness.view("E"))
        harness.press(.character("b"))
        #expect(harness.controller.options.layoutKind == .standard)
        #expect(harness.controller.canvasSize == CGSize(width: 1920, height: 1080))
    }

    /// The help overlay (?) fits a slide's 540-point canvas, every key on it,
    /// its words at least 9 points (18 pixels on a 1080-pixel window).
    @Test func theHelpFitsASlide() {
        let harness = ControllerHarness()
        harness.send(.windowChanged(size: CGSize(width: 1920, height: 1080)))
        harness.press(.character("b"))
        harness.press(.character("?"))
        let list = harness.controller.drawList()
        let keys = PlaygroundKeyBinding.helpEntries.map(\.key)
        var found: [String] = []
        for command in list.commands {
            guard case .text(let run) = command, keys.contains(run.string) else { continue }
            found.append(run.string)
            #expect(run.origin.y + run.pointSize * 1.2 <= harness.controller.canvasSize.height, "\(run.string)")
            #expect(run.pointSize >= PlaygroundStyle.smallestSlideTextSize)
        }
        #expect(Set(keys).isSubset(of: Set(found)))
    }

    /// A touch in a slide's window is made at the window's point over the
    /// magnification: the view under the finger is the one drawn there.
    @Test func aTouchOnASlideLandsOnTheViewDrawnUnderIt() {
        let harness = ControllerHarness()
        harness.send(.windowChanged(size: CGSize(width: 1920, height: 1080)))
        harness.press(.character("b"))
        harness.presentIfNeeded()
        let point = harness.controller.hostPoint(fromCanvas: harness.canvasPoint(of: "E"))
        harness.controller.handleTouches([TouchSample(finger: 1, phase: .down, location: point)], at: 5_000)
        harness.controller.handleTouches([TouchSample(finger: 1, phase: .up, location: point)], at: 5_050)
        #expect(harness.logLines.contains { $0.hasPrefix("touch #1 is bound to E ") }, "\(harness.logLines)")
    }

    /// A 4:3 slide's column is short: with twelve visits the default scene's
    /// list is whole only when the excerpt gives up its title and lines. It
    /// keeps the fidelity words, whole, at the column's foot; the list is
    /// shown, so the device carries badges, not the workbench's callouts.
    @Test func aFourThreeSlideKeepsTheVisitListAndTheFidelityWords() throws {
        let harness = try SceneControllerHarness(scene: "default")
        harness.controller.play(scriptNamed: "tap-e-then-button")
        harness.run(seconds: 0.1)
        var frame = harness.controller.frame
        frame.options.layoutKind = .slide
        frame.options.isStillPicture = true
        frame.options.hidesPrivateContainers = true
        frame.lesson = nil
        let canvas = CGSize(width: 720, height: 540)
        let screen = PlaygroundScreenLayout(frame: frame, canvasSize: canvas)
        let (visits, visitRect) = try #require(screen.panel(VisitListPanel.self))
        #expect(visits.showsEveryRow(in: visitRect))
        let (_, logRect) = try #require(screen.panel(LogPanel.self))
        let list = PlaygroundRenderer.drawList(for: frame, canvasSize: canvas)
        let inLog = list.commands.compactMap { command -> TextRun? in
            if case .text(let run) = command, logRect.contains(run.origin) { return run }
            return nil
        }
        let words = inLog.map(\.string).joined(separator: " ")
        #expect(words.contains("Follows devices: a withheld touchesEnded is released after 0.15 s"), "\(words)")
        for run in inLog {
            #expect(run.origin.y + run.pointSize * 1.2 <= logRect.maxY + 0.5, "'\(run.string)' runs past the panel")
        }
    }
}
