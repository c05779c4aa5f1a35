import Foundation
import TouchCore
import TouchScenes

/// Loads one scene file once, as `touchlab` loads a scene — read, parse and
/// validate (`SceneParser.parse(fileAtPath:)`), then build (`SceneBuilder`) —
/// and nothing else, so that the process's peak memory is the load's own
/// (`touchlab bench --scene FILE --load-only`, run under GNU time for a
/// million views). Then times libyaml's own parse of the same text
/// (``TouchScenes/SceneLibYAMLFloor``), the floor the load is compared with.
package struct SceneFileLoadBenchmark: Sendable {
    package var limits: SceneLimits

    package init(limits: SceneLimits) {
        self.limits = limits
    }

    package func run(path: String) throws(SceneError) -> SceneFileLoadReport {
        let parser = SceneParser(limits: limits)
        let before = MonotonicClock.nanoseconds(), cpuBefore = Self.threadCPUNanoseconds()
        var document: SceneDocument? = try parser.parse(fileAtPath: path)
        let parse = Double(MonotonicClock.nanoseconds() - before), parseCPU = Self.threadCPUNanoseconds() - cpuBefore
        var world: SceneWorld?
        let cpuBeforeBuild = Self.threadCPUNanoseconds()
        let build = MonotonicClock.measure { world = document.map { SceneBuilder().build($0) } }
        let buildCPU = Self.threadCPUNanoseconds() - cpuBeforeBuild
        let views = world.map { Self.viewCount($0) } ?? 0
        let peak = PeakMemory.residentBytes()
        world?.close()
        world = nil
        document = nil
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var events: Int?
        let cpuBeforeFloor = Self.threadCPUNanoseconds()
        let floor = MonotonicClock.measure { events = SceneLibYAMLFloor.eventCount(text) }
        let floorCPU = Self.threadCPUNanoseconds() - cpuBeforeFloor
        var report = SceneFileLoadReport(
            scene: path, bytes: text.utf8.count, views: views, parseNanoseconds: parse, buildNanoseconds: build,
            peakResidentBytes: peak, libyamlNanoseconds: events == nil ? nil : floor, libyamlEvents: events)
        report.cpu = SceneFileLoadReport.CPUTimes(parse: parseCPU, build: buildCPU, libyaml: events == nil ? nil : floorCPU)
        return report
    }

    /// This thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`): on a machine shared
    /// with other work the wall time includes waiting for a core, this does not.
    static func threadCPUNanoseconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
    }

    private static func viewCount(_ world: SceneWorld) -> Int {
        func count(_ view: UIView) -> Int { 1 + view.subviews.reduce(0) { $0 + count($1) } }
        return world.application.windows.reduce(0) { $0 + count($1) }
    }
}

/// What ``SceneFileLoadBenchmark`` measured.
package struct SceneFileLoadReport: Codable, Hashable, Sendable {
    package var scene: String
    package var bytes: Int
    /// Views built, windows included.
    package var views: Int
    /// Reading, parsing and validating the file, once.
    package var parseNanoseconds: Double
    package var buildNanoseconds: Double
    /// The process's peak resident memory just after the load (`getrusage`).
    package var peakResidentBytes: Int
    /// libyaml's own parse of the same text (nil where libyaml refuses it).
    package var libyamlNanoseconds: Double?
    package var libyamlEvents: Int?
    /// The same three stages in this thread's CPU time, which waiting for a
    /// core on a busy machine does not inflate (nil in older reports).
    package var cpu: CPUTimes?

    package struct CPUTimes: Codable, Hashable, Sendable {
        package var parse: Double
        package var build: Double
        package var libyaml: Double?
    }

    package var loadNanoseconds: Double { parseNanoseconds + buildNanoseconds }

    package func table() -> String {
        var lines = [
            "scene: \(scene) (\(bytes) bytes, \(views) views with the windows)",
            "load: \(BenchmarkReport.time(loadNanoseconds)) = parse \(BenchmarkReport.time(parseNanoseconds)) + build \(BenchmarkReport.time(buildNanoseconds)), "
                + "peak resident memory \(peakResidentBytes / 1_048_576) MB (\(views > 0 ? peakResidentBytes / views : 0) bytes a view)",
        ]
        if let libyaml = libyamlNanoseconds, let events = libyamlEvents {
            lines.append(
                "libyaml alone (every event parsed and dropped, \(events) events): \(BenchmarkReport.time(libyaml)); "
                    + "the load is \(BenchmarkReport.decimal(loadNanoseconds / libyaml, 2))× that")
        }
        if let cpu {
            let floor = cpu.libyaml.map {
                ", libyaml alone \(BenchmarkReport.time($0)); the load is \(BenchmarkReport.decimal((cpu.parse + cpu.build) / $0, 2))× that"
            }
            lines.append(
                "CPU time (this thread): load \(BenchmarkReport.time(cpu.parse + cpu.build)) = parse \(BenchmarkReport.time(cpu.parse)) + build \(BenchmarkReport.time(cpu.build))"
                    + (floor ?? ""))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    package func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
