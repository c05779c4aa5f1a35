import ArgumentParser
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
        print("Scenes in \(directory):")
        let width = entries.map(\.name.count).max() ?? 0
        for entry in entries {
            print("  \(entry.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(entry.summary)")
        }
    }
}
