import Foundation

/// The results of `touchlab bench --scene FILE --points FILE`: how long the scene
/// takes to load, split into parsing and building, and what hit-testing finds at
/// each probe and how fast.
///
/// Encoded as JSON like ``BenchmarkReport`` (nanoseconds throughout, sorted keys).
public struct SceneProbeReport: Codable, Hashable, Sendable {
    public var scene: String
    public var pointsFile: String
    public var machine: String
    public var build: String
    /// Views in the built scene's windows, windows included.
    public var views: Int
    /// `SceneParser.parse`: YAML, reading and validation, per load.
    public var parse: TimingSummary
    /// `SceneBuilder.build`: making the core objects from the parsed document.
    public var buildScene: TimingSummary
    public var probes: [SceneProbeResult]
    /// Per-probe medians summarised over the probes.
    public var hitTest: TimingSummary

    public init(
        scene: String, pointsFile: String, machine: String, build: String, views: Int, parse: TimingSummary,
        buildScene: TimingSummary, probes: [SceneProbeResult], hitTest: TimingSummary
    ) {
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

    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// One row per probe, then the load and hit-test summaries.
    public func table() -> String {
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
