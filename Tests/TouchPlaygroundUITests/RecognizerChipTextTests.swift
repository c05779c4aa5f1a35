import Foundation
import Testing

@testable import TouchPlaygroundUI

/// A recognizer's chip too long for its room keeps its state whole and
/// shortens its name: "UIScrollViewDelayedTouchesBeganGestureRecognizer · f…"
/// hid whether the recognizer failed, which is what the chip is there to say.
@Suite struct RecognizerChipTextTests {
    static let name = "UIScrollViewDelayedTouchesBeganGestureRecognizer"

    @Test func aShortenedChipKeepsItsStateWhole() {
        for width: CGFloat in [120, 160, 220, 300] {
            let text = PlaygroundRenderer.chipText(Self.name, state: "failed", width: width, size: 10)
            #expect(text.hasSuffix(" · failed"), "'\(text)' at \(width)")
            #expect(text != Self.name + " · failed")
            #expect(PlaygroundStyle.estimatedWidth(of: text, size: 10) <= width + 0.5, "'\(text)' is wider than \(width)")
        }
    }

    /// A chip cut to its view (no callout had room) keeps its state whole
    /// too, with the name's head and an ellipsis before it.
    @Test func aChipCutToItsViewKeepsItsStateWhole() {
        for width: CGFloat in [90, 120, 160, 220] {
            let text = PlaygroundRenderer.cutChipText(Self.name, state: "failed", width: width, size: 10)
            #expect(text.hasSuffix("… · failed"), "'\(text)' at \(width)")
            #expect(PlaygroundStyle.estimatedWidth(of: text, size: 10) <= width + 0.5, "'\(text)' is wider than \(width)")
        }
        #expect(PlaygroundRenderer.cutChipText("Pan", state: "began", width: 400, size: 10) == "Pan · began")
    }

    @Test func aChipThatFitsIsWhole() {
        let whole = Self.name + " · possible"
        #expect(PlaygroundRenderer.chipText(Self.name, state: "possible", width: 10_000, size: 10) == whole)
        #expect(PlaygroundRenderer.chipText("CTap", state: nil, width: 10, size: 10) == "CTap")
    }

    /// On the table-cells short press the scroll view's delaying recognizer
    /// has failed by 0.150 s: its chip on the device says "failed" whole.
    @Test func theTableCellsDelayingRecognizersChipSaysFailed() throws {
        let harness = try SceneControllerHarness(scene: "table-cells")
        harness.controller.play(scriptNamed: "short-press")
        harness.run(seconds: 0.2)
        let list = PlaygroundRenderer.drawList(for: harness.controller.frame, canvasSize: harness.controller.canvasSize)
        let chips = list.commands.compactMap { command -> String? in
            if case .text(let run) = command, run.string.hasPrefix("UIScrollViewDelayed"), run.string.contains(" · ") {
                return run.string
            }
            return nil
        }
        #expect(!chips.isEmpty)
        for chip in chips { #expect(chip.hasSuffix(" · failed"), "'\(chip)'") }
    }
}
