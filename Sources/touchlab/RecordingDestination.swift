import Foundation
import TouchCore
import TouchPlaygroundUI
import TouchSDL
import TouchScenes

/// Where `touchlab run` saves a recorded gesture, and the saving itself.
///
/// The script (``TouchScenes/SceneScriptRecording``) is added to a scene file
/// as text (``TouchScenes/SceneScriptInsertion``), so the file's comments
/// stay, and written atomically (``TouchSDL/AtomicFileWriter``): a failed
/// write keeps the old file. The destination is `--record FILE` when given,
/// else the scene's own file; the built-in default scene, which has none,
/// records into `default-recorded.yaml` in the current folder. A destination
/// that does not exist yet starts as a copy of the scene's text, so it is a
/// whole scene that `touchlab trace FILE --script recorded-1` plays, and
/// that the window opens at once with the script picked.
struct RecordingDestination {
    /// `--record FILE`, or `nil` for the scene's own file.
    var file: String?

    /// The file name the built-in default scene records into.
    static let builtInFile = "default-recorded.yaml"

    /// Adds the script of `inputs`, recorded in `scene`, to the destination;
    /// the line saying where it went, and the destination as a scene the
    /// window opens with the new script picked.
    ///
    /// The destination keeps its identity: a symbolic link is
    /// written through, so its target gets the script and the link stays a
    /// link; the file keeps its mode and owner; a read-only (or unreadable)
    /// file is not replaced. The recording is never lost: when the
    /// destination cannot take it, the scene with the script is saved beside
    /// it (``besidePath(for:)``), or in the current or temporary folder, and
    /// the line says where and why.
    func save(_ inputs: [HostInput], in scene: PlaygroundScene) throws -> PlaygroundSavedRecording {
        let named = file ?? scene.path ?? Self.builtInFile
        let target = Self.resolvingLinks(named)
        let steps = SceneScriptRecording(inputs: inputs).steps
        var refusal = Self.refusal(target)
        var text: String?
        // Only a regular file is read (a pipe would block the window).
        if refusal == nil || refusal == Self.readOnly, FileManager.default.fileExists(atPath: target), access(target, R_OK) == 0 {
            text = try? String(contentsOfFile: target, encoding: .utf8)
            if text == nil, refusal == nil { refusal = "is not UTF-8 text" }
        }
        if text == nil, let source = scene.path {
            text = try? String(contentsOfFile: source, encoding: .utf8)
        }
        let base = text ?? BuiltInScenes.defaultScene
        var name = SceneScriptInsertion.freeName(in: base, file: named)
        var output: String
        do {
            output = try SceneScriptInsertion.inserting(script: name, steps: steps, comment: Self.comment, into: base, file: named)
        } catch {
            // The destination's text cannot take the script (a JSON scene,
            // `scripts:` in flow style, a file that is not a scene, the
            // scripts' limit reached): it is not replaced, and the recording
            // goes beside it, in the scene's own text when that takes it (a
            // destination that does not exist yet gets that text itself).
            (name, output) = Self.fallback(steps: steps, scene: scene, destination: named)
            var status = stat()
            if lstat(target, &status) == 0 { refusal = refusal ?? "cannot take the script (\(TerminalText.quoted("\(error)")))" }
        }
        if refusal == nil {
            do {
                try AtomicFileWriter().write(Array(output.utf8), to: target, keepingModeAndOwner: true)
                let line =
                    "Saved the script '\(name)' (\(Self.count(steps))) to \(named): touchlab trace \(named) --script \(name)"
                print(TerminalText.escaped(line))
                return PlaygroundSavedRecording(
                    message: line, scene: RunCommand.scene(name: PathText.stem(of: named), path: named), script: name)
            } catch {
                refusal = "could not be written (\(Self.reason(error)))"
            }
        }
        // The destination cannot take the script: a new scene file with it,
        // so the gesture the user just made is not lost.
        let beside = try Self.writeBeside(output, for: target)
        let line =
            "\(named) \(refusal ?? "could not be written"): saved the script '\(name)' (\(Self.count(steps))) "
            + "beside it, to \(beside): touchlab trace \(beside) --script \(name)"
        print(TerminalText.escaped(line))
        return PlaygroundSavedRecording(
            message: line, scene: RunCommand.scene(name: PathText.stem(of: beside), path: beside), script: name)
    }

    static let readOnly = "is read-only"

    /// The text a recording is kept in when its destination cannot take the
    /// script: the scene's own file with the script added, else the script
    /// alone under `scripts:`, with a comment saying which scene it was
    /// recorded in, to paste into that scene.
    static func fallback(steps: [String], scene: PlaygroundScene, destination: String) -> (name: String, text: String) {
        let source = scene.path.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? BuiltInScenes.defaultScene
        let name = SceneScriptInsertion.freeName(in: source, file: destination)
        if let output = try? SceneScriptInsertion.inserting(
            script: name, steps: steps, comment: comment, into: source, file: scene.path ?? destination)
        {
            return (name, output)
        }
        let origin = scene.path.map { "\(scene.name) (\($0))" } ?? scene.name
        let lines =
            ["# A script recorded in the playground in the scene \(origin), which cannot take it", "# as it is:"]
            + ["# paste it under that scene's `scripts:`.", "scripts:", "  \(name):"] + steps.map { "    " + $0 }
        return (name, lines.joined(separator: "\n") + "\n")
    }

    static let comment = ["Recorded in the playground: times from the first touch, places to the half point."]

    static func count(_ steps: [String]) -> String {
        "\(steps.count) step\(steps.count == 1 ? "" : "s")"
    }

    static func reason(_ error: any Error) -> String {
        if case TouchSDLError.cannotWrite(_, let reason) = error { return reason }
        return "\(error)"
    }

    /// `path` with its symbolic links followed (`realpath`), so the script
    /// goes into the file a link points to and the link stays; a path that
    /// does not exist yet (or a link pointing nowhere) is kept as written.
    static func resolvingLinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Why the file at `path` must not be replaced, or `nil`: a read-only
    /// file (no write bit, or not writable by this user) is the user's "do
    /// not change this", which a rename would otherwise ignore; an unreadable
    /// one cannot be added to without losing what it holds.
    static func refusal(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let isLink = lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
            return isLink ? "is a symbolic link to a file that does not exist (or a loop of links)" : nil
        }
        if (status.st_mode & S_IFMT) != S_IFREG { return "is not a regular file" }
        if status.st_mode & 0o222 == 0 || access(path, W_OK) != 0 { return readOnly }
        if access(path, R_OK) != 0 { return "cannot be read" }
        return nil
    }

    /// A file name beside `target` that nothing has yet: `drag-recorded.yaml`,
    /// then `drag-recorded-2.yaml` and on.
    static func besidePath(for target: String, in folder: String? = nil) -> String {
        let folder = folder ?? PathText.parent(of: target)
        let stem = SafeFileName.component(PathText.stem(of: target), fallback: "scene")
        var number = 1
        while true {
            let name = stem + (number == 1 ? "-recorded" : "-recorded-\(number)") + ".yaml"
            let path = PathText.joining(folder, name)
            var status = stat()
            if lstat(path, &status) != 0 { return path }
            number += 1
        }
    }

    /// Writes `output` to a new file beside `target`, else in the current
    /// folder, else in the temporary folder (only there when `target` is a
    /// device or pipe); its path. Throws only when none
    /// of them takes it, naming the last reason.
    static func writeBeside(_ output: String, for target: String) throws -> String {
        var failure: (any Error)?
        // Beside a device or pipe (`--record /dev/zero`) is no place for a
        // file: only the temporary folder is.
        var status = stat()
        let special = stat(target, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG
        let folders = special ? [NSTemporaryDirectory()] : [PathText.parent(of: target), ".", NSTemporaryDirectory()]
        for folder in folders {
            let path = besidePath(for: target, in: folder)
            do {
                try AtomicFileWriter().write(Array(output.utf8), to: path)
                return path
            } catch {
                failure = error
            }
        }
        throw failure ?? TouchSDLError.cannotWrite(path: target, reason: "no folder took the recording")
    }
}
