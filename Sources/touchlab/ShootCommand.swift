import ArgumentParser
import Foundation
import TouchCore
import TouchDrawing
import TouchSDL
import TouchScenes

/// `touchlab shoot`: a scene's script, rendered to PNG files with no display.
///
/// The script runs on the virtual clock through a playground session, so each picture
/// shows what the window would show at that moment: the views, the last touch's
/// hit-testing and responder chain, the fingers and the log. Rendering uses TouchRaster's
/// pure-Swift rasteriser (text from SDL_ttf) — no window, no X server — so the bytes are
/// the same on every run.
struct ShootCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shoot",
        abstract: "Render a scene's script to PNG screenshots, headlessly and deterministically.",
        discussion: """
            One PNG per `shot` step of the script; a script without shots gets one per \
            touch phase change (a finger going down, lifting or being cancelled). With \
            --final, only the state after the script ends. Files are named \
            SCENE-SCRIPT-SHOT.png and written atomically.
            """
    )

    @Argument(help: "A scene file, or the name of a library scene (default: the built-in default scene).")
    var scene: String?

    @Option(name: .long, help: "The folder to write PNG files into (created if missing).")
    var out: String

    @Option(name: .long, help: "The script to play (default: the scene's first script).")
    var script: String?

    @Option(name: .long, help: "Canvas size in points, WIDTHxHEIGHT.")
    var size: String = "1280x860"

    @Option(name: .long, help: "Pixels per point (1 to 4).")
    var scale: Double = 1

    @Flag(name: .long, help: "Write one picture: the state after the script ends.")
    var final = false

    @Flag(name: .long, help: "Name the file after the scene only (SCENE.png); implies --final.")
    var sceneName = false

    func validate() throws {
        guard Self.parseSize(size) != nil else { throw ValidationError("--size must look like 1280x860 (each 200 to 8000).") }
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be between 1 and 4.") }
    }

    static func parseSize(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, (200...8000).contains(parts[0]), (200...8000).contains(parts[1]) else { return nil }
        return CGSize(width: parts[0], height: parts[1])
    }

    func run() throws {
        let document = try SceneInput.load(scene).parse()
        guard let chosen = script.map({ document.script(named: $0) }) ?? document.scripts.first else {
            let names = document.scripts.map(\.name).joined(separator: ", ")
            throw ValidationError(
                "Scene '\(document.name)' has no script \(script.map { "named '\($0)'" } ?? "to play"). Its scripts: \(names.isEmpty ? "none" : names)."
            )
        }
        let folder = URL(fileURLWithPath: out)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ValidationError("Cannot create the output folder '\(out)': \(error.localizedDescription)")
        }
        let canvas = Self.parseSize(size)!
        let written = try MainActor.assumeIsolated {
            try shoot(document, chosen, into: folder, canvas: canvas)
        }
        for path in written { print(path) }
    }

    @MainActor
    private func shoot(_ document: SceneDocument, _ chosen: SceneScript, into folder: URL, canvas: CGSize) throws -> [String] {
        let world = SceneBuilder().build(document)
        let session = PlaygroundSession(application: world.application)
        let renderer = try HeadlessRenderer()
        var written: [String] = []
        let onlyFinal = final || sceneName
        let perPhase = !onlyFinal && chosen.shots.isEmpty
        var counter = 0
        var failure: Error?

        func capture(_ label: String) {
            guard failure == nil else { return }
            let name = sceneName ? "\(document.name).png" : "\(document.name)-\(chosen.name)-\(label).png"
            let path = folder.appendingPathComponent(name).path
            let list = PlaygroundRenderer.drawList(for: session.frame(options: PlaygroundOptions()), canvasSize: canvas)
            do {
                try renderer.writePNG(list, scale: CGFloat(scale), to: path)
                written.append(path)
            } catch {
                failure = error
            }
        }

        SceneRunner().run(
            chosen, in: world, deliver: session.handle, advance: session.advance,
            onShot: { name in if !onlyFinal { capture(name) } },
            onInput: { input in
                guard perPhase, case .touches(let samples, _) = input,
                    let change = samples.first(where: { $0.phase != .move })
                else { return }
                counter += 1
                capture(String(format: "%02d-%@", counter, change.phase.rawValue))
            })
        if onlyFinal { capture("final") }
        if let failure {
            throw ValidationError("Could not write a screenshot into '\(folder.path)': \(failure)")
        }
        return written
    }
}
