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
        discussion: ExitStatus.discussion(
            "Exits with status 1 when any scene has a problem; warnings (such as an action that nothing sends) do not change the status. Without files, checks the whole library. - checks a scene piped to standard input."
        )
    )

    @Argument(help: "Scene files or library names; - reads one scene from standard input.", completion: ShellCompletion.scene)
    var scenes: [String] = []

    func run() throws {
        let library = SceneLibrary.locate()
        let targets = scenes.isEmpty ? library.entries().map(\.path) : scenes
        if targets.isEmpty { throw ValidationError("No scenes given and no scene library found.") }
        if targets.filter({ $0 == SceneInput.standardInputArgument }).count > 1 {
            throw ValidationError("'-' (a scene from standard input) can be given once: standard input is read once.")
        }
        var failures = 0
        for argument in targets {
            let input: SceneInput
            if argument == SceneInput.standardInputArgument {
                // Too large or not UTF-8: said on standard error, as a file's problem is.
                guard let piped = try? SceneInput.fromStandardInput(SceneInput.readStandardInput()) else {
                    failures += 1
                    continue
                }
                input = piped
            } else if let path = library.path(for: argument) {
                input = SceneInput(text: nil, file: path)
            } else {
                FileHandle.standardError.write(Data("\(TerminalText.quoted(argument)): error: no such file or library scene\n".utf8))
                failures += 1
                continue
            }
            // A scene that does not load has had its error printed as file:line:column: error: ….
            guard let (document, warnings) = try? input.parseWithWarnings() else {
                failures += 1
                continue
            }
            print("\(TerminalText.escaped(input.file)): ok — \(document.allViews.count) views, \(document.scripts.count) script(s)")
            // Warnings do not fail the check: the scene loads and plays.
            for warning in warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
        }
        if failures > 0 { throw ExitCode(1) }
    }
}
