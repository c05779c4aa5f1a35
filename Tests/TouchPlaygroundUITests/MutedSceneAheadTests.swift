import Foundation
import Testing
import TouchCore
import TouchDisplayList
import TouchPlaygroundUI

/// ``PlaygroundRenderer/drawList(for:canvasSize:mutingScene:)`` with the scene
/// muted ahead of time: its stable prefix is exactly that of the first frame
/// after a press (the scene's colours are muted while the touch is
/// explained), so the pixels a window paints from it ahead of time are those
/// the press's frame would paint. Commands are compared themselves.
///
/// Also in scenes whose views show their own text (a label's, a button's
/// title, table rows'): such a text is placed clear of the touch's labels and
/// inserted where its view was drawn, so the stable prefix ends before the
/// first of them (table-cells, scroll-view).
@Suite struct MutedSceneAheadTests {
    static func prefix(_ list: DrawList) -> [DrawCommand] { Array(list.commands.prefix(list.stablePrefixCount)) }

    @Test(arguments: [
        "hit-testing", "windows", "tap-gesture", "responder-chain", "drag", "table-cells", "scroll-view",
    ])
    func theMutedSceneAheadIsTheFirstPressesPrefix(scene: String) throws {
        let harness = try SceneControllerHarness(scene: scene)
        let size = SceneControllerHarness.canvasSize
        let before = harness.controller.frame
        #expect(PlaygroundRenderer.mutesScene(for: before) == false)
        let shown = PlaygroundRenderer.drawList(for: before, canvasSize: size)
        #expect(PlaygroundRenderer.drawList(for: before, canvasSize: size, mutingScene: false).commands == shown.commands)
        let ahead = PlaygroundRenderer.drawList(for: before, canvasSize: size, mutingScene: true)
        #expect(ahead.stablePrefixCount > 0)
        #expect(Self.prefix(ahead) != Self.prefix(shown), "muting changes the scene's colours")

        let device = harness.controller.layout.deviceRect
        harness.controller.handleTouches(
            [TouchSample(finger: 1, phase: .down, location: CGPoint(x: device.midX, y: device.midY))],
            at: harness.milliseconds + 16)
        let pressed = harness.controller.frame
        #expect(PlaygroundRenderer.mutesScene(for: pressed))
        let first = PlaygroundRenderer.drawList(for: pressed, canvasSize: size)
        #expect(first.stablePrefixCount == ahead.stablePrefixCount)
        let differing = zip(Self.prefix(first), Self.prefix(ahead)).enumerated().filter { $0.element.0 != $0.element.1 }
        #expect(differing.isEmpty, "\(differing.map { "\($0.offset): \($0.element.0) / \($0.element.1)" })")
        #expect(ahead.size == first.size && ahead.background == first.background)
    }
}
