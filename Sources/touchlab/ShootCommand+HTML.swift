import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight
import TouchPlayground
import TouchPlaygroundUI
import TouchSDL
import TouchScenes

/// `touchlab shoot --html`: a script as a lesson page a student opens in any
/// browser (``TouchPlaygroundUI/LessonPage``).
extension ShootCommand {
    /// What writing one page cost: for `touchlab site`'s report and the tests.
    struct LessonPageOutput {
        var path: String
        /// The page's bytes and its pictures', together.
        var bytes: Int
        var records: Int
        var frames: Int
        var seconds: Double
        /// The key frame's path, relative to the page: the picture at the
        /// script's first shot step, else at its end (as `shoot --key-frame`).
        var keyFrame: String?
        var quiz: [QuizQuestion]
    }

    /// Plays `chosen` on a fresh copy of the scene through a playground
    /// session, as the window plays it, and pictures the state at every
    /// trace record: the device and the rail, and the timeline, each as the
    /// window draws them paused at that record (the step cursor on it; the
    /// application as it is once the input or timer that made the record has
    /// been delivered). Equal pictures are written once. Then writes
    /// SCENE-SCRIPT.html and its folder of WebP pictures into `folder`.
    @MainActor
    static func writeLessonPage(
        _ document: SceneDocument, _ chosen: SceneScript, into folder: String, canvas: CGSize, scale: CGFloat,
        options: PlaygroundOptions, index: String? = nil
    ) throws -> LessonPageOutput {
        let started = Date()
        let world = SceneBuilder().build(document)
        defer { world.close() }
        let session = PlaygroundSession(application: world.application)
        session.isPlayingScript = true  // the log stamps the script's clock, as `touchlab trace`
        let renderer = try HeadlessRenderer()
        let frameFolder = LessonPage.frameFolder(scene: document.name, script: chosen.name)
        let framePath = PathText.joining(folder, frameFolder)
        if let code = makeFolder(framePath) {
            fail("Cannot create the folder '\(TerminalText.quoted(framePath))': \(String(cString: strerror(code)))")
        }
        removeOldPictures(in: framePath)

        let subjects = TraceSubjectTable()
        var jsonLines: [UInt8] = []
        var all: [TraceRecord] = []
        var records: [LessonPage.Record] = []
        var frames: [String] = [], timelines: [LessonPage.Timeline] = []
        var seenFrames: [RenderedImage: Int] = [:], seenTimelines: [RenderedImage: Int] = [:]
        var bytes = 0
        var checkedTexts: Set<String> = []
        var explanations: [String] = [], explanationIndex: [String: Int] = [:]
        // The touch sequence in progress: its first record's place in the
        // whole trace and the group it is.
        var sequenceStart: Int?
        var group = -1
        var pending: [TraceRecord] = []
        session.onRecords = { pending += $0 }

        func write(_ image: RenderedImage, _ name: String) throws -> String {
            let data = try image.webpData()
            try AtomicFileWriter().write(data, to: PathText.joining(framePath, name))
            bytes += data.count
            return frameFolder + "/" + name
        }
        func explanation(_ sentence: String) -> Int {
            if let known = explanationIndex[sentence] { return known }
            explanations.append(sentence)
            explanationIndex[sentence] = explanations.count - 1
            return explanations.count - 1
        }
        // The records of the sequence in progress that get an explanation
        // (their place in the whole trace and in the sequence), told once the
        // sequence is over: "the whole touch" is then the whole touch.
        var explained: [(record: Int, position: Int)] = []
        var explainedSequence: [TraceRecord] = []
        /// Why the touch's hit-test view got what it got, as far as each record.
        func explain() {
            defer { explained = [] }
            guard explainedSequence.count <= Self.maximumExplainedSequence else { return }
            for (record, position) in explained {
                guard let view = hitTestView(in: explainedSequence.prefix(position), of: world.application) else { continue }
                records[record].explanation = explanation(
                    DeliveryExplanation(view: view, records: explainedSequence, shown: position).sentence)
            }
        }
        /// Pictures each record the last step made.
        func capture(sequenceBefore: Int, startsSequence: Bool) throws {
            let new = pending
            pending = []
            guard !new.isEmpty else { return }
            let sequence = session.sequence
            // Did the records go into the touch sequence, and did it start anew?
            let inSequence: Bool
            if !startsSequence, sequence.count == sequenceBefore + new.count, sequenceStart != nil {
                inSequence = true
            } else if sequence.count == new.count, startsSequence || sequence.count != sequenceBefore || sequenceStart == nil {
                explain()
                inSequence = true
                sequenceStart = all.count
                group += 1
            } else {
                explain()
                inSequence = false
                sequenceStart = nil
                group += 1
            }
            if inSequence { explainedSequence = sequence }
            for (offset, record) in new.enumerated() {
                let index = all.count
                all.append(record)
                record.writeJSON(index: index, subjects: subjects, to: &jsonLines)
                jsonLines.append(UInt8(ascii: "\n"))
                var frame = session.frame(options: options)
                var position: Int?
                if inSequence {
                    let shown = sequence.count - new.count + offset + 1
                    var cursor = PlaygroundStepCursor(count: sequence.count)
                    cursor.step(shown - 1)
                    frame.stepCursor = cursor
                    position = shown
                }
                let (list, screen) = PlaygroundRenderer.render(frame, canvasSize: canvas)
                // Every new text is checked, as `shoot` checks every picture, once.
                var hasNewText = false
                for command in list.commands {
                    if case .text(let run) = command, checkedTexts.insert(run.string).inserted { hasNewText = true }
                }
                if hasNewText, let unprintable = try renderer.unprintableText(in: list).first {
                    fail(missingGlyphsMessage(unprintable.text, unprintable.missing, path: framePath))
                }
                let image = try renderer.render(list, scale: scale)
                // The device with its heading and footer, and the rail beside it
                // (the responder chain, "Delivered to", the legend), as two
                // pictures: hit-testing changes the device at every record and
                // the rail seldom, so the rail's pictures are mostly written once.
                let crop = StoryboardCrop(screen: screen, scale: scale)
                // As tall as the rail, whose legend runs lower than the device,
                // and starting at the rail: the device's footer words (the page
                // prints them, ``LessonPage/fidelity``) run on under the gap.
                let railLeft = max(crop.device.maxX, screen.layout.railRect.minX - 4)
                let rail = CGRect(
                    x: railLeft, y: crop.device.minY, width: max(1, screen.layout.railRect.maxX + 4 - railLeft),
                    height: max(crop.device.height, min(canvas.height, screen.layout.railRect.maxY + 2) - crop.device.minY))
                func picture(_ rect: CGRect, _ prefix: String) throws -> Int {
                    let cut = crop.cut(rect, from: image)
                    if let known = seenFrames[cut] { return known }
                    frames.append(try write(cut, String(format: "%@%04d.webp", prefix, frames.count)))
                    seenFrames[cut] = frames.count - 1
                    return frames.count - 1
                }
                let frameNumber = try picture(crop.device, "f")
                let railNumber = try picture(rail, "r")
                var timelineNumber: Int?
                if let rect = crop.timeline, let track = screen.panels.timelineTrack {
                    let picture = crop.cut(rect, from: image)
                    if let known = seenTimelines[picture] {
                        timelineNumber = known
                    } else {
                        let shownRecords = frame.shownSequence
                        let axis = TouchTimeline(records: shownRecords, axisEnd: frame.sequence.last?.time)
                        timelines.append(
                            LessonPage.Timeline(
                                file: try write(picture, String(format: "t%04d.webp", timelines.count)),
                                trackStart: Double((track.minX - rect.minX) / rect.width),
                                trackEnd: Double((track.maxX - rect.minX) / rect.width), start: axis.start, end: axis.end,
                                hasAxis: !axis.isEmpty))
                        timelineNumber = timelines.count - 1
                        seenTimelines[picture] = timelineNumber
                    }
                }
                if let position { explained.append((index, position)) }
                records.append(
                    LessonPage.Record(
                        frame: frameNumber, rail: railNumber, timeline: timelineNumber, group: max(0, group),
                        category: TraceLineCategory(record),
                        isHeading: record.kind.isHeading))
            }
        }

        var shotTimes: [String: TimeInterval] = [:]
        var firstShot: Int?
        var failure: Error?
        func step(startsSequence: Bool = false, _ body: () -> Void) {
            let before = session.sequence.count
            body()
            guard failure == nil else { return }
            do { try capture(sequenceBefore: before, startsSequence: startsSequence) } catch { failure = error }
        }
        // The clock moves in short steps, so a timer's records are pictured
        // with the application as it is then, not as the next input leaves
        // it (UIApplication.handle fires due timers and delivers the input in
        // one go: the finger of a 0.3 s press would show lifted at 0.150).
        func advance(to time: TimeInterval) {
            var now = session.application.clock.now
            let stride = max(Self.lessonClockStep, (time - now) / 5_000)
            while now + stride < time {
                now += stride
                step { session.advance(to: now) }
            }
            if time > session.application.clock.now { step { session.advance(to: time) } }
        }
        SceneRunner().run(
            chosen, in: world,
            deliver: { input in
                advance(to: input.timestamp - 1e-6)
                // A finger going down while none is starts a new touch
                // sequence, as the session decides (PlaygroundSession.handle).
                var starts = false
                if case .touches(let samples, _) = input {
                    starts = samples.contains { $0.phase == .down } && session.application.activeTouches.isEmpty
                }
                step(startsSequence: starts) { session.handle(input) }
            },
            advance: { time in advance(to: time) },
            onShot: { name in
                shotTimes[name] = session.application.clock.now
                if firstShot == nil { firstShot = records.count }
            })
        if let failure { throw failure }
        explain()

        let scripts = document.scripts.map { ($0.name, LessonPage.fileName(scene: document.name, script: $0.name)) }
        var page = LessonPage(
            scene: document.name, script: chosen.name, description: document.description ?? "", lesson: document.lesson ?? "",
            scripts: scripts, index: index, jsonLines: String(decoding: jsonLines, as: UTF8.self), records: records,
            frames: frames, timelines: timelines, explanations: explanations, moments: TouchMoment.moments(in: all),
            quiz: SceneQuiz.questions(for: document, chosen, records: all, application: world.application, shotTimes: shotTimes),
            generator: "touchlab \(TouchLabBuild.version)")
        page.scale = Double(scale)
        page.fidelity = PlaygroundRendererFidelity.plainWords(world.application.fidelity)
        let path = PathText.joining(folder, LessonPage.fileName(scene: document.name, script: chosen.name))
        let html = Array(page.html.utf8)
        try AtomicFileWriter().write(html, to: path)
        bytes += html.count
        let keyRecord = min(firstShot ?? records.count, records.count) - 1
        return LessonPageOutput(
            path: path, bytes: bytes, records: all.count, frames: frames.count + timelines.count,
            seconds: Date().timeIntervalSince(started), keyFrame: keyRecord >= 0 ? frames[records[keyRecord].frame] : frames.first,
            quiz: page.quiz)
    }

    /// How far the clock moves at most between two pictures while no input
    /// comes: a timer's picture shows the application at most this late.
    static let lessonClockStep: TimeInterval = 0.01

    /// The longest touch sequence whose records are each explained: each
    /// explanation reads the whole sequence (a finger held through a storm
    /// would cost its length squared).
    static let maximumExplainedSequence = 4_000

    /// The first view a touch of `records` was bound to, found live in the
    /// application's windows by its identity.
    static func hitTestView(in records: ArraySlice<TraceRecord>, of application: UIApplication) -> UIView? {
        for record in records {
            guard case .touchBound(_, let subject?, _, _) = record.kind else { continue }
            func find(_ view: UIView) -> UIView? {
                if ObjectIdentifier(view) == subject.id { return view }
                for subview in view.subviews { if let found = find(subview) { return found } }
                return nil
            }
            for window in application.windows { if let found = find(window) { return found } }
            return nil
        }
        return nil
    }

    /// Removes the pictures an earlier run left in a page's folder (`f0001.webp`,
    /// `r0002.webp`, `t0001.webp`), so the folder holds only this page's.
    static func removeOldPictures(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasSuffix(".webp") && (name.hasPrefix("f") || name.hasPrefix("r") || name.hasPrefix("t")) {
            unlink(PathText.joining(folder, name))
        }
    }

    /// `shoot --html`: a page for the chosen script, or for every script of
    /// the scene when none is named; prints each page's path.
    @MainActor
    func writeLessonPages(_ document: SceneDocument, _ chosen: SceneScript, into folder: String, canvas: CGSize) throws {
        let scripts = script == nil ? document.scripts : [chosen]
        for each in scripts {
            let output = try Self.writeLessonPage(
                document, each, into: folder, canvas: canvas, scale: CGFloat(scale), options: frameOptions)
            print(TerminalText.escaped(output.path))
        }
    }
}
