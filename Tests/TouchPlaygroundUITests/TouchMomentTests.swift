import Foundation
import Testing
import TouchCore
import TouchScenes

@testable import TouchInsight

/// The moments a storyboard pictures come from the trace: where the delivery
/// decided something (SPEC H1, G3, G4, G6), never at a fixed rate, so the
/// moment of a lesson — the 0.150 s release of a withheld touchesBegan —
/// always has its frame.
@Suite struct TouchMomentTests {
    /// The whole trace of a library scene's script, from its start.
    static func records(_ scene: String, _ script: String) throws -> (SceneWorld, [TraceRecord]) {
        let path = SceneControllerHarness.scenes.appendingPathComponent("\(scene).yaml").path
        let document = try SceneParser().parse(fileAtPath: path)
        let world = SceneBuilder().build(document)
        world.application.trace.isEnabled = true
        SceneRunner().run(try #require(document.script(named: script)), in: world)
        return (world, world.application.trace.records)
    }

    /// Seed 002's short press: the scroll view holds the cell's touchesBegan
    /// for 0.15 s (G6, S1), releases it when its delay runs out, and the tap
    /// recognizing at lift-off cancels the touch (G4).
    @Test func theShortPressHasItsReleaseAtTheContentDelayAndItsCancellation() throws {
        let (world, records) = try Self.records("table-cells", "short-press")
        defer { world.close() }
        let groups = TouchMoment.byTime(TouchMoment.moments(in: records))
        #expect(groups.map { String(format: "%.3f", $0[0].time) } == ["0.000", "0.150", "0.300"])
        let atRelease = try #require(groups.first { abs($0[0].time - 0.15) < 1e-9 })
        let caption = TouchMoment.caption(of: atRelease)
        // The release leads the caption: it is the lesson; the failure that caused it follows.
        #expect(
            caption.hasPrefix(
                "UITableViewCellContentView gets the withheld touchesBegan late: released when the recognizers holding it "
                    + "back decided (GLTableView's 0.15 s content-touch delay ran out)"), "\(caption)")
        #expect(caption.contains("UIScrollViewDelayedTouchesBeganGestureRecognizer failed"))
        let start = TouchMoment.caption(of: groups[0])
        #expect(start.contains("UITableViewCellContentView is the hit-test view of touch #1"), "\(start)")
        #expect(
            start.contains("touchesBegan is withheld from UITableViewCellContentView by UIScrollViewDelayedTouchesBeganGestureRecognizer"))
        let end = TouchMoment.caption(of: groups[2])
        #expect(end.hasPrefix("UITableViewCellContentView gets touchesCancelled: BackTap recognized"), "\(end)")
        #expect(end.contains("GLTableView.panGestureRecognizer failed"))
        #expect(end.components(separatedBy: "BackTap recognized").count == 2, "said once: \(end)")
        // Resets (G3) are no moments: they change nothing a picture shows.
        #expect(!groups.joined().contains { $0.caption.contains("reset") })
    }

    /// The quick tap: the tap recognizes before the delay runs out, and the
    /// held-back began is thrown away (G6): "discarded", the timeline's word.
    @Test func theQuickTapHasItsDiscard() throws {
        let (world, records) = try Self.records("table-cells", "quick-tap")
        defer { world.close() }
        let moments = TouchMoment.moments(in: records)
        let discard = try #require(moments.first { $0.kind == .discarded })
        #expect(discard.caption == "UITableViewCellContentView's withheld touchesBegan is discarded: BackTap recognized")
        #expect(moments.contains { $0.kind == .recognized && $0.caption == "BackTap recognized" })
        #expect(!moments.contains { $0.kind == .releasedLate })
    }

    /// A nil-target action's moment says where it landed (F3).
    @Test func aNilTargetActionSaysWhoPerformedIt() throws {
        let (world, records) = try Self.records("can-perform-action", "paste")
        defer { world.close() }
        let action = try #require(TouchMoment.moments(in: records).first { $0.kind == .actionSent && $0.caption.contains("nil target") })
        #expect(action.caption.hasSuffix("performed by NotesController"), "\(action.caption)")
    }
}
