import ArgumentParser
import Foundation
import TouchCore
import TouchScenes

/// `touchlab check`: validate scene files.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract:
            "Check scene files; print each problem as file:line:column: error: message, and each likely mistake as file:line:column: warning: message.",
        discussion:
            "Exits with status 1 when any scene has a problem; warnings (such as an action that nothing sends) do not change the status. Without files, checks the whole library."
    )

    @Argument(help: "Scene files or library names.", completion: ShellCompletion.scene)
    var scenes: [String] = []

    func run() throws {
        let library = SceneLibrary.locate()
        let targets = scenes.isEmpty ? library.entries().map(\.path) : scenes
        if targets.isEmpty { throw ValidationError("No scenes given and no scene library found.") }
        var failures = 0
        for argument in targets {
            guard let path = library.path(for: argument) else {
                FileHandle.standardError.write(Data("\(TerminalText.quoted(argument)): error: no such file or library scene\n".utf8))
                failures += 1
                continue
            }
            do {
                let (document, warnings) = try SceneParser().parseWithWarnings(fileAtPath: path)
                print("\(TerminalText.escaped(path)): ok — \(document.allViews.count) views, \(document.scripts.count) script(s)")
                // Warnings do not fail the check: the scene loads and plays.
                for warning in warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
            } catch {
                FileHandle.standardError.write(Data((error.description + "\n").utf8))
                failures += 1
            }
        }
        if failures > 0 { throw ExitCode(1) }
    }
}
