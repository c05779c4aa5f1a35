import ArgumentParser
import Foundation
import TouchCore
import TouchScenes

/// Where a command's scene comes from: a path, a library name, standard input
/// (`-`), or the built-in default.
struct SceneInput {
    /// The scene's text when it is not read from a file (the built-in default, standard input).
    let text: String?
    /// The file read, or the name errors give the text (`default.yaml`, `<stdin>`).
    let file: String

    /// The argument that reads a scene from standard input, as `cat`, `diff` and
    /// `tar` take it; a file named `-` is `./-`.
    static let standardInputArgument = "-"
    /// What errors call standard input: `<stdin>:3:5: error: …`.
    static let standardInputName = "<stdin>"

    /// Reads `argument` (nil: the built-in default scene; `-`: standard input).
    static func load(_ argument: String?) throws -> SceneInput {
        guard let argument else { return SceneInput(text: BuiltInScenes.defaultScene, file: "default.yaml") }
        if argument == standardInputArgument { return try fromStandardInput(readStandardInput()) }
        let library = SceneLibrary.locate()
        guard let path = library.path(for: argument) else {
            let known = library.entries().map(\.name)
            let guess = SceneSuggestion.closest(to: argument, in: known).map { "; did you mean '\(TerminalText.quoted($0))'?" } ?? "."
            let hint = known.isEmpty ? "" : " Library scenes: \(known.map { TerminalText.quoted($0) }.joined(separator: ", "))."
            throw ValidationError("No scene file or library scene named '\(TerminalText.quoted(argument))'\(guess)\(hint)")
        }
        return SceneInput(text: nil, file: path)
    }

    /// The scene piped in: `bytes` (at most one more than a scene may have, so a
    /// larger one is refused as a file is), as UTF-8 text named `<stdin>`.
    static func fromStandardInput(_ bytes: [UInt8]) throws -> SceneInput {
        let limit = SceneLimits.default.fileBytes
        var problem: String?
        if bytes.count > limit {
            problem = "standard input holds more than \(limit) bytes, the most a scene may have; split it into several scenes"
        } else if String(validating: bytes, as: UTF8.self) == nil {
            problem = "standard input is not UTF-8 text; pipe the scene as UTF-8"
        }
        if let problem {
            FileHandle.standardError.write(Data("\(SceneError(file: standardInputName, line: 0, column: 0, message: problem))\n".utf8))
            throw ExitCode(1)
        }
        return SceneInput(text: String(decoding: bytes, as: UTF8.self), file: standardInputName)
    }

    /// Standard input up to one byte more than a scene may have: a larger input
    /// is refused without reading the rest into memory.
    static func readStandardInput() -> [UInt8] {
        [UInt8](FileHandle.standardInput.readData(ofLength: SceneLimits.default.fileBytes + 1))
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
        try parseWithWarnings().document
    }

    /// The parsed scene and its warnings, or the loader's error printed as `file:line:column: error: …`.
    func parseWithWarnings() throws -> (document: SceneDocument, warnings: [SceneWarning]) {
        do {
            guard let text else { return try SceneParser().parseWithWarnings(fileAtPath: file) }
            return try SceneParser().parseWithWarnings(text, file: file)
        } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(1)
        }
    }
}
