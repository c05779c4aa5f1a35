import ArgumentParser
import Foundation
import TouchCore
import TouchInsight
import TouchPlaygroundUI
import TouchScenes

/// `touchlab why`: the window's selection panel as text — why a view did or did not
/// get a touch of a script, and what the next touch will see.
struct WhyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "why",
        abstract: "Explain why a view did or did not get a script's touch, as the window's selection panel does.",
        discussion: ExitStatus.discussion(
            """
            Plays the script on the virtual clock, then prints what the window shows when \
            the view is selected after it: the explanation of the last touch sequence with \
            the trace lines it rests on, the view's flags, the recognizers and control \
            actions that may act on its touches, and its responder chain. --touch N \
            explains the touch sequence that touch #N belongs to instead of the last one.
            """)
    )

    @Argument(
        help: "A scene file, the name of a library scene, or - to read the scene from standard input.", completion: ShellCompletion.scene)
    var scene: String

    @Argument(help: "The view to explain, by its name in the scene (as the trace names it).", completion: ShellCompletion.view)
    var view: String

    @Option(name: .long, help: "The script to play (default: the scene's first script).", completion: ShellCompletion.script)
    var script: String?

    @Option(name: .long, help: "Explain the touch sequence of touch #N (default: the last one).")
    var touch: Int?

    func validate() throws {
        if let touch, touch < 1 { throw ValidationError("--touch must be 1 or more (touches are numbered from #1).") }
    }

    func run() throws {
        let document = try SceneInput.load(scene).parse()
        let chosen = try SceneInput.script(named: script, in: document)
        let world = SceneBuilder().build(document)
        defer { world.close() }
        guard let target = Self.view(named: view, in: world) else {
            let names = Self.viewNames(in: world)
            let guess = SceneSuggestion.closest(to: view, in: names).map { " Did you mean '\(TerminalText.quoted($0))'?" } ?? ""
            throw ValidationError("Scene '\(TerminalText.quoted(document.name))' has no view named '\(TerminalText.quoted(view))'.\(guess)")
        }
        let session = PlaygroundSession(application: world.application)
        session.isPlayingScript = true  // its evidence quotes the script's lines as the window does, `@0.250`
        // The sequence that holds touch #N, as it stood when it ended: the session
        // keeps only the current sequence, so each step's is kept while it holds N.
        var chosenSequence: [TraceRecord]?
        func keep() {
            guard let touch else { return }
            let holds = session.sequence.contains { record in
                if case .hitTestTouch(touch, _, _) = record.kind { return true }
                return false
            }
            if holds { chosenSequence = session.sequence }
        }
        if let chosen {
            SceneRunner().run(
                chosen, in: world,
                deliver: { input in
                    session.handle(input)
                    keep()
                },
                advance: { time in
                    session.advance(to: time)
                    keep()
                })
        }
        let records: [TraceRecord]
        if let touch {
            guard let chosenSequence else {
                throw ValidationError(
                    "Script '\(TerminalText.quoted(chosen?.name ?? "none"))' has no touch #\(touch).")
            }
            records = chosenSequence
        } else {
            records = session.sequence
        }
        // Scene text (names, messages) may hold control characters: each line escaped.
        let report = ViewReport(view: target, records: records, playedUntil: session.playedUntil)
        for line in report.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            print(TerminalText.escaped(String(line)))
        }
    }

    /// The view named `name`, by its scene name or its trace name (UIKit's private
    /// views, a table's cells), case-sensitively first.
    static func view(named name: String, in world: SceneWorld) -> UIView? {
        if let view = world.view(named: name) { return view }
        return allViews(in: world).first { $0.traceName == name }
    }

    static func viewNames(in world: SceneWorld) -> [String] {
        allViews(in: world).map(\.traceName)
    }

    private static func allViews(in world: SceneWorld) -> [UIView] {
        var found: [UIView] = []
        func visit(_ view: UIView) {
            found.append(view)
            view.subviews.forEach(visit)
        }
        world.windows.forEach(visit)
        return found
    }
}
