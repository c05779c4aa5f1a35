import Foundation
import Testing

/// `touchlab check` warns about what loads but is probably a mistake — an
/// action a responder implements that nothing sends (SPEC C4, C5) — and
/// `touchlab list` prints every description whole.
@Suite struct SceneWarningAndListTests {
    static let scenes = SceneCommandTests.scenes

    /// A controller implementing `like`, `star` and `share`: a button sends
    /// `like` to it, a custom control sends `star` to it, nothing sends
    /// `share`. On iOS `share` would be dead code; `check` says so at the
    /// line and column where `share` is written, and still passes.
    @Test func checkWarnsAboutAnActionNothingSendsAtItsLine() throws {
        let text = """
            name: unsent
            windows:
              - name: UIWindow
                root:
                  name: ListController
                  actions:
                    like: Like fired
                    star: Star fired
                    share: Share fired
                  view:
                    name: ListView
                    subviews:
                      - kind: button
                        name: LikeButton
                        frame: [20, 100, 80, 44]
                        targets: [{target: ListController, action: like, events: touchUpInside}]
                      - kind: control
                        name: StarControl
                        frame: [120, 100, 80, 44]
                        targets: [{target: ListController, action: star, events: touchUpInside}]
            scripts:
              tap: [{tap: LikeButton}]

            """
        let file = try Self.write(text, named: "unsent.yaml")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try ChildProcess.touchlab(["check", file])
        #expect(result.status == 0, "a warning does not fail the check:\n\(result.errors)")
        #expect(result.output.contains("unsent.yaml: ok"))
        let lines = text.components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains("share: Share fired") }) + 1
        let column = try #require(lines[line - 1].firstIndex(of: "s")).utf16Offset(in: lines[line - 1]) + 1
        let warnings = result.errors.split(separator: "\n").map(String.init)
        #expect(warnings.count == 1, "\(result.errors)")
        #expect(warnings.first?.hasPrefix("\(file):\(line):\(column): warning: ") == true, "\(result.errors)")
        #expect(warnings.first?.contains("ListController implements the action 'share', but nothing in the scene sends it") == true)
    }

    /// A nil-target action travels the responder chain from the first
    /// responder (SPEC C5): any responder implementing it may get it, so none
    /// is warned about. A target naming another responder sends nothing to
    /// this one, so an action only that other responder receives is still
    /// unsent here.
    @Test func aNilTargetSendsToEveryImplementerAndANamedTargetOnlyToItsOwn() throws {
        let text = """
            name: nil-target
            firstResponder: NoteView
            windows:
              - name: UIWindow
                root:
                  name: NotesController
                  actions: [paste, save]
                  view:
                    name: RootView
                    actions: [save]
                    subviews:
                      - name: NoteView
                        frame: [20, 100, 300, 200]
                        canBecomeFirstResponder: true
                        actions: [paste]
                      - kind: button
                        name: PasteButton
                        frame: [20, 400, 80, 44]
                        targets:
                          - {target: nil, action: paste, events: touchUpInside}
                          - {target: RootView, action: save, events: touchUpInside}
            scripts:
              paste: [{tap: PasteButton}]

            """
        let file = try Self.write(text, named: "nil-target.yaml")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try ChildProcess.touchlab(["check", file])
        #expect(result.status == 0, "\(result.errors)")
        let warnings = result.errors.split(separator: "\n").map(String.init)
        #expect(warnings.count == 1, "\(result.errors)")
        #expect(warnings.first?.contains("NotesController implements the action 'save'") == true, "\(result.errors)")
        #expect(!result.errors.contains("'paste'"))
    }

    /// Every action of every library scene is sent by something.
    @Test func theLibraryHasNoActionThatNothingSends() throws {
        let result = try ChildProcess.touchlab(["check"])
        #expect(result.status == 0)
        #expect(!result.errors.contains("warning:"), "\(result.errors)")
    }

    /// Each library scene's `description:` appears whole in `touchlab list`
    /// (its lines wrapped under the description column, none wider than the
    /// list's width), never cut with "… (N characters)".
    @Test func listPrintsEveryDescriptionWhole() throws {
        let result = try ChildProcess.touchlab(["list"])
        #expect(result.status == 0)
        #expect(!result.output.contains("characters)"))
        let joined = result.output.replacingOccurrences(
            of: #"\n {4,}(?! *(scripts: |no scripts|\(does not load))"#, with: " ", options: .regularExpression)
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.scenes.path).filter { $0.hasSuffix(".yaml") }
        #expect(files.count > 20)
        for file in files {
            let text = try String(contentsOf: Self.scenes.appendingPathComponent(file), encoding: .utf8)
            let description = try #require(
                text.split(separator: "\n").first { $0.hasPrefix("description: ") }?.dropFirst("description: ".count))
            #expect(joined.contains(description), "\(file)'s description is not whole in:\n\(result.output)")
        }
        for line in result.output.split(separator: "\n") where !line.contains("scripts: ") {
            #expect(line.count <= 100, "'\(line)' is wider than the list")
        }
    }

    /// A description far longer than a line (here 600 characters, with a word
    /// longer than a line) is printed whole too, wrapped.
    @Test func aLongDescriptionIsWrappedNotCut() throws {
        let library = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: library) }
        let word = String(repeating: "x", count: 130)
        let description = (1...40).map { "word\($0)" }.joined(separator: " ") + " " + word + " end"
        try "name: long\ndescription: \(description)\nwindows:\n  - name: UIWindow\n".write(
            to: library.appendingPathComponent("long.yaml"), atomically: true, encoding: .utf8)
        try "name: default\nwindows:\n  - name: UIWindow\n".write(
            to: library.appendingPathComponent("default.yaml"), atomically: true, encoding: .utf8)
        let result = try ChildProcess.touchlab(["list"], environment: ["TOUCHLAB_SCENES": library.path])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("  long ") })
        let end = try #require(
            lines[(start + 1)...].firstIndex { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return ["scripts: ", "no scripts", "(does not load"].contains { trimmed.hasPrefix($0) }
            })
        let printed = lines[start..<end].map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(printed.joined(separator: " ").replacingOccurrences(of: "  ", with: " ").hasSuffix("end"))
        #expect(printed.joined().contains(word), "the long word is broken across lines, not cut")
        #expect(printed.joined(separator: " ").contains("word1 word2 word3"))
        #expect(lines[start..<end].allSatisfy { $0.count <= 100 })
    }

    static func write(_ text: String, named name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-warn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
