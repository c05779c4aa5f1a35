import ArgumentParser
import Foundation
import TouchCore
import TouchInsight
import TouchPlayground
import TouchScenes

/// `touchlab trace`: play a scene's script and print the delivery log as it
/// is made.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Play a scene's script on a virtual clock and print the delivery trace in the seed-log style.",
        discussion: ExitStatus.discussion(
            """
            Without a scene, the built-in default scene runs. A scene is a file path or a \
            library name (see `touchlab list`). With --logged, only what the scene's classes \
            log is printed — the log a device would show, line for line beside the article. \
            --only and --receiver keep some lines (as the window's search does); a kept line \
            reads as in the whole trace. --format jsonl writes one JSON object per record \
            instead, for programs: its index in the whole trace, its time, kind, receiver, \
            touches and the text line (docs/trace-format.md).
            """)
    )

    @Argument(
        help: "A scene file, the name of a library scene, or - to read the scene from standard input.", completion: ShellCompletion.scene)
    var scene: String?

    @Option(name: .long, help: "The script to play (default: the scene's first script).", completion: ShellCompletion.script)
    var script: String?

    @Flag(name: .long, help: "Print only the calls the scene's objects log, and their messages, as a device log.")
    var logged = false

    @Flag(name: .long, help: "Print lines without call-depth indentation.")
    var flat = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "text (the default): the trace as a person reads it; jsonl: one JSON object per record (docs/trace-format.md).",
            valueName: "text|jsonl"))
    var format: TraceOutputFormat = .text

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Print only lines of these kinds: \(TraceLineCategory.allCases.map(\.title).joined(separator: ", ")).",
            valueName: "kind,…"),
        completion: ShellCompletion.lineKinds)
    var only: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Print only lines about this object (a view, recognizer or responder, by its trace name); repeat or separate with commas for several.",
            valueName: "name"))
    var receiver: [String] = []

    /// The filter `--only` and `--receiver` ask for, read as `PlaygroundTrace.filtered` reads it.
    func filter() throws -> TraceFilter {
        do {
            return try TraceFilter(only: only, receivers: receiver)
        } catch {
            throw ValidationError("--only: \(error)")
        }
    }

    func validate() throws {
        _ = try filter()
        if format == .jsonl && logged {
            throw ValidationError("--logged prints a device log, not trace records; leave it out with --format jsonl")
        }
        if format == .jsonl && flat {
            throw ValidationError("--flat changes only the text; each JSON record has its depth, so leave --flat out with --format jsonl")
        }
    }

    func run() throws {
        let filter = try filter()
        var seenNames: Set<String> = []
        var nextIndex = 0  // the first record's place in the whole trace (the JSON form's index)
        let subjects = TraceSubjectTable()  // the JSON form's object numbers, for the whole run
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
            var records = trace.records
            trace.removeAll()
            let firstIndex = nextIndex
            nextIndex += records.count
            if !filter.isEmpty && !filter.receivers.isEmpty {
                for record in records { for subject in record.subjects { seenNames.insert(subject.name) } }
            }
            if format == .jsonl {
                // Records and objects are numbered in the whole trace, so a kept
                // record reads as it does unfiltered; JSON escapes control characters itself.
                var out: [UInt8] = [], dropped: [UInt8] = []
                for (offset, record) in records.enumerated() {
                    if filter.isEmpty || filter.keeps(record) {
                        record.writeJSON(index: firstIndex + offset, subjects: subjects, to: &out)
                        out.append(UInt8(ascii: "\n"))
                    } else {
                        dropped.removeAll(keepingCapacity: true)
                        record.writeJSON(index: firstIndex + offset, subjects: subjects, to: &dropped)
                    }
                }
                Swift.print(String(decoding: out, as: UTF8.self), terminator: "")
                return
            }
            if !filter.isEmpty { records = records.filter { filter.keeps($0) } }
            let lines = logged ? SceneLoggedLog.lines(records, world: world) : TraceFormatter.lines(records, indent: !flat)
            // Scene text (labels, messages, logged lines) may hold control characters.
            for line in lines { Swift.print(TerminalText.escaped(line)) }
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
        // A name no line is about is most likely a typo: say so, with the closest name.
        for mismatch in TraceFilter.unmatchedReceivers(TraceFilter.receiverNames(receiver), subjects: seenNames) {
            FileHandle.standardError.write(Data("touchlab trace: \(mismatch)\n".utf8))
        }
    }
}
