import Foundation
import Testing
import TouchBench
import TouchScenes

/// `touchlab bench --scene`: each probe reports the view the application's
/// hit-testing finds and the views the full walk considers; times are never
/// checked.
@Suite struct SceneProbeBenchmarkTests {
    /// Back and Front overlap at (100…200, 100…200); Front's child Inner is hidden.
    static let scene = """
        name: probe-test
        windows:
          - name: UIWindow
            root:
              name: ViewController
              view:
                name: RootView
                subviews:
                  - name: Back
                    frame: [0, 0, 200, 200]
                  - name: Front
                    frame: [100, 100, 200, 200]
                    subviews:
                      - name: Inner
                        frame: [0, 0, 80, 80]
                        hidden: true
        """

    @Test func eachProbeNamesItsHitViewAndTheViewsConsidered() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ProbeBench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("scene.yaml").path
        try Self.scene.write(toFile: path, atomically: true, encoding: .utf8)
        let probes = try ProbeFile(parsing: "150 150\n50 50 # back\n350 700\n", file: "points.txt")

        let report = try SceneProbeBenchmark(budgetSeconds: 0, maximumLoads: 1, rounds: 1, repeatsPerRound: 1)
            .run(scenePath: path, probes: probes)

        // In the overlap the front view answers first (last added, SPEC H3); its
        // hidden child is asked and refuses. Window, root view, Front, Inner: 4.
        // Outside Front, Back: window, root view, Front (outside), Back: 4.
        // Below both: the root view, after asking Front and Back: 4.
        #expect(report.probes.map(\.view) == ["Front", "Back", "RootView"])
        #expect(report.probes.map(\.window) == ["UIWindow", "UIWindow", "UIWindow"])
        #expect(report.probes.map(\.viewsConsidered) == [4, 4, 4])
        #expect(report.probes.map(\.line) == [1, 2, 3])
        #expect(report.views == 5)
        #expect(report.parse.samples == 1 && report.buildScene.samples == 1)
        #expect(report.table().contains("Front"))
        #expect(try report.json().contains("\"viewsConsidered\""))
    }

    @Test func aSceneThatDoesNotLoadThrows() throws {
        let probes = try ProbeFile(parsing: "1 1", file: "points.txt")
        #expect(throws: (any Error).self) {
            try SceneProbeBenchmark().run(scenePath: "/nonexistent/scene.yaml", probes: probes)
        }
    }

    /// A generated scene over the default limits (2,000 views) is refused as
    /// `touchlab` refuses it, and timed with `--limits none`; the pass over every
    /// probe is reported beside the per-point repeats.
    @Test func largeTrustedScenesLoadWithoutLimitsAndArePassedOverAllProbes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ProbeBench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let hierarchy = BenchmarkHierarchy(count: 2_500, shape: .balanced, seed: 3)
        let path = folder.appendingPathComponent("large.json").path
        try hierarchy.sceneJSON().write(toFile: path, atomically: true, encoding: .utf8)
        let probes = try ProbeFile(parsing: "10 10\n200 400\n390 790\n", file: "points.txt")
        let bench = SceneProbeBenchmark(budgetSeconds: 0, maximumLoads: 1, rounds: 3, repeatsPerRound: 1)
        #expect(throws: SceneError.self) { try bench.run(scenePath: path, probes: probes) }

        var unlimited = bench
        unlimited.limits = .unlimited
        let report = try unlimited.run(scenePath: path, probes: probes)
        #expect(report.views == 2_501)
        let pass = try #require(report.hitTestPass)
        #expect(pass.samples == 3)
        #expect(report.table().contains("hit-test in passes over all probes"))
        #expect(try JSONDecoder().decode(SceneProbeReport.self, from: Data(report.json().utf8)) == report)
    }
}
