import Foundation
import TouchCore
import TouchDrawing
import TouchSDL
import TouchScenes

/// `touchlab shoot --animate` and `--storyboard`: a script as moving pictures
/// for slides and web pages, and as one handout of its key frames.
extension ShootCommand {
    /// The most key frames a storyboard shows: the first ones, then the end.
    static let maximumStoryboardPanels = 12

    /// Plays the script on the virtual clock, drawing a frame every
    /// `speed / fps` seconds of script time (each shown for `1 / fps` s, so
    /// `--speed 0.25` is four times slower than real time) and at each key
    /// moment, then writes the animation (GIF and WebP) and the storyboard
    /// asked for. Every file is written atomically under a safe name in `folder`.
    @MainActor
    func export(_ document: SceneDocument, _ chosen: SceneScript, into folder: String, canvas: CGSize) throws {
        let world = SceneBuilder().build(document)
        defer { world.close() }
        let session = PlaygroundSession(application: world.application)
        session.isPlayingScript = true  // the log stamps the script's clock, as `touchlab trace`
        let renderer = try HeadlessRenderer()
        let step = speed / Double(fps)
        let frameMilliseconds = 1000 / fps
        let scriptLabel = speed == 1 ? chosen.name : "\(chosen.name) at \(TraceFormatter.number(CGFloat(speed)))× speed"
        var animation = RenderedAnimation()
        var panels: [(time: TimeInterval, what: String)] = []
        var sheet = StoryboardSheet(title: "\(document.name) · \(chosen.name)")
        var frameIndex = 0
        var checkedGlyphs = false

        func image(label: String) throws -> RenderedImage {
            let frame = session.frame(options: frameOptions)
            var list: DrawList
            if caption {
                let bar = PlaygroundCaption(
                    scene: document.name, script: label, time: session.application.clock.now, description: document.description ?? "")
                list = PlaygroundRenderer.drawList(for: frame, canvasSize: PlaygroundCaption.playgroundSize(for: canvas))
                list = bar.adding(to: list, canvasSize: canvas)
            } else {
                list = PlaygroundRenderer.drawList(for: frame, canvasSize: canvas)
            }
            if !checkedGlyphs, let unprintable = try renderer.unprintableText(in: list).first {
                Self.fail(Self.missingGlyphsMessage(unprintable.text, unprintable.missing, path: folder))
            }
            checkedGlyphs = true
            return try renderer.render(list, scale: CGFloat(scale))
        }
        /// Draws the frames due up to `time` (script seconds), the clock moved to each.
        func catchUp(to time: TimeInterval) throws {
            guard animate else { return }
            while Double(frameIndex) * step <= time + 1e-9 {
                session.advance(to: Double(frameIndex) * step)
                animation.append(try image(label: scriptLabel), milliseconds: frameMilliseconds)
                frameIndex += 1
            }
        }
        func keyFrame(_ what: String) throws {
            guard storyboard, panels.count < Self.maximumStoryboardPanels - 1 else { return }
            let now = session.application.clock.now
            panels.append((now, what))
            sheet.panels.append((try image(label: chosen.name), "\(String(format: "%.3f", now)) s · \(what)"))
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
            },
            onShot: { name in attempt { try keyFrame("shot \(name)") } },
            onInput: { input in
                guard case .touches(let samples, _) = input else { return }
                let changes = samples.filter { $0.phase != .move }
                guard !changes.isEmpty else { return }
                let words = changes.map { "finger \($0.finger) \(Self.phaseWord($0.phase))" }
                attempt { try keyFrame(words.joined(separator: ", ")) }
            })
        if let failure { throw failure }
        if storyboard {
            sheet.panels.append((try image(label: chosen.name), "\(String(format: "%.3f", session.application.clock.now)) s · the end"))
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
        if animate {
            write(try animation.gifData(), ".gif")
            write(try animation.webpData(), ".webp")
        }
        if storyboard {
            write(try sheet.render(with: renderer).pngData(), "-storyboard.png")
        }
    }

    static func phaseWord(_ phase: TouchSample.Phase) -> String {
        switch phase {
        case .down: return "down"
        case .move: return "moves"
        case .up: return "lifts"
        case .cancel: return "cancelled"
        }
    }
}
