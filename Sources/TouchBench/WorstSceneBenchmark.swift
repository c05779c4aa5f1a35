import Foundation
import TouchCore
import TouchDisplayList
import TouchPlaygroundUI
import TouchScenes

/// Plays each ``WorstScene`` the way `touchlab trace` does — load the file, build
/// it, run its script with the trace on, and turn every step's records into
/// escaped lines as they are made — and measures the whole of it against the
/// budget of docs/robustness.md: under 2 s and 500 MB on the reference machine.
///
/// The lines are counted, not printed. Memory is the resident size read after
/// every input and clock move (`/proc/self/statm`), the most of those readings
/// being the scene's peak: unlike the process's lifetime peak, it is this scene's
/// alone, whatever ran before it.
///
/// Then the picture: the script played again through a playground session, as
/// `touchlab shoot --final` plays it, and the display list of its last frame
/// built on shoot's canvas (``pictureCanvas``) — labels, callouts, the log and
/// the rail, the part of a picture whose cost grows with the scene (the
/// rasteriser's grows with the pixels) — timed alone, the fastest of three.
package struct WorstSceneBenchmark: Sendable {
    /// The limits the scenes sit at (the loader's defaults, or scaled down in tests).
    package var limits: SceneLimits

    package init(limits: SceneLimits = .default) {
        self.limits = limits
    }

    /// The budget each worst scene must play within.
    package static let budgetSeconds = 2.0
    package static let budgetBytes = 500 * 1_048_576
    /// The budget of one picture's display list: a frame under 100 ms.
    package static let pictureBudgetSeconds = 0.1
    /// `touchlab shoot`'s default canvas.
    package static let pictureCanvas = CGSize(width: 1280, height: 860)

    package func run(_ shape: WorstScene.Shape) -> WorstSceneMeasurement {
        let scene = WorstScene(shape: shape, limits: limits)
        let yaml = scene.yaml()
        var lines = 0
        var bytes = 0
        var peak = ResidentMemory.currentBytes() ?? 0
        var failure: String?
        var steps = 0
        let nanoseconds = MonotonicClock.measure {
            let document: SceneDocument
            do {
                document = try SceneParser(limits: limits).parse(yaml, file: "worst-\(shape.rawValue).yaml")
            } catch {
                failure = String(describing: error)
                return
            }
            guard let script = document.script(named: WorstScene.scriptName) else {
                failure = "the generated scene has no script '\(WorstScene.scriptName)'"
                return
            }
            steps = script.steps.count
            let world = SceneBuilder().build(document)
            defer { world.close() }
            let application = world.application, trace = application.trace
            trace.isEnabled = true
            func drain() {
                if !trace.records.isEmpty {
                    let records = trace.records
                    trace.removeAll()
                    for line in TraceFormatter.lines(records, indent: true) {
                        lines += 1
                        bytes += TerminalText.escaped(line).utf8.count + 1
                    }
                }
                peak = max(peak, ResidentMemory.currentBytes() ?? 0)
            }
            SceneRunner().run(
                script, in: world,
                deliver: { input in
                    application.handle(input)
                    drain()
                },
                advance: { time in
                    application.advance(to: time)
                    drain()
                })
            drain()
        }
        var picture: (nanoseconds: Double, commands: Int)?
        if failure == nil, let document = try? SceneParser(limits: limits).parse(yaml, file: "worst-\(shape.rawValue).yaml"),
            let script = document.script(named: WorstScene.scriptName)
        {
            picture = Self.finalPicture(document, script, peak: &peak)
        }
        var measurement = WorstSceneMeasurement(
            shape: shape, views: scene.views, recognizers: scene.recognizers, depth: limits.depth,
            steps: steps, frames: scene.frames, fileBytes: yaml.utf8.count,
            nanoseconds: nanoseconds, traceLines: lines, traceBytes: bytes, peakResidentBytes: peak, error: failure)
        measurement.pictureNanoseconds = picture?.nanoseconds
        measurement.pictureCommands = picture?.commands
        return measurement
    }

    /// The display list of the script's last frame, played as `shoot` plays
    /// it: the fastest of three builds, and its command count.
    static func finalPicture(_ document: SceneDocument, _ script: SceneScript, peak: inout Int) -> (Double, Int) {
        let world = SceneBuilder().build(document)
        defer { world.close() }
        let session = PlaygroundSession(application: world.application)
        session.isPlayingScript = true
        SceneRunner().run(script, in: world, deliver: session.handle, advance: session.advance)
        let frame = session.frame(options: PlaygroundOptions())
        var list = DrawList(size: pictureCanvas)
        var fastest = Double.infinity
        for _ in 0..<3 {
            fastest = min(fastest, MonotonicClock.measure { list = PlaygroundRenderer.drawList(for: frame, canvasSize: pictureCanvas) })
            peak = max(peak, ResidentMemory.currentBytes() ?? 0)
        }
        return (fastest, list.commands.count)
    }

    package func runAll(progress: (String) -> Void = { _ in }) -> [WorstSceneMeasurement] {
        WorstScene.Shape.allCases.map { shape in
            progress("worst in-limit scene: \(shape.rawValue)")
            return run(shape)
        }
    }
}

/// What ``WorstSceneBenchmark`` measured on one worst in-limit scene.
package struct WorstSceneMeasurement: Codable, Hashable, Sendable {
    package var shape: WorstScene.Shape
    /// What the scene holds, at the limits (``WorstScene``).
    package var views: Int
    package var recognizers: Int
    /// The loader's depth limit (the deep shape nests that far).
    package var depth: Int
    package var steps: Int
    package var frames: Int
    package var fileBytes: Int
    /// Loading, building and playing the script with the trace formatted, once.
    package var nanoseconds: Double
    package var traceLines: Int
    package var traceBytes: Int
    /// The most resident memory read while it played.
    package var peakResidentBytes: Int
    /// The loader's error, if the generated scene did not load (a bug in the generator).
    package var error: String?
    /// Nanoseconds to build the display list of the picture `shoot --final`
    /// takes (``WorstSceneBenchmark``); nil in reports made before it was measured.
    package var pictureNanoseconds: Double?
    package var pictureCommands: Int?

    package init(
        shape: WorstScene.Shape, views: Int, recognizers: Int, depth: Int, steps: Int, frames: Int, fileBytes: Int,
        nanoseconds: Double, traceLines: Int, traceBytes: Int, peakResidentBytes: Int, error: String?
    ) {
        self.shape = shape
        self.views = views
        self.recognizers = recognizers
        self.depth = depth
        self.steps = steps
        self.frames = frames
        self.fileBytes = fileBytes
        self.nanoseconds = nanoseconds
        self.traceLines = traceLines
        self.traceBytes = traceBytes
        self.peakResidentBytes = peakResidentBytes
        self.error = error
    }
}
