import Foundation
import Testing
import TouchBench
import TouchCore

/// The report is what scripts read (`--json`) and what people compare with the
/// targets (the table), so it must round-trip and judge the targets correctly.
/// Every figure here is made up: nothing is timed.
@Suite struct BenchmarkReportTests {
    static func summary(_ median: Double) -> TimingSummary {
        TimingSummary(samples: 10, median: median, p99: median * 3, mean: median * 1.2, minimum: median / 2, maximum: median * 4)
    }

    static func size(_ shape: BenchmarkShape, _ views: Int, hit: Double, tracedTap: Double, visits: Double) -> SizeMeasurement {
        SizeMeasurement(
            shape: shape, composition: BenchmarkComposition(BenchmarkHierarchy(count: views, shape: shape, seed: 1)),
            hitTest: HitTestMeasurement(perPoint: summary(hit), repeatsPerProbe: 8, probesBelowWindow: 90),
            tap: TapMeasurement(perTap: summary(tracedTap / 4), traced: false, hitTestVisitsPerTap: nil, traceRecordsPerTap: nil),
            tracedTap: TapMeasurement(
                perTap: summary(tracedTap), traced: true, hitTestVisitsPerTap: visits, traceRecordsPerTap: visits * 3),
            sceneLoad: shape == .balanced ? SceneLoadMeasurement(bytes: views * 100, perLoad: summary(1e6), error: nil) : nil,
            peakMemoryBytes: 50 << 20)
    }

    static func report(balanced10k hit: Double, render: Double?) -> BenchmarkReport {
        let sizes = [
            size(.balanced, 1_000, hit: 500, tracedTap: 9_000, visits: 10),
            size(.flat, 1_000, hit: 700, tracedTap: 9_000, visits: 70),
            size(.balanced, 10_000, hit: hit, tracedTap: 30_000, visits: 14),
            size(.flat, 10_000, hit: 2_000, tracedTap: 15_000, visits: 200),
        ]
        let frame = render.map {
            RenderMeasurement(
                views: 1_000, canvasWidth: 1280, canvasHeight: 800, pixels: 1280 * 800, drawCommands: 3_000,
                drawList: summary($0 / 2), render: summary($0 / 2))
        }
        return BenchmarkReport(
            configuration: BenchmarkConfiguration(sizes: [1_000, 10_000]), machine: "test machine",
            build: "release", sizes: sizes, render: frame, renderError: render == nil ? "no font" : nil,
            peakMemoryBytes: 60 << 20)
    }

    @Test func jsonRoundTrips() throws {
        let report = Self.report(balanced10k: 800, render: 3e6)
        let json = try report.json()
        #expect(try BenchmarkReport.decode(json: json) == report)
        #expect(json.contains("\"targets\""))
        let withoutRender = Self.report(balanced10k: 800, render: nil)
        #expect(try BenchmarkReport.decode(json: withoutRender.json()) == withoutRender)
    }

    /// Hot reload is judged on its p99 against 50 ms, the frame beside a busy
    /// process on its median against 4 ms, and input to highlight beside it
    /// on its p99 against one 120 Hz frame.
    @Test func windowTargetsAreJudgedOnTheirFigures() throws {
        func summary(median: Double, p99: Double) -> TimingSummary {
            TimingSummary(samples: 20, median: median, p99: p99, mean: median, minimum: median, maximum: p99)
        }
        let reload = HotReloadResult(
            views: 1_999, bytes: 400_000, videoDriver: "dummy", isNotified: true,
            perReload: summary(median: 33e6, p99: 42e6), failures: 0)
        let frame = RenderMeasurement(
            views: 1_000, canvasWidth: 1280, canvasHeight: 800, pixels: 1_024_000, drawCommands: 2_369,
            drawList: summary(median: 2.3e6, p99: 2.4e6), render: summary(median: 4.2e6, p99: 4.4e6))
        let latency = InputLatencyResult(
            views: 1_000, videoDriver: "dummy", renderer: "software", windowWidth: 1280, windowHeight: 800,
            perInput: summary(median: 8.7e6, p99: 8.2e6), inputsWithoutHighlight: 0)
        let targets = BenchmarkReport.windowTargets(hotReload: reload, renderUnderLoad: frame, latencyUnderLoad: latency)
        #expect(targets.map(\.measured) == [42, nil, 6.5, nil, 8.2])
        #expect(targets.map(\.isMet) == [true, nil, false, nil, true])
        // Hot reload beside the busy process, and the frame whose whole scene
        // changed (its median list + render) against 3 ms.
        var changed = frame
        changed.newSceneRender = summary(median: 0.5e6, p99: 0.6e6)
        let slowReload = HotReloadResult(
            views: 1_999, bytes: 400_000, videoDriver: "dummy", isNotified: true,
            perReload: summary(median: 40e6, p99: 61e6), failures: 0)
        let loaded = BenchmarkReport.windowTargets(
            hotReload: reload, renderUnderLoad: changed, latencyUnderLoad: latency, hotReloadUnderLoad: slowReload)
        #expect(loaded.map(\.measured) == [42, 61, 6.5, 2.8, 8.2])
        #expect(loaded.map(\.isMet) == [true, false, false, true, true])
        let none = BenchmarkReport.windowTargets(hotReload: nil, renderUnderLoad: nil, latencyUnderLoad: nil)
        #expect(none.map(\.isMet) == [nil, nil, nil, nil, nil])
    }

    @Test func targetsAreJudgedAgainstTheirLimits() throws {
        let fast = Self.report(balanced10k: 800, render: 3e6).targets
        // The scene-load targets are n/a: these made-up loads do not say their views.
        #expect(
            fast.map(\.isMet) == [true, true, false, true, nil, true] + Array(repeating: nil, count: 19))
        #expect(fast[0].measured == 0.8)
        #expect(fast[2].measured == 30)
        #expect(fast[3].measured == 3)
        // ns per visit is the mean (1.2 × median here) ÷ visits: 960 / 14 at 10,000 views
        // against 600 / 10 at 1,000; growth is the larger over the smaller.
        let growth = try #require(fast[5].measured)
        #expect(abs(growth - (960.0 / 14) / (600.0 / 10)) < 1e-9)

        let slow = Self.report(balanced10k: 1_500, render: nil).targets
        #expect(slow[0].isMet == false)
        #expect(slow[3].isMet == nil)
        #expect(slow[3].measured == nil)
    }

    @Test func sceneLoadIsJudgedPerViewForYAMLAndJSON() throws {
        var size = Self.size(.balanced, 10_000, hit: 500, tracedTap: 9_000, visits: 10)
        size.sceneLoad = SceneLoadMeasurement(
            bytes: 2_000_000, perLoad: Self.summary(50e6), perBuild: Self.summary(20e6), error: nil, views: 10_000, format: .yaml)
        size.sceneLoad?.libyamlParse = Self.summary(40e6)
        size.sceneLoadJSON = SceneLoadMeasurement(
            bytes: 800_000, perLoad: Self.summary(130e6), perBuild: Self.summary(20e6), error: nil, views: 10_000, format: .json)
        let report = BenchmarkReport(
            configuration: BenchmarkConfiguration(sizes: [10_000]), machine: "test machine", build: "release", sizes: [size],
            render: nil, renderError: nil, peakMemoryBytes: 60 << 20)
        let yaml = try #require(report.targets.first { $0.name == "scene load per view (parse + build), YAML, balanced 10,000 views" })
        let json = try #require(report.targets.first { $0.name == "scene load per view (parse + build), JSON, balanced 10,000 views" })
        #expect(yaml.measured == 7 && yaml.isMet == true)
        #expect(json.measured == 15 && json.isMet == false)
        #expect(report.targets.first { $0.name.hasSuffix("100,000 views") }?.isMet == nil)
        // The whole YAML load against libyaml's own parse of the file, (50 + 20) ÷ 40;
        // JSON against YAML per view, 15 ÷ 7.
        let floor = try #require(
            report.targets.first { $0.name == "YAML scene load ÷ libyaml's own parse of the file, balanced 10,000 views" })
        #expect(floor.measured == 1.75 && floor.isMet == true)
        let ratio = try #require(report.targets.first { $0.name == "JSON scene load ÷ the same scene in YAML, balanced 10,000 views" })
        #expect(ratio.measured == 15.0 / 7 && ratio.isMet == false)
        let table = report.table()
        #expect(table.contains("7.00 µs") && table.contains("15.0 µs"))
        #expect(table.contains("MISSED scene load per view (parse + build), JSON, balanced 10,000 views: 15.000 µs (target < 10.000 µs)"))
        #expect(try BenchmarkReport.decode(json: report.json()) == report)
    }

    /// The frame row is the steady state, the scene's pixels kept; a frame
    /// whose scene changed is shown beside it, quiet and beside a busy
    /// process, and kept in the JSON.
    @Test func theFrameWhoseSceneChangedIsReportedBesideTheSteadyOne() throws {
        let base = Self.report(balanced10k: 800, render: 3e6)
        let frame = RenderMeasurement(
            views: 1_000, canvasWidth: 1280, canvasHeight: 800, pixels: 1280 * 800, drawCommands: 2_369,
            drawList: Self.summary(2e6), render: Self.summary(1e6), newSceneRender: Self.summary(4e6))
        #expect(frame.newSceneFrameMedian == 6e6)
        let report = BenchmarkReport(
            configuration: base.configuration, machine: base.machine, build: base.build, sizes: base.sizes,
            render: frame, renderError: nil, peakMemoryBytes: base.peakMemoryBytes, renderUnderLoad: frame)
        let table = report.table()
        #expect(
            table.contains(
                "render 1.00 ms / 3.00 ms, total 3.00 ms; scene changed (its pixels not kept) render 4.00 ms / 12.0 ms, total 6.00 ms"))
        #expect(
            table.contains(
                "  frame: display list 2.00 ms / 6.00 ms, render 1.00 ms / 3.00 ms, total 3.00 ms; scene changed: render 4.00 ms / 12.0 ms, total 6.00 ms"
            ))
        #expect(try BenchmarkReport.decode(json: report.json()) == report)
        #expect(try report.json().contains("\"newSceneRender\""))
    }

    @Test func tableHasARowPerHierarchyAndAVerdictPerTarget() {
        let table = Self.report(balanced10k: 800, render: nil).table()
        let lines = table.components(separatedBy: "\n")
        #expect(lines.filter { $0.hasPrefix("balanced ") }.count == 2)
        #expect(lines.filter { $0.hasPrefix("flat ") }.count == 2)
        #expect(table.contains("MISSED traced tap median, balanced 10,000 views: 30.000 µs (target < 20.000 µs)"))
        #expect(table.contains("met    hit-test median, balanced 10,000 views: 0.800 µs"))
        #expect(table.contains("frame: not rendered: no font"))
        #expect(!table.contains("warning:"))
    }

    /// The storm's memory target is the growth over its second half: from the
    /// reading halfway to the last one, whatever the warm-up before.
    @Test func stormGrowthIsJudgedOverTheSecondHalf() throws {
        func storm(_ megabytes: [Double]) -> StormMeasurement {
            StormMeasurement(
                events: 1_000, refusedInputs: 7, nanosecondsPerEvent: 5_000,
                samples: megabytes.enumerated().map {
                    StormMeasurement.Sample(events: ($0.offset + 1) * 100, residentBytes: Int($0.element * 1_048_576))
                },
                activeTouchesLeft: 0, recognizersMidGesture: 0, timersLeft: 0)
        }
        let flat = storm([30, 34, 35, 36, 36, 36.5, 36.5, 36.6, 36.6, 36.7])
        #expect(flat.growthBytes == Int(36.7 * 1_048_576) - Int(36 * 1_048_576))
        let base = Self.report(balanced10k: 800, render: 3e6)
        let report = BenchmarkReport(
            configuration: base.configuration, machine: base.machine, build: base.build, sizes: base.sizes,
            render: base.render, renderError: nil, storm: flat, peakMemoryBytes: base.peakMemoryBytes)
        let target = try #require(report.targets.first { $0.name.hasPrefix("resident memory growth") })
        #expect(target.isMet == true)
        #expect(abs(try #require(target.measured) - 0.7) < 1e-6)
        #expect(try BenchmarkReport.decode(json: report.json()) == report)
        let table = report.table()
        #expect(table.contains("storm: 1000 random inputs"))
        #expect(table.contains("(+0.70 MB over the second half)"))
        #expect(table.contains("left at the end: 0 active touches, 0 recognizers mid-gesture, 0 timers"))
        let growing = storm([30, 31, 32, 33, 34, 35, 36, 37, 38, 39])
        #expect(
            BenchmarkReport.targets(sizes: [], render: nil, storm: growing).first { $0.name.hasPrefix("resident memory growth") }?.isMet
                == false)
        #expect(storm([30]).growthBytes == nil)
    }

    /// The tail of 1,000 inputs: p99 and p99.9 are measured values (nearest
    /// rank), and the table prints median / p99 / p99.9 where a tail is judged.
    @Test func tailsAreNearestRanks() throws {
        let summary = try #require(TimingSummary(nanoseconds: (1...1_000).map { Double($0) * 1e3 }.shuffled()))
        #expect(summary.median == 500e3 && summary.p99 == 990e3 && summary.p999 == 999e3)
        #expect(TimingSummary(nanoseconds: [5, 1, 3])?.p999 == 5)
        let latency = InputLatencyResult(
            views: 1_000, videoDriver: "dummy", renderer: "software", windowWidth: 1280, windowHeight: 800,
            perInput: summary, inputsWithoutHighlight: 0)
        let base = Self.report(balanced10k: 800, render: 3e6)
        let report = BenchmarkReport(
            configuration: base.configuration, machine: base.machine, build: base.build, sizes: base.sizes,
            render: base.render, renderError: nil, latency: latency, peakMemoryBytes: base.peakMemoryBytes,
            latencyUnderLoad: latency)
        let table = report.table()
        #expect(table.contains("software renderer): 500.0 µs / 990.0 µs / 999.0 µs queue to presented frame"))
        #expect(table.contains("  input to highlight: 1000 inputs: 500.0 µs / 990.0 µs / 999.0 µs queue to presented frame"))
        #expect(try BenchmarkReport.decode(json: report.json()) == report)
    }

    /// Input-to-highlight is judged on p99 against one frame at 120 Hz, and named in
    /// the table with the driver and renderer that presented it.
    @Test func inputToHighlightIsJudgedOnItsTail() throws {
        let latency = InputLatencyResult(
            views: 1_000, videoDriver: "x11", renderer: "opengl", windowWidth: 1280, windowHeight: 800,
            perInput: Self.summary(3e6), inputsWithoutHighlight: 0)
        let base = Self.report(balanced10k: 800, render: 3e6)
        let report = BenchmarkReport(
            configuration: base.configuration, machine: base.machine, build: base.build, sizes: base.sizes,
            render: base.render, renderError: nil, latency: latency, peakMemoryBytes: base.peakMemoryBytes)
        let target = try #require(report.targets.first { $0.name.hasPrefix("input to highlight") })
        #expect(target.measured == 9)  // p99 is 3 × the median here
        #expect(target.isMet == false)
        #expect(abs(target.limit - 1_000.0 / 120) < 1e-9)
        #expect(try BenchmarkReport.decode(json: report.json()) == report)
        #expect(report.table().contains("SDL x11 driver, opengl renderer): 3.00 ms / 9.00 ms queue to presented frame"))
        let failed = BenchmarkReport(
            configuration: base.configuration, machine: base.machine, build: base.build, sizes: base.sizes,
            render: base.render, renderError: nil, latencyError: "no font", peakMemoryBytes: base.peakMemoryBytes)
        #expect(failed.table().contains("input to highlight: not measured: no font"))
    }

    @Test func summariesUseNearestRank() throws {
        let summary = try #require(TimingSummary(nanoseconds: (1...200).map(Double.init).reversed()))
        #expect(summary.median == 100)
        #expect(summary.p99 == 198)
        #expect(summary.minimum == 1 && summary.maximum == 200)
        #expect(summary.mean == 100.5)
        #expect(TimingSummary(nanoseconds: []) == nil)
        #expect(TimingSummary(nanoseconds: [7])?.p99 == 7)
    }
}
