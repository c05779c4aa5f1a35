import Foundation

/// Runs every benchmark of docs/performance.md for a configuration and gathers the report.
///
/// For each size, smallest first, a balanced and a flat hierarchy are generated and
/// measured one at a time (hit-testing, an untraced and a traced tap, and for the
/// balanced one the scene load), each released before the next is built, so the
/// peak memory read after a size is what that size needed. The rendered frame comes
/// last. Runs on the main actor because rendering uses SDL_ttf.
@MainActor
package struct BenchmarkSuite {
    package var configuration: BenchmarkConfiguration

    package init(configuration: BenchmarkConfiguration) {
        self.configuration = configuration
    }

    /// Runs everything; `progress` hears a line before each step (the command sends
    /// it to standard error, so `--json` output stays clean).
    package func run(progress: (String) -> Void = { _ in }) -> BenchmarkReport {
        // First, while the process holds little: their memory is read as they play.
        let worstScenes = configuration.worstSceneScale.map { scale in
            WorstSceneBenchmark(limits: scale == 1 ? .default : WorstScene.scaledLimits(scale)).runAll(progress: progress)
        }
        var sizes: [SizeMeasurement] = []
        for count in configuration.sizes {
            for shape in configuration.shapes {
                progress("\(shape.rawValue) \(count): generating")
                sizes.append(
                    measure(
                        BenchmarkHierarchy(
                            count: count, shape: shape, mix: configuration.mix,
                            seed: configuration.seed), progress: progress))
            }
        }
        var render: RenderMeasurement?
        var renderError: String?
        if let views = configuration.renderViews {
            progress("frame of \(views) views: rendering")
            do {
                render = try RenderBenchmark().run(
                    BenchmarkHierarchy(
                        count: views, shape: .balanced,
                        mix: configuration.mix, seed: configuration.seed))
            } catch {
                renderError = String(describing: error)
            }
        }
        var latency: InputLatencyResult?
        var latencyError: String?
        if let clicks = configuration.latencyClicks {
            progress("input to highlight: \(clicks) clicks in the window")
            do {
                latency = try InputLatencyBenchmark(
                    clicks: clicks, usesSoftwareRenderer: configuration.latencyUsesSoftwareRenderer,
                    defersPanelText: configuration.latencyDefersPanelText
                ).run(
                    BenchmarkHierarchy(count: 1_000, shape: .balanced, mix: configuration.mix, seed: configuration.seed))
            } catch {
                latencyError = String(describing: error)
            }
        }
        var hotReload: HotReloadResult?
        var hotReloadError: String?
        if let reloads = configuration.hotReloads {
            progress("hot reload: \(reloads) saves of a 2,000-view scene file in the window")
            do {
                hotReload = try HotReloadBenchmark(
                    reloads: reloads, usesSoftwareRenderer: configuration.latencyUsesSoftwareRenderer
                ).run(BenchmarkHierarchy(count: 1_999, shape: .balanced, mix: configuration.mix, seed: configuration.seed))
            } catch {
                hotReloadError = String(describing: error)
            }
        }
        var renderUnderLoad: RenderMeasurement?
        var latencyUnderLoad: InputLatencyResult?
        var hotReloadUnderLoad: HotReloadResult?
        if let processes = configuration.competingProcesses, processes > 0,
            configuration.renderViews != nil || configuration.latencyClicks != nil || configuration.hotReloads != nil
        {
            progress("the frame, input to highlight and hot reload again, beside \(processes) busy process(es)")
            do {
                let load = try CompetingLoad(count: processes)
                defer { load.stop() }
                let hierarchy = BenchmarkHierarchy(count: 1_000, shape: .balanced, mix: configuration.mix, seed: configuration.seed)
                if configuration.renderViews != nil { renderUnderLoad = try RenderBenchmark().run(hierarchy) }
                if let clicks = configuration.latencyClicks {
                    latencyUnderLoad = try InputLatencyBenchmark(
                        clicks: clicks, usesSoftwareRenderer: configuration.latencyUsesSoftwareRenderer,
                        defersPanelText: configuration.latencyDefersPanelText
                    ).run(hierarchy)
                }
                if let reloads = configuration.hotReloads {
                    hotReloadUnderLoad = try HotReloadBenchmark(
                        reloads: reloads, usesSoftwareRenderer: configuration.latencyUsesSoftwareRenderer
                    ).run(BenchmarkHierarchy(count: 1_999, shape: .balanced, mix: configuration.mix, seed: configuration.seed))
                }
            } catch {
                latencyError = (latencyError.map { $0 + "; " } ?? "") + "under load: \(error)"
            }
        }
        var storm: StormMeasurement?
        if let events = configuration.stormEvents {
            progress("storm of \(events) events through the playground session")
            let hierarchy = BenchmarkHierarchy(
                count: 1_000, shape: .balanced, mix: configuration.mix, seed: configuration.seed)
            storm = StormBenchmark(events: events, seed: configuration.seed).run(hierarchy.makeSubject(probes: 0))
        }
        return BenchmarkReport(
            configuration: configuration, machine: Self.machine(), build: Self.build, sizes: sizes,
            render: render, renderError: renderError, latency: latency, latencyError: latencyError, storm: storm,
            worstScenes: worstScenes, peakMemoryBytes: PeakMemory.residentBytes(), hotReload: hotReload,
            hotReloadError: hotReloadError, renderUnderLoad: renderUnderLoad, latencyUnderLoad: latencyUnderLoad,
            hotReloadUnderLoad: hotReloadUnderLoad)
    }

    private func measure(_ hierarchy: BenchmarkHierarchy, progress: (String) -> Void) -> SizeMeasurement {
        let label = "\(hierarchy.shape.rawValue) \(hierarchy.count)"
        let subject = hierarchy.makeSubject(probes: configuration.probes)
        progress("\(label): hit-testing")
        let hitTest = HitTestBenchmark().run(subject)
        progress("\(label): taps")
        let taps = TapBenchmark(taps: configuration.taps)
        let tap = taps.run(subject, traced: false)
        let tracedTap = taps.run(subject, traced: true)
        var sceneLoad: SceneLoadMeasurement?
        var sceneLoadJSON: SceneLoadMeasurement?
        if hierarchy.shape == .balanced {
            progress("\(label): scene load, YAML")
            sceneLoad = SceneLoadBenchmark().run(hierarchy.sceneYAML(), views: hierarchy.count, format: .yaml)
            progress("\(label): scene load, JSON")
            sceneLoadJSON = SceneLoadBenchmark().run(hierarchy.sceneJSON(), views: hierarchy.count, format: .json)
        }
        return SizeMeasurement(
            shape: hierarchy.shape, composition: BenchmarkComposition(hierarchy), hitTest: hitTest,
            tap: tap, tracedTap: tracedTap, sceneLoad: sceneLoad, sceneLoadJSON: sceneLoadJSON,
            peakMemoryBytes: PeakMemory.residentBytes())
    }

    nonisolated static var build: String {
        #if DEBUG
            return "debug"
        #else
            return "release"
        #endif
    }

    /// CPU model (from /proc/cpuinfo where there is one), cores and OS.
    nonisolated static func machine() -> String {
        let info = ProcessInfo.processInfo
        let cpu =
            (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        return "\(cpu), \(info.activeProcessorCount) cores, \(info.operatingSystemVersionString)"
    }
}
