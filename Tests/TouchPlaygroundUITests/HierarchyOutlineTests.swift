import Foundation
import Testing
import TouchCore
import TouchScenes

@testable import TouchDisplayList
@testable import TouchInsight
@testable import TouchPlaygroundUI

/// The hierarchy panel's rows: every window's tree in subview order, each
/// row with the last touch's verdict taken from the trace, exactly as the
/// device's visit-order squares number them.
@Suite struct HierarchyOutlineTests {
    static func hitTestingFrame() throws -> PlaygroundFrame {
        try DeviceLabelLayoutTests.frameAfterFirstScript("hit-testing.yaml")
    }

    /// Apple's Figure 2-1 (SPEC H1): touching E, hitTest asks the window,
    /// the root view, A, then C (added after B, so on top), then C's
    /// subviews front to back: F, which is outside the point (H2: outside
    /// bounds), then E, which answers itself. B and D are never asked.
    @Test func rowsCarryTheVisitNumbersAndVerdictsOfTheHitTestingScene() throws {
        let frame = try Self.hitTestingFrame()
        let outline = HierarchyOutline(application: frame.application, records: frame.sequence)
        // Subview order, frontmost last; the controller has a row of its own
        // above its root view.
        #expect(
            outline.rows.map(\.name) == [
                "UIWindow", "ViewController", "RootView", "AView", "BView", "DView", "CView", "EView", "FView",
            ])
        #expect(outline.rows.map(\.depth) == [0, 1, 2, 3, 4, 5, 4, 5, 5])
        #expect(outline.rows[1].kind == .viewController && outline.rows[0].kind == .window)
        func row(_ name: String) -> HierarchyRow { outline.rows.first { $0.name == name }! }
        let visited = outline.rows.filter { $0.visit != nil }.sorted { $0.visit! < $1.visit! }
        #expect(visited.map(\.name) == ["UIWindow", "RootView", "AView", "CView", "FView", "EView"])
        #expect(visited.map(\.visit) == [1, 2, 3, 4, 5, 6])
        #expect(row("AView").verdict == .passedOn(to: row("EView").subject))
        #expect(row("FView").verdict == .rejected(.outsideBounds))
        #expect(row("FView").verdictText == "5 ✗ outside bounds")
        #expect(row("EView").verdict == .hit && row("EView").verdictText == "6 ✓ hit-test view")
        #expect(row("BView").visit == nil && row("DView").visit == nil)
        #expect(row("DView").verdictText == "not asked")
        #expect(outline.rows.filter(\.isHitView).map(\.name) == ["EView"])
        // SPEC R1: E, C, A, the root view, its controller, the window.
        let chain = outline.rows.filter { $0.chainIndex != nil }.sorted { $0.chainIndex! < $1.chainIndex! }
        #expect(chain.map(\.name) == ["EView", "CView", "AView", "RootView", "ViewController", "UIWindow"])
    }

    /// The same numbers as the device's visit-order squares.
    @Test func visitNumbersMatchTheDevicesSquares() throws {
        let frame = try Self.hitTestingFrame()
        let renderer = DeviceLabelLayoutTests.render(frame, size: DeviceLabelLayoutTests.sizes[0])
        let outline = HierarchyOutline(application: frame.application, records: frame.sequence)
        let squares = renderer.analysis.hitTests[0].visitOrder.map(\.name)
        let rows = outline.rows.filter { $0.visit != nil }.sorted { $0.visit! < $1.visit! }.map(\.name)
        #expect(rows == squares)
    }

    @Test func recognizersAndHiddenViewsAreShownOnTheirRows() {
        let fixture = PlaygroundFixture()
        let outline = HierarchyOutline(application: fixture.app, records: [])
        #expect(outline.rows.first { $0.name == "F" }?.recognizers == ["Tap"])
        #expect(outline.rows.first { $0.name == "H" }?.isHidden == true)
        #expect(outline.rows.allSatisfy { $0.visit == nil })
        #expect(outline.rows.first { $0.name == "E" }?.verdictText == "not asked")
    }

    @Test func collapsingHidesDescendantsAndSearchKeepsTheMatchesWithTheirAncestors() throws {
        let frame = try Self.hitTestingFrame()
        let outline = HierarchyOutline(application: frame.application, records: frame.sequence)
        let c = outline.rows.first { $0.name == "CView" }!
        #expect(
            outline.visibleRows(collapsed: [c.id]).map(\.name) == [
                "UIWindow", "ViewController", "RootView", "AView", "BView", "DView", "CView",
            ])
        #expect(
            outline.visibleRows(collapsed: [c.id], search: "fv").map(\.name) == [
                "UIWindow", "ViewController", "RootView", "AView", "CView", "FView",
            ])
    }

    /// The panel draws each row's verdict and the header explains the order.
    @Test func thePanelDrawsTheRowsVerdictsAndItsHeader() throws {
        var frame = try Self.hitTestingFrame()
        frame.options.showsHierarchy = true
        let list = PlaygroundRenderer.drawList(for: frame, canvasSize: CGSize(width: 1600, height: 900))
        let texts = list.commands.compactMap { command -> String? in
            if case .text(let run) = command { return run.string }
            return nil
        }
        #expect(texts.contains("Hierarchy"))
        #expect(texts.contains { $0.hasPrefix("Subview order, back to front:") })
        for verdict in ["1 ✓ inside", "4 ✓ inside", "5 ✗ outside bounds", "6 ✓ hit-test view", "not asked"] {
            #expect(texts.contains(verdict), "\(verdict)")
        }
        #expect(texts.contains("ViewController (controller)"))
        // Hidden, the panel takes no room and draws nothing.
        frame.options.showsHierarchy = false
        let flat = PlaygroundRenderer.drawList(for: frame, canvasSize: CGSize(width: 1600, height: 900))
        #expect(!flat.commands.contains { if case .text(let run) = $0 { return run.string == "Hierarchy" } else { return false } })
    }
}

extension HierarchyRow {
    /// The row's view as a trace subject, to compare with verdicts.
    var subject: TraceSubject { view!.traceSubject }
}

/// The panel and the exploded view in the window: selecting a row selects
/// the view on the device and in the selection panel, and the reverse.
@Suite struct HierarchyPanelControllerTests {
    func rowRect(_ harness: ControllerHarness, _ name: String) -> CGRect? {
        let geometry = PlaygroundScreenLayout(frame: harness.controller.frame, canvasSize: ControllerHarness.canvasSize).hierarchy!
        guard let index = geometry.rows.firstIndex(where: { $0.name == name && $0.kind != .viewController }) else { return nil }
        return geometry.rect(ofRow: index)
    }

    func drawList(_ harness: ControllerHarness) -> DrawList {
        PlaygroundRenderer.drawList(for: harness.controller.frame, canvasSize: ControllerHarness.canvasSize)
    }

    @Test func selectionRoundTripsBetweenTheTreeAndTheDevice() throws {
        let harness = ControllerHarness()
        harness.press(.character("o"))
        #expect(harness.controller.options.showsHierarchy)
        // Tree → device: a click on E's row selects E, without touching.
        let eRow = try #require(rowRect(harness, "E"))
        #expect(harness.send(.pointerPressed(.primary, at: CGPoint(x: eRow.midX, y: eRow.midY), modifiers: [])))
        #expect(harness.controller.selectedView === harness.view("E"))
        #expect(harness.controller.session.log.isEmpty)
        let eQuad = harness.view("E").screenQuad.map(harness.controller.layout.canvasPoint(fromScreen:))
        #expect(
            drawList(harness).commands.contains {
                if case .strokePolygon(eQuad, PlaygroundStyle.selectionHalo, _) = $0 { true } else { false }
            })
        // Device → tree: a right-click on D selects D's row, unfolding B.
        let geometry = PlaygroundScreenLayout(frame: harness.controller.frame, canvasSize: ControllerHarness.canvasSize).hierarchy!
        let triangle = try #require(geometry.disclosureRect(ofRow: geometry.rows.firstIndex { $0.name == "B" }!))
        harness.send(.pointerPressed(.primary, at: CGPoint(x: triangle.midX, y: triangle.midY), modifiers: []))
        #expect(rowRect(harness, "D") == nil)  // folded
        #expect(harness.controller.selectedView === harness.view("E"))  // the triangle does not select
        harness.rightClick("D")
        #expect(harness.controller.selectedView === harness.view("D"))
        let dRow = try #require(rowRect(harness, "D"))
        #expect(
            drawList(harness).commands.contains { $0 == .fillRect(dRow, color: PlaygroundStyle.selectionHalo.withAlpha(40)) })
        #expect(!drawList(harness).commands.contains { $0 == .fillRect(eRow, color: PlaygroundStyle.selectionHalo.withAlpha(40)) })
    }

    @Test func eExplodesADragTurnsTheWheelZoomsAndERestoresTheFlatDevice() {
        let harness = ControllerHarness()
        harness.press(.character("e"))
        #expect(harness.controller.options.exploded == .standard)
        let box = harness.controller.layout.deviceBox
        let start = CGPoint(x: box.midX, y: box.midY)
        #expect(harness.send(.pointerPressed(.primary, at: start, modifiers: [])))
        #expect(harness.send(.pointerMoved(to: CGPoint(x: start.x + 30, y: start.y + 15))))
        #expect(harness.send(.pointerReleased(.primary, at: CGPoint(x: start.x + 30, y: start.y + 15))))
        let turned = harness.controller.options.exploded!
        #expect(turned.yaw == ExplodedCamera.standard.yaw + 10 && turned.pitch == ExplodedCamera.standard.pitch - 5)
        harness.send(.wheel(notches: 1, at: start))
        #expect(harness.controller.options.exploded!.zoom == 1.25)
        #expect(harness.controller.session.log.isEmpty)  // turning never touches
        harness.press(.character("e"))
        #expect(harness.controller.options.exploded == nil)
    }

    /// N types a name: the rows and the log are filtered (``TraceFilter``),
    /// Esc clears.
    @Test func nFindsRowsByNameAndFiltersTheLog() {
        let harness = ControllerHarness()
        harness.tap("E")
        harness.press(.character("n"))
        #expect(harness.controller.options.showsHierarchy && harness.controller.hierarchyPanel.isTyping)
        harness.press(.character("f"))
        harness.press(.character("s"))  // typed, not a shake
        harness.press(.backspace)
        #expect(harness.controller.hierarchyPanel.search == "f")
        let geometry = PlaygroundScreenLayout(frame: harness.controller.frame, canvasSize: ControllerHarness.canvasSize).hierarchy!
        #expect(geometry.rows.map(\.name).last == "F")
        #expect(!geometry.rows.contains { $0.name == "B" })
        let log = harness.controller.frame.log
        #expect(!log.isEmpty && log.count < harness.controller.session.log.count)
        #expect(log.allSatisfy { TraceFormatter.line(for: $0, indent: false).localizedCaseInsensitiveContains("f") })
        harness.press(.escape)
        #expect(harness.controller.hierarchyPanel.search.isEmpty && !harness.controller.hierarchyPanel.isTyping)
        #expect(harness.controller.isRunning)  // Esc ended the typing, not the window
        #expect(harness.controller.frame.log.count == harness.controller.session.log.count)
    }

    /// Issue #25: past ``PlaygroundRenderer/HierarchyPanelGeometry/maximumIndentLevels``
    /// the rows stop moving right and show their depth, so a 20-deep chain's
    /// names start where the deepest indented one does, inside the panel.
    @Test func deepRowsKeepACappedIndentAndShowTheirDepth() throws {
        var yaml = "name: deep\nwindows:\n  - name: UIWindow\n    root:\n      name: Controller\n      view:\n        name: Root\n"
        var indent = "        "
        for level in 1...20 {
            yaml += indent + (level == 1 ? "subviews:\n" : "  subviews:\n")
            if level > 1 { indent += "  " }
            yaml += indent + "  - name: Level\(level)\n" + indent + "    frame: [1, 1, \(380 - level * 2), \(600 - level * 2)]\n"
            indent += "  "
        }
        let world = SceneBuilder().build(try SceneParser().parse(yaml, file: "deep.yaml"))
        defer { world.close() }
        let session = PlaygroundSession(application: world.application)
        var frame = session.frame(options: PlaygroundOptions())
        frame.options.showsHierarchy = true
        let size = CGSize(width: 1600, height: 1200)
        let geometry = try #require(PlaygroundScreenLayout(frame: frame, canvasSize: size).hierarchy)
        let cap = PlaygroundRenderer.HierarchyPanelGeometry.maximumIndentLevels
        func disclosure(_ name: String) throws -> CGRect {
            let index = try #require(geometry.rows.firstIndex { $0.name == name })
            return try #require(geometry.disclosureRect(ofRow: index))
        }
        let deepest = try #require(geometry.rows.first { $0.name == "Level20" })
        #expect(deepest.depth > cap)
        let capped = try #require(geometry.rows.first { $0.depth == cap })
        #expect(try disclosure("Level20").minX == disclosure(capped.name).minX)
        #expect(try disclosure("Level20").maxX < geometry.panel.minX + geometry.panel.width / 2, "the name starts in the panel's left half")
        let texts = PlaygroundRenderer.drawList(for: frame, canvasSize: size).commands.compactMap { command -> String? in
            if case .text(let run) = command { return run.string }
            return nil
        }
        #expect(texts.contains("⋯\(deepest.depth)"))
        #expect(!texts.contains("⋯\(cap)"), "rows at or above the cap show no depth")
    }
}
