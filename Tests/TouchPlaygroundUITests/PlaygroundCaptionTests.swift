import Foundation
import Testing

@testable import TouchDisplayList
@testable import TouchPlaygroundUI

/// The caption bar of `touchlab shoot --caption`: below the playground, never
/// over it, saying which scene, script and moment, and what the scene is about.
@Suite struct PlaygroundCaptionTests {
    let canvas = CGSize(width: 900, height: 700)

    func texts(_ list: DrawList) -> [TextRun] {
        list.commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    @Test func theBarSitsBelowThePlaygroundAndTheCanvasKeepsItsSize() {
        let playground = PlaygroundCaption.playgroundSize(for: canvas)
        #expect(playground == CGSize(width: 900, height: 700 - PlaygroundCaption.height))
        var drawn = DrawList(size: playground)
        drawn.fill(CGRect(origin: .zero, size: playground), .blue)
        let caption = PlaygroundCaption(scene: "drag", script: "drag-down-right", time: 0.5, description: "MovedView follows the finger.")
        let list = caption.adding(to: drawn, canvasSize: canvas)
        #expect(list.size == canvas)
        #expect(list.commands.first == drawn.commands.first)
        let runs = texts(list)
        #expect(runs.map(\.string) == ["drag · drag-down-right · 0.500 s", "MovedView follows the finger."])
        #expect(runs.allSatisfy { $0.origin.y >= playground.height && $0.origin.y < canvas.height })
    }

    @Test func aLongDescriptionWrapsToTwoLinesAndSaysItGoesOn() {
        let words = Array(repeating: "hit-testing visits the frontmost subview first", count: 12).joined(separator: " ")
        let caption = PlaygroundCaption(scene: "s", script: "t", time: 0, description: words + "\n")
        let lines = caption.descriptionLines(width: 400)
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix(" …"))
        #expect(!lines[0].hasSuffix("…"))
        // A short one stays whole, its YAML line break gone.
        #expect(
            PlaygroundCaption(scene: "s", script: "t", time: 0, description: "One line.\n").descriptionLines(width: 400) == ["One line."])
        #expect(PlaygroundCaption(scene: "s", script: "t", time: 0, description: "").descriptionLines(width: 400).isEmpty)
    }
}
