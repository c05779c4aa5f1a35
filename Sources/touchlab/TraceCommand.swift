import ArgumentParser
import TouchCore
import TouchScenes

/// `touchlab trace`: play a scene's script and print the delivery log as it
/// is made.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Play a scene's script on a virtual clock and print the delivery trace in the seed-log style.",
        discussion: """
            Without a scene, the built-in default scene runs. A scene is a file path or a \
            library name (see `touchlab list`). With --logged, only what the scene's classes \
            log is printed — the log a device would show, line for line beside the article.
            """
    )

    @Argument(help: "A scene file, or the name of a library scene.")
    var scene: String?

    @Option(name: .long, help: "The script to play (default: the scene's first script).")
    var script: String?

    @Flag(name: .long, help: "Print only the calls the scene's objects log, and their messages, as a device log.")
    var logged = false

    @Flag(name: .long, help: "Print lines without call-depth indentation.")
    var flat = false

    func run() throws {
        let document = try SceneInput.load(scene).parse()
        let chosen = try SceneInput.script(named: script, in: document)
        let world = SceneBuilder().build(document)
        let application = world.application, trace = application.trace
        trace.isEnabled = true
        // Printed as it is made, step by step, and forgotten: a long script
        // of a big scene makes millions of records, which held until the end
        // took gigabytes before the first line appeared. Between steps no
        // call is open, so every record's outcome is filled in.
        func printRecords() {
            guard !trace.records.isEmpty else { return }
            let records = trace.records
            trace.removeAll()
            let lines = logged ? SceneLoggedLog.lines(records, world: world) : TraceFormatter.lines(records, indent: !flat)
            // Scene text (labels, messages, logged lines) may hold control characters.
            for line in lines { print(TerminalText.escaped(line)) }
        }
        if let chosen {
            SceneRunner().run(
                chosen, in: world,
                deliver: { input in
                    application.handle(input)
                    printRecords()
                },
                advance: { time in
                    application.advance(to: time)
                    printRecords()
                })
        }
        printRecords()
    }
}
