import Foundation
import TouchCore
import TouchDrawing
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
/// their trace name: `name` when set, else the class name.
public enum Playground {
    /// Makes an application with the windows `build` returns, shown, the first key.
    public static func world(
        named name: String = "playground", application: () -> UIApplication = { UIApplication() },
        _ build: () -> [UIWindow]
    ) -> SceneWorld {
        let app = application()
        return SceneWorld(name: name, application: app, windows: build())
    }

    // MARK: Run

    /// Opens the playground window on the hierarchy and runs until the user quits
    /// (Esc, Q, or closing the window). Throws ``PlaygroundRunError`` when there is
    /// no display; use ``trace(_:application:_:)`` or
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
        func open() -> PlaygroundSceneWorld {
            let built = world(named: title, application: application, build)
            return PlaygroundSceneWorld(application: built.application, close: built.close)
        }
        let scene = PlaygroundScene(name: title, path: nil, open: open)
        do {
            try PlaygroundWindow.run(scenes: [scene], current: 0, world: open(), options: options)
        } catch let error as PlaygroundWindowError {
            throw PlaygroundRunError(error)
        }
    }

    // MARK: Trace

    /// Plays `script` on a fresh hierarchy, on the virtual clock, and returns the trace.
    public static func trace(
        _ script: PlaygroundScript, application: () -> UIApplication = { UIApplication() },
        _ build: () -> UIWindow
    ) -> PlaygroundTrace {
        trace(script, application: application, windows: { [build()] })
    }

    /// Plays `script` on a fresh set of windows and returns the trace.
    public static func trace(
        _ script: PlaygroundScript, application: () -> UIApplication = { UIApplication() },
        windows build: () -> [UIWindow]
    ) -> PlaygroundTrace {
        let built = world(named: script.name, application: application, build)
        defer { built.close() }
        built.application.trace.isEnabled = true
        SceneRunner().run(script.sceneScript, in: built)
        return PlaygroundTrace(records: built.application.trace.records)
    }

    // MARK: Shoot

    /// Plays `script` headlessly and writes a PNG of the playground at every `shot`
    /// step, or of the end when the script has none, into `folder` (created if
    /// missing); returns the paths written. The pictures are what the window would
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
        SceneRunner().run(sceneScript, in: built, deliver: session.handle, advance: session.advance, onShot: capture)
        if sceneScript.shots.isEmpty { capture("final") }
        if let failure { throw failure }
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
