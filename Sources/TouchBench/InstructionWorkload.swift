import Foundation
import TouchCore
import TouchDisplayList
import TouchPlaygroundUI
import TouchSDL
import TouchScenes

/// One piece of work whose instruction count `make bench-instructions`
/// guards (`tools/bench-instructions.sh`): a count of instructions does not
/// change with the machine's load, as a time does, so a rise of a few percent
/// is a change in the code.
///
/// Each workload is prepared once and then run `repeats` times: the script
/// counts the whole process under callgrind with 0 repeats and with `n`, and
/// divides the difference by `n`, so preparing (building the tree, loading
/// the font) drops out exactly. Hashing is made deterministic for the count
/// (`SWIFT_DETERMINISTIC_HASHING`), so two runs do the same work.
package enum InstructionWorkload: String, CaseIterable, Sendable {
    /// `UIWindow.hitTest(_:with:)` untraced, once per probe point, on a
    /// balanced tree of 100 views built from a scene (the scene's own view
    /// classes, as `touchlab` builds them).
    case hitTestScene100 = "hit-test-scene-100"
    /// The same tree as plain `UIView`s: the core's own cost, which the scene
    /// path is compared with.
    case hitTestPlain100 = "hit-test-plain-100"
    case hitTestScene10000 = "hit-test-scene-10000"
    case hitTestPlain10000 = "hit-test-plain-10000"
    /// A traced tap (down and up) on the 100-view scene, the trace emptied after it.
    case tracedTap100 = "traced-tap-100"
    /// Parsing and building the 10,000-view scene from its YAML text.
    case load10000 = "load-10000"
    /// libyaml alone on the same text, every event parsed and dropped: the
    /// floor `load-10000` is compared with (the target: within 2× of it).
    case libyaml10000 = "libyaml-10000"
    /// The display list of the playground's frame after a tap on the 1,000-view scene.
    case frame1000 = "frame-1000"
    /// Painting the bench's 1,000-view frame (`RenderBenchmark`, 1280×800)
    /// after a change to its scene, so none of its pixels are kept: the
    /// render of the frame whose whole scene changed. In one band, as on a
    /// machine whose other cores are busy (and so the count does not depend
    /// on how many processors the machine has); its text masks are cached,
    /// as in a running window. One repeat renders the frame and the changed
    /// frame in turn.
    case render1000 = "render-1000"

    /// What one repeat is, for the report.
    package var unit: String {
        switch self {
        case .hitTestScene100, .hitTestPlain100, .hitTestScene10000, .hitTestPlain10000: return "hit"
        case .tracedTap100: return "tap"
        case .load10000, .libyaml10000: return "load"
        case .frame1000: return "frame"
        case .render1000: return "render"
        }
    }

    /// Hit-test probes per repeat: one repeat is this many hits.
    static let probesPerRepeat = 100

    /// How many of ``unit`` one repeat does.
    package var unitsPerRepeat: Int {
        switch self {
        case .hitTestScene100, .hitTestPlain100, .hitTestScene10000, .hitTestPlain10000: return Self.probesPerRepeat
        case .tracedTap100, .load10000, .libyaml10000, .frame1000: return 1
        case .render1000: return 2
        }
    }

    private var views: Int {
        switch self {
        case .hitTestScene100, .hitTestPlain100, .tracedTap100: return 100
        case .hitTestScene10000, .hitTestPlain10000, .load10000, .libyaml10000: return 10_000
        case .frame1000, .render1000: return 1_000
        }
    }

    /// The balanced tree every workload uses, with the bench's seed.
    private var hierarchy: BenchmarkHierarchy {
        BenchmarkHierarchy(count: views, shape: .balanced, seed: BenchmarkConfiguration().seed)
    }

    /// Builds what the workload needs and returns one repeat of it.
    @MainActor
    package func prepare() throws -> () -> Void {
        let hierarchy = hierarchy
        let probes = BenchmarkSubject.uniformProbes(
            count: Self.probesPerRepeat, in: BenchmarkHierarchy.screenSize, seed: BenchmarkConfiguration().seed)
        switch self {
        case .hitTestPlain100, .hitTestPlain10000:
            let subject = hierarchy.makeSubject(probes: 0)
            return Self.hitTests(in: subject.window, at: probes, keeping: subject)
        case .hitTestScene100, .hitTestScene10000:
            let world = try Self.world(hierarchy)
            guard let window = world.windows.first else { throw WorkloadError.noWindow }
            return Self.hitTests(in: window, at: probes, keeping: world)
        case .tracedTap100:
            let world = try Self.world(hierarchy)
            let application = world.application
            application.trace.isEnabled = true
            var time = 1.0
            let point = probes[0]
            return {
                application.handle(.touches([TouchSample(finger: 1, phase: .down, location: point)], timestamp: time))
                application.handle(.touches([TouchSample(finger: 1, phase: .up, location: point)], timestamp: time + 0.05))
                application.trace.removeAll()
                time += 1
                withExtendedLifetime(world) {}
            }
        case .load10000:
            let yaml = hierarchy.sceneYAML()
            let limits = SceneLimits.unlimited
            return {
                guard let document = try? SceneParser(limits: limits).parse(yaml, file: "bench.yaml") else { return }
                SceneBuilder().build(document).close()
            }
        case .libyaml10000:
            let yaml = hierarchy.sceneYAML()
            return { _ = SceneLibYAMLFloor.eventCount(yaml) }
        case .frame1000:
            let world = try Self.world(hierarchy)
            let session = PlaygroundSession(application: world.application)
            session.handle(.touches([TouchSample(finger: 1, phase: .down, location: probes[0])], timestamp: 1))
            session.handle(.touches([TouchSample(finger: 1, phase: .up, location: probes[0])], timestamp: 1.05))
            let frame = session.frame(options: PlaygroundOptions())
            return {
                _ = PlaygroundRenderer.drawList(for: frame, canvasSize: WorstSceneBenchmark.pictureCanvas)
                withExtendedLifetime(world) {}
            }
        case .render1000:
            return try Self.changedSceneRenders(hierarchy)
        }
    }

    /// One repeat of ``render1000``: the frame and its changed copy rendered
    /// in turn by one renderer, after both were rendered once (the canvas's
    /// buffer made, every text mask cached).
    @MainActor
    private static func changedSceneRenders(_ hierarchy: BenchmarkHierarchy) throws -> () -> Void {
        let frame = RenderBenchmark.frame(for: hierarchy)
        let list = PlaygroundRenderer.drawList(for: frame, canvasSize: RenderBenchmark().canvasSize)
        let changed = RenderBenchmark.withChangedScene(list)
        let renderer = try HeadlessRenderer()
        renderer.bandCount = 1
        for list in [changed, list] { _ = try renderer.render(list) }
        return {
            for list in [changed, list] { _ = try? renderer.render(list) }
        }
    }

    /// Prepares the workload and runs it `repeats` times.
    @MainActor
    package func run(repeats: Int) throws {
        let body = try prepare()
        for _ in 0..<max(0, repeats) { body() }
    }

    private static func world(_ hierarchy: BenchmarkHierarchy) throws -> SceneWorld {
        let document = try SceneParser(limits: .unlimited).parse(hierarchy.sceneYAML(), file: "bench.yaml")
        return SceneBuilder().build(document)
    }

    private static func hitTests(in window: UIWindow, at screenPoints: [CGPoint], keeping owner: AnyObject) -> () -> Void {
        let points = screenPoints.map(window.convertFromScreen)
        // The lazy subview indexes built before counting, as the first touch builds them.
        for point in points { _ = window.hitTest(point, with: nil) }
        return {
            for point in points { _ = window.hitTest(point, with: nil) }
            withExtendedLifetime(owner) {}
        }
    }

    enum WorkloadError: Error, CustomStringConvertible {
        case noWindow
        var description: String { "the generated scene has no window" }
    }
}
