import Foundation
import Testing
import TouchCore

@testable import TouchPlaygroundUI

/// A view hit-testing skips says why in words that are true of it (SPEC H1): a
/// transparent view is not called hidden, a verdict chip is not repeated in the name,
/// and a view too narrow for name and verdict side by side keeps its name, with the
/// verdict below it.
@Suite struct SkippedViewLabelTests {
    func texts(_ file: String) throws -> [String] {
        let frame = try DeviceLabelLayoutTests.frameAfterFirstScript(file)
        return DeviceLabelLayoutTests.deviceTexts(DeviceLabelLayoutTests.render(frame, size: CGSize(width: 1280, height: 860)))
            .map(\.string)
    }

    @Test func skippedViewsAreNamedWithTheirOwnReasonOnce() throws {
        let texts = try texts("cannot-receive.yaml")
        // Both were asked by hitTest, so their chips give the reason; the names stand alone.
        #expect(texts.contains("HiddenCard"), "\(texts)")
        #expect(texts.contains("GhostCard"), "\(texts)")
        #expect(texts.contains("✗ hidden") && texts.contains("✗ alpha < 0.01"))
        #expect(!texts.contains { $0.hasPrefix("GhostCard (hidden)") || $0.hasPrefix("HiddenCard (hidden)") })
    }

    @Test func aSkippedViewWithoutAVerdictSaysWhichRuleSkipsIt() {
        let world = TraceWorld()
        world.add("Shown", CGRect(x: 0, y: 0, width: 300, height: 100))
        let ghost = world.add("Ghost", CGRect(x: 0, y: 200, width: 300, height: 100))
        ghost.alpha = 0
        let hidden = world.add("Gone", CGRect(x: 0, y: 400, width: 300, height: 100))
        hidden.isHidden = true
        world.add("Inside", CGRect(x: 10, y: 50, width: 200, height: 45), to: hidden)
        var renderer = PlaygroundRenderer(
            frame: world.session.frame(options: PlaygroundOptions()), canvasSize: CGSize(width: 1280, height: 860))
        renderer.drawAll()
        let texts = renderer.list.commands.compactMap { command -> String? in
            if case .text(let run) = command { return run.string }
            return nil
        }
        #expect(texts.contains("Ghost (transparent)"), "\(texts)")
        #expect(texts.contains("Gone (hidden)"), "\(texts)")
        #expect(texts.contains("Inside (in a hidden view)"), "\(texts)")
    }
}
