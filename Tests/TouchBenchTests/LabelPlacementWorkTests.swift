import Foundation
import Testing
import TouchCore
import TouchInsight
import TouchPlaygroundUI
import TouchScenes

@testable import TouchBench

/// Label placement stays near-linear in the views (robustness, long names):
/// 2,000 views with 20-character names once cost 2.9 s a picture, because each
/// label asked every label and box already placed. What the searches look at
/// is counted (``PlaygroundScreenLayout/labelPlacementWork``), so the test
/// does not depend on the machine's speed: four times the views may cost a
/// little more than four times the looks (more rows of the grid meet), never
/// the sixteen times of a quadratic search.
@Suite struct LabelPlacementWorkTests {
    /// The looks of the final picture of the long-names worst scene at `views`.
    private func looks(views: Int, nameLength: Int? = nil) throws -> (looks: Int, visited: Int) {
        var limits = SceneLimits.default
        limits.views = views
        var yaml = WorstScene(shape: .longNames, limits: limits).yaml()
        if let nameLength {
            // The same grid with shorter names: `V12_xxx…` cut to `nameLength`.
            yaml = yaml.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                guard let range = line.range(of: "name: V"), let comma = line[range.upperBound...].firstIndex(of: ",")
                else { return String(line) }
                let name = line[line.index(range.upperBound, offsetBy: -1)..<comma]
                return line.replacingCharacters(in: name.startIndex..<comma, with: String(name.prefix(nameLength)))
            }.joined(separator: "\n")
        }
        let document = try SceneParser(limits: limits).parse(yaml, file: "worst-long-names.yaml")
        let script = try #require(document.script(named: WorstScene.scriptName))
        let world = SceneBuilder().build(document)
        defer { world.close() }
        let session = PlaygroundSession(application: world.application)
        session.isPlayingScript = true
        SceneRunner().run(script, in: world, deliver: session.handle, advance: session.advance)
        let frame = session.frame(options: PlaygroundOptions())
        let (_, screen) = PlaygroundRenderer.render(frame, canvasSize: WorstSceneBenchmark.pictureCanvas)
        let visited = TouchSequenceAnalysis(records: frame.shownSequence).hitTests.first?.visitOrder.count ?? 0
        return (screen.labelPlacementWork, visited)
    }

    @Test func fourTimesTheViewsCostAboutFourTimesTheLooks() throws {
        let small = try looks(views: 250), large = try looks(views: 1000)
        // The scene is what the test thinks it is: a hit-test walk of every sibling.
        #expect(small.visited >= 240 && large.visited >= 990, "visited \(small.visited) and \(large.visited)")
        #expect(small.looks > 0)
        let ratio = Double(large.looks) / Double(small.looks)
        // Measured: about ×4.4 (2,000 views: ×2.0 more).
        #expect(ratio < 6, "250 views: \(small.looks) looks; 1,000 views: \(large.looks) (×\(ratio))")
    }

    /// 8-character names fit on their views more often, so longer ones need
    /// more callouts (16 characters: about 3.5 times the looks of 8, measured);
    /// what a callout asks does not grow with the name.
    @Test func longerNamesDoNotMultiplyTheLooks() throws {
        let short = try looks(views: 1000, nameLength: 8).looks
        for length in [16, 32, 64] {
            let long = try looks(views: 1000, nameLength: length).looks
            let ratio = Double(long) / Double(short)
            #expect(ratio < 5, "8-character names: \(short) looks; \(length): \(long) (×\(ratio))")
        }
    }
}
