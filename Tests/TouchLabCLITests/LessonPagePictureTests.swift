import Foundation
import Testing
import TouchCore
import TouchPlaygroundUI
import TouchScenes

@testable import TouchSDL

/// A lesson page's picture of a record is the window paused at that record,
/// with the application as it was then — not as the next input left it.
@Suite struct LessonPagePictureTests {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scenes")

    /// Seed 002's short press: at 0.150 s the scroll view's delay runs out and
    /// the cell gets its withheld touchesBegan, while the finger is still
    /// down (it lifts at 0.300 s). The page's picture of that record is,
    /// pixel for pixel, the window's picture drawn here on its own: the
    /// script played only up to 0.150 s, paused on the released record. A
    /// picture taken after the 0.300 s input (the finger lifted, BackTap
    /// ended) would differ.
    @Test @MainActor func theReleasedTouchesBeganIsPicturedWhileTheFingerIsDown() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lesson-picture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ChildProcess.touchlab(
            ["shoot", "table-cells", "--script", "short-press", "--html", "--out", folder.path], mergingErrors: true, seconds: 300)
        #expect(result.status == 0, "\(result.output)")
        let html = try String(contentsOf: folder.appendingPathComponent("table-cells-short-press.html"), encoding: .utf8)
        let data = try #require(
            try JSONSerialization.jsonObject(with: Data(LessonPageBrowserTests.block("lesson-data", in: html).utf8)) as? [String: Any])
        // The pictures leave the window's footer out; the page says which of
        // Apple's text and the devices they follow (a withheld end released
        // after 0.15 s is the devices').
        let fidelity = try #require(data["fidelity"] as? String)
        #expect(fidelity.contains("Follows devices: a withheld touchesEnded is released after 0.15 s"), "\(fidelity)")
        #expect(html.contains("<p id=\"fidelity\"></p>"))
        let lines = try LessonPageBrowserTests.block("trace-data", in: html).split(separator: "\n").map(String.init)
        let released = try #require(lines.firstIndex { $0.contains("\"kind\":\"released\"") && $0.contains("\"time\":0.15") })
        let entry = try #require((data["records"] as? [[String: Any]])?[released])
        let frameIndex = try #require(entry["frame"] as? Int)
        let file = try #require((data["frames"] as? [String])?[frameIndex])
        let shown = try RenderedImage(contentsOfPNG: folder.appendingPathComponent(file).path)

        let expected = try { () throws -> RenderedImage in
            let document = try SceneParser().parse(fileAtPath: Self.scenes.appendingPathComponent("table-cells.yaml").path)
            let script = try #require(document.scripts.first { $0.name == "short-press" })
            let world = SceneBuilder().build(document)
            defer { world.close() }
            let session = PlaygroundSession(application: world.application)
            session.isPlayingScript = true
            SceneRunner().run(
                script, in: world,
                deliver: { input in if input.timestamp < 0.15 { session.handle(input) } },
                advance: { time in if time < 0.15 { session.advance(to: time) } })
            session.advance(to: 0.15)
            #expect(session.fingers.first?.isDown == true)
            let position =
                try #require(
                    session.sequence.firstIndex { if case .released = $0.kind { true } else { false } }) + 1
            #expect(position == released + 1, "the sequence is the whole trace so far")
            var options = PlaygroundOptions()
            options.isStillPicture = true
            var frame = session.frame(options: options)
            var cursor = PlaygroundStepCursor(count: session.sequence.count)
            cursor.step(position - 1)
            frame.stepCursor = cursor
            let (list, screen) = PlaygroundRenderer.render(frame, canvasSize: CGSize(width: 1280, height: 860))
            let image = try HeadlessRenderer().render(list, scale: 1)
            let crop = StoryboardCrop(screen: screen, scale: 1)
            return crop.cut(crop.device, from: image)
        }()
        #expect(shown.width == expected.width && shown.height == expected.height)
        #expect(shown.countOfPixelsDiffering(from: expected) == 0)
    }
}
