import Foundation
import TouchCore
import TouchDrawing
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
    func save(_ inputs: [HostInput], in scene: PlaygroundScene) throws -> PlaygroundSavedRecording {
        let path = file ?? scene.path ?? Self.builtInFile
        let existing = FileManager.default.fileExists(atPath: path)
        let text: String
        if existing {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } else if let source = scene.path {
            text = try String(contentsOfFile: source, encoding: .utf8)
        } else {
            text = BuiltInScenes.defaultScene
        }
        let name = SceneScriptInsertion.freeName(in: text, file: path)
        let steps = SceneScriptRecording(inputs: inputs).steps
        let output = try SceneScriptInsertion.inserting(
            script: name, steps: steps,
            comment: ["Recorded in the playground: times from the first touch, places to the half point."],
            into: text, file: path)
        try AtomicFileWriter().write(Array(output.utf8), to: path)
        let line =
            "Saved the script '\(name)' (\(steps.count) step\(steps.count == 1 ? "" : "s")) to \(path): "
            + "touchlab trace \(path) --script \(name)"
        print(TerminalText.escaped(line))
        let sceneName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return PlaygroundSavedRecording(
            message: line, scene: RunCommand.scene(name: sceneName, path: path), script: name)
    }
}
