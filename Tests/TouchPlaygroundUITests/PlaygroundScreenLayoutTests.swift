import Foundation
import Testing
import TouchCore
import TouchDisplayList

@testable import TouchPlaygroundUI

/// One layout pass per frame (issue 26): the renderer draws from a
/// ``PlaygroundScreenLayout`` and the controller answers the next input with
/// the layout of the frame it drew, never by laying the frame out again.
@Suite struct PlaygroundScreenLayoutTests {
    @Test func theControllerKeepsTheLayoutOfTheFrameItDrew() throws {
        let harness = ControllerHarness()
        harness.press(.character("o"))  // the hierarchy panel moves the device
        harness.tap("E")
        harness.presentIfNeeded()
        let kept = try #require(harness.controller.lastScreen)
        let fresh = PlaygroundScreenLayout(frame: harness.controller.frame, canvasSize: ControllerHarness.canvasSize)
        #expect(kept.layout == fresh.layout)
        #expect(kept.panels == fresh.panels)
        #expect(kept.hierarchy?.rows.map(\.name) == fresh.hierarchy?.rows.map(\.name))
        #expect(
            harness.controller.drawList()
                == PlaygroundRenderer.drawList(for: harness.controller.frame, canvasSize: ControllerHarness.canvasSize))
    }

    /// Before any frame is drawn at the canvas's size (the first input, or
    /// one right after the window changed size), the controller lays the
    /// current frame out once and answers every question of that input from
    /// it: the device's rectangle and the panels' come from one pass.
    @Test func withoutAFrameDrawnTheFrameIsLaidOutOnce() throws {
        let harness = ControllerHarness()
        #expect(harness.controller.lastScreen == nil)
        let layout = harness.controller.layout
        let kept = try #require(harness.controller.lastScreen)
        #expect(kept.layout == layout)
        #expect(harness.controller.screen.panels == kept.panels)
        let size = CGSize(width: 900, height: 700)
        _ = harness.controller.handle(.windowChanged(size: size), at: 16)
        let resized = try #require(harness.controller.lastScreen)
        #expect(resized.canvasSize == size && harness.controller.layout == resized.layout)
        #expect(resized.layout == PlaygroundScreenLayout(frame: harness.controller.frame, canvasSize: size).layout)
    }

    /// Until the next frame is drawn, a click lands on what the user saw: a
    /// change of options in the same turn of the loop does not move it.
    @Test func inputBeforeTheNextFrameIsMeasuredAgainstTheFrameShown() throws {
        let harness = ControllerHarness()
        harness.presentIfNeeded()
        let shown = try #require(harness.controller.lastScreen).layout
        harness.press(.character("o"))  // asks for a frame with the panel; none drawn yet
        #expect(harness.controller.needsDisplay)
        #expect(harness.controller.layout == shown)
        harness.presentIfNeeded()
        #expect(harness.controller.layout != shown)
        #expect(harness.controller.layout.hierarchyRect != nil)
    }

    /// The exploded view's layers are found where the frame drew them: a
    /// right-click selects the frontmost layer under the pointer.
    @Test func explodedPickingReadsTheLayersAsDrawn() throws {
        let harness = ControllerHarness()
        harness.tap("E")
        harness.press(.character("e"))
        harness.presentIfNeeded()
        let layers = try #require(harness.controller.lastScreen).explodedLayers
        #expect(layers.count >= 7)  // the window, root view and A–F
        let front = try #require(layers.last { $0.view.name == "E" })
        let centre = CGPoint(
            x: front.quad.map(\.x).reduce(0, +) / CGFloat(front.quad.count),
            y: front.quad.map(\.y).reduce(0, +) / CGFloat(front.quad.count))
        harness.send(.pointerPressed(.secondary, at: centre, modifiers: []))
        let expected = layers.last { ExplodedProjection.contains($0.quad, centre) }?.view
        #expect(harness.controller.selectedView === expected)
        #expect(expected != nil)
    }

    /// The rail is laid out in the pass: its chain is the live chain of the
    /// touch's hit-test view (UIResponder.next from E up to the app
    /// delegate, SPEC R1), every command it draws lies in the rail's
    /// rectangle, and where its rows end and its legend begins is known
    /// before drawing — the notice the host shows goes between them.
    @Test func theRailIsLaidOutInThePassFromTheLiveChain() throws {
        let harness = ControllerHarness()
        harness.tap("E")
        harness.presentIfNeeded()
        let screen = try #require(harness.controller.lastScreen)
        let expected = Array(harness.view("E").responderChain.prefix(64))
        #expect(screen.rail.chain.count == expected.count)
        #expect(zip(screen.rail.chain, expected).allSatisfy { $0 === $1 })
        #expect(screen.rail.chain.first === harness.view("E"))
        #expect(screen.rail.rowsBottom > screen.layout.railRect.minY)
        #expect(screen.rail.rowsBottom < screen.rail.legendTop)

        var canvas = PlaygroundPanelCanvas(list: DrawList(size: ControllerHarness.canvasSize), shortened: [])
        screen.rail.draw(in: screen.layout.railRect, into: &canvas)
        let texts = canvas.list.commands.compactMap { command -> TextRun? in
            if case .text(let run) = command { return run }
            return nil
        }
        #expect(texts.contains { $0.string == "E" })
        #expect(texts.contains { $0.string == "Legend" && $0.origin.y == screen.rail.legendTop })
        for run in texts {
            #expect(screen.layout.railRect.insetBy(dx: -1, dy: -1).contains(run.origin), "'\(run.string)' outside the rail")
        }
        // The whole frame draws those very commands, after the device's.
        let list = harness.controller.drawList()
        let start = try #require(
            list.commands.firstIndex { command in
                if case .text(let run) = command { return run.string.hasPrefix("Responder chain") }
                return false
            })
        #expect(Array(list.commands[start..<(start + canvas.list.commands.count)]) == canvas.list.commands)
    }
}
