import Foundation
import Testing
import TouchCore
import TouchScenes

@testable import TouchDisplayList
@testable import TouchInsight
@testable import TouchPlaygroundUI

/// A state that is neither a success nor a refusal is written in neutral ink,
/// never in the rejection red: a touch method that reached the end of the
/// responder chain with no responder handling it (ordinary UIKit: UIResponder's
/// defaults pass it on and UIApplication drops it, SPEC R3), and "nothing yet"
/// while a phase is still withheld. Red stays for what was refused.
@Suite struct NeutralInkTests {
    @Test func aTouchNoResponderHandledIsToldInNeutralInk() {
        // Seed 002's A–F views implement no touch methods: E's touches climb
        // the chain and nobody handles them.
        let fixture = PlaygroundFixture()
        fixture.tap("E")
        let frame = fixture.session.frame(options: PlaygroundOptions())
        let summary = DeliverySummary(records: frame.shownSequence)
        #expect(!summary.rows.isEmpty)
        #expect(summary.rows.allSatisfy { $0.isNeutral && !$0.isNegative })
        let list = fixture.drawList()
        let rail = fixture.layout().railRect
        let railTexts = list.commands.compactMap { command -> TextRun? in
            guard case .text(let run) = command, rail.contains(run.origin) else { return nil }
            return run
        }
        // The rows' words, indented past the method's name.
        let drawnRows = railTexts.filter { $0.origin.x > rail.minX + 40 && $0.origin.x < rail.minX + 100 }
        #expect(!drawnRows.isEmpty)
        #expect(drawnRows.allSatisfy { $0.color == PlaygroundStyle.neutralInk }, "\(drawnRows.map(\.color))")
        // Nothing in the rail is in the rejection red: no view was refused the touch.
        #expect(!railTexts.contains { $0.color == PlaygroundStyle.rejectedColor })
        let railFills = list.commands.compactMap { command -> DrawColor? in
            guard case .fillRect(let rect, let color) = command, rail.contains(rect.origin) else { return nil }
            return color
        }
        #expect(!railFills.contains(PlaygroundStyle.rejectedColor) && !railFills.contains(TraceLineCategory.ignored.color.withAlpha(230)))
    }

    @Test func nothingYetIsNeutralAndNothingSettledIsARefusal() throws {
        let document = try SceneParser().parse(
            fileAtPath: PlaygroundRendererFixtureTests.scenes.appendingPathComponent("table-cells.yaml").path)
        let world = SceneBuilder().build(document)
        defer { world.close() }
        world.application.trace.isEnabled = true
        SceneRunner().run(try #require(document.script(named: "quick-tap")), in: world)
        let records = world.application.trace.records
        // While touchesBegan is held (SPEC S1, G5), nothing is settled yet.
        let held = try #require(records.firstIndex { if case .withheld = $0.kind { true } else { false } })
        let pending = DeliverySummary(records: Array(records[...held]))
        #expect(pending.rows.map(\.text).first?.hasPrefix("nothing yet") == true)
        #expect(pending.rows.first?.isNeutral == true && pending.rows.first?.isNegative == false)
        // Once the held phase is discarded (G6) the cell was refused it: red.
        let settled = DeliverySummary(records: records)
        #expect(settled.rows.first?.isNegative == true && settled.rows.first?.isNeutral == false)
    }
}
