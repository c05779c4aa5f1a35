import Foundation
import Testing
import TouchCore
import TouchPlaygroundUI
import TouchScenes

@testable import touchlab

#if canImport(Glibc)
    import Glibc
#endif

/// Saving a recording (G, `--record FILE`) keeps the scene file's identity
/// (issue #25, defect 4): a symbolic link is written through to its target,
/// the file keeps its mode, a read-only file is not replaced, and the
/// recording is never lost — it goes beside the file, and the line says where.
@Suite struct RecordingFileIdentityTests {
    static let sceneText = """
        # A scene the user keeps.
        name: kept
        windows:
          - name: UIWindow
            root:
              name: Controller
              view: {name: Board, color: "#ffffff"}
        scripts:
          tap-board:
            - tap: Board
        """

    /// A tap at (40, 50): one finger down and up.
    static let inputs: [HostInput] = [
        .touches([TouchSample(finger: 0, phase: .down, location: CGPoint(x: 40, y: 50))], timestamp: 1),
        .touches([TouchSample(finger: 0, phase: .up, location: CGPoint(x: 40, y: 50))], timestamp: 1.1),
    ]

    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-identity-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func mode(_ path: String) -> mode_t {
        var status = stat()
        _ = lstat(path, &status)
        return status.st_mode
    }

    static func save(into path: String) throws -> PlaygroundSavedRecording {
        try RecordingDestination(file: nil).save(Self.inputs, in: RunCommand.scene(name: "kept", path: path))
    }

    @Test func aSymlinkedSceneGetsTheScriptInItsTargetAndStaysALink() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = PathText.joining(folder, "real.yaml")
        let link = PathText.joining(folder, "link.yaml")
        try Self.sceneText.write(toFile: target, atomically: false, encoding: .utf8)
        #expect(symlink("real.yaml", link) == 0)
        let saved = try Self.save(into: link)
        #expect(Self.mode(link) & S_IFMT == S_IFLNK, "the link is still a link")
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("recorded-1:"), "the target has the script")
        #expect(saved.scene.path == link)
        #expect(saved.message.contains("to \(link)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["link.yaml", "real.yaml"])
    }

    @Test func aPrivateSceneStaysPrivate() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = PathText.joining(folder, "private.yaml")
        try Self.sceneText.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0o600) == 0)
        _ = try Self.save(into: path)
        #expect(Self.mode(path) & 0o7777 == 0o600)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("recorded-1:"))
    }

    /// A read-only scene (no write bit: even root, who may write anything,
    /// respects it) is left byte for byte; the script goes into a new scene
    /// beside it, which the line names and which plays.
    @Test func aReadOnlySceneIsRefusedAndTheRecordingSavedBeside() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = PathText.joining(folder, "locked.yaml")
        try Self.sceneText.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0o444) == 0)
        let saved = try Self.save(into: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.sceneText, "the read-only file is untouched")
        #expect(Self.mode(path) & 0o7777 == 0o444)
        let beside = PathText.joining(folder, "locked-recorded.yaml")
        #expect(saved.scene.path == beside)
        #expect(saved.message.contains("locked.yaml is read-only"), "\(saved.message)")
        #expect(saved.message.contains("beside it, to \(beside)"), "\(saved.message)")
        let text = try String(contentsOfFile: beside, encoding: .utf8)
        #expect(text.contains("tap-board:") && text.contains("recorded-1:"), "a whole scene with the script")
        // A second save does not overwrite the first one beside.
        let again = try Self.save(into: path)
        #expect(again.scene.path == PathText.joining(folder, "locked-recorded-2.yaml"))
        #expect(try String(contentsOfFile: beside, encoding: .utf8) == text)
    }

    /// `--record r` (issue #25, defect 1: a one-character relative name
    /// trapped in Foundation's path methods and killed the window with the
    /// recording): saved into `r` in the current folder, a fresh one, which
    /// only a child process may change — so the save runs in an exit test,
    /// with the name exactly as typed.
    @Test func aOneCharacterRecordFileIsSavedAndNamed() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let folder = try RecordingFileIdentityTests.folder()
            guard chdir(folder) == 0 else { exit(2) }
            let saved = try RecordingDestination(file: "r").save(
                RecordingFileIdentityTests.inputs, in: RunCommand.scene(name: "kept", path: "s"))
            let text = try String(contentsOfFile: PathText.joining(folder, "r"), encoding: .utf8)
            guard saved.scene.name == "r", saved.scene.path == "r", text.contains("recorded-1:") else { exit(3) }
            try? FileManager.default.removeItem(atPath: folder)
        }
        let said = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        #expect(said.contains("Saved the script 'recorded-1' (1 step) to r: touchlab trace r --script recorded-1"), "\(said)")
    }

    @Test func aLinkToNothingIsNotReplaced() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let link = PathText.joining(folder, "dangling.yaml")
        #expect(symlink("nowhere.yaml", link) == 0)
        let source = PathText.joining(folder, "source.yaml")
        try Self.sceneText.write(toFile: source, atomically: false, encoding: .utf8)
        let saved = try RecordingDestination(file: link).save(Self.inputs, in: RunCommand.scene(name: "kept", path: source))
        #expect(Self.mode(link) & S_IFMT == S_IFLNK)
        #expect(saved.scene.path == PathText.joining(folder, "dangling-recorded.yaml"))
        #expect(saved.message.contains("symbolic link"), "\(saved.message)")
    }

    /// A JSON scene cannot be extended as text (issue #25's "never lose the
    /// recording"): it was an error and the gesture was gone. Now the file
    /// is left as it was and the scene's script goes beside it, alone under
    /// `scripts:` with a comment saying where it came from, and the line
    /// says where.
    @Test func aJSONSceneIsKeptAndTheRecordingSavedBeside() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = PathText.joining(folder, "kept.json")
        let json = """
            {"name": "kept", "windows": [{"name": "UIWindow", "root": {"name": "Controller", "view": {"name": "Board"}}}]}

            """
        try json.write(toFile: scene, atomically: false, encoding: .utf8)
        let saved = try Self.save(into: scene)
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == json)
        let beside = PathText.joining(folder, "kept-recorded.yaml")
        let text = try String(contentsOfFile: beside, encoding: .utf8)
        #expect(text.contains("scripts:\n  recorded-1:\n    - "), "\(text)")
        #expect(text.contains("kept (\(scene))"), "\(text)")
        #expect(saved.message.contains("kept.json cannot take the script"), "\(saved.message)")
        #expect(saved.message.contains("beside it, to \(beside)"), "\(saved.message)")
    }

    /// `--record FILE` naming a file that is not a scene (someone's notes)
    /// does not replace it: the scene with the script goes beside it, and
    /// plays.
    @Test func aRecordFileThatIsNotASceneIsNotReplaced() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = PathText.joining(folder, "kept.yaml")
        try Self.sceneText.write(toFile: scene, atomically: false, encoding: .utf8)
        let notes = PathText.joining(folder, "notes.txt")
        try "Buy milk.\n".write(toFile: notes, atomically: false, encoding: .utf8)
        let saved = try RecordingDestination(file: notes).save(Self.inputs, in: RunCommand.scene(name: "kept", path: scene))
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "Buy milk.\n")
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == Self.sceneText)
        let beside = PathText.joining(folder, "notes-recorded.yaml")
        let document = try SceneParser().parse(try String(contentsOfFile: beside, encoding: .utf8), file: beside)
        #expect(document.script(named: "recorded-1") != nil && document.script(named: "tap-board") != nil)
        #expect(saved.script == "recorded-1" && saved.scene.path == beside)
    }
}
