import ArgumentParser
import Foundation
import TouchBench
import TouchCore
import TouchScenes

/// `touchlab bench`: how fast hit-testing, taps, scene loading and rendering are on
/// seeded generated hierarchies (docs/performance.md). Build in release (`make bench`).
///
/// With `--scene FILE --points FILE` it measures one scene file instead: loading
/// (parse and build apart) and hit-testing at the probe file's points
/// (`SceneProbeBenchmark`; the format is `ProbeFile`'s, documented in
/// docs/performance.md).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time hit-testing, taps, scene loading and rendering on generated hierarchies.",
        discussion: ExitStatus.discussion(
            """
            For each size, a balanced tree (about 8 levels) and a flat list of siblings are \
            generated from the seed, with some views hidden, transparent, non-interactive, \
            clipping or transformed. Progress goes to standard error; the table or, with \
            --json, the report goes to standard output. Build in release: `make bench`.

            With --scene FILE --points FILE, measures that scene instead: its load time \
            (parse and build) and, for each probe point, the view hit-testing finds, the \
            views the full walk considers and the hit-test time. A points file has one \
            `x y` per line in screen points; `#` starts a comment.
            """)
    )

    @Flag(help: "Print the report as JSON instead of a table.")
    var json = false

    @Option(help: ArgumentHelp("View counts to measure, comma-separated.", valueName: "n,n,…"))
    var sizes = "100,1000,10000,100000"

    @Option(
        help: ArgumentHelp(
            "Hierarchy shapes to measure at each size, comma-separated: balanced, flat.",
            valueName: "shape,…"))
    var shapes = "balanced,flat"

    static let maximumProbes = 1_000_000
    static let maximumTaps = 100_000

    @Option(help: "Probe points per hierarchy for hit-testing (1 to 1000000).")
    var probes = 10_000

    @Option(help: "Taps per hierarchy, with tracing off and again with it on (1 to 100000).")
    var taps = 2_000

    @Option(help: "Seed for the hierarchies and probe points.")
    var seed: UInt64 = 6

    @Flag(help: "Skip the 1,000-view frame and the window's input-to-highlight (no SDL_ttf font needed).")
    var noRender = false

    @Option(
        help: ArgumentHelp(
            "Clicks in the live window for input-to-highlight (SDL's dummy driver without a display), each a press and a release: 500 give the 1,000 inputs a p99.9 needs; 0 skips it.",
            valueName: "clicks"))
    var clicks = 500

    @Flag(help: "Present the input-to-highlight window with SDL's software renderer (as `touchlab run --software`).")
    var software = false

    @Flag(
        help:
            "Present every frame of the input-to-highlight window complete, rather than an input's frame before the panels' new text (to compare the two)."
    )
    var completeFrames = false

    @Option(
        help: ArgumentHelp(
            "Saves of a 2,000-view scene file timed to the reloaded frame in the live window (100, so that p99 is not the slowest); 0 skips them.",
            valueName: "saves"))
    var reloads = 100

    @Option(
        help: ArgumentHelp(
            "Busy processes to run while the frame, input-to-highlight and hot reload are measured a second time; 0 skips that round.",
            valueName: "processes"))
    var load = 1

    @Option(
        help: ArgumentHelp(
            "Random inputs in the event storm through the playground session; 0 skips it.",
            valueName: "events"))
    var storm = 1_000_000

    @Option(
        help: ArgumentHelp(
            "Play the worst scenes the loader accepts at its limits times this factor (1: the limits themselves); 0 skips them.",
            valueName: "factor"))
    var worstScale = 1.0

    @Option(
        help: ArgumentHelp(
            "Measure this scene file instead of generated hierarchies (needs --points).",
            valueName: "file"))
    var scene: String?

    @Option(
        help: ArgumentHelp(
            "Probe points for --scene: one `x y` per line, screen points, `#` comments.",
            valueName: "file"))
    var points: String?

    @Option(
        help: ArgumentHelp(
            "The loader's limits for --scene: default (as touchlab loads scenes) or none (trusted input, such as a generated 100,000-view scene).",
            valueName: "default|none"))
    var limits = "default"

    @Flag(
        help:
            "With --scene (no --points): load the file once as touchlab does (parse, then build) and nothing else, so the process's peak memory is the load's; then time libyaml's own parse of it."
    )
    var loadOnly = false

    @Option(
        help: ArgumentHelp(
            "Write the generated scenes of --sizes and --shapes to this folder instead of measuring: NAME.yaml, NAME.json and NAME.points (the --probes points) for --scene; and the worst in-limit scenes at --worst-scale, worst-SHAPE.yaml, for trace, shoot and run.",
            valueName: "folder"))
    var writeScenes: String?

    @Option(
        help: ArgumentHelp(
            "Run one workload of `make bench-instructions` --repeats times and nothing else, for counting its instructions under callgrind, and print how many hits, taps, loads or frames one repeat is: \(InstructionWorkload.allCases.map(\.rawValue).joined(separator: ", ")).",
            valueName: "workload"))
    var instructions: String?

    @Option(help: ArgumentHelp("Repeats of the --instructions workload (0 to 100000).", valueName: "n"))
    var repeats = 1

    func validate() throws {
        if let instructions {
            guard InstructionWorkload(rawValue: instructions) != nil else {
                throw ValidationError(
                    "--instructions must name one of \(InstructionWorkload.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            guard (0...100_000).contains(repeats) else { throw ValidationError("--repeats must be between 0 and 100000") }
        }
        if loadOnly {
            guard scene != nil, points == nil else {
                throw ValidationError("--load-only goes with --scene FILE alone (no --points)")
            }
        } else if (scene == nil) != (points == nil) {
            throw ValidationError("--scene and --points go together: name the scene file and its probe points file")
        }
        guard let counts = Self.counts(sizes), !counts.isEmpty else {
            throw ValidationError("--sizes must be positive whole numbers separated by commas, such as 100,1000")
        }
        guard counts.allSatisfy({ $0 <= 1_000_000 }) else {
            throw ValidationError("--sizes above 1000000 views would take minutes and gigabytes; use 1000000 or fewer")
        }
        guard let parsedShapes = Self.shapes(shapes), !parsedShapes.isEmpty else {
            throw ValidationError("--shapes must name balanced, flat or both, separated by commas, such as balanced,flat")
        }
        guard (0...100_000).contains(clicks) else {
            throw ValidationError("--clicks must be between 0 (no window) and 100000")
        }
        guard (0...10_000).contains(reloads) else {
            throw ValidationError("--reloads must be between 0 (no hot reload) and 10000")
        }
        guard (0...64).contains(load) else {
            throw ValidationError("--load must be between 0 (no second round) and 64 busy processes")
        }
        guard (0...100_000_000).contains(storm) else {
            throw ValidationError("--storm must be between 0 (no storm) and 100000000 events")
        }
        guard (0...1).contains(worstScale) else {
            throw ValidationError("--worst-scale must be between 0 (skip the worst in-limit scenes) and 1 (the limits)")
        }
        // Bounded so a huge count is refused, not an allocation that aborts:
        // a million probes and 100,000 taps take minutes.
        guard (1...Self.maximumProbes).contains(probes) else {
            throw ValidationError("--probes must be between 1 and \(Self.maximumProbes)")
        }
        guard (1...Self.maximumTaps).contains(taps) else {
            throw ValidationError("--taps must be between 1 and \(Self.maximumTaps)")
        }
        guard Self.sceneLimits(limits) != nil else {
            throw ValidationError("--limits must be default or none")
        }
        guard limits == "default" || scene != nil else {
            throw ValidationError("--limits applies to --scene; the generated hierarchies load with limits raised to fit them")
        }
    }

    func run() throws {
        if let instructions, let workload = InstructionWorkload(rawValue: instructions) {
            try MainActor.assumeIsolated { try workload.run(repeats: repeats) }
            // What one repeat is worth, for tools/bench-instructions.sh to divide by.
            print(workload.unitsPerRepeat, workload.unit)
            return
        }
        if let scene, loadOnly {
            do {
                let report = try SceneFileLoadBenchmark(limits: Self.sceneLimits(limits) ?? .default).run(path: scene)
                print(json ? try report.json() : report.table(), terminator: json ? "\n" : "")
            } catch let error as SceneError {
                throw ValidationError(error.description)
            }
            return
        }
        if let scene, let points {
            try runScene(scene, points: points)
            return
        }
        if let writeScenes {
            try write(scenesTo: writeScenes)
            return
        }
        var configuration = BenchmarkConfiguration(
            sizes: Self.counts(sizes) ?? [], shapes: Self.shapes(shapes) ?? BenchmarkShape.allCases,
            probes: probes, taps: taps,
            seed: seed, renderViews: noRender ? nil : 1_000, stormEvents: storm == 0 ? nil : storm,
            latencyClicks: clicks == 0 || noRender ? nil : clicks, latencyUsesSoftwareRenderer: software,
            worstSceneScale: worstScale == 0 ? nil : worstScale, hotReloads: reloads == 0 || noRender ? nil : reloads,
            competingProcesses: load == 0 || noRender ? nil : load)
        configuration.latencyDefersPanelText = !completeFrames
        let output = try MainActor.assumeIsolated {
            let report = BenchmarkSuite(configuration: configuration).run { line in
                FileHandle.standardError.write(Data("bench: \(line)\n".utf8))
            }
            return json ? try report.json() + "\n" : report.table()
        }
        print(output, terminator: "")
    }

    private func runScene(_ scene: String, points: String) throws {
        let probes: ProbeFile
        do {
            probes = try ProbeFile(contentsOfFile: points)
        } catch {
            throw ValidationError(error.description)
        }
        let report: SceneProbeReport
        do {
            report = try SceneProbeBenchmark(limits: Self.sceneLimits(limits) ?? .default).run(scenePath: scene, probes: probes)
        } catch let error as SceneError {
            throw ValidationError(error.description)
        }
        print(json ? try report.json() : report.table(), terminator: json ? "\n" : "")
    }

    /// The generated scenes as files, so `--scene` can time them: the balanced or
    /// flat hierarchy of each size as YAML and JSON, and its probe points; and
    /// the worst in-limit scenes (``WorstScene``) as YAML.
    private func write(scenesTo folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for count in Self.counts(sizes) ?? [] {
            for shape in Self.shapes(shapes) ?? BenchmarkShape.allCases {
                let hierarchy = BenchmarkHierarchy(count: count, shape: shape, seed: seed)
                let base = PathText.joining(folder, "bench-\(shape.rawValue)-\(count)")
                let points = BenchmarkSubject.uniformProbes(count: probes, in: BenchmarkHierarchy.screenSize, seed: seed)
                let pointLines = points.map { "\(Double($0.x)) \(Double($0.y))\n" }.joined()
                try hierarchy.sceneYAML().write(toFile: base + ".yaml", atomically: true, encoding: .utf8)
                try hierarchy.sceneJSON().write(toFile: base + ".json", atomically: true, encoding: .utf8)
                try ("# \(probes) uniform probe points, seed \(seed)\n" + pointLines).write(
                    toFile: base + ".points", atomically: true, encoding: .utf8)
                FileHandle.standardError.write(Data("bench: wrote \(base).yaml, .json and .points\n".utf8))
            }
        }
        // The worst in-limit scenes too, so the whole commands can be timed
        // on them (docs/robustness.md's figures).
        guard worstScale > 0 else { return }
        let limits = worstScale == 1 ? SceneLimits.default : WorstScene.scaledLimits(worstScale)
        for shape in WorstScene.Shape.allCases {
            let path = PathText.joining(folder, "worst-\(shape.rawValue).yaml")
            try WorstScene(shape: shape, limits: limits).yaml().write(toFile: path, atomically: true, encoding: .utf8)
            FileHandle.standardError.write(Data("bench: wrote \(path)\n".utf8))
        }
    }

    private static func sceneLimits(_ name: String) -> SceneLimits? {
        switch name {
        case "default": return .default
        case "none": return .unlimited
        default: return nil
        }
    }

    private static func counts(_ text: String) -> [Int]? {
        let parts = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.allSatisfy({ ($0 ?? 0) > 0 }) else { return nil }
        return parts.compactMap { $0 }
    }

    /// The shapes named in `text`, in the order given, each once; nil if a name is unknown.
    private static func shapes(_ text: String) -> [BenchmarkShape]? {
        var shapes: [BenchmarkShape] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let shape = BenchmarkShape(rawValue: part.trimmingCharacters(in: .whitespaces)) else { return nil }
            if !shapes.contains(shape) { shapes.append(shape) }
        }
        return shapes
    }
}
