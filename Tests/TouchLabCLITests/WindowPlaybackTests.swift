import Foundation
import Testing

/// Every library scene plays every one of its scripts in the window, under a
/// private Xvfb, and the window's trace is `touchlab trace`'s for the same
/// script, line for line.
///
/// `touchlab run SCENE --play A --play B … --echo-trace --exit-after-playing`
/// rebuilds the scene before each script and plays it through the window's
/// controller, session and drawing, paced by SDL's clock, printing
/// `PLAYING A` … `PLAYED A` around the script's trace; the test compares each
/// such block with `touchlab trace SCENE --script A`. The window plays
/// fast-forwarded (`--speed 8`) to keep the test short: the speed only paces
/// when events happen on the wall clock (slow motion is checked at ⅒× on an
/// injected clock in TouchPlaygroundUITests' `PlaygroundLessonTests`).
@Suite(.serialized, .timeLimit(.minutes(10)))
struct WindowPlaybackTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let library = repository.appendingPathComponent("scenes")

    /// Each library scene file and its script names, in file order, as
    /// `touchlab list` prints them.
    static func libraryScripts() throws -> [(file: URL, scripts: [String])] {
        let listed = try ChildProcess.touchlab(["list"], environment: ["TOUCHLAB_SCENES": library.path]).output
        var scenes: [(URL, [String])] = []
        for line in listed.split(separator: "\n").map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("scripts: "), let last = scenes.indices.last {
                scenes[last].1 = trimmed.dropFirst("scripts: ".count).split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
            } else if line.hasPrefix("  "), !line.hasPrefix("   "), let name = trimmed.split(separator: " ").first {
                scenes.append((library.appendingPathComponent("\(name).yaml"), []))
            }
        }
        return scenes
    }

    @Test func everyLibraryScriptPlaysInTheWindowWithTheTraceOfTouchlabTrace() async throws {
        let display = try await VirtualDisplay.start()
        defer { display.stop() }
        let environment = display.environment

        let scenes = try Self.libraryScripts()
        #expect(scenes.count >= 20)
        var played = 0
        for (file, scripts) in scenes where !scripts.isEmpty {
            let arguments =
                ["run", file.path, "--echo-trace", "--software", "--speed", "8", "--exit-after-playing", "--size", "1024x700"]
                + scripts.flatMap { ["--play", $0] }
            let window = try await ChildProcess.run(ChildProcess.touchlab, arguments, environment: environment, seconds: 120)
            #expect(window.status == 0, "\(file.lastPathComponent): \(window.errors)")
            let blocks = Self.blocks(window.output)
            #expect(blocks.map(\.script) == scripts, "\(file.lastPathComponent)")
            for block in blocks {
                let trace = try await ChildProcess.touchlab(["trace", file.path, "--script", block.script])
                #expect(trace.status == 0)
                let expected = trace.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    .filter { !$0.isEmpty }
                #expect(
                    block.lines == expected,
                    "\(file.lastPathComponent) \(block.script): the window's trace differs from touchlab trace's")
                played += 1
            }
        }
        #expect(played >= 50)
    }

    /// The lines between each `PLAYING name` and `PLAYED name`.
    static func blocks(_ output: String) -> [(script: String, lines: [String])] {
        var blocks: [(String, [String])] = []
        var current: (String, [String])?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("PLAYING ") {
                current = (String(line.dropFirst("PLAYING ".count)), [])
            } else if line.hasPrefix("PLAYED "), let block = current {
                blocks.append(block)
                current = nil
            } else if !line.isEmpty, line != "READY" {  // the window's first frame, not a trace line
                current?.1.append(line)
            }
        }
        return blocks
    }
}
