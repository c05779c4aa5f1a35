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
}
