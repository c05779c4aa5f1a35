import Foundation
import Testing
import TouchCore
import TouchScenes

@testable import TouchInsight

/// Stepping through a trace (SPEC §11) must never explain a half-finished trace as
/// the answer: at every record of every library script, for every view hit-testing
/// touches, the answer is the whole touch's and what is said about the records so
/// far is true of them.
@Suite struct SteppingExplanationTests {
    @Test func aViewTheWalkHasNotReachedIsNotAskedYetNotNeverAsked() {
        // The reported case: paused inside CView's hitTest, EView's verdict must not
        // be "CView's hitTest answered without asking it (an override)".
        let world = TraceWorld()
        let c = world.add("CView", CGRect(x: 0, y: 0, width: 300, height: 300))
        let e = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        e.name = "EView"
        c.addSubview(e)
        world.tap(50, 50)
        let records = world.records
        let cVisit = records.firstIndex { if case .hitTest(let v, _) = $0.kind { v.name == "CView" } else { false } }!
        let paused = DeliveryExplanation(view: e, records: records, shown: cVisit + 1)
        #expect(paused.sentence.hasPrefix("So far (record \(cVisit + 1) of \(records.count)): hit-testing is under way"))
        #expect(paused.sentence.contains("EView not asked yet"))
        #expect(!paused.sentence.contains("without asking"))
        #expect(paused.verdict == DeliveryExplanation(view: e, records: records).verdict)
        #expect(paused.sentence.contains("The whole touch: EView was the hit-test view of touch #1"))
    }

    /// Paused on the touch's own input record, the finger is down: what has
    /// not happened yet is hitTest, not the touch ("no touch has begun yet"
    /// beside "touch #1 began" read as a contradiction).
    @Test func onTheTouchsFirstRecordHitTestHasNotRunYet() {
        let world = TraceWorld()
        let e = world.add("EView", CGRect(x: 0, y: 0, width: 300, height: 300))
        world.tap(50, 50)
        let records = world.records
        let began = records.firstIndex { if case .hitTestTouch = $0.kind { true } else { false } }!
        let paused = DeliveryExplanation(view: e, records: records, shown: began)
        #expect(paused.sentence.contains("hitTest has not run for the touch yet."), "\(paused.sentence)")
        #expect(!paused.sentence.contains("no touch has begun"))
    }

    static var scripts: [String] { PlaygroundRendererFixtureTests.scripts }

    @Test(arguments: scripts)
    func noStepContradictsTheWholeTrace(_ entry: String) throws {
        let parts = entry.components(separatedBy: "--")
        let document = try SceneParser().parse(
            fileAtPath: PlaygroundRendererFixtureTests.scenes.appendingPathComponent(parts[0]).path)
        let script = try #require(document.scripts.first { $0.name == parts[1] })
        let world = SceneBuilder().build(document)
        world.application.trace.isEnabled = true
        SceneRunner().run(script, in: world)
        let records = world.application.trace.records
        var names: [String] = []
        for record in records {
            if case .hitTest(let view, _) = record.kind, !names.contains(view.name) { names.append(view.name) }
        }
        let views = names.compactMap { world.view(named: $0) }.filter { $0.window != nil }
        for view in views {
            let whole = DeliveryExplanation(view: view, records: records)
            for shown in 0..<records.count {
                let step = DeliveryExplanation(view: view, records: records, shown: shown)
                #expect(step.verdict == whole.verdict && step.sentence.hasSuffix(whole.sentence))
                let prefix = records[..<shown]
                let start = prefix.lastIndex { if case .hitTestTouch = $0.kind { true } else { false } }
                let visited =
                    start.map { s in prefix[s...].contains { if case .hitTest(view.traceSubject, _) = $0.kind { true } else { false } } }
                    ?? false
                if step.sentence.contains("\(view.traceName) not asked yet") {
                    #expect(!visited, "\(entry) at \(shown): \(view.traceName) was asked already")
                }
                if step.sentence.contains("has asked \(view.traceName).") {
                    #expect(visited, "\(entry) at \(shown): \(view.traceName) was not asked yet")
                }
            }
        }
    }
}
