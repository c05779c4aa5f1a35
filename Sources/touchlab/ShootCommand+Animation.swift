import Foundation
import TouchCore
import TouchDisplayList
import TouchPlaygroundUI
import TouchSDL
import TouchScenes

/// `touchlab shoot --animate`: a script as moving pictures for slides and web
/// pages (`--storyboard`, its handout, is ShootCommand+Storyboard).
extension ShootCommand {
    /// The most frames a storyboard shows: the first moments, then the end.
    static let maximumStoryboardPanels = 12

    /// Most frames `--animate` draws unless `--max-frames` says otherwise: a
    /// minute at 25 frames per second (a 3,600 s script inside the
    /// scene limits would otherwise ask for 90,000).
    static let defaultMaximumFrames = 1_500
    /// The most `--max-frames` may allow: twelve minutes at 25 fps.
    static let maximumFramesLimit = 18_000
    /// Largest animation file, in megabytes, unless `--max-animation-size`
    /// says otherwise; and the most it may allow.
    static let defaultMaximumAnimationMegabytes = 50
    static let maximumAnimationMegabytesLimit = 500
    /// The most pixels an animation's frame may have: a 4K frame (3840×2160,
    /// 8,294,400) fits, and 1280×860 up to `--scale` 2.75. Drawing and
    /// encoding keep about 48 bytes a pixel (the frame shown, the one
    /// before, the canvas, the changed rectangle's copy and the WebP
    /// encoder's own), so this keeps `--animate` under 500 MB; `--scale 4`
    /// at the default size took 840 MB, and the largest canvas (16,384
    /// pixels a side) would take 13 GB.
    static let maximumAnimationPixels = 8_388_608

    /// How long `script` plays, in script seconds: the last moment it
    /// delivers or advances to, counted on a fresh copy of the scene with
    /// nothing drawn, so a too-long animation is refused before any work.
    static func duration(of script: SceneScript, in document: SceneDocument) -> TimeInterval {
        let world = SceneBuilder().build(document)
        defer { world.close() }
        var end: TimeInterval = 0
        SceneRunner().run(
            script, in: world,
            deliver: { input in end = max(end, input.timestamp) },
            advance: { time in end = max(end, time) })
        return end
    }

    /// The frames `--animate` draws for a script of `duration` seconds: one
    /// every `speed / fps` script seconds, the first at 0.
    func animationFrames(for duration: TimeInterval) -> Int {
        Int((duration / (speed / Double(fps)) + 1e-9).rounded(.down)) + 1
    }

    /// Plays the script on a fresh copy of the scene on the virtual clock and
    /// hands out its pictures as `shoot --animate` takes them: the
    /// animation's frame `index` every `speed / fps` seconds of script time
    /// (the clock moved to it), and whether anything but the clock changed
    /// since the frame before (input, a trace record, a finger:
    /// ``PlaygroundSession/revision``). Each callback gets a closure that
    /// draws the picture of that moment, so a caller that needs only some
    /// frames (the size estimate) pays only for those, and each frame shows
    /// the same state whether or not the ones before it were drawn.
    ///
    /// `render` turns a frame's draw list into its picture (the default
    /// rasterises it); a test reads the lists through it.
    @MainActor
    func playAnimation(
        _ document: SceneDocument, _ chosen: SceneScript, canvas: CGSize, path: String, drawsFrames: Bool,
        render: ((DrawList, PlaygroundScreenLayout) throws -> RenderedImage)? = nil,
        frame: (_ index: Int, _ changed: Bool, _ image: () throws -> RenderedImage) throws -> Void
    ) throws {
        let world = SceneBuilder().build(document)
        defer { world.close() }
        let session = PlaygroundSession(application: world.application)
        session.isPlayingScript = true  // the log stamps the script's clock, as `touchlab trace`
        let renderer = try HeadlessRenderer()
        let step = speed / Double(fps)
        let scriptLabel = speed == 1 ? chosen.name : "\(chosen.name) at \(TraceFormatter.number(CGFloat(speed)))× speed"
        var frameIndex = 0
        var drawnRevision: Int?
        var checkedTexts: Set<String> = []

        func image(label: String) throws -> RenderedImage {
            let (list, screen) = pictureList(
                session, world: world, document: document, script: chosen, scriptLabel: label, shot: nil, canvas: canvas)
            refuseIfChecked(
                Self.problems(in: list, screen: screen, scale: pictureScale, minimumPixels: minimumTextPixels),
                path: path + " (the frame at \(TraceFormatter.number(CGFloat(session.application.clock.now))) s)")
            // Every frame's new text is checked, as `shoot` checks every
            // picture: a label that changes mid-script is caught too.
            var hasNewText = false
            for command in list.commands {
                if case .text(let run) = command, checkedTexts.insert(run.string).inserted { hasNewText = true }
            }
            if hasNewText, let unprintable = try renderer.unprintableText(in: list).first {
                Self.fail(Self.missingGlyphsMessage(unprintable.text, unprintable.missing, path: path))
            }
            if let render { return try render(list, screen) }
            return try renderer.render(list, scale: pictureScale)
        }
        /// Hands out the frames due up to `time` (script seconds), the clock moved to each.
        func catchUp(to time: TimeInterval) throws {
            guard drawsFrames else { return }
            while Double(frameIndex) * step <= time + 1e-9 {
                session.advance(to: Double(frameIndex) * step)
                let changed = drawnRevision != session.revision
                drawnRevision = session.revision
                try frame(frameIndex, changed) { try image(label: scriptLabel) }
                frameIndex += 1
            }
        }

        var failure: Error?
        func attempt(_ body: () throws -> Void) {
            guard failure == nil else { return }
            do { try body() } catch { failure = error }
        }
        SceneRunner().run(
            chosen, in: world,
            deliver: { input in
                if case .touches(_, let time) = input { attempt { try catchUp(to: time - 1e-6) } }
                session.handle(input)
            },
            advance: { time in
                attempt { try catchUp(to: time) }
                session.advance(to: time)
            })
        if let failure { throw failure }
    }

    /// Plays the script, drawing a frame every `speed / fps` seconds of
    /// script time (each shown for `1 / fps` s, so `--speed 0.25` is four
    /// times slower than real time), then writes the animation (GIF and
    /// WebP). Every file is written atomically under a safe name in `folder`.
    @MainActor
    func export(_ document: SceneDocument, _ chosen: SceneScript, into folder: String, canvas: CGSize) throws {
        let frameMilliseconds = 1000 / fps
        var animation: RenderedAnimation?
        do {
            try playAnimation(
                document, chosen, canvas: canvas, path: folder, drawsFrames: animate,
                frame: { _, _, image in
                    let picture = try image()
                    if animation == nil {
                        animation = try RenderedAnimation(
                            width: picture.width, height: picture.height, maximumBytes: maxAnimationSize * 1_000_000)
                    }
                    try animation?.append(picture, milliseconds: frameMilliseconds)
                })
        } catch {
            throw Self.explained(error, maxAnimationSize)
        }

        let base = SafeFileName.component(document.name, fallback: "scene") + "-" + SafeFileName.component(chosen.name, fallback: "script")
        func write(_ bytes: [UInt8], _ suffix: String) {
            let path = PathText.joining(folder, base + suffix)
            do {
                try AtomicFileWriter().write(bytes, to: path)
                print(TerminalText.escaped(path))
            } catch {
                Self.fail("cannot write \(TerminalText.escaped(path)): \(error)")
            }
        }
        if animate, let animation {
            let files: (gif: [UInt8], webp: [UInt8])
            do { files = try animation.finish() } catch { throw Self.explained(error, maxAnimationSize) }
            write(files.gif, ".gif")
            write(files.webp, ".webp")
        }
    }

    /// `error`, or for an animation past its size limit, the run's end with
    /// the limit and the option that raises it.
    static func explained(_ error: any Error, _ megabytes: Int) -> any Error {
        guard let tooLarge = error as? RenderedAnimation.TooLarge else { return error }
        fail(
            "the animation passed \(megabytes) MB after \(tooLarge.frames) frames and was not written: "
                + "a lower --fps or --scale, a smaller --size or a shorter script makes it smaller "
                + "(--max-animation-size raises the limit, up to \(maximumAnimationMegabytesLimit) MB).")
    }
}
