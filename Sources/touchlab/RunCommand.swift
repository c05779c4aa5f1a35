import ArgumentParser
import Foundation
import TouchCore

/// `touchlab run`: open the playground on the default scenario.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the playground window on the default scenario.",
        discussion: "Until the window lands (issue 5) this plays the default scenario headlessly and prints its trace."
    )

    func run() throws {
        print("TouchLab — the default scenario, played on a virtual clock:\n")
        try TraceCommand.parse([]).run()
    }
}
