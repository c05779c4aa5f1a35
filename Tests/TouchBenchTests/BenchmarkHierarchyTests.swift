import Foundation
import Testing
import TouchBench
import TouchCore
import TouchScenes

/// The generated hierarchies are the benchmark's workload, so they must be exactly
/// reproducible from a seed, have the size and mix asked for, and become core views
/// and scene text that describe the same thing.
@Suite struct BenchmarkHierarchyTests {
    @Test(arguments: BenchmarkShape.allCases)
    func sameSeedSameNodesOtherSeedOtherNodes(shape: BenchmarkShape) {
        let first = BenchmarkHierarchy(count: 500, shape: shape, seed: 42)
        let again = BenchmarkHierarchy(count: 500, shape: shape, seed: 42)
        let other = BenchmarkHierarchy(count: 500, shape: shape, seed: 43)
        #expect(first.nodes == again.nodes)
        #expect(first.nodes != other.nodes)
        #expect(
            BenchmarkSubject.uniformProbes(count: 50, in: CGSize(width: 400, height: 800), seed: 42)
                == BenchmarkSubject.uniformProbes(count: 50, in: CGSize(width: 400, height: 800), seed: 42))
    }

    @Test(arguments: [0, 1, 7, 100, 1_000, 10_000])
    func exactlyTheRequestedCount(count: Int) {
        for shape in BenchmarkShape.allCases {
            let hierarchy = BenchmarkHierarchy(count: count, shape: shape, seed: 1)
            #expect(hierarchy.nodes.count == count, "\(shape)")
            let subject = hierarchy.makeSubject(probes: 3)
            #expect(Self.descendants(of: subject.window) == count, "\(shape)")
            #expect(subject.probes.count == 3)
            #expect(!subject.window.isHidden)
        }
    }

    @Test func balancedTreeIsAboutEightDeepAndParentsComeFirst() {
        let hierarchy = BenchmarkHierarchy(count: 10_000, shape: .balanced, seed: 6)
        #expect((7...12).contains(hierarchy.maximumDepth), "depth \(hierarchy.maximumDepth)")
        for (index, node) in hierarchy.nodes.enumerated() {
            if let parent = node.parent {
                #expect(parent < index)
                #expect(hierarchy.nodes[parent].depth + 1 == node.depth)
            } else {
                #expect(node.depth == 1)
            }
        }
        // The top level is kept hittable so a small scene is never mostly hidden.
        let top = hierarchy.nodes.filter { $0.depth == 1 }
        #expect(top.allSatisfy { !$0.isHidden && $0.alpha == 1 && $0.isUserInteractionEnabled })
        #expect(BenchmarkHierarchy(count: 300, shape: .flat, seed: 6).maximumDepth == 1)
    }

    @Test func theMixDecidesHowManyViewsHaveEachProperty() {
        let none = BenchmarkComposition(
            BenchmarkHierarchy(
                count: 2_000, shape: .flat,
                mix: BenchmarkMix(hidden: 0, transparent: 0, nonInteractive: 0, clipping: 0, transformed: 0, recognizers: 0),
                seed: 3))
        let noneCounts: [Int] = [
            none.hidden, none.transparent, none.nonInteractive, none.clipping, none.transformed,
            none.recognizers,
        ]
        #expect(noneCounts == Array(repeating: 0, count: 6))
        let all = BenchmarkComposition(
            BenchmarkHierarchy(
                count: 2_000, shape: .flat,
                mix: BenchmarkMix(hidden: 1, transparent: 1, nonInteractive: 1, clipping: 1, transformed: 1, recognizers: 1),
                seed: 3))
        let allCounts: [Int] = [
            all.hidden, all.transparent, all.nonInteractive, all.clipping, all.transformed,
            all.recognizers,
        ]
        #expect(allCounts == Array(repeating: 2_000, count: 6))
        let half = BenchmarkComposition(
            BenchmarkHierarchy(
                count: 2_000, shape: .flat,
                mix: BenchmarkMix(hidden: 0.5, transparent: 0.1, nonInteractive: 0.25, clipping: 0.5, transformed: 0.1, recognizers: 0.05),
                seed: 3))
        #expect((850...1_150).contains(half.hidden))
        #expect((130...270).contains(half.transparent))
        #expect((400...600).contains(half.nonInteractive))
        #expect((850...1_150).contains(half.clipping))
        #expect((130...270).contains(half.transformed))
        #expect((50...150).contains(half.recognizers))
    }

    @Test func builtViewsCarryTheirNodesProperties() {
        let hierarchy = BenchmarkHierarchy(
            count: 1_000, shape: .balanced,
            mix: BenchmarkMix(
                hidden: 0.1, transparent: 0.1, nonInteractive: 0.1,
                clipping: 0.1, transformed: 0.1, recognizers: 0.1),
            seed: 9)
        let subject = hierarchy.makeSubject(probes: 1)
        // The nodes are in breadth-first order: collect the views level by level.
        var views: [UIView] = []
        var level: [UIView] = [subject.window]
        while !level.isEmpty {
            let next = level.flatMap(\.subviews)
            views += next
            level = next
        }
        #expect(views.count == hierarchy.nodes.count)
        for (index, (view, node)) in zip(views, hierarchy.nodes).enumerated() {
            #expect(view.name == "V\(index)")
            #expect(view.isHidden == node.isHidden)
            #expect(Double(view.alpha) == node.alpha)
            #expect(view.isUserInteractionEnabled == node.isUserInteractionEnabled)
            #expect(view.clipsToBounds == node.clipsToBounds)
            #expect(view.transform.isIdentity == !node.isTransformed)
            #expect((view.gestureRecognizers?.count ?? 0) == (node.hasTapRecognizer ? 1 : 0))
            if !node.isTransformed {
                #expect(abs(view.frame.minX - node.frame.minX) < 1e-9 && abs(view.frame.width - node.frame.width) < 1e-9)
            }
        }
    }

    @Test(arguments: BenchmarkShape.allCases)
    func sceneTextLoadsWithEveryView(shape: BenchmarkShape) throws {
        let hierarchy = BenchmarkHierarchy(count: 300, shape: shape, seed: 5)
        let yaml = hierarchy.sceneYAML()
        let load = SceneLoadBenchmark(budgetSeconds: 0, maximumRuns: 1).run(yaml: yaml, views: hierarchy.count)
        #expect(load.error == nil)
        #expect(load.bytes == yaml.utf8.count)
        #expect(load.perLoad?.samples == 1)
        // One `- name: V…` line per view.
        #expect(yaml.components(separatedBy: "\n").filter { $0.contains("- name: V") }.count == 300)
    }

    /// The JSON scene is the YAML scene in another syntax: both load to the same
    /// document, and the load is timed per view.
    @Test(arguments: BenchmarkShape.allCases)
    func sceneJSONLoadsAsTheSameDocumentAsTheYAML(shape: BenchmarkShape) throws {
        let hierarchy = BenchmarkHierarchy(count: 300, shape: shape, seed: 5)
        let json = hierarchy.sceneJSON()
        let limits = SceneLoadBenchmark.limits(for: hierarchy.sceneYAML(), views: hierarchy.count)
        let fromJSON = try SceneParser(limits: limits).parse(json, file: "bench.json")
        #expect(fromJSON == (try SceneParser(limits: limits).parse(hierarchy.sceneYAML(), file: "bench.yaml")))
        #expect((try JSONSerialization.jsonObject(with: Data(json.utf8))) is [String: Any])
        let load = SceneLoadBenchmark(budgetSeconds: 0, maximumRuns: 1).run(json, views: hierarchy.count, format: .json)
        #expect(load.error == nil && load.format == .json && load.views == 300)
        let perView = try #require(load.nanosecondsPerView)
        #expect(perView == (load.perLoad!.median + load.perBuild!.median) / 300)
    }

    private static func descendants(of view: UIView) -> Int {
        view.subviews.reduce(view.subviews.count) { $0 + descendants(of: $1) }
    }
}
