import Foundation
import Testing
import TouchBench
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
        // No room for one more tap (or the shortest drag).
        #expect(
            scene.frames + step > limits.framesPerScript || (scene.frames + step) * perFrame > limits.scriptWork
                || (shape != .deepDrags && scene.frames + step > limits.stepsPerScript * 20))
        // One view, recognizer or unit of work less, and the same file is refused.
        var tighter = limits
        switch shape {
        case .simultaneousRecognizers:
            #expect(
                2 * (scene.views + (scene.recognizers + 1) * (scene.recognizers + 1)) > limits.scriptWork
                    || scene.recognizers == limits.recognizers)
            tighter.recognizers = scene.recognizers - 1
        case .hitTestWalk:
            #expect(scene.views == limits.views)
            tighter.views = limits.views - 1
        case .deepDrags:
            #expect(scene.views == limits.depth + 1)
            tighter.depth = limits.depth - 1
        }
        #expect(throws: SceneError.self) { try load(scene, limits: tighter) }
        var lessWork = limits
        lessWork.scriptWork = scene.frames * perFrame - 1
        #expect(throws: SceneError.self) { try load(scene, limits: lessWork) }
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
        }
    }
}
