import Foundation
import TouchCore
import TouchScenes

/// Measures a scene file at the points of a probe file (``ProbeFile``): loading
/// (parse and build timed apart), and at each probe the view hit-testing finds,
/// the views the full walk considers and the untraced hit-test time.
///
/// Probes hit-test the way the application does for a new touch: visible
/// windows front to back (`UIApplication.windowsFrontToBack`), each asked with
/// the point converted into it, the first non-nil answer winning. The count of
/// views considered comes from a traced touch on a second, separately built
/// world — a touch goes down at the probe and is cancelled, and the `.hitTest`
/// records of its first hit-testing pass are counted — so the measured world
/// never sees a touch and each probe starts from the scene as loaded. (The
/// traced world does run the scene's touch handlers for each down and cancel.)
///
/// Runs adapt to the budget like ``SceneLoadBenchmark``: at least one, more while
/// under `budgetSeconds`.
public struct SceneProbeBenchmark: Sendable {
    public var budgetSeconds: Double
    public var maximumLoads: Int
    public var rounds: Int
    public var repeatsPerRound: Int

    public init(budgetSeconds: Double = 1, maximumLoads: Int = 30, rounds: Int = 15, repeatsPerRound: Int = 8) {
        self.budgetSeconds = budgetSeconds
        self.maximumLoads = max(1, maximumLoads)
        self.rounds = max(1, rounds)
        self.repeatsPerRound = max(1, repeatsPerRound)
    }

    /// Loads `path` (as `SceneParser().parse(fileAtPath:)` does) and measures it
    /// at `probes`. Throws the parser's `SceneError` for a scene that does not load.
    public func run(scenePath path: String, probes: ProbeFile) throws -> SceneProbeReport {
        let parser = SceneParser()
        let document = try parser.parse(fileAtPath: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)

        var parseTimes: [Double] = [], buildTimes: [Double] = []
        let start = MonotonicClock.nanoseconds()
        repeat {
            parseTimes.append(try MonotonicClock.measure { _ = try parser.parse(text, file: path) })
            var world: SceneWorld?
            buildTimes.append(MonotonicClock.measure { world = SceneBuilder().build(document) })
            world?.close()
        } while parseTimes.count < maximumLoads && Double(MonotonicClock.nanoseconds() - start) < budgetSeconds * 1e9

        let world = SceneBuilder().build(document)
        let traced = SceneBuilder().build(document)
        defer {
            world.close()
            traced.close()
        }
        let results = probes.probes.map { probe in
            measure(probe, in: world.application, tracedIn: traced.application)
        }
        guard let parse = TimingSummary(nanoseconds: parseTimes), let build = TimingSummary(nanoseconds: buildTimes),
            let hitTest = TimingSummary(nanoseconds: results.map(\.medianNanoseconds))
        else {
            throw ProbeFileError(file: probes.file, line: nil, message: "no probe points")
        }
        return SceneProbeReport(
            scene: path, pointsFile: probes.file, machine: BenchmarkSuite.machine(),
            build: BenchmarkSuite.build, views: Self.viewCount(world.application),
            parse: parse, buildScene: build, probes: results, hitTest: hitTest)
    }

    /// The window and view the application's hit-testing returns at `screenPoint`.
    public static func hit(at screenPoint: CGPoint, in application: UIApplication) -> (window: UIWindow, view: UIView)? {
        for window in application.windowsFrontToBack {
            if let view = window.hitTest(window.convertFromScreen(screenPoint), with: nil) {
                return (window, view)
            }
        }
        return nil
    }

    /// The `.hitTest` records of the first hit-testing pass of a touch going down
    /// at `screenPoint` (then cancelled), with tracing on.
    public static func viewsConsidered(at screenPoint: CGPoint, in application: UIApplication) -> Int {
        let trace = application.trace
        let wasEnabled = trace.isEnabled
        trace.isEnabled = true
        trace.removeAll()
        defer {
            trace.isEnabled = wasEnabled
            trace.removeAll()
        }
        let time = application.clock.now + 1
        application.handle(.touches([TouchSample(finger: 1, phase: .down, location: screenPoint)], timestamp: time))
        var passes = 0, considered = 0
        for record in trace.records {
            switch record.kind {
            case .hitTestTouch: passes += 1
            case .hitTest where passes == 1: considered += 1
            default: break
            }
        }
        trace.isEnabled = false
        application.handle(.touches([TouchSample(finger: 1, phase: .cancel, location: screenPoint)], timestamp: time + 0.01))
        return considered
    }

    private func measure(
        _ probe: ProbeFile.Probe, in application: UIApplication,
        tracedIn tracedApplication: UIApplication
    ) -> SceneProbeResult {
        let found = Self.hit(at: probe.point, in: application)
        let considered = Self.viewsConsidered(at: probe.point, in: tracedApplication)
        var times: [Double] = []
        let repeats = repeatsPerRound
        for _ in 0..<rounds {
            let elapsed = MonotonicClock.measure {
                for _ in 0..<repeats { _ = Self.hit(at: probe.point, in: application) }
            }
            times.append(elapsed / Double(repeats))
        }
        return SceneProbeResult(
            line: probe.line, x: Double(probe.point.x), y: Double(probe.point.y),
            window: found?.window.traceSubject.name, view: found?.view.traceSubject.name,
            viewsConsidered: considered,
            medianNanoseconds: TimingSummary(nanoseconds: times)?.median ?? 0)
    }

    private static func viewCount(_ application: UIApplication) -> Int {
        func count(_ view: UIView) -> Int { 1 + view.subviews.reduce(0) { $0 + count($1) } }
        return application.windows.reduce(0) { $0 + count($1) }
    }
}
