import Foundation
import Testing
import TouchBench
import TouchCore
import TouchScenes

/// The worst in-limit scenes `touchlab bench` plays (docs/robustness.md) load
/// under the limits they are made for and use them up: the view or recognizer
/// count at its limit, and a script that one more tap or drag would push past
/// `framesPerScript` or `scriptWork`. Their speed is measured by the benchmark,
/// never asserted here.
@Suite struct WorstSceneTests {
    private func load(_ scene: WorstScene, limits: SceneLimits) throws(SceneError) -> SceneDocument {
        try SceneParser(limits: limits).parse(scene.yaml(), file: "worst-\(scene.shape.rawValue).yaml")
    }

    private func frames(_ document: SceneDocument) -> Int {
        document.scripts.first?.steps.reduce(0) { total, step in
            switch step.action {
            case .tap(let tap): return total + 2 * tap.count
            case .drag(let drag): return total + drag.steps + 2
            default: return total
            }
        } ?? 0
    }

    @Test(arguments: WorstScene.Shape.allCases, [SceneLimits.default, WorstScene.scaledLimits(0.01)])
    func sitsAtTheLimits(shape: WorstScene.Shape, limits: SceneLimits) throws {
        let scene = WorstScene(shape: shape, limits: limits)
        let document = try load(scene, limits: limits)
        #expect(document.scripts.map(\.name) == [WorstScene.scriptName])
        #expect(frames(document) == scene.frames)
        #expect(scene.frames >= 2)
        let perFrame = scene.views + scene.recognizers * scene.recognizers
        let step = shape == .deepDrags ? 3 : 2
        // No room for one more tap (or the shortest drag), or, for the steps
        // that make no frames, for one more step.
        let stepsUsed = document.scripts.first?.steps.count ?? 0
        if shape == .shakes || shape == .animations {
            #expect(stepsUsed == limits.stepsPerScript)
        } else {
            #expect(
                scene.frames + step > limits.framesPerScript || (scene.frames + step) * perFrame > limits.scriptWork
                    || (shape != .deepDrags && scene.frames + step > limits.stepsPerScript * 20))
        }
        // One view, recognizer or unit of work less, and the same file is refused.
        var tighter = limits
        switch shape {
        case .simultaneousRecognizers:
            #expect(
                2 * (scene.views + (scene.recognizers + 1) * (scene.recognizers + 1)) > limits.scriptWork
                    || scene.recognizers == limits.recognizers)
            tighter.recognizers = scene.recognizers - 1
        case .hitTestWalk, .longNames:
            #expect(scene.views == limits.views)
            tighter.views = limits.views - 1
        case .tables:
            // The rows fill the view limit: one view less, and the file is refused.
            #expect(scene.views == limits.views)
            #expect(4 + 2 * scene.rowsPerTable == limits.views)
            tighter.views = limits.views - 1
        case .deepDrags:
            #expect(scene.views == limits.depth + 1)
            tighter.depth = limits.depth - 1
        case .shakes:
            #expect(scene.views == limits.depth + 1)
            tighter.stepsPerScript = limits.stepsPerScript - 1
        case .animations:
            #expect(scene.views == limits.views)
            tighter.stepsPerScript = limits.stepsPerScript - 1
        }
        #expect(throws: SceneError.self) { try load(scene, limits: tighter) }
        if shape != .shakes && shape != .animations {
            var lessWork = limits
            lessWork.scriptWork = scene.frames * perFrame - 1
            #expect(throws: SceneError.self) { try load(scene, limits: lessWork) }
        }
    }

    /// The long-names scene's names are as long as a name may be: one more
    /// character, and the loader refuses them (issue 25, defect 5).
    @Test func longNamesAreAsLongAsANameMayBe() throws {
        let scene = WorstScene(shape: .longNames)
        #expect(scene.nameLength == 64)
        let yaml = scene.yaml()
        _ = try load(scene, limits: .default)
        let longer = yaml.replacingOccurrences(of: "{name: V0_", with: "{name: V0_x")
        #expect(throws: SceneError.self) { try SceneParser().parse(longer, file: "longer.yaml") }
    }

    /// The tables scene at the default limits builds a bounded hierarchy: its
    /// rows are counted as views, so it holds 1,996 rows (each a cell, a
    /// content view and a label) and nothing like the four million views of
    /// 1,990 tables of 1,000 rows, which the loader now refuses (issue 25,
    /// defect 3; `SceneLimitsTests.manyFullTablesAreRefusedAtTheDefaultLimits`).
    @Test func theTablesSceneBuildsABoundedHierarchy() throws {
        let scene = WorstScene(shape: .tables)
        #expect(scene.rowsPerTable == 998)
        let world = SceneBuilder().build(try load(scene, limits: .default))
        defer { world.close() }
        func count(_ view: UIView) -> Int { 1 + view.subviews.reduce(0) { $0 + count($1) } }
        let built = world.application.windows.reduce(0) { $0 + count($1) }
        #expect(built >= 2 * scene.rowsPerTable * 3)
        #expect(built <= 3 * SceneLimits.default.views)
    }

    /// The benchmark plays each scaled-down scene through the trace and counts
    /// what `trace` would print.
    @Test func theBenchmarkPlaysEachScene() {
        let results = WorstSceneBenchmark(limits: WorstScene.scaledLimits(0.01)).runAll()
        #expect(results.map(\.shape) == WorstScene.Shape.allCases)
        for result in results {
            #expect(result.error == nil)
            #expect(result.traceLines > result.frames)
            #expect(result.peakResidentBytes > 0)
            // The final picture's display list was built, with the scene's views in it.
            #expect((result.pictureCommands ?? 0) > result.views)
        }
    }
}
