import ArgumentParser
import TouchCore
import TouchScenes

/// `touchlab list`: the scene library, each scene with its one-line summary
/// and, under it, the scripts `trace --script` and `shoot --script` accept.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the scenes in the library (scenes/) with a one-line description and their scripts."
    )

    func run() throws {
        let library = SceneLibrary.locate()
        let entries = library.entries()
        guard let directory = library.directory, !entries.isEmpty else {
            print("No scene library found (looked for scenes/default.yaml upward from here and from the executable; set TOUCHLAB_SCENES).")
            print("The built-in default scene is always available: touchlab trace")
            return
        }
        print("Scenes in \(TerminalText.escaped(directory)):")
        // Names and summaries come from other people's files: escaped and cut.
        let names = entries.map { TerminalText.quoted($0.name, limit: 60) }
        let width = names.map(\.count).max() ?? 0
        for (name, entry) in zip(names, entries) {
            print("  \(name.padding(toLength: width, withPad: " ", startingAt: 0))  \(TerminalText.quoted(entry.summary))")
            print("  \(String(repeating: " ", count: width))  \(Self.scripts(of: entry))")
        }
    }

    /// "scripts: a, b" for a scene that loads. The file is read by the
    /// loader, which stops at the scene size limit, so an oversized file
    /// costs no more than a scene; one that does not load says so instead.
    static func scripts(of entry: SceneLibrary.Entry) -> String {
        guard let document = try? SceneParser().parse(fileAtPath: entry.path) else {
            return "(does not load: touchlab check \(TerminalText.quoted(entry.name, limit: 60)) says why)"
        }
        let names = document.scripts.map { TerminalText.quoted($0.name, limit: 40) }
        return names.isEmpty ? "no scripts" : "scripts: \(names.joined(separator: ", "))"
    }
}
