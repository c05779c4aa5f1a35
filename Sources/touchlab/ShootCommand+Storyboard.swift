import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight
import TouchPlaygroundUI
import TouchSDL
import TouchScenes

/// `touchlab shoot --storyboard`: the moments of a script where the delivery
/// decided something, on one captioned sheet.
extension ShootCommand {
    /// One frame of a storyboard: when, and what happened then.
    struct StoryboardMoment {
        enum Kind { case trace, captionedShot, shot, end }
        var time: TimeInterval
        /// How many trace records the script has made when the picture is
        /// taken: a shot between two records at one time is pictured between them.
        var after: Int
        var caption: String
        var kind: Kind = .trace
    }

    /// The last frame's caption, when nothing else happens at the end.
    static let endCaption = "the end of the script"

    /// The frames of a storyboard for `script`: each group of
    /// ``TouchInsight/TouchMoment``s at one time (a hit-test view found, a
    /// recognizer deciding, a phase withheld, released late or discarded, a
    /// touchesCancelled, an action), each `shot` (pictured where the step is,
    /// with its own caption when it has one), and the end; at most
    /// ``maximumStoryboardPanels``, the end kept. Read from the trace of a
    /// fresh copy of the scene with nothing drawn.
    static func storyboardMoments(of script: SceneScript, in document: SceneDocument) -> [StoryboardMoment] {
        let world = SceneBuilder().build(document)
        defer { world.close() }
        let application = world.application
        application.trace.isEnabled = true
        var shots: [StoryboardMoment] = []
        var end: TimeInterval = 0
        SceneRunner().run(
            script, in: world,
            deliver: { input in
                end = max(end, input.timestamp)
                application.handle(input)
            },
            advance: { time in
                end = max(end, time)
                application.advance(to: time)
            },
            onShot: { name in
                let own = script.shotCaptions[name]
                shots.append(
                    StoryboardMoment(
                        time: application.clock.now, after: application.trace.records.count, caption: own ?? "shot \(name)",
                        kind: own == nil ? .shot : .captionedShot))
            })
        let records = application.trace.records
        // Moments at one time make one frame, unless a shot falls between them.
        var moments: [StoryboardMoment] = []
        var group: [TouchMoment] = []
        func close() {
            guard let last = group.last else { return }
            let caption = TouchMoment.caption(of: group)
            defer { group = [] }
            // A continuous gesture's action again, and nothing else (a pan's
            // handlePan at every move): the same frame as the last one told,
            // but for the finger's place; the end of the gesture gets its own.
            if moments.last?.caption == caption, group.allSatisfy({ $0.kind == .actionSent }) { return }
            moments.append(StoryboardMoment(time: last.time, after: last.record + 1, caption: caption))
        }
        for moment in TouchMoment.moments(in: records) {
            if let last = group.last,
                abs(last.time - moment.time) > 1e-9 || shots.contains(where: { $0.after > last.record && $0.after <= moment.record })
            {
                close()
            }
            group.append(moment)
        }
        close()
        moments = (moments + shots).enumerated().sorted { ($0.element.after, $0.offset) < ($1.element.after, $1.offset) }.map(\.element)
        if moments.count >= maximumStoryboardPanels { moments = Array(moments.prefix(maximumStoryboardPanels - 1)) }
        if (moments.last?.time ?? -1) < end - 1e-9 || moments.isEmpty {
            moments.append(StoryboardMoment(time: end, after: records.count, caption: endCaption, kind: .end))
        }
        return moments
    }

    /// The canvas a storyboard's frames are laid out on: a slide's, of `--aspect`.
    var storyboardCanvas: CGSize { PlaygroundLayoutKind.slide.canvasSize(forHostSize: aspect.pixelSize) }

    /// Plays the script through a playground session and hands out each
    /// moment's picture, drawn as a slide, when everything up to its time has
    /// happened (the clock moved to it, no later input delivered): its draw
    /// list and the layout it was drawn from. What `--storyboard` crops, and
    /// what `--check` and the tests read.
    @MainActor
    func playStoryboard(
        _ document: SceneDocument, _ chosen: SceneScript,
        take: (StoryboardMoment, DrawList, PlaygroundScreenLayout) throws -> Void
    ) throws {
        let moments = Self.storyboardMoments(of: chosen, in: document)
        let world = SceneBuilder().build(document)
        defer { world.close() }
        let session = PlaygroundSession(application: world.application)
        session.isPlayingScript = true
        var options = frameOptions
        options.layoutKind = .slide
        options.hidesPrivateContainers = hidesPrivateContainers(slide: true)
        let canvas = storyboardCanvas
        var next = 0
        var failure: Error?
        // The records made so far: a moment is pictured once its records exist
        // and before any later one is made.
        var made = 0
        session.onRecords = { made += $0.count }
        /// Takes every moment whose records exist, and those due before
        /// `time`, the clock moved to each (its timer fires).
        func catchUp(before time: TimeInterval) {
            while failure == nil, next < moments.count {
                let moment = moments[next]
                if moment.after > made {
                    guard moment.time < time - 1e-9 else { return }
                    session.advance(to: moment.time)
                }
                var frame = session.frame(options: options)
                if let zoom {
                    frame.deviceZoom = Self.deviceZoom(zoom, center: zoomCenter, in: world, canvasSize: canvas, kind: .slide)
                }
                let (list, screen) = PlaygroundRenderer.render(frame, canvasSize: canvas)
                do { try take(moment, list, screen) } catch { failure = error }
                next += 1
            }
        }
        SceneRunner().run(
            chosen, in: world,
            deliver: { input in
                catchUp(before: input.timestamp)
                session.handle(input)
            },
            advance: { time in
                catchUp(before: time)
                session.advance(to: time)
            },
            onShot: { _ in catchUp(before: session.application.clock.now) })
        catchUp(before: .infinity)
        if let failure { throw failure }
    }

    /// What `--check` finds wrong with a storyboard frame: the geometry of
    /// the whole frame, and text under a slide's least height in the parts
    /// the sheet keeps.
    static func storyboardProblems(_ list: DrawList, _ screen: PlaygroundScreenLayout, scale: CGFloat) -> [String] {
        let crop = StoryboardCrop(screen: screen, scale: scale)
        return problems(in: list, screen: screen, scale: scale, minimumPixels: minimumSlideTextPixels, regions: crop.regions)
    }

    /// Plays the script (``playStoryboard(_:_:take:)``), cuts the device and
    /// the timeline from each moment's picture, drops a frame that looks like
    /// the one before (its caption joins that frame's), and writes
    /// SCENE-SCRIPT-storyboard.png, printing its path, then each frame's time
    /// and caption.
    @MainActor
    func writeStoryboard(_ document: SceneDocument, _ chosen: SceneScript, into folder: String, canvas: CGSize) throws {
        let renderer = try HeadlessRenderer()
        let scale = StoryboardCrop.renderScale(for: CGFloat(self.scale))
        let base = SafeFileName.component(document.name, fallback: "scene") + "-" + SafeFileName.component(chosen.name, fallback: "script")
        let path = PathText.joining(folder, base + "-storyboard.png")
        var sheet = StoryboardSheet(title: "\(document.name) · \(chosen.name)")
        let fidelity = SceneBuilder().build(document)
        sheet.note =
            PlaygroundRendererFidelity.plainWords(fidelity.application.fidelity)
            + (hidesPrivateContainers(slide: true) ? " UIKit's private container views' marks are hidden." : "")
        fidelity.close()

        try playStoryboard(document, chosen) { moment, list, screen in
            refuseIfChecked(Self.storyboardProblems(list, screen, scale: scale), path: path)
            if let unprintable = try renderer.unprintableText(in: list).first {
                Self.fail(Self.missingGlyphsMessage(unprintable.text, unprintable.missing, path: path))
            }
            let image = try renderer.render(list, scale: scale)
            let crop = StoryboardCrop(screen: screen, scale: scale)
            let panel = StoryboardSheet.Panel(
                device: crop.cut(crop.device, from: image), timeline: crop.timeline.map { crop.cut($0, from: image) },
                time: String(format: "%.3f s", moment.time), caption: moment.caption)
            // The same picture again says nothing new: one frame, both captions.
            // A shot's own words say what its picture shows; a bare shot or the end adds nothing.
            if let last = sheet.panels.last, last.device == panel.device, last.timeline == panel.timeline {
                switch moment.kind {
                case .trace: sheet.panels[sheet.panels.count - 1].caption += "; then " + moment.caption
                case .captionedShot: sheet.panels[sheet.panels.count - 1].caption = moment.caption
                case .shot, .end: break
                }
            } else {
                sheet.panels.append(panel)
            }
        }
        if check {
            let problems = DrawListTextSizeCheck(sheet.drawList().list, scale: 1, minimumPixels: Self.minimumSlideTextPixels).problems
            refuseIfChecked(problems.map(\.description), path: path)
        }
        let image = try sheet.render(with: renderer)
        // The frames are in the sheet now: let them go before encoding it.
        let captions = sheet.panels.map { "  \($0.time)  \($0.caption)" }
        sheet.panels = []
        let bytes = try image.pngData()
        do {
            try AtomicFileWriter().write(bytes, to: path)
            print(TerminalText.escaped(path))
            // Each frame's time and caption, as text: the handout's words for a
            // reader who cannot see it, and what a test reads.
            for caption in captions { print(TerminalText.escaped(caption)) }
        } catch {
            Self.fail("cannot write \(TerminalText.escaped(path)): \(error)")
        }
    }
}
