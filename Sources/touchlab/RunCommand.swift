import ArgumentParser
import Foundation
import TouchCore
import TouchPlayground
import TouchPlaygroundUI
import TouchSDL
import TouchScenes

/// `touchlab run`: open the playground window on a scene (the default one unless named).
///
/// The user drives the application with the mouse (and touch, where the
/// machine has it) and watches hit-testing and the responder chain live, or
/// plays the scene's scripts in the window (Enter, or `--play`), at real time
/// or in slow motion (`--speed`). The window can switch (Tab) among the built-in
/// default scene and the library's scenes, starting on the one named, and
/// reloads the current scene when its file changes. Without a display it says so on stderr, points to
/// `touchlab shoot`, and exits with status 1 before SDL starts, so the user
/// sees one clear line and no SDL noise.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the playground window on a scene (the built-in default scene unless one is named).",
        discussion: ExitStatus.discussion(
            """
            Drag with the left mouse button to touch; press ? in the window for the keys, \
            G to record a gesture as a script (added to the scene's file, or to --record FILE), \
            Z (or --quiz) for a quiz that pauses each script at the moment to predict, \
            Esc or Q to quit. Needs a display (X11 or Wayland); without one, use \
            `touchlab shoot` to render the scene to a PNG.
            """)
    )

    @Argument(
        help: "A scene file, the name of a library scene (see `touchlab list`), or - to read the scene from standard input.",
        completion: ShellCompletion.scene)
    var scene: String?

    @Flag(name: .long, help: "Print each trace line on stdout as it is recorded.")
    var echoTrace = false

    @Option(name: .long, help: ArgumentHelp("The window's initial size in points.", valueName: "WxH"))
    var size = "1280x860"

    @Flag(name: .long, help: "Present frames with SDL's software renderer instead of an accelerated one.")
    var software = false

    @Option(
        name: .long,
        help: "standard, or slide: the device, the timeline and what happened large, for a projector (B switches).")
    var layout = PlaygroundLayoutKind.standard

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Record the live input as a script from the start, added to FILE (created from the scene if missing); G saves it.",
            valueName: "FILE"))
    var record: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Play this script of the scene when the window opens (repeat for several, played in turn).",
            valueName: "script"),
        completion: ShellCompletion.script)
    var play: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp("The speed scripts play at: 1, 0.5, 0.25 or 0.1 (slow motion); - and = change it.", valueName: "factor"))
    var speed: Double = 1

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Open on a quiz: the script plays and pauses at each question's moment until you answer (Z in the window)."))
    var quiz = false

    @Option(
        name: .long,
        help: ArgumentHelp("With --quiz: the script to quiz on (default: the scene's first script).", valueName: "name"),
        completion: ShellCompletion.script)
    var script: String?

    /// For the end-to-end test: close the window once the `--play` scripts
    /// have played, so the test reads the whole trace and an exit status.
    @Flag(name: .long, help: ArgumentHelp("Close the window after the --play scripts (testing).", visibility: .hidden))
    var exitAfterPlaying = false

    /// For the end-to-end test: with SDL_HINT_MOUSE_TOUCH_EVENTS=1 in the
    /// environment, SDL turns the (xdotool) mouse into finger events, and this
    /// takes input from those instead of the mouse, so the touch path runs.
    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Take touches from SDL's finger copies of the mouse (testing).",
            visibility: .hidden))
    var acceptMouseTouches = false

    /// The smallest window that still shows the device, the rail and the log.
    static let minimumSize = CGSize(width: 320, height: 240)

    func validate() throws {
        _ = try Self.windowSize(size)
        if script != nil, !quiz {
            throw ValidationError("--script names the script to quiz on: add --quiz (to play a script, use --play NAME).")
        }
        if quiz, !play.isEmpty {
            throw ValidationError("--quiz and --play both play scripts when the window opens: use one of them.")
        }
        guard speed > 0, speed <= 100, speed.isFinite else {
            throw ValidationError("--speed must be a factor above 0 and at most 100, such as 0.25 for slow motion, not \(speed).")
        }
    }

    func run() throws {
        var options = PlaygroundWindowOptions(
            size: try Self.windowSize(size),
            echoesTrace: echoTrace,
            acceptsMouseSynthesizedTouches: acceptMouseTouches,
            usesSoftwareRenderer: software
        )
        options.playsScripts = play
        options.playbackSpeed = speed
        options.exitsAfterPlaying = exitAfterPlaying
        options.startsQuiz = quiz
        options.layoutKind = layout
        let input = try SceneInput.load(scene)
        let document = try input.parse()
        if quiz {
            // The same check and message as `touchlab quiz`'s.
            guard let chosen = try SceneInput.script(named: script, in: document) else {
                throw ValidationError(
                    "Scene '\(TerminalText.quoted(document.name))' has no script to play, so there is nothing to predict.")
            }
            options.quizScript = chosen.name
        }
        for name in play where document.script(named: name) == nil {
            let known = document.scripts.map(\.name).joined(separator: ", ")
            throw ValidationError(
                "\(document.name) has no script named '\(name)'" + (known.isEmpty ? "." : "; its scripts: \(known)."))
        }
        var (scenes, current) = Self.scenes(startingWith: scene == nil || input.text != nil ? nil : input.file)
        if scene != nil, input.text != nil {
            // Piped in: shown by its name, with no file to watch or reload.
            scenes.append(PlaygroundScene(name: "\(document.name) (\(SceneInput.standardInputName))", path: nil) { Self.world(document) })
            current = scenes.count - 1
        }
        do {
            // ArgumentParser calls run() on the main thread; the window is
            // main-actor work (SDL must stay on the thread that started it).
            try MainActor.assumeIsolated {
                let destination = RecordingDestination(file: record)
                try PlaygroundWindow.run(
                    scenes: scenes, current: current, world: Self.world(document), options: options,
                    recorder: PlaygroundRecorder { inputs, scene in try destination.save(inputs, in: scene) },
                    recordsFromStart: record != nil)
            }
        } catch let error as PlaygroundWindowError {
            FileHandle.standardError.write(Data("touchlab run: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }

    /// The scenes the window switches among: the built-in default, then those
    /// of the library in `libraryDirectory`, and the scene file given on the
    /// command line when it is not one of those; with the index of the one to
    /// start on (`file`, or the built-in default when `nil`).
    static func scenes(
        startingWith file: String?,
        libraryDirectory: String? = SceneLibrary.locate().directory
    ) -> (scenes: [PlaygroundScene], current: Int) {
        let library = SceneLibrary(directory: libraryDirectory)
        let builtIn = PlaygroundScene(name: "default (built-in)", path: nil) {
            try world(SceneParser().parse(BuiltInScenes.defaultScene, file: "default.yaml"))
        }
        var scenes = [builtIn] + library.entries().map { scene(name: $0.name, path: $0.path, summary: $0.summary) }
        guard let file else { return (scenes, 0) }
        let folder = FileManager.default.currentDirectoryPath
        let wanted = PathText.normalized(file, in: folder)
        if let index = scenes.firstIndex(where: { $0.path.map { PathText.normalized($0, in: folder) } == wanted }) {
            return (scenes, index)
        }
        scenes.append(scene(name: PathText.stem(of: file), path: file))
        return (scenes, scenes.count - 1)
    }

    /// A scene read from `path` each time it is opened, so a reload sees the
    /// file as it is now.
    static func scene(name: String, path: String, summary: String? = nil) -> PlaygroundScene {
        PlaygroundScene(name: name, path: path, summary: summary.flatMap { $0.isEmpty ? nil : $0 }) {
            try world(SceneParser().parse(fileAtPath: path))
        }
    }

    /// The window's world for `document` (``TouchPlayground/PlaygroundSceneWorld/init(document:)``).
    static func world(_ document: SceneDocument) -> PlaygroundSceneWorld {
        PlaygroundSceneWorld(document: document)
    }

    /// The application of the default scene, as the window opens on it: the
    /// end-to-end test lays out exactly what the window shows.
    static func makeApplication() -> UIApplication {
        BuiltInScenario.makeDefault().application
    }

    /// The longest side `--size` may ask for, as `shoot --size`: a window of
    /// 16384 points a side needed a gigabyte of frame buffer.
    static let maximumSide = 8000

    /// `WxH` (e.g. `1280x860`) as a size, at least ``minimumSize`` and at
    /// most ``maximumSide`` a side.
    static func windowSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw ValidationError("--size must look like 1280x860 (width x height in points), not '\(text)'.")
        }
        guard CGFloat(width) >= minimumSize.width, CGFloat(height) >= minimumSize.height,
            width <= Self.maximumSide, height <= Self.maximumSide
        else {
            throw ValidationError(
                "--size \(text) is out of range: use at least"
                    + " \(Int(minimumSize.width))x\(Int(minimumSize.height)) and at most \(Self.maximumSide)x\(Self.maximumSide).")
        }
        return CGSize(width: CGFloat(width), height: CGFloat(height))
    }
}
