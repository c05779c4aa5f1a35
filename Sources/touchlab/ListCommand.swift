import ArgumentParser
import TouchCore
import TouchScenes

/// `touchlab list`: the scene library with one line each.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the scenes in the library (scenes/) with a one-line description."
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
        }
    }
}
