import Foundation

/// The report as the plain-text table `touchlab bench` prints.
extension BenchmarkReport {
    /// One row per shape and size, then the rendered frame, memory and targets.
    /// Times are medians with p99 after a slash (and p99.9 after a second for
    /// input to highlight and hot reload); "visits" is the views the full
    /// (traced) walk considers per probe.
    package func table() -> String {
        var lines: [String] = []
        lines.append(
            "TouchLab benchmark — \(build) build, seed \(configuration.seed), \(configuration.probes) probe points, \(configuration.taps) taps per row"
        )
        lines.append("machine: \(machine)")
        if build != "release" {
            lines.append("warning: a \(build) build; run `make bench` (release) for figures to compare with the targets")
        }
        lines.append("")
        let header = [
            "shape", "views", "depth", "hit-test med/p99", "visits", "ns/visit", "tap med/p99",
            "traced tap med/p99", "scene parse + build", "peak RSS",
        ]
        var rows: [[String]] = []
        for size in sizes {
            rows.append([
                size.shape.rawValue,
                String(size.composition.views),
                String(size.composition.maximumDepth),
                size.hitTest.map { Self.pair($0.perPoint) } ?? "—",
                size.visitsPerProbe.map { Self.decimal($0, 1) } ?? "—",
                size.shape == .balanced ? size.nanosecondsPerVisit.map { Self.decimal($0, 1) } ?? "—" : "(index)",
                size.tap.map { Self.pair($0.perTap) } ?? "—",
                size.tracedTap.map { Self.pair($0.perTap) } ?? "—",
                size.sceneLoad.map(Self.load) ?? "—",
                Self.megabytes(size.peakMemoryBytes),
            ])
        }
        lines += Self.align([header] + rows)
        for size in sizes {
            for load in [size.sceneLoad, size.sceneLoadJSON].compactMap({ $0 }) {
                if let error = load.error {
                    lines.append(
                        "scene load, \(size.shape.rawValue) \(size.composition.views) (\((load.format ?? .yaml).rawValue)): the generated file did not load: \(error)"
                    )
                }
            }
        }
        lines += Self.loads(sizes)
        lines.append("")
        if let render {
            lines.append(
                "frame: \(render.views) views at \(render.canvasWidth)×\(render.canvasHeight), \(render.drawCommands) draw commands: "
                    + "display list \(Self.pair(render.drawList)), render \(Self.pair(render.render)), "
                    + "total \(Self.time(render.frameMedian))"
                    + (render.newSceneRender.map { "; scene changed (its pixels not kept) render \(Self.pair($0))" } ?? "")
                    + (render.newSceneFrameMedian.map { ", total \(Self.time($0))" } ?? "")
                    + (render.coldRender.map { "; first frame (nothing kept) render \(Self.pair($0))" } ?? ""))
            if let changed = render.changedFrame, let changedRender = render.changedRender {
                lines.append(
                    "frame after each new tap (new log lines and labels, as in the window): "
                        + "display list + render \(Self.pair(changed)), render \(Self.pair(changedRender))")
            }
            if let panels = render.panels {
                lines.append(
                    "frame with the hierarchy panel and the exploded view, \(panels.drawCommands) draw commands: "
                        + "display list \(Self.pair(panels.drawList)), render \(Self.pair(panels.render)), "
                        + "total \(Self.time(panels.frameMedian)) (\(Int(panels.framesPerSecond.rounded(.down))) frames a second)")
            }
        } else if let renderError {
            lines.append("frame: not rendered: \(renderError)")
        }
        if let latency {
            lines.append(
                "input to highlight: \(latency.perInput.samples) inputs (presses and releases) in the window "
                    + "(\(latency.windowWidth)×\(latency.windowHeight), \(latency.views) views, SDL \(latency.videoDriver) "
                    + "driver, \(latency.renderer) renderer): \(Self.tail(latency.perInput)) queue to presented frame"
                    + (latency.inputsWithoutHighlight > 0 ? ", \(latency.inputsWithoutHighlight) without a highlight" : ""))
            lines += latency.detailLines(indent: "  ", pair: Self.pair)
        } else if let latencyError {
            lines.append("input to highlight: not measured: \(latencyError)")
        }
        if let hotReload {
            lines.append(
                "hot reload: \(hotReload.perReload?.samples ?? 0) saves of a \(hotReload.views)-view scene file "
                    + "(\(hotReload.bytes) bytes, YAML, replaced by rename) in the window (SDL \(hotReload.videoDriver) driver, "
                    + "\(hotReload.isNotified ? "inotify" : "polling")): "
                    + (hotReload.perReload.map { Self.tail($0) } ?? "none on screen") + " file replaced to first frame"
                    + (hotReload.failures > 0 ? ", \(hotReload.failures) not reloaded" : ""))
        } else if let hotReloadError {
            lines.append("hot reload: not measured: \(hotReloadError)")
        }
        if renderUnderLoad != nil || latencyUnderLoad != nil || hotReloadUnderLoad != nil {
            let processes = configuration.competingProcesses ?? 0
            lines.append("beside \(processes) busy process\(processes == 1 ? "" : "es") (a shell spinning, same priority):")
            if let render = renderUnderLoad {
                lines.append(
                    "  frame: display list \(Self.pair(render.drawList)), render \(Self.pair(render.render)), "
                        + "total \(Self.time(render.frameMedian))"
                        + (render.newSceneRender.map { "; scene changed: render \(Self.pair($0))" } ?? "")
                        + (render.newSceneFrameMedian.map { ", total \(Self.time($0))" } ?? "")
                        + (render.changedFrame.map { "; after each new tap: \(Self.pair($0))" } ?? ""))
            }
            if let latency = latencyUnderLoad {
                lines.append(
                    "  input to highlight: \(latency.perInput.samples) inputs: \(Self.tail(latency.perInput)) queue to presented frame"
                        + (latency.inputsWithoutHighlight > 0 ? ", \(latency.inputsWithoutHighlight) without a highlight" : ""))
                lines += latency.detailLines(indent: "    ", pair: Self.pair)
            }
            if let hotReload = hotReloadUnderLoad {
                lines.append(
                    "  hot reload: \(hotReload.perReload?.samples ?? 0) saves: "
                        + (hotReload.perReload.map { Self.tail($0) } ?? "none on screen") + " file replaced to first frame"
                        + (hotReload.failures > 0 ? ", \(hotReload.failures) not reloaded" : ""))
            }
        }
        if let storm { lines += Self.storm(storm) }
        if let worstScenes { lines += Self.worst(worstScenes) }
        lines.append("peak memory: \(Self.megabytes(peakMemoryBytes))")
        lines.append("")
        lines.append("targets:")
        for target in targets {
            let verdict = target.isMet.map { $0 ? "met   " : "MISSED" } ?? "n/a   "
            let figure = target.measured.map { "\(Self.decimal($0, 3)) \(target.unit)" } ?? "not measured"
            lines.append("  \(verdict) \(target.name): \(figure) (target < \(Self.decimal(target.limit, 3)) \(target.unit))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The storm: its speed, resident memory along it, and what it left behind.
    private static func storm(_ storm: StormMeasurement) -> [String] {
        let readings = storm.samples.map { "\(Self.decimal(Double($0.residentBytes) / 1_048_576, 1))" }
        let growth = storm.growthBytes.map { bytes -> String in
            let megabytes = Double(bytes) / 1_048_576
            return "\(megabytes >= 0 ? "+" : "")\(Self.decimal(megabytes, 2)) MB"
        }
        return [
            "storm: \(storm.events) random inputs through the playground session (balanced 1000, traced), "
                + "\(Self.time(storm.nanosecondsPerEvent)) per input, \(storm.refusedInputs) finger samples refused",
            "  resident MB after each tenth: " + readings.joined(separator: ", ")
                + (growth.map { " (\($0) over the second half)" } ?? ""),
            "  left at the end: \(storm.activeTouchesLeft) active touches, "
                + "\(storm.recognizersMidGesture) recognizers mid-gesture, \(storm.timersLeft) timers",
        ]
    }

    /// The worst in-limit scenes, one row each, beside the limits they sit at.
    private static func worst(_ scenes: [WorstSceneMeasurement]) -> [String] {
        let header = [
            "worst in-limit scene", "views", "recognizers", "depth", "frames", "trace lines", "time", "picture", "peak RSS",
        ]
        let rows = scenes.map { scene in
            [
                scene.shape.rawValue, String(scene.views), String(scene.recognizers), String(scene.depth),
                String(scene.frames), String(scene.traceLines), time(scene.nanoseconds),
                scene.pictureNanoseconds.map(time) ?? "–", megabytes(scene.peakResidentBytes),
            ]
        }
        var lines = [""] + align([header] + rows)
        lines.append(
            "  (budget: under \(decimal(WorstSceneBenchmark.budgetSeconds, 0)) s and \(WorstSceneBenchmark.budgetBytes / 1_048_576) MB each, "
                + "a picture's display list under \(decimal(WorstSceneBenchmark.pictureBudgetSeconds * 1_000, 0)) ms; limits in docs/robustness.md)"
        )
        for scene in scenes {
            if let error = scene.error { lines.append("  \(scene.shape.rawValue): the generated scene did not load: \(error)") }
        }
        return lines
    }

    private static func align(_ rows: [[String]]) -> [String] {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
    }

    static func time(_ nanoseconds: Double) -> String {
        if nanoseconds < 1e3 { return "\(decimal(nanoseconds, 0)) ns" }
        if nanoseconds < 1e6 { return "\(decimal(nanoseconds / 1e3, nanoseconds < 1e4 ? 2 : 1)) µs" }
        if nanoseconds < 1e9 { return "\(decimal(nanoseconds / 1e6, nanoseconds < 1e7 ? 2 : 1)) ms" }
        return "\(decimal(nanoseconds / 1e9, 2)) s"
    }

    private static func pair(_ summary: TimingSummary) -> String {
        "\(time(summary.median)) / \(time(summary.p99))"
    }

    /// Median / p99 / p99.9, for the figures judged on their tail.
    private static func tail(_ summary: TimingSummary) -> String {
        pair(summary) + (summary.p999.map { " / \(time($0))" } ?? "")
    }

    /// Scene load per view for each balanced size, YAML beside JSON: parse (and
    /// validate) plus build, medians, divided by the views.
    private static func loads(_ sizes: [SizeMeasurement]) -> [String] {
        let measured = sizes.filter { $0.sceneLoad != nil || $0.sceneLoadJSON != nil }
        guard !measured.isEmpty else { return [] }
        func cells(_ load: SceneLoadMeasurement?) -> [String] {
            guard let load else { return ["—", "—", "—"] }
            let perView = load.nanosecondsPerView.map { time($0) } ?? (load.error == nil ? "—" : "(error)")
            let parse = load.perLoad.map { time($0.median) } ?? "—"
            let build = load.perBuild.map { time($0.median) } ?? "—"
            return [decimal(Double(load.bytes) / 1_048_576, 1) + " MB", "\(parse) + \(build)", perView]
        }
        let header = [
            "scene load (balanced)", "views", "YAML size", "YAML parse + build", "YAML per view", "libyaml alone", "JSON size",
            "JSON parse + build", "JSON per view", "peak RSS",
        ]
        let rows = measured.map { size in
            let floor = size.sceneLoad.flatMap { load in
                load.libyamlParse.map { time($0.median) + (load.timesLibYAML.map { " (load \(decimal($0, 2))×)" } ?? "") }
            }
            return ["", String(size.composition.views)] + cells(size.sceneLoad) + [floor ?? "—"] + cells(size.sceneLoadJSON) + [
                megabytes(size.peakMemoryBytes)
            ]
        }
        return [""] + align([header] + rows)
    }

    private static func load(_ load: SceneLoadMeasurement) -> String {
        guard let timing = load.perLoad else { return "—" }
        let build = load.perBuild.map { " + \(time($0.median))" } ?? ""
        return time(timing.median) + build + (load.error == nil ? "" : " (error)")
    }

    private static func megabytes(_ bytes: Int) -> String {
        "\(decimal(Double(bytes) / 1_048_576, 0)) MB"
    }

    static func decimal(_ value: Double, _ places: Int) -> String {
        String(format: "%.\(places)f", value)
    }
}
