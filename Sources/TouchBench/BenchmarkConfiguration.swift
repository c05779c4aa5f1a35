import Foundation
import TouchCore

/// What one benchmark run measures: the sizes, how many probe points and taps,
/// and the seed every hierarchy and probe set comes from.
package struct BenchmarkConfiguration: Codable, Hashable, Sendable {
    package var sizes: [Int]
    /// The hierarchy shapes measured at each size (both by default).
    package var shapes: [BenchmarkShape]
    package var probes: Int
    package var taps: Int
    package var seed: UInt64
    package var mix: BenchmarkMix
    /// The view count of the rendered frame (the performance target's 1,000; docs/performance.md), or nil to skip it.
    package var renderViews: Int?
    /// Inputs in the event storm on the balanced 1,000-view hierarchy (docs/performance.md: a
    /// million), or nil to skip it.
    package var stormEvents: Int?
    /// Clicks in the live window for input-to-highlight on the balanced 1,000-view
    /// app, or nil to skip it.
    package var latencyClicks: Int?
    /// Whether the window presents with SDL's software renderer (`--software`).
    package var latencyUsesSoftwareRenderer: Bool
    /// Whether the window presents an input's frame before the panels' new
    /// text is rasterised (its default); off, every frame is presented
    /// complete (`--complete-frames`), to compare the two.
    package var latencyDefersPanelText = true
    /// Saves of a 2,000-view scene file timed to the reloaded frame in the live
    /// window (``HotReloadBenchmark``), or nil to skip it.
    package var hotReloads: Int?
    /// Busy processes (``CompetingLoad``) to run while the frame and
    /// input-to-highlight are measured a second time, or nil for no second round.
    package var competingProcesses: Int?
    /// The worst in-limit scenes (``WorstScene``) at the loader's limits times this
    /// factor (1 for the limits themselves), or nil to skip them.
    package var worstSceneScale: Double?

    package init(
        sizes: [Int] = [100, 1_000, 10_000, 100_000], shapes: [BenchmarkShape] = BenchmarkShape.allCases,
        probes: Int = 10_000, taps: Int = 2_000, seed: UInt64 = 6, mix: BenchmarkMix = .standard,
        renderViews: Int? = 1_000, stormEvents: Int? = 1_000_000, latencyClicks: Int? = 500,
        latencyUsesSoftwareRenderer: Bool = false, worstSceneScale: Double? = 1, hotReloads: Int? = 100,
        competingProcesses: Int? = 1
    ) {
        self.sizes = sizes
        self.shapes = shapes
        self.probes = probes
        self.taps = taps
        self.seed = seed
        self.mix = mix
        self.renderViews = renderViews
        self.stormEvents = stormEvents
        self.latencyClicks = latencyClicks
        self.latencyUsesSoftwareRenderer = latencyUsesSoftwareRenderer
        self.worstSceneScale = worstSceneScale
        self.hotReloads = hotReloads
        self.competingProcesses = competingProcesses
    }
}

/// One of the performance targets of docs/performance.md, with the figure measured against it.
///
/// Targets are checked here, in the benchmark's output, and never asserted by a
/// test: timing depends on the machine and on whatever else it is running.
package struct BenchmarkTarget: Codable, Hashable, Sendable {
    package var name: String
    /// The limit, in `unit`; the target is met when the measured figure is below it.
    package var limit: Double
    package var measured: Double?
    package var unit: String

    package init(name: String, limit: Double, measured: Double?, unit: String) {
        self.name = name
        self.limit = limit
        self.measured = measured
        self.unit = unit
    }

    /// Nil when the figure was not measured (a size or the render left out).
    package var isMet: Bool? { measured.map { $0 < limit } }
}

/// What every benchmark measures: a live application with one visible window, and
/// the screen points to probe it at.
///
/// The benchmarks take a subject and nothing else, so any single-window
/// application can be measured this way. Scene files, which may have several
/// windows and per-probe questions (which view, how many considered), go through
/// ``SceneProbeBenchmark`` instead (`touchlab bench --scene FILE --points FILE`).
package final class BenchmarkSubject {
    /// Shown in reports, such as `balanced 10000`.
    package let name: String
    package let application: UIApplication
    package let window: UIWindow
    /// Screen points, in the order the benchmarks visit them.
    package let probes: [CGPoint]

    package init(name: String, application: UIApplication, window: UIWindow, probes: [CGPoint]) {
        self.name = name
        self.application = application
        self.window = window
        self.probes = probes
    }

    /// `count` points spread uniformly over `screen`, the same for one seed.
    package static func uniformProbes(count: Int, in screen: CGSize, seed: UInt64) -> [CGPoint] {
        var rng = SplitMix64(seed: seed ^ 0x9F0B_E5)
        return (0..<max(0, count)).map { _ in
            CGPoint(x: CGFloat.random(in: 0..<screen.width, using: &rng), y: CGFloat.random(in: 0..<screen.height, using: &rng))
        }
    }
}
