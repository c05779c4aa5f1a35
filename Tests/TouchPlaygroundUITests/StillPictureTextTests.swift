import Foundation
import Testing
import TouchCore
import TouchScenes

@testable import TouchDisplayList
@testable import TouchInsight
@testable import TouchPlaygroundUI

/// A still picture (`touchlab shoot`) is read on a slide or a page: no hint
/// of a key or the pointer it has neither of, no text cut that a tooltip
/// would show whole in the window.
@Suite struct StillPictureTextTests {
    /// Words only the window's keys, pointer or hovering give a meaning to.
    static let windowHints = [
        "hidden views:", "F fits", "? keys", "drag turns", "wheel zooms", "E: flat", "Right-click", "right-click", "U shows",
    ]

    static func texts(_ list: DrawList) -> [String] {
        list.commands.compactMap { if case .text(let run) = $0 { return run.string } else { return nil } }
    }

    /// Every library scene's key frame, flat and exploded, with its private
    /// containers hidden or not: no window hint, and the fidelity footer in
    /// plain words, whole.
    @Test(arguments: try SceneLibrary.files())
    func aLibrarySceneKeyFrameHasNoWindowHintAndItsFidelityWordsWhole(_ file: String) throws {
        var frame = try DeviceLabelLayoutTests.frameAfterFirstScript(file)
        for exploded in [false, true] {
            for hiding in [false, true] {
                frame.options = PlaygroundOptions()
                frame.options.isStillPicture = true
                frame.options.hidesPrivateContainers = hiding
                frame.options.exploded = exploded ? ExplodedCamera.standard : nil
                let texts = Self.texts(PlaygroundRenderer.drawList(for: frame, canvasSize: CGSize(width: 1280, height: 860)))
                for hint in Self.windowHints {
                    #expect(!texts.contains { $0.contains(hint) }, "\(file) shows '\(hint)'")
                }
                let words = PlaygroundRendererFidelity.plainWords(frame.application.fidelity)
                let footer = texts.filter { words.contains($0) && $0.count > 8 }
                #expect(footer.joined(separator: " ") == words, "\(file): \(footer)")
                #expect(!footer.contains { $0.hasSuffix("…") })
            }
        }
    }

    /// The window keeps its hints and its two footer lines (hovering shows them whole).
    @Test func theWindowKeepsItsHints() throws {
        let frame = try DeviceLabelLayoutTests.frameAfterFirstScript("hit-testing.yaml")
        let texts = Self.texts(PlaygroundRenderer.drawList(for: frame, canvasSize: CGSize(width: 1280, height: 860)))
        #expect(texts.contains { $0.contains("hidden views: shown") })
        #expect(texts.contains { $0.contains("Right-click a view") })
    }
}
