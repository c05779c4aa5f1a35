import ArgumentParser
import Foundation
import TouchCore
import TouchDisplayList
import TouchPlaygroundUI
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
        discussion: ExitStatus.discussion(
            """
            One PNG per `shot` step of the script; a script without shots gets one per \
            touch phase change (a finger going down, lifting or being cancelled), at most \
            --max-shots (100) in all. With --final, only the state after the script ends; \
            with --key-frame, only the script's key frame (its first shot, else the end). \
            --animate writes the script as an animated GIF and an animated WebP instead \
            (--speed 0.25 for slow motion), --storyboard one PNG of the moments where the \
            delivery decided something (the device and the timeline of each moment's slide, \
            at the slide's size, each captioned with what happened then; --size is only the \
            animation's). --layout slide draws 1920×1080 slides (--aspect 4:3: 1440×1080): the \
            device, the timeline and what happened large, the trace an excerpt, no text under \
            18 px. --html writes a lesson page for any \
            browser (no network needed, opens from file://): the picture at every trace \
            record, the trace with the current line highlighted, the timeline with its \
            cursor, the lesson and what each moment decided, stepped by keys, buttons or \
            taps and played at 1×, ½×, ¼× or ⅒×; its pictures go in a folder beside it. --check refuses a picture with text over text, a line through a word, a \
            short name cut, or (in a slide or storyboard) text under 18 px. --hide-private-containers leaves UIKit's \
            private container views out of the marks; slides and storyboards leave them out \
            unless --show-private-containers. \
            --caption adds a bar naming the scene, the script, the moment and what the \
            scene is about, so a picture makes a slide on its own. --zoom 4 \
            --zoom-center Switch magnifies the device around a view (or a screen point X,Y), \
            so a small control fills the picture. \
            Files are named SCENE-SCRIPT-SHOT.png, each name reduced to letters, digits and \
            safe punctuation, and written atomically: a failed write keeps the old file, \
            names the path and the system's reason, and exits with status 1. A picture with \
            text no installed font can draw is not written: the run names the text and the \
            missing characters and exits with status 1.
            """)
    )

    @Argument(
        help:
            "A scene file, the name of a library scene, or - to read the scene from standard input (default: the built-in default scene).",
        completion: ShellCompletion.scene)
    var scene: String?

    @Option(name: [.short, .long], help: "The folder to write PNG files into (created if missing).")
    var out: String

    @Option(name: .long, help: "The script to play (default: the scene's first script).", completion: ShellCompletion.script)
    var script: String?

    @Option(name: .long, help: "Canvas size in points, WIDTHxHEIGHT (default 1280x860; a slide's comes from --aspect).")
    var size: String?

    @Option(
        name: .long,
        help:
            "standard, or slide: the device, the timeline and what happened large, the trace an excerpt, no text under 18 px (1920×1080 or 1440×1080)."
    )
    var layout = PlaygroundLayoutKind.standard

    @Option(name: .long, help: "With --layout slide or --storyboard: the slide's shape, 16:9 (1920×1080) or 4:3 (1440×1080).")
    var aspect = SlideAspect.wide

    @Flag(
        name: .long,
        help:
            "Check each picture before writing it: no text over text, no line through a word, no short name cut, and no text under 18 px in a slide or storyboard; a picture that fails is not written (status 1)."
    )
    var check = false

    @Option(name: .long, help: "Pixels per point (1 to 4).")
    var scale: Double = 1

    @Flag(name: .long, help: "Write one picture: the state after the script ends.")
    var final = false

    @Flag(name: .long, help: "Write one picture: the script's key frame (its first shot step, else the end state).")
    var keyFrame = false

    @Flag(name: .long, help: "Name the file after the scene only (SCENE.png); implies --key-frame.")
    var sceneName = false

    @Flag(name: .long, help: "Add a caption bar: scene · script · time, and the scene's description.")
    var caption = false

    @Option(name: .long, help: "Zoom the device in FACTOR times (1 to 16), as the window's wheel does.")
    var zoom: Double?

    @Option(
        name: .customLong("zoom-center"),
        help: "With --zoom: what goes in the middle, a view's name or a screen point X,Y (default: the screen's centre).")
    var zoomCenter: String?

    @Option(name: .long, help: "The most pictures one run may write (1 to 10000).")
    var maxShots = ShootCommand.defaultMaximumShots

    @Flag(name: .long, help: "Write the script as an animation: SCENE-SCRIPT.gif and SCENE-SCRIPT.webp.")
    var animate = false

    @Option(name: .long, help: "With --animate: playback speed, 1 real time, 0.25 four times slower (0.05 to 4).")
    var speed = 1.0

    @Option(name: .long, help: "With --animate: frames per second (10 to 30).")
    var fps = 25

    @Option(name: .long, help: "With --animate: the most frames one animation may have (1 to 18000; default 1500).")
    var maxFrames = ShootCommand.defaultMaximumFrames

    @Option(
        name: .long,
        help:
            "With --animate: the largest animation file in MB (1 to 500; default 50), projected from a few frames before the rest are drawn."
    )
    var maxAnimationSize = ShootCommand.defaultMaximumAnimationMegabytes

    @Flag(
        name: .long,
        help: "Write one PNG of the moments where the delivery decided something, each captioned: SCENE-SCRIPT-storyboard.png.")
    var storyboard = false

    @Flag(
        name: .long,
        help:
            "Write the window's quiz (run --quiz): for each question, the window as it asks and as it answers, SCENE-SCRIPT-quiz-N-asked.png and …-answered.png."
    )
    var quiz = false

    @Flag(
        name: .long,
        help:
            "Write a lesson page for a browser: SCENE-SCRIPT.html and its pictures in SCENE-SCRIPT-frames/ (every script of the scene without --script)."
    )
    var html = false

    @Flag(name: .long, help: "Draw the device as an exploded 3D stack of layers with the touch as a ray through it.")
    var exploded = false

    // `.unconditional`: `--yaw -20` takes -20 as the value, not as an
    // unknown option, as `--yaw=-20` always did.
    @Option(
        name: .long, parsing: .unconditional,
        help: "With --exploded: degrees the stack is turned about the vertical axis (-75 to 75; default 38).")
    var yaw: Double?

    @Option(
        name: .long, parsing: .unconditional,
        help: "With --exploded: degrees the stack is tilted about the horizontal axis (-75 to 75; default -18).")
    var pitch: Double?

    @Flag(name: .long, help: "Show the hierarchy panel: every view in subview order with the touch's visit numbers and verdicts.")
    var hierarchy = false

    @Flag(
        name: .long,
        help:
            "Leave UIKit's private container views (UILayoutContainerView, UITransitionView, …) out of the marks, as Xcode's view debugger can; the picture says so."
    )
    var hidePrivateContainers = false

    @Flag(
        name: .long,
        help:
            "On a slide (--layout slide) or a storyboard, keep the marks of UIKit's private container views, which slides hide by default."
    )
    var showPrivateContainers = false

    func validate() throws {
        try validateHierarchyOptions()
        guard Self.parseSize(size ?? Self.defaultSize) != nil else {
            throw ValidationError("--size must look like 1280x860 (each 200 to 8000).")
        }
        if size != nil && layout == .slide {
            throw ValidationError(
                "--layout slide draws 1920×1080 or 1440×1080 (--aspect 16:9 or 4:3; --scale enlarges it): leave out --size.")
        }
        if size != nil && storyboard && !animate {
            throw ValidationError("--storyboard draws its frames as slides (--aspect 16:9 or 4:3): leave out --size.")
        }
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be between 1 and 4.") }
        if let zoom, !(1...Double(DeviceZoom.maximumScale)).contains(zoom) {
            throw ValidationError("--zoom must be between 1 and \(TraceFormatter.number(DeviceZoom.maximumScale)).")
        }
        if zoomCenter != nil && zoom == nil { throw ValidationError("--zoom-center needs --zoom FACTOR.") }
        if html && (animate || storyboard || quiz || final || keyFrame || sceneName || caption || zoom != nil || layout == .slide) {
            throw ValidationError(
                "--html writes a page with a picture at every trace record; leave out --animate, --storyboard, --quiz, --final, --key-frame, --scene-name, --caption, --zoom and --layout slide."
            )
        }
        guard (1...Self.maximumShotsLimit).contains(maxShots) else {
            throw ValidationError("--max-shots must be between 1 and \(Self.maximumShotsLimit).")
        }
        guard (0.05...4).contains(speed) else { throw ValidationError("--speed must be between 0.05 and 4.") }
        guard (10...30).contains(fps) else { throw ValidationError("--fps must be between 10 and 30.") }
        guard (1...Self.maximumFramesLimit).contains(maxFrames) else {
            throw ValidationError("--max-frames must be between 1 and \(Self.maximumFramesLimit).")
        }
        guard (1...Self.maximumAnimationMegabytesLimit).contains(maxAnimationSize) else {
            throw ValidationError("--max-animation-size must be between 1 and \(Self.maximumAnimationMegabytesLimit).")
        }
    }

    /// The canvas of a picture in the standard layout, unless `--size` says otherwise.
    static let defaultSize = "1280x860"

    /// The picture's size at `--scale 1`: a slide's from `--aspect`, else `--size`.
    var hostSize: CGSize {
        layout == .slide ? aspect.pixelSize : Self.parseSize(size ?? Self.defaultSize)!
    }

    /// The canvas the playground is laid out on, in points: `--size`, or a
    /// slide's canvas (``PlaygroundLayoutKind/canvasSize(forHostSize:)``).
    var pictureCanvas: CGSize { layout.canvasSize(forHostSize: hostSize) }

    /// Pixels per canvas point: `--scale`, times a slide's magnification.
    var pictureScale: CGFloat { layout.magnification(forHostSize: hostSize) * CGFloat(scale) }

    static func parseSize(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, (200...8000).contains(parts[0]), (200...8000).contains(parts[1]) else { return nil }
        return CGSize(width: parts[0], height: parts[1])
    }

    /// Most pictures one run writes unless `--max-shots` says otherwise: a
    /// script of a few gestures has a dozen phase changes, and one small scene
    /// could otherwise ask for a hundred thousand files.
    static let defaultMaximumShots = 100
    /// The most `--max-shots` may allow.
    static let maximumShotsLimit = 10_000

    func run() throws {
        let document = try SceneInput.load(scene).parse()
        guard let chosen = try SceneInput.script(named: script, in: document) else {
            throw ValidationError("Scene '\(TerminalText.quoted(document.name))' has no script to play.")
        }
        if animate {
            let canvas = pictureCanvas
            let width = Int((canvas.width * pictureScale).rounded()), height = Int((canvas.height * pictureScale).rounded())
            guard width * height <= Self.maximumAnimationPixels else {
                Self.fail(
                    "--animate draws frames of at most \(Self.maximumAnimationPixels) pixels (3840×2160 fits), and "
                        + "--size \(size ?? Self.defaultSize) at --scale \(TraceFormatter.number(CGFloat(scale))) makes frames of \(width)×\(height), "
                        + "\(width * height): a smaller --scale or --size draws smaller frames (each frame is kept uncompressed "
                        + "while the next is drawn, about 48 bytes a pixel in all).")
            }
            let seconds = Self.duration(of: chosen, in: document)
            let frames = animationFrames(for: seconds)
            guard frames <= maxFrames else {
                Self.fail(
                    "the script '\(TerminalText.quoted(chosen.name))' plays \(TraceFormatter.number(CGFloat(seconds))) s, which "
                        + "--animate draws as \(frames) frames at --fps \(fps) and --speed \(TraceFormatter.number(CGFloat(speed))), "
                        + "more than the \(maxFrames) one animation may have. A lower --fps, a higher --speed or a shorter script "
                        + "draws fewer (--max-frames raises the cap, up to \(Self.maximumFramesLimit)).")
            }
            try MainActor.assumeIsolated {
                try refuseOversizedAnimation(document, chosen, canvas: canvas, frames: frames)
            }
        }
        if html {
            let folder = try Self.outputFolder(out)
            let canvas = pictureCanvas
            try MainActor.assumeIsolated { try writeLessonPages(document, chosen, into: folder, canvas: canvas) }
            return
        }
        if animate || storyboard || quiz {
            let folder = try Self.outputFolder(out)
            let canvas = pictureCanvas
            try MainActor.assumeIsolated {
                if animate { try export(document, chosen, into: folder, canvas: canvas) }
                if storyboard { try writeStoryboard(document, chosen, into: folder, canvas: canvas) }
                if quiz { try writeQuiz(document, chosen, into: folder, canvas: canvas) }
            }
            return
        }
        let count = moment != .everyShot ? 1 : chosen.shots.isEmpty ? Self.phaseChanges(in: chosen, of: document) : chosen.shots.count
        guard count <= maxShots else {
            let what = chosen.shots.isEmpty ? "one per touch phase change" : "one per shot step"
            Self.fail(
                "the script '\(chosen.name)' would write \(count) screenshots (\(what)), more than the \(maxShots) one run may write. "
                    + "Pick the moments to keep with `- shot: NAME` steps in the script, or use --final for the end state "
                    + "(--max-shots raises the cap, up to \(Self.maximumShotsLimit)).")
        }
        let folder = try Self.outputFolder(out)
        let canvas = pictureCanvas
        try MainActor.assumeIsolated {
            try shoot(document, chosen, into: folder, canvas: canvas)
        }
    }

    /// Which pictures a run takes.
    enum Moment {
        /// Every `shot` step, or every touch phase change in a script without any.
        case everyShot
        /// The state after the script ends.
        case end
        /// The script's first `shot` step, or its end when it has none: the
        /// moment the scene's author chose to show (`drag` shows the drag, not
        /// the tap after it).
        case keyFrame
    }

    var moment: Moment {
        if final { return .end }
        return keyFrame || sceneName ? .keyFrame : .everyShot
    }

    /// Prints `message` as `touchlab shoot: …` on stderr and exits with status 1.
    static func fail(_ message: String) -> Never {
        fflush(nil)  // the paths written so far come first
        FileHandle.standardError.write(Data("touchlab shoot: \(message)\n".utf8))
        Self.exit(withError: ExitCode(1))
    }

    /// `--out`, created if missing, with its symbolic links resolved once: every
    /// file is then written directly in this folder, under a name that is one
    /// safe component (``TouchSDL/SafeFileName``), so no file lands outside it.
    static func outputFolder(_ out: String) throws -> String {
        if let code = makeFolder(out) {
            fail("Cannot create the output folder '\(TerminalText.quoted(out))': \(String(cString: strerror(code)))")
        }
        guard let resolved = realpath(out, nil) else {
            fail("Cannot use the output folder '\(TerminalText.quoted(out))': \(String(cString: strerror(errno)))")
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Creates `path` and its missing parents (`mkdir -p`); the `errno` of
    /// the step that failed, so the message can give the system's words
    /// ("Read-only file system", "Not a directory"), or `nil`.
    static func makeFolder(_ path: String) -> Int32? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? nil : ENOTDIR
        }
        let parent = PathText.parent(of: path)
        if parent != path, let code = makeFolder(parent) { return code }
        if mkdir(path, 0o777) == 0 { return nil }
        let code = errno
        return code == EEXIST && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? nil : code
    }

    /// The file name of a picture: the scene's, the script's and the
    /// moment's names, each reduced to a safe component.
    func fileName(scene: String, script: String, label: String) -> String {
        if sceneName { return SafeFileName.component(scene, fallback: "scene") + ".png" }
        return [
            SafeFileName.component(scene, fallback: "scene"), SafeFileName.component(script, fallback: "script"),
            SafeFileName.component(label, fallback: "shot"),
        ].joined(separator: "-") + ".png"
    }

    /// How many touch phase changes (a finger going down, lifting or being
    /// cancelled) `script` makes: the pictures a script without shots asks
    /// for. Counted on a fresh copy of the scene with nothing delivered.
    static func phaseChanges(in script: SceneScript, of document: SceneDocument) -> Int {
        let world = SceneBuilder().build(document)
        defer { world.close() }
        var count = 0
        SceneRunner().run(
            script, in: world, deliver: { _ in }, advance: { _ in },
            onInput: { input in
                if case .touches(let samples, _) = input, samples.contains(where: { $0.phase != .move }) { count += 1 }
            })
        return count
    }

    /// Why a picture is not written: `text` has `missing` characters no
    /// installed font has, which would be drawn as empty boxes.
    static func missingGlyphsMessage(_ text: String, _ missing: [Character], path: String) -> String {
        let characters = missing.map { character in
            character.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
        }
        let shown = text.trimmingCharacters(in: .whitespaces)
        return "the picture \(TerminalText.escaped(path)) would draw '\(TerminalText.quoted(shown))' with "
            + "\(missing.count == 1 ? "a character" : "characters") no installed font has (\(characters.joined(separator: ", "))); "
            + "install a font that has \(missing.count == 1 ? "it" : "them") (`make setup` installs fonts-wqy-microhei for Chinese) "
            + "or change the scene's text"
    }

    /// Plays the script, writing each picture as it is taken and printing its
    /// path; the first write that fails ends the run with the path and the
    /// system's reason, and the first picture with text no installed font can
    /// draw ends it unwritten, naming the text and the characters.
    @MainActor
    private func shoot(_ document: SceneDocument, _ chosen: SceneScript, into folder: String, canvas: CGSize) throws {
        let renderer = try HeadlessRenderer()
        var failure: String?
        takePictures(document, chosen, canvas: canvas) { label, list, screen in
            guard failure == nil else { return }
            let name = fileName(scene: document.name, script: chosen.name, label: label)
            let path = PathText.joining(folder, name)
            refuseIfChecked(
                Self.problems(in: list, screen: screen, scale: pictureScale, minimumPixels: minimumTextPixels), path: path)
            do {
                if let unprintable = try renderer.unprintableText(in: list).first {
                    failure = Self.missingGlyphsMessage(unprintable.text, unprintable.missing, path: path)
                    return
                }
                try renderer.writePNG(list, scale: pictureScale, to: path)
                print(TerminalText.escaped(path))
            } catch let error as TouchSDLError {
                if case .cannotWrite(let path, let reason) = error {
                    failure = "cannot write \(TerminalText.escaped(path)): \(reason)"
                } else {
                    failure = "cannot write \(TerminalText.escaped(path)): \(error)"
                }
            } catch {
                failure = "cannot write \(TerminalText.escaped(path)): \(error)"
            }
        }
        if let failure { Self.fail(failure) }
    }

    /// Plays the script and hands out each picture this run takes (its
    /// label — a shot's name, "final", or a phase change — its draw list and
    /// the layout it was drawn from) as it is taken: what `shoot` writes, and
    /// what `--check` and the tests read.
    @MainActor
    func takePictures(
        _ document: SceneDocument, _ chosen: SceneScript, canvas: CGSize,
        picture: (_ label: String, _ list: DrawList, _ screen: PlaygroundScreenLayout) -> Void
    ) {
        let world = SceneBuilder().build(document)
        if let zoomCenter, world.view(named: zoomCenter) == nil, Self.parsePoint(zoomCenter) == nil {
            world.close()
            Self.fail("--zoom-center '\(TerminalText.quoted(zoomCenter))' names no view of the scene and is not a screen point X,Y.")
        }
        let session = PlaygroundSession(application: world.application)
        session.isPlayingScript = true  // the log stamps the script's clock, as `touchlab trace`
        let moment = self.moment
        let perPhase = moment == .everyShot && chosen.shots.isEmpty
        var counter = 0
        var keyFrameTaken = false

        func capture(_ label: String, shot: String? = nil) {
            let (list, screen) = pictureList(
                session, world: world, document: document, script: chosen, scriptLabel: chosen.name, shot: shot, canvas: canvas)
            picture(label, list, screen)
        }

        SceneRunner().run(
            chosen, in: world, deliver: session.handle, advance: session.advance,
            onShot: { name in
                switch moment {
                case .everyShot: capture(name, shot: name)
                case .keyFrame where !keyFrameTaken:
                    keyFrameTaken = true
                    capture(name, shot: name)
                case .keyFrame, .end: break
                }
            },
            onInput: { input in
                guard perPhase, case .touches(let samples, _) = input,
                    let change = samples.first(where: { $0.phase != .move })
                else { return }
                counter += 1
                capture(String(format: "%02d-%@", counter, change.phase.rawValue))
            })
        if moment == .end || (moment == .keyFrame && !keyFrameTaken) { capture("final") }
        world.close()
    }
}
