import ArgumentParser
import TouchCore

/// `touchlab trace`: print a scenario's delivery log.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print the delivery trace of the built-in default scenario in the seed-log style."
    )

    @Flag(name: .long, help: "Print lines without call-depth indentation.")
    var flat = false

    func run() throws {
        let scenario = BuiltInScenario.makeDefault()
        scenario.application.trace.isEnabled = true
        scenario.run()
        for line in TraceFormatter.lines(scenario.application.trace.records, indent: !flat) {
            print(line)
        }
    }
}
