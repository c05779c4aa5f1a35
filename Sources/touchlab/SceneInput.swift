import ArgumentParser
import Foundation
import TouchCore
import TouchScenes

/// Where a command's scene comes from: a path, a library name, or the built-in default.
struct SceneInput {
    let text: String
    let file: String

    /// Reads `argument` (nil: the built-in default scene).
    static func load(_ argument: String?) throws -> SceneInput {
        guard let argument else { return SceneInput(text: BuiltInScenes.defaultScene, file: "default.yaml") }
        let library = SceneLibrary.locate()
        guard let path = library.path(for: argument) else {
            let known = library.entries().map { TerminalText.quoted($0.name) }
            let hint = known.isEmpty ? "" : " Library scenes: \(known.joined(separator: ", "))."
            throw ValidationError("No scene file or library scene named '\(TerminalText.quoted(argument))'.\(hint)")
        }
        return SceneInput(text: "", file: path)
    }

    /// The parsed scene, or the loader's error printed as `file:line:column: error: …`.
    func parse() throws -> SceneDocument {
        do {
            if text.isEmpty { return try SceneParser().parse(fileAtPath: file) }
            return try SceneParser().parse(text, file: file)
        } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(1)
        }
    }
}
