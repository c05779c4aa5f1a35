import Foundation
import Testing
import TouchDisplayList
import TouchPlaygroundUI
import TouchSDL

@testable import touchlab

/// Issue 27: every picture the README and docs/ show is made by
/// `make screenshots`, and each passes the checks `--check` runs (no text
/// over text, no line through a word, no short name cut; no text under 18 px
/// in a slide or storyboard). This reads the Makefile's `touchlab shoot`
/// lines and runs each one's draw lists — the same code that draws the
/// files (``ShootCommand/takePictures(_:_:canvas:picture:)``,
/// ``ShootCommand/playStoryboard(_:_:take:)``, the animation's frames) —
/// through the checks, without rasterising.
@MainActor
@Suite struct MediaCheckTests {
    nonisolated static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The arguments of every `touchlab shoot` in the Makefile's
    /// `screenshots` recipe, a `for scene in scenes/*.yaml` loop's once per
    /// library scene, paths made absolute.
    static func makeScreenshotsCommands() throws -> [[String]] {
        let makefile = try String(contentsOf: root.appendingPathComponent("Makefile"), encoding: .utf8)
        let recipe = makefile.components(separatedBy: "\nscreenshots:")[1].components(separatedBy: "\n\n")[0]
        let scenes = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("scenes").path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { "scenes/" + $0 }
        var commands: [[String]] = []
        for line in recipe.components(separatedBy: "\n") {
            guard let range = line.range(of: "touchlab shoot ") else { continue }
            var words: [String] = []
            for word in line[range.upperBound...].split(separator: " ") {
                if word.hasPrefix(">") || word == "||" || word.hasSuffix(";") { break }
                words.append(String(word).replacingOccurrences(of: "\"", with: ""))
            }
            let absolute = { (word: String) in
                word.hasPrefix("scenes/") || word.hasPrefix("docs/") ? root.appendingPathComponent(word).path : word
            }
            if words.contains("$$scene") {
                for scene in scenes { commands.append(words.map { $0 == "$$scene" ? absolute(scene) : absolute($0) }) }
            } else {
                commands.append(words.map(absolute))
            }
        }
        return commands
    }

    /// What `--check` finds in every picture `arguments` draws, and how many.
    static func problems(_ arguments: [String]) throws -> (problems: [String], pictures: Int) {
        // Without --check, which would end this process at the first problem.
        let command = try ShootCommand.parse(arguments.filter { $0 != "--check" })
        let document = try SceneInput.load(command.scene).parse()
        let chosen = try #require(try SceneInput.script(named: command.script, in: document))
        var problems: [String] = []
        var pictures = 0
        if command.storyboard {
            try command.playStoryboard(document, chosen) { moment, list, screen in
                pictures += 1
                problems += ShootCommand.storyboardProblems(list, screen, scale: StoryboardCrop.renderScale(for: 1))
            }
        }
        if command.animate {
            try command.playAnimation(
                document, chosen, canvas: command.pictureCanvas, path: "", drawsFrames: true,
                render: { list, screen in
                    pictures += 1
                    problems += ShootCommand.problems(
                        in: list, screen: screen, scale: command.pictureScale, minimumPixels: command.minimumTextPixels)
                    return RenderedImage(width: 1, height: 1, pixels: [0])
                },
                frame: { _, _, image in _ = try image() })
        }
        if command.quiz {
            command.takeQuizPictures(document, chosen, canvas: command.pictureCanvas) { label, list, screen in
                pictures += 1
                problems += ShootCommand.problems(in: list, screen: screen, scale: command.pictureScale, minimumPixels: nil)
                    .map { "\(label): \($0)" }
            }
        }
        if !command.storyboard && !command.animate && !command.quiz {
            command.takePictures(document, chosen, canvas: command.pictureCanvas) { label, list, screen in
                pictures += 1
                problems += ShootCommand.problems(
                    in: list, screen: screen, scale: command.pictureScale, minimumPixels: command.minimumTextPixels
                ).map { "\(label): \($0)" }
            }
        }
        return (problems, pictures)
    }

    @Test func everyPictureMakeScreenshotsDrawsPassesTheChecks() throws {
        let commands = try Self.makeScreenshotsCommands()
        // One per library scene, and the exploded view, the storyboard, the
        // private containers, two slides and the animation.
        #expect(commands.count >= 30 + 6, "\(commands.count) shoot lines found")
        #expect(commands.allSatisfy { $0.contains("--check") }, "make screenshots checks every picture")
        #expect(commands.contains { $0.contains("--animate") } && commands.contains { $0.contains("--storyboard") })
        #expect(commands.contains { $0.contains("slide") })
        for arguments in commands {
            let result = try Self.problems(arguments)
            #expect(result.pictures >= 1, "\(arguments)")
            #expect(result.problems.isEmpty, "\(arguments.joined(separator: " ")): \(result.problems)")
        }
    }

    /// Every picture the README and docs/*.md show is one `make screenshots`
    /// writes, so the test above covers it.
    @Test func everyMediumTheDocsShowIsMadeByMakeScreenshots() throws {
        let commands = try Self.makeScreenshotsCommands()
        let folders = Set(commands.compactMap { words in words.firstIndex(of: "--out").map { words[$0 + 1] } })
        let docs =
            try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 } + ["README.md"]
        let pattern = try NSRegularExpression(pattern: #"\(((?:docs/)?[A-Za-z0-9_./-]+\.(?:png|gif|webp))\)"#)
        var media: [String] = []
        for file in docs {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let link = String(text[Range(match.range(at: 1), in: text)!])
                media.append(link.hasPrefix("docs/") ? link : "docs/" + link)
            }
        }
        #expect(media.count >= 10, "\(media)")
        // Pictures of a browser, not of a draw list: nothing for the checks to read.
        let browserScreenshots: Set<String> = [
            "docs/lesson-page/table-cells-short-press.png",  // headless Chromium on a page `shoot --html` writes
            "docs/wasm-feasibility.png",  // headless Chromium on tools/wasm-probe.sh's page
        ]
        for medium in media where !browserScreenshots.contains(medium) {
            let folder = Self.root.appendingPathComponent(medium).deletingLastPathComponent().path
            #expect(folders.contains(folder), "\(medium) is not in a folder make screenshots writes")
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(medium).path), "\(medium) is missing")
        }
    }
}
