import Foundation
import TouchCore
import TouchPlaygroundUI
import TouchSDL
import TouchScenes

/// Your own UIKit code in the playground: build a `UIWindow` hierarchy in Swift — your
/// subclasses, recognizers, controls and controllers — and open the window on it, print
/// its trace for a script, or render the script to PNG files.
///
/// ```swift
/// try Playground.run(title: "E view") { makeWindow() }
/// print(Playground.trace(PlaygroundScript([.tap("EView")])) { makeWindow() }.text)
/// ```
///
/// `build` is called for every fresh world (the window's reload key, each trace), so
/// it should make new objects each time. It returns the key window; the playground
/// attaches it to an application and shows it. Pass `application` to use your own
/// `UIApplication` subclass, or to give it an app delegate. Scripts name views by
/// their trace name: `name` when set, else the class name — numbered in hierarchy
/// order when several unnamed objects share a class (`UIView#2`; `PlaygroundNaming`).
/// A `print` in your code is a line of the trace where it ran
/// (``print(_:separator:terminator:)``).
public enum Playground {
    /// Makes an application with the windows `build` returns, shown, the first key.
    public static func world(
        named name: String = "playground", application: () -> UIApplication = { UIApplication() },
        _ build: () -> [UIWindow]
    ) -> SceneWorld {
        let app = application()
        let world = SceneWorld(name: name, application: app, windows: build())
        PlaygroundNaming.numberUnnamed(in: world.windows)
        return world
    }

    // MARK: Run

    /// Opens the playground window on the hierarchy and runs until the user quits
    /// (Esc, Q, or closing the window). Throws ``PlaygroundRunError`` when there is
    /// no display, or ``PlaygroundRunError/problems(_:)`` when the hierarchy has a
    /// non-finite frame or is nested too deep (the window does not open) or registers
    /// an action its target does not implement (said on stderr at once, thrown when the
    /// window closes); use ``trace(_:application:_:)`` or
    /// ``shoot(_:into:title:canvasSize:application:_:)`` there.
    @MainActor
    public static func run(
        title: String = "playground", options: PlaygroundWindowOptions = PlaygroundWindowOptions(),
        application: @escaping () -> UIApplication = { UIApplication() },
        _ build: @escaping () -> UIWindow
    ) throws {
        try run(title: title, options: options, application: application, windows: { [build()] })
    }

    /// Opens the playground window on several windows (the first is the key window).
    @MainActor
    public static func run(
        title: String = "playground", options: PlaygroundWindowOptions = PlaygroundWindowOptions(),
        application: @escaping () -> UIApplication = { UIApplication() },
        windows build: @escaping () -> [UIWindow]
    ) throws {
        // The hierarchy's problems, found as each world is built and written at the top
        // of the window's log: a NaN transform or a hierarchy too deep would trap on the
        // first tap, so the window does not open; an action nobody implements is said
        // on stderr too, and thrown when the window closes.
        var problems: [PlaygroundProblem] = []
        func open() -> PlaygroundSceneWorld {
            let built = world(named: title, application: application, build)
            problems = PlaygroundAudit.problems(in: built.windows)
            for problem in problems { built.application.trace.record(.warning(problem.description)) }
            return PlaygroundSceneWorld(application: built.application, close: built.close)
        }
        let scene = PlaygroundScene(name: title, path: nil, open: open)
        let first = open()
        if problems.contains(where: \.stopsBeforePlaying) {
            first.close()
            throw PlaygroundRunError.problems(problems)
        }
        for problem in problems { FileHandle.standardError.write(Data("warning: \(problem)\n".utf8)) }
        do {
            try PlaygroundWindow.run(scenes: [scene], current: 0, world: first, options: options)
        } catch let error as PlaygroundWindowError {
            throw PlaygroundRunError(error)
        }
        if !problems.isEmpty { throw PlaygroundRunError.problems(problems) }
    }

    // MARK: Trace

    /// Plays `script` on a fresh hierarchy, on the virtual clock, and returns the trace.
    public static func trace(
        _ script: PlaygroundScript, application: () -> UIApplication = { UIApplication() },
        _ build: () -> UIWindow
    ) -> PlaygroundTrace {
        trace(script, application: application, windows: { [build()] })
    }

    /// Plays `script` on a fresh set of windows and returns the trace, with the
    /// ``PlaygroundTrace/problems`` that make the run a failure: an action its target
    /// does not implement (the script still plays), a step naming no view or several
    /// (the script stops there), a NaN transform, views nested deeper than
    /// ``maximumDepth`` or a step that cannot be played (nothing plays). Each is a
    /// `warning:` line in the trace too. Check ``PlaygroundTrace/succeeded``, or call
    /// ``PlaygroundTrace/check()``.
    public static func trace(
        _ script: PlaygroundScript, application: () -> UIApplication = { UIApplication() },
        windows build: () -> [UIWindow]
    ) -> PlaygroundTrace {
        let built = world(named: script.name, application: application, build)
        defer { built.close() }
        let trace = built.application.trace
        trace.isEnabled = true
        let problems = play(script.sceneScript, in: built, deliver: built.application.handle, advance: built.application.advance)
        return PlaygroundTrace(records: trace.records, problems: problems)
    }

    /// The deepest view nesting a playground plays (a window's direct subview is at
    /// depth 1). Hit-testing asks each level in turn, as UIKit's recursive
    /// `hitTest(_:with:)` does; ten thousand levels would overflow the stack.
    public static let maximumDepth = 1_000

    /// Checks the world and the script, then plays the script step by step, checking
    /// each step's names when it starts; records every problem as a `warning:` line.
    static func play(
        _ script: SceneScript, in built: SceneWorld, deliver: (HostInput) -> Void, advance: (TimeInterval) -> Void,
        onShot: (String) -> Void = { _ in }
    ) -> [PlaygroundProblem] {
        let trace = built.application.trace
        func warn(_ problem: PlaygroundProblem) {
            if trace.isEnabled { trace.record(.warning(problem.description)) }
        }
        var problems = PlaygroundAudit.problems(in: built.windows) + PlaygroundAudit.problems(in: script)
        problems.forEach(warn)
        if problems.contains(where: \.stopsBeforePlaying) { return problems }
        var player = SceneScriptPlayer(script, in: built)
        var known = PlaygroundNaming.numberUnnamed(in: built.windows)
        while player.nextTime != nil {
            // Views made since (a pushed controller's, a cell's) get their numbers before a step names them.
            known = PlaygroundNaming.numberUnnamed(in: built.windows, known: known)
            if let step = player.nextStep, let problem = PlaygroundAudit.problem(with: step, in: built) {
                advance(step.time)
                warn(problem)
                problems.append(problem)
                break
            }
            player.playNext(deliver: deliver, advance: advance, onShot: onShot)
        }
        // An action registered after the world was built (a cell's button made on
        // scrolling) is found when it is sent: its `ignored:` line is in the trace.
        let reported = Set(problems.map(\.description))
        var seen: Set<String> = []
        for record in trace.records {
            // An action method that could not take its sender said so as it was sent.
            if case .warning(let text) = record.kind, text.contains(UIResponder.senderMismatchMarker),
                seen.insert(text).inserted
            {
                problems.append(PlaygroundProblem(.senderMismatch, text))
            }
            guard case .ignoredInput(.actionNotImplemented(let target, let action)) = record.kind else { continue }
            let text =
                "\(target.name) does not implement \(action), sent at \(TraceFormatter.number(CGFloat(record.time))) s;"
                + " its action never ran. Declare it in its class: handleAction(\"\(action)\", Self.method) or"
                + " handleAction(\"\(action)\") { sender, event in … } (docs/uikit-api.md#porting)"
            let key = "\(target.name) \(action)"
            if reported.contains(where: { $0.hasPrefix("\(target.name) does not implement \(action),") }) { continue }
            if seen.insert(key).inserted { problems.append(PlaygroundProblem(.unimplementedAction, text)) }
        }
        return problems
    }

    // MARK: Shoot

    /// Plays `script` headlessly and writes a PNG of the playground at every `shot`
    /// step, or of the end when the script has none, into `folder` (created if
    /// missing); returns the paths written. Throws a ``PlaygroundFailure`` when the
    /// run has problems (as ``trace(_:application:windows:)`` lists them), after
    /// writing the pictures it could. The pictures are what the window would
    /// show at those moments, the same bytes on every run.
    @MainActor
    @discardableResult
    public static func shoot(
        _ script: PlaygroundScript, into folder: String, title: String = "playground",
        canvasSize: CGSize = CGSize(width: 1280, height: 860),
        application: () -> UIApplication = { UIApplication() }, _ build: () -> UIWindow
    ) throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let built = world(named: title, application: application) { [build()] }
        defer { built.close() }
        let session = PlaygroundSession(application: built.application)
        session.isPlayingScript = true  // the log stamps the script's clock, as `touchlab trace`
        let renderer = try HeadlessRenderer()
        var written: [String] = []
        var failure: Error?
        func capture(_ label: String) {
            guard failure == nil else { return }
            let name = [title, script.name, label].map { SafeFileName.component($0, fallback: "shot") }.joined(separator: "-")
            let path = PathText.joining(folder, name + ".png")
            let list = PlaygroundRenderer.drawList(for: session.frame(options: PlaygroundOptions()), canvasSize: canvasSize)
            do {
                try renderer.writePNG(list, to: path)
                written.append(path)
            } catch {
                failure = error
            }
        }
        let sceneScript = script.sceneScript
        let problems = play(sceneScript, in: built, deliver: session.handle, advance: session.advance, onShot: capture)
        if let problem = problems.first(where: \.stopsBeforePlaying) { throw PlaygroundFailure(problems: [problem]) }
        if sceneScript.shots.isEmpty { capture("final") }
        if let failure { throw failure }
        if !problems.isEmpty { throw PlaygroundFailure(problems: problems) }
        return written
    }

    // MARK: Logging

    /// Prints `text` into the running application's trace, as the articles'
    /// `NSLog(@"View Taped")` prints into the device log; with no trace recording, on
    /// stdout.
    public static func log(_ text: String) {
        let trace = UIApplication.shared.trace
        if trace.isEnabled {
            trace.message(text)
        } else {
            print(text)
        }
    }
}
