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
package struct SceneProbeBenchmark: Sendable {
    package var budgetSeconds: Double
    package var maximumLoads: Int
    package var rounds: Int
    package var repeatsPerRound: Int

    /// The loader's limits: the defaults, as `touchlab` loads a scene, or
    /// ``TouchScenes/SceneLimits/unlimited`` for a large trusted file (`--limits none`).
    package var limits: SceneLimits

    package init(
        budgetSeconds: Double = 1, maximumLoads: Int = 30, rounds: Int = 15, repeatsPerRound: Int = 8,
        limits: SceneLimits = .default
    ) {
        self.budgetSeconds = budgetSeconds
        self.maximumLoads = max(1, maximumLoads)
        self.rounds = max(1, rounds)
        self.repeatsPerRound = max(1, repeatsPerRound)
        self.limits = limits
    }

    /// Loads `path` (as `SceneParser(limits:).parse(fileAtPath:)` does) and measures
    /// it at `probes`. Throws the parser's `SceneError` for a scene that does not load.
    package func run(scenePath path: String, probes: ProbeFile) throws -> SceneProbeReport {
        let parser = SceneParser(limits: limits)
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
        let passes = passTimes(probes.probes.map(\.point), in: world.application)
        guard let parse = TimingSummary(nanoseconds: parseTimes), let build = TimingSummary(nanoseconds: buildTimes),
            let hitTest = TimingSummary(nanoseconds: results.map(\.medianNanoseconds))
        else {
            throw ProbeFileError(file: probes.file, line: nil, message: "no probe points")
        }
        return SceneProbeReport(
            scene: path, pointsFile: probes.file, machine: BenchmarkSuite.machine(),
            build: BenchmarkSuite.build, views: Self.viewCount(world.application),
            parse: parse, buildScene: build, probes: results, hitTest: hitTest,
            hitTestPass: TimingSummary(nanoseconds: passes))
    }

    /// Nanoseconds per point of passes that hit-test every probe once in file
    /// order, `rounds` of them after one untimed: unlike repeating one point, each
    /// point follows a different one, so a large tree's caches are not kept warm
    /// for it.
    private func passTimes(_ points: [CGPoint], in application: UIApplication) -> [Double] {
        guard !points.isEmpty else { return [] }
        func pass() { for point in points { _ = Self.hit(at: point, in: application) } }
        pass()
        return (0..<rounds).map { _ in MonotonicClock.measure(pass) / Double(points.count) }
    }

    /// The window and view the application's hit-testing returns at `screenPoint`.
    package static func hit(at screenPoint: CGPoint, in application: UIApplication) -> (window: UIWindow, view: UIView)? {
        for window in application.windowsFrontToBack {
            if let view = window.hitTest(window.convertFromScreen(screenPoint), with: nil) {
                return (window, view)
            }
        }
        return nil
    }

    /// The `.hitTest` records of the first hit-testing pass of a touch going down
    /// at `screenPoint` (then cancelled), with tracing on.
    package static func viewsConsidered(at screenPoint: CGPoint, in application: UIApplication) -> Int {
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

/// What one probe of a scene file found: the view hit-testing returns there, and
/// how many views the full walk considers to find it.
package struct SceneProbeResult: Codable, Hashable, Sendable {
    /// The probe's line in the points file.
    package var line: Int
    package var x: Double
    package var y: Double
    /// The window and view the untraced hit-test returns, by their trace names;
    /// nil when no visible window takes the point.
    package var window: String?
    package var view: String?
    /// `.hitTest` records of the first hit-testing pass of a traced touch at the
    /// point: the views the full walk considers (the untraced walk may skip some
    /// through the subview grid).
    package var viewsConsidered: Int
    /// Median nanoseconds for one untraced hit-test of the point.
    package var medianNanoseconds: Double

    package init(
        line: Int, x: Double, y: Double, window: String?, view: String?, viewsConsidered: Int,
        medianNanoseconds: Double
    ) {
        self.line = line
        self.x = x
        self.y = y
        self.window = window
        self.view = view
        self.viewsConsidered = viewsConsidered
        self.medianNanoseconds = medianNanoseconds
    }
}

/// The results of `touchlab bench --scene FILE --points FILE`: how long the scene
/// takes to load, split into parsing and building, and what hit-testing finds at
/// each probe and how fast.
///
/// Encoded as JSON like ``BenchmarkReport`` (nanoseconds throughout, sorted keys).
package struct SceneProbeReport: Codable, Hashable, Sendable {
    package var scene: String
    package var pointsFile: String
    package var machine: String
    package var build: String
    /// Views in the built scene's windows, windows included.
    package var views: Int
    /// `SceneParser.parse`: YAML, reading and validation, per load.
    package var parse: TimingSummary
    /// `SceneBuilder.build`: making the core objects from the parsed document.
    package var buildScene: TimingSummary
    package var probes: [SceneProbeResult]
    /// Per-probe medians summarised over the probes.
    package var hitTest: TimingSummary
    /// Nanoseconds per point over passes through every probe once (one sample per
    /// pass): the figure without one point's repeats keeping caches warm.
    package var hitTestPass: TimingSummary?

    package init(
        scene: String, pointsFile: String, machine: String, build: String, views: Int, parse: TimingSummary,
        buildScene: TimingSummary, probes: [SceneProbeResult], hitTest: TimingSummary, hitTestPass: TimingSummary? = nil
    ) {
        self.hitTestPass = hitTestPass
        self.scene = scene
        self.pointsFile = pointsFile
        self.machine = machine
        self.build = build
        self.views = views
        self.parse = parse
        self.buildScene = buildScene
        self.probes = probes
        self.hitTest = hitTest
    }

    package func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// One row per probe, then the load and hit-test summaries.
    package func table() -> String {
        var lines = [
            "TouchLab scene benchmark — \(build) build", "scene: \(scene) (\(views) views)",
            "points: \(pointsFile) (\(probes.count) probes)", "machine: \(machine)",
        ]
        if build != "release" {
            lines.append("warning: a \(build) build; build with -c release for figures to compare")
        }
        lines.append("")
        let rows = probes.map { probe in
            [
                "\(probe.line)", BenchmarkReport.decimal(probe.x, 1), BenchmarkReport.decimal(probe.y, 1),
                probe.window ?? "—", probe.view ?? "(no window)", "\(probe.viewsConsidered)",
                BenchmarkReport.time(probe.medianNanoseconds),
            ]
        }
        lines += Self.align([["line", "x", "y", "window", "hit view", "considered", "hit-test"]] + rows)
        lines.append("")
        let load = parse.median + buildScene.median
        lines.append(
            "scene load: \(BenchmarkReport.time(load)) median = parse \(BenchmarkReport.time(parse.median))"
                + " + build \(BenchmarkReport.time(buildScene.median)) (\(parse.samples) runs)")
        lines.append("hit-test over probes: median \(BenchmarkReport.time(hitTest.median)), p99 \(BenchmarkReport.time(hitTest.p99))")
        if let hitTestPass {
            lines.append(
                "hit-test in passes over all probes: median \(BenchmarkReport.time(hitTestPass.median)) per point, "
                    + "slowest pass \(BenchmarkReport.time(hitTestPass.maximum)) per point (\(hitTestPass.samples) passes)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func align(_ rows: [[String]]) -> [String] {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 3 || column == 4 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
    }
}
