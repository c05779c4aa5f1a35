import Foundation

/// The results of one benchmark run, as a table for people and JSON for tools.
///
/// The JSON is this type encoded with `JSONEncoder` (sorted keys, nanoseconds
/// throughout), so a script can compare two runs field by field; the table rounds
/// to what a reader compares at a glance. The targets are evaluated when the report
/// is made and stored with it, so an archived report says what it met.
package struct BenchmarkReport: Codable, Hashable, Sendable {
    package var configuration: BenchmarkConfiguration
    /// CPU model, core count and operating system of the machine that ran it.
    package var machine: String
    /// "release" or "debug": debug builds are several times slower and their
    /// figures say nothing about the targets.
    package var build: String
    package var sizes: [SizeMeasurement]
    package var render: RenderMeasurement?
    /// Why the frame was not rendered, when it was asked for and failed (no font, say).
    package var renderError: String?
    package var latency: InputLatencyResult?
    /// Why input-to-highlight was not measured, when it was asked for and failed.
    package var latencyError: String?
    package var storm: StormMeasurement?
    /// Hot reload of a 2,000-view scene file in the window.
    package var hotReload: HotReloadResult?
    /// Why hot reload was not measured, when it was asked for and failed.
    package var hotReloadError: String?
    /// The frame measured again while ``BenchmarkConfiguration/competingProcesses``
    /// busy processes ran.
    package var renderUnderLoad: RenderMeasurement?
    /// Input-to-highlight measured again while the busy processes ran.
    package var latencyUnderLoad: InputLatencyResult?
    /// Hot reload measured again while the busy processes ran.
    package var hotReloadUnderLoad: HotReloadResult?
    /// The worst in-limit scenes played as `touchlab trace` plays them.
    package var worstScenes: [WorstSceneMeasurement]?
    package var peakMemoryBytes: Int
    package var targets: [BenchmarkTarget]

    package init(
        configuration: BenchmarkConfiguration, machine: String, build: String, sizes: [SizeMeasurement],
        render: RenderMeasurement?, renderError: String?, latency: InputLatencyResult? = nil,
        latencyError: String? = nil, storm: StormMeasurement? = nil, worstScenes: [WorstSceneMeasurement]? = nil,
        peakMemoryBytes: Int, hotReload: HotReloadResult? = nil, hotReloadError: String? = nil,
        renderUnderLoad: RenderMeasurement? = nil, latencyUnderLoad: InputLatencyResult? = nil,
        hotReloadUnderLoad: HotReloadResult? = nil
    ) {
        self.configuration = configuration
        self.machine = machine
        self.build = build
        self.sizes = sizes
        self.render = render
        self.renderError = renderError
        self.latency = latency
        self.latencyError = latencyError
        self.storm = storm
        self.worstScenes = worstScenes
        self.peakMemoryBytes = peakMemoryBytes
        self.hotReload = hotReload
        self.hotReloadError = hotReloadError
        self.renderUnderLoad = renderUnderLoad
        self.latencyUnderLoad = latencyUnderLoad
        self.hotReloadUnderLoad = hotReloadUnderLoad
        targets =
            Self.targets(sizes: sizes, render: render, latency: latency, storm: storm, worstScenes: worstScenes)
            + Self.windowTargets(
                hotReload: hotReload, renderUnderLoad: renderUnderLoad, latencyUnderLoad: latencyUnderLoad,
                hotReloadUnderLoad: hotReloadUnderLoad)
    }

    /// The targets of hot reload and of the window with the machine shared.
    package static func windowTargets(
        hotReload: HotReloadResult?, renderUnderLoad: RenderMeasurement?, latencyUnderLoad: InputLatencyResult?,
        hotReloadUnderLoad: HotReloadResult? = nil
    ) -> [BenchmarkTarget] {
        [
            // From the save to the reloaded scene on screen, for nearly every save.
            BenchmarkTarget(
                name: "hot reload of a 2,000-view scene, file replaced to first frame, p99", limit: 50,
                measured: hotReload?.perReload.map { $0.p99 / 1e6 }, unit: "ms"),
            BenchmarkTarget(
                name: "hot reload of a 2,000-view scene, a busy process beside it, p99", limit: 50,
                measured: hotReloadUnderLoad?.perReload.map { $0.p99 / 1e6 }, unit: "ms"),
            BenchmarkTarget(
                name: "1,000-view frame (display list + render), a busy process beside it, median",
                limit: 4, measured: renderUnderLoad.map { $0.frameMedian / 1e6 }, unit: "ms"),
            // Hot reload, the first touch after none, panning: the scene's kept pixels are no help.
            BenchmarkTarget(
                name: "1,000-view frame whose whole scene changed, a busy process beside it, median", limit: 3,
                measured: renderUnderLoad?.newSceneFrameMedian.map { $0 / 1e6 }, unit: "ms"),
            BenchmarkTarget(
                name: "input to highlight in the window, 1,000 views, a busy process beside it, p99",
                limit: 1_000 / 120, measured: latencyUnderLoad.map { $0.perInput.p99 / 1e6 }, unit: "ms"),
        ]
    }

    /// The targets of docs/performance.md, against this run's figures.
    package static func targets(
        sizes: [SizeMeasurement], render: RenderMeasurement?, latency: InputLatencyResult? = nil,
        storm: StormMeasurement? = nil, worstScenes: [WorstSceneMeasurement]? = nil
    ) -> [BenchmarkTarget] {
        // Not judged when a generated scene failed to load: its time says nothing.
        let atLimits = worstScenes.flatMap { $0.allSatisfy { $0.error == nil } ? $0 : nil }
        func size(_ shape: BenchmarkShape, _ views: Int) -> SizeMeasurement? {
            sizes.first { $0.shape == shape && $0.composition.views == views }
        }
        let perVisit = sizes.filter { $0.shape == .balanced }.sorted { $0.composition.views < $1.composition.views }
            .compactMap(\.nanosecondsPerVisit)
        let growth = perVisit.count >= 2 ? perVisit.max()! / perVisit.min()! : nil
        return [
            BenchmarkTarget(
                name: "hit-test median, balanced 10,000 views", limit: 1,
                measured: size(.balanced, 10_000)?.hitTest.map { $0.perPoint.median / 1e3 }, unit: "µs"),
            BenchmarkTarget(
                name: "hit-test median, flat 10,000 siblings", limit: 10,
                measured: size(.flat, 10_000)?.hitTest.map { $0.perPoint.median / 1e3 }, unit: "µs"),
            BenchmarkTarget(
                name: "traced tap median, balanced 10,000 views", limit: 20,
                measured: size(.balanced, 10_000)?.tracedTap.map { $0.perTap.median / 1e3 }, unit: "µs"),
            BenchmarkTarget(
                name: "1,000-view frame at 1280×800 (display list + render), median", limit: 4,
                measured: render.map { $0.frameMedian / 1e6 }, unit: "ms"),
            BenchmarkTarget(
                name: "1,000-view frame whose whole scene changed (display list + render), median", limit: 3,
                measured: render?.newSceneFrameMedian.map { $0 / 1e6 }, unit: "ms"),
            BenchmarkTarget(
                name: "growth: hit-test ns per visited view, balanced, largest ÷ smallest", limit: 2,
                measured: growth, unit: "×"),
            // One frame at 120 Hz, for nearly every input: judged on p99, not the median.
            BenchmarkTarget(
                name: "input to highlight in the window, 1,000 views, p99", limit: 1_000 / 120,
                measured: latency.map { $0.perInput.p99 / 1e6 }, unit: "ms"),
            // "Flat": half a million inputs may not add a megabyte, less than the
            // session's bounded log and sequence hold when full.
            BenchmarkTarget(
                name: "resident memory growth over the storm's second half", limit: 1,
                measured: storm?.growthBytes.map { Double($0) / 1_048_576 }, unit: "MB"),
            // docs/robustness.md: any scene the loader accepts traces within this.
            BenchmarkTarget(
                name: "slowest worst in-limit scene, load + build + trace", limit: WorstSceneBenchmark.budgetSeconds,
                measured: atLimits?.map { $0.nanoseconds / 1e9 }.max(), unit: "s"),
            BenchmarkTarget(
                name: "largest worst in-limit scene, peak resident memory",
                limit: Double(WorstSceneBenchmark.budgetBytes / 1_048_576),
                measured: atLimits?.map { Double($0.peakResidentBytes) / 1_048_576 }.max(), unit: "MB"),
            // docs/robustness.md: a picture of any scene the loader accepts.
            BenchmarkTarget(
                name: "slowest worst in-limit scene, display list of the final picture",
                limit: WorstSceneBenchmark.pictureBudgetSeconds * 1_000,
                measured: atLimits?.compactMap { $0.pictureNanoseconds.map { $0 / 1e6 } }.max(), unit: "ms"),
            // Above 60 frames a second with both of the window's hierarchy views open.
            BenchmarkTarget(
                name: "1,000-view frame, hierarchy panel and exploded view, median", limit: 1_000 / 60,
                measured: render?.panels.map { $0.frameMedian / 1e6 }, unit: "ms"),
        ]
            + [10_000, 100_000].map { views in
                // The whole load within 2× of libyaml's own parse of the same YAML.
                BenchmarkTarget(
                    name: "YAML scene load ÷ libyaml's own parse of the file, balanced \(views == 10_000 ? "10,000" : "100,000") views",
                    limit: 2, measured: size(.balanced, views)?.sceneLoad?.timesLibYAML, unit: "×")
            }
            + [10_000, 100_000].map { views in
                // JSON, the generators' format, loads faster than the same scene in YAML.
                BenchmarkTarget(
                    name: "JSON scene load ÷ the same scene in YAML, balanced \(views == 10_000 ? "10,000" : "100,000") views",
                    limit: 1,
                    measured: size(.balanced, views).flatMap { size in
                        size.sceneLoadJSON?.nanosecondsPerView.flatMap { json in size.sceneLoad?.nanosecondsPerView.map { json / $0 } }
                    }, unit: "×")
            }
            + [10_000, 100_000].flatMap { views in
                // Parse, validate and build: 100 ms for 10,000 views, 1 s for 100,000.
                [(SceneLoadMeasurement.Format.yaml, \SizeMeasurement.sceneLoad), (.json, \SizeMeasurement.sceneLoadJSON)].map {
                    format, load in
                    BenchmarkTarget(
                        name:
                            "scene load per view (parse + build), \(format.rawValue.uppercased()), balanced \(views == 10_000 ? "10,000" : "100,000") views",
                        limit: 10, measured: size(.balanced, views)?[keyPath: load]?.nanosecondsPerView.map { $0 / 1e3 }, unit: "µs")
                }
            }
    }

    package func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    package static func decode(json: String) throws -> BenchmarkReport {
        try JSONDecoder().decode(BenchmarkReport.self, from: Data(json.utf8))
    }
}

/// Every figure measured on one generated hierarchy (one shape at one size).
package struct SizeMeasurement: Codable, Hashable, Sendable {
    package var shape: BenchmarkShape
    package var composition: BenchmarkComposition
    package var hitTest: HitTestMeasurement?
    package var tap: TapMeasurement?
    package var tracedTap: TapMeasurement?
    /// Only measured for the balanced shape (one scene file per size is enough to
    /// show how loading grows; the flat file differs only in indentation).
    package var sceneLoad: SceneLoadMeasurement?
    /// The same scene written as JSON, loaded the same way.
    package var sceneLoadJSON: SceneLoadMeasurement?
    /// The process's peak resident memory after this hierarchy was measured.
    package var peakMemoryBytes: Int

    package init(
        shape: BenchmarkShape, composition: BenchmarkComposition, hitTest: HitTestMeasurement?,
        tap: TapMeasurement?, tracedTap: TapMeasurement?, sceneLoad: SceneLoadMeasurement?,
        sceneLoadJSON: SceneLoadMeasurement? = nil, peakMemoryBytes: Int
    ) {
        self.shape = shape
        self.composition = composition
        self.hitTest = hitTest
        self.tap = tap
        self.tracedTap = tracedTap
        self.sceneLoad = sceneLoad
        self.sceneLoadJSON = sceneLoadJSON
        self.peakMemoryBytes = peakMemoryBytes
    }

    /// Views the full walk considers per probe (from the traced taps).
    package var visitsPerProbe: Double? { tracedTap?.hitTestVisitsPerTap }

    /// Mean untraced hit-test time divided by the views the full walk considers: the
    /// cost per visited view, which should stay flat as hierarchies grow. Only
    /// meaningful where the untraced walk visits the same views as the traced one
    /// (no subview index in play, as in the balanced shape).
    package var nanosecondsPerVisit: Double? {
        guard let visits = visitsPerProbe, visits > 0, let hit = hitTest else { return nil }
        return hit.perPoint.mean / visits
    }
}
