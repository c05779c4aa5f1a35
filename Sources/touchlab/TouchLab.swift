import ArgumentParser

/// `touchlab`: trace, check and show how iOS delivers a touch.
@main
struct TouchLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchlab",
        abstract: "See how iOS delivers a touch: hit-testing, gesture recognizers and the responder chain.",
        discussion: ExitStatus.root(
            """
            Every command runs the scenario on a virtual clock, so its output is the same on \
            every run. `touchlab trace` prints the delivery log in the style of the logs \
            iOS developers print on a device.
            """),
        version: TouchLabBuild.versionLine,
        subcommands: [
            TraceCommand.self, CheckCommand.self, ListCommand.self, WhyCommand.self, ShootCommand.self, SiteCommand.self, RunCommand.self,
            QuizCommand.self,
            BenchCommand.self,
        ],
        defaultSubcommand: TraceCommand.self
    )
}
