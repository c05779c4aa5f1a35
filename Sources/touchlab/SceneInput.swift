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
            let known = library.entries().map(\.name)
            let guess = SceneSuggestion.closest(to: argument, in: known).map { "; did you mean '\(TerminalText.quoted($0))'?" } ?? "."
            let hint = known.isEmpty ? "" : " Library scenes: \(known.map { TerminalText.quoted($0) }.joined(separator: ", "))."
            throw ValidationError("No scene file or library scene named '\(TerminalText.quoted(argument))'\(guess)\(hint)")
        }
        return SceneInput(text: "", file: path)
    }

    /// The script `name` of `document`, else its first script (`name` nil);
    /// a name that is not there is refused with the closest one and the list.
    static func script(named name: String?, in document: SceneDocument) throws -> SceneScript? {
        guard let name else { return document.scripts.first }
        if let found = document.script(named: name) { return found }
        let names = document.scripts.map(\.name)
        let guess = SceneSuggestion.closest(to: name, in: names).map { "; did you mean '\(TerminalText.quoted($0))'?" } ?? "."
        let list = names.isEmpty ? "none" : names.map { TerminalText.quoted($0) }.joined(separator: ", ")
        throw ValidationError(
            "Scene '\(TerminalText.quoted(document.name))' has no script named '\(TerminalText.quoted(name))'\(guess) Its scripts: \(list)."
        )
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
