import Foundation
import TouchScenes

/// Times loading a generated scene file in its two stages: `SceneParser.parse(_:file:)`
/// (YAML or JSON syntax, the value count, reading every view and validating names
/// and references) and `SceneBuilder.build(_:)` (making the application, windows,
/// views and recognizers from the parsed ``TouchScenes/SceneDocument``). The limits
/// are raised to fit the file (the defaults cap a scene at 2,000 views), everything
/// else is the parser as `touchlab` runs it. Large files parse slowly, so the number
/// of runs adapts: at least one, more while under `budgetSeconds`.
package struct SceneLoadBenchmark: Sendable {
    package var budgetSeconds: Double
    package var maximumRuns: Int

    package init(budgetSeconds: Double = 1.5, maximumRuns: Int = 30) {
        self.budgetSeconds = budgetSeconds
        self.maximumRuns = max(1, maximumRuns)
    }

    /// Limits just large enough for `text` with `views` views.
    package static func limits(for text: String, views: Int) -> SceneLimits {
        let bytes = text.utf8.count
        return SceneLimits(
            fileBytes: max(SceneLimits.default.fileBytes, bytes + 1),
            yamlValues: max(SceneLimits.default.yamlValues, bytes),
            views: max(SceneLimits.default.views, views + 1),
            recognizers: max(SceneLimits.default.recognizers, views + 1))
    }

    package func run(yaml: String, views: Int) -> SceneLoadMeasurement {
        run(yaml, views: views, format: .yaml)
    }

    /// Times loading `text`, a scene of `views` views written in `format` (the
    /// file name given to the parser ends in it, as a real file's would).
    package func run(_ text: String, views: Int, format: SceneLoadMeasurement.Format) -> SceneLoadMeasurement {
        let parser = SceneParser(limits: Self.limits(for: text, views: views))
        let file = "bench.\(format.rawValue)"
        var runs: [Double] = []
        var builds: [Double] = []
        var failure: String?
        let start = MonotonicClock.nanoseconds()
        repeat {
            let before = MonotonicClock.nanoseconds()
            var document: SceneDocument?
            do {
                document = try parser.parse(text, file: file)
            } catch {
                failure = error.description
            }
            runs.append(Double(MonotonicClock.nanoseconds() - before))
            if let document {
                var world: SceneWorld?
                builds.append(MonotonicClock.measure { world = SceneBuilder().build(document) })
                world?.close()
            }
        } while failure == nil && runs.count < maximumRuns
            && Double(MonotonicClock.nanoseconds() - start) < budgetSeconds * 1e9
        var measurement = SceneLoadMeasurement(
            bytes: text.utf8.count, perLoad: TimingSummary(nanoseconds: runs),
            perBuild: TimingSummary(nanoseconds: builds), error: failure, views: views, format: format)
        if format == .yaml { measurement.libyamlParse = libyamlFloor(text, runs: runs.count) }
        return measurement
    }

    /// libyaml's own parse of `text` (``TouchScenes/SceneLibYAMLFloor``), as
    /// many times as the load ran, in the same run: the floor a YAML load is
    /// compared with (the target: within 2× of it).
    func libyamlFloor(_ text: String, runs: Int) -> TimingSummary? {
        var times: [Double] = []
        for _ in 0..<max(1, runs) {
            var events: Int?
            times.append(MonotonicClock.measure { events = SceneLibYAMLFloor.eventCount(text) })
            if events == nil { return nil }
        }
        return TimingSummary(nanoseconds: times)
    }
}

/// What ``SceneLoadBenchmark`` measured on one generated scene file.
package struct SceneLoadMeasurement: Codable, Hashable, Sendable {
    /// How the scene file is written.
    package enum Format: String, Codable, Hashable, Sendable {
        case yaml, json
    }

    package var bytes: Int
    /// Nanoseconds per parse (`SceneParser.parse`).
    package var perLoad: TimingSummary?
    /// Nanoseconds per build of the parsed document (`SceneBuilder.build`); nil
    /// when the file did not parse, or in reports made before builds were timed.
    package var perBuild: TimingSummary?
    /// The loader's error, if the generated file did not load (then the timing is
    /// of the failed load, and the report says so).
    package var error: String?
    /// Views in the scene, windows excluded (nil in reports made before it was kept).
    package var views: Int?
    /// YAML unless said otherwise (reports made before JSON was timed).
    package var format: Format?
    /// Median parse plus median build, divided by the views: the figure the
    /// load target is judged on (nil when the file did not load).
    package var nanosecondsPerView: Double?
    /// libyaml's own parse of the same YAML text, every event pulled and
    /// dropped, timed in the same run (nil for JSON, and in older reports).
    package var libyamlParse: TimingSummary?

    /// Median parse plus median build over libyaml's median parse alone.
    package var timesLibYAML: Double? {
        guard error == nil, let perLoad, let perBuild, let libyamlParse, libyamlParse.median > 0 else { return nil }
        return (perLoad.median + perBuild.median) / libyamlParse.median
    }

    package init(
        bytes: Int, perLoad: TimingSummary?, perBuild: TimingSummary? = nil, error: String?, views: Int? = nil,
        format: Format? = nil
    ) {
        self.bytes = bytes
        self.perLoad = perLoad
        self.perBuild = perBuild
        self.error = error
        self.views = views
        self.format = format
        if error == nil, let views, views > 0, let perLoad, let perBuild {
            nanosecondsPerView = (perLoad.median + perBuild.median) / Double(views)
        }
    }
}
