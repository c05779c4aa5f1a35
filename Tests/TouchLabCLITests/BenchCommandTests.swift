import Foundation
import Testing
import TouchBench

/// `touchlab bench` end to end, kept tiny: the options reach the suite, the JSON
/// report decodes, and bad options are refused with a clear message. Nothing here
/// is timed.
@Suite struct BenchCommandTests {
    let cli = TraceCommandTests()

    @Test func aSmallRunPrintsAReportWithItsStorm() throws {
        let (status, output) = try cli.run([
            "bench", "--sizes", "100", "--shapes", "balanced", "--probes", "20", "--taps", "5",
            "--no-render", "--storm", "300", "--worst-scale", "0.01", "--json",
        ])
        #expect(status == 0, "\(output)")
        // Progress lines go to standard error, which this run merges: the report is
        // the JSON object after them.
        let json = String(output[try #require(output.firstIndex(of: "{"))...])
        let report = try BenchmarkReport.decode(json: json)
        #expect(report.configuration.shapes == [.balanced])
        #expect(report.sizes.map(\.shape) == [.balanced])
        let storm = try #require(report.storm)
        #expect(storm.events == 300)
        #expect(storm.activeTouchesLeft == 0 && storm.recognizersMidGesture == 0 && storm.timersLeft == 0)
        // The worst in-limit scenes, scaled down, each loaded and traced.
        let worst = try #require(report.worstScenes)
        #expect(worst.map(\.shape) == WorstScene.Shape.allCases)
        #expect(worst.allSatisfy { $0.error == nil && $0.traceLines > 0 })
    }

    /// With the window measured too, standard output is the JSON report and
    /// nothing else (the window's `READY` is for `touchlab run` only).
    @Test func theWindowsClicksKeepStandardOutputJSON() throws {
        let result = try ChildProcess.touchlab(
            [
                "bench", "--sizes", "100", "--shapes", "flat", "--probes", "10", "--taps", "3", "--storm", "0",
                "--worst-scale", "0", "--clicks", "3", "--reloads", "2", "--load", "0", "--json",
            ],
            environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil],
            // A hang guard, not a speed test: 26 s on a quiet machine, over 60 s
            // beside two builds (bench figures come from `touchlab bench` itself).
            seconds: 240)
        #expect(result.status == 0, "\(result.errors)")
        let report = try BenchmarkReport.decode(json: result.output)
        let latency = try #require(report.latency, "\(report.latencyError ?? "no latency")")
        #expect(latency.perInput.samples == 6)
        #expect(latency.inputsWithoutHighlight == 0)
        #expect(latency.videoDriver == "dummy")
        // Each press and release brings new log lines: its first frame leaves
        // their text for the frame that completes it.
        #expect(latency.inputsDeferringText == 6)
        // The first touch after none, clicked before the timed ones, apart.
        #expect((latency.firstTouchPress ?? 0) > 0 && (latency.firstTouchRelease ?? 0) > 0)
        // Hot reload: both saves of the 2,000-view file reloaded and on screen,
        // seen through inotify. No second round beside a busy process (`--load
        // 0`): a spinning process would slow the other window tests running
        // beside this one.
        let reload = try #require(report.hotReload, "\(report.hotReloadError ?? "no hot reload")")
        #expect(reload.perReload?.samples == 2 && reload.failures == 0)
        #expect(reload.views == 1_999 && reload.isNotified)
        #expect(report.latencyUnderLoad == nil && report.renderUnderLoad == nil)
        #expect(report.render?.changedFrame != nil)
    }

    /// `--complete-frames` presents every input's frame whole, for comparing
    /// the window with and without the panels' text deferred.
    @Test func completeFramesDeferNothing() throws {
        let result = try ChildProcess.touchlab(
            [
                "bench", "--sizes", "100", "--shapes", "flat", "--probes", "10", "--taps", "3", "--storm", "0",
                "--worst-scale", "0", "--clicks", "3", "--reloads", "0", "--load", "0", "--complete-frames", "--json",
            ],
            // A guard against a hang, not a speed test: the debug bench beside
            // the rest of the suite took over 60 s on a loaded 2-core machine.
            environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil], seconds: 240)
        #expect(result.status == 0, "\(result.errors)")
        let latency = try #require(try BenchmarkReport.decode(json: result.output).latency)
        #expect(latency.perInput.samples == 6 && latency.inputsWithoutHighlight == 0)
        #expect(latency.inputsDeferringText == 0)
        #expect(latency.perInputComplete == latency.perInput)
    }

    /// `--scene FILE --load-only` loads the file once and reports the load
    /// beside libyaml's own parse of it, in wall and CPU time; it takes no points.
    @Test func loadOnlyReportsTheLoadBesideLibyaml() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-load-only-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bench-balanced-100.yaml").path
        try BenchmarkHierarchy(count: 100, shape: .balanced, seed: 6).sceneYAML().write(toFile: path, atomically: true, encoding: .utf8)
        let (status, output) = try cli.run(["bench", "--scene", path, "--load-only", "--json"])
        #expect(status == 0, "\(output)")
        let json = String(output[try #require(output.firstIndex(of: "{"))...])
        let report = try JSONDecoder().decode(SceneFileLoadReport.self, from: Data(json.utf8))
        #expect(report.views == 101)  // and the window
        #expect((report.libyamlEvents ?? 0) > 100 && report.libyamlNanoseconds != nil && report.cpu?.libyaml != nil)
        let table = try cli.run(["bench", "--scene", path, "--load-only"])
        #expect(table.output.contains("libyaml alone (every event parsed and dropped"))
        let withPoints = try cli.run(["bench", "--scene", path, "--points", path, "--load-only"])
        #expect(withPoints.status != 0 && withPoints.output.contains("--load-only goes with --scene FILE alone"))
    }

    @Test func unknownShapesAndStormsAreRefused() throws {
        let shapes = try cli.run(["bench", "--shapes", "balanced,round"])
        #expect(shapes.status != 0)
        #expect(shapes.output.contains("--shapes must name balanced, flat or both"))
        let storm = try cli.run(["bench", "--storm", "200000000"])
        #expect(storm.status != 0)
        #expect(storm.output.contains("--storm must be between 0"))
    }
}
