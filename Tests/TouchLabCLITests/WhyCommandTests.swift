import Foundation
import TestSupport
import Testing

/// `touchlab why` prints what the window's selection panel says about a view after a
/// script: a learner over ssh, a grader or a test reads the same words.
@Suite struct WhyCommandTests {
    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try ChildProcess.touchlab(arguments, mergingErrors: true)
        return (result.status, result.output)
    }

    /// Seed 000: whiteView's override returned redView without asking anything.
    @Test func seed000sOverridingViewIsExplainedAsAnOverride() throws {
        let (status, output) = try run(["why", "hit-test-override", "whiteView"])
        #expect(status == 0, "\(output)")
        let lines = output.components(separatedBy: "\n")
        #expect(lines.first == "whiteView (UIView)")
        expectOrdered(
            lines,
            [
                "Why — the last touch",
                "whiteView's hitTest(_:with:) is overridden: it returned redView without calling super, so neither its"
                    + " point(inside:with:) nor its subviews were asked; the touch went to redView.",
                "  -[whiteView hitTest:withEvent:] ⇒ redView (hitTest overridden)",
                "Responder chain",
                "  whiteView → RootView → ViewController → UIWindow → UIApplication → AppDelegate",
            ])
        #expect(!output.contains("contains the point"))
    }

    @Test func thePassThroughSheetIsExplainedAsARegionOverrideOutsideItsBounds() throws {
        let (status, output) = try run(["why", "pass-through", "Sheet", "--script", "tap-above-sheet"])
        #expect(status == 0, "\(output)")
        #expect(output.contains("Sheet's hitTest(_:with:) is overridden: it returned Grabber"), "\(output)")
        #expect(output.contains("the point lies outside Sheet's bounds"), "\(output)")
    }

    /// The default scene's script taps E, then the button: --touch picks the first.
    @Test func touchPicksTheSequenceOfThatTouch() throws {
        let last = try run(["why", "default", "EView"])
        let first = try run(["why", "default", "EView", "--touch", "1"])
        #expect(last.status == 0 && first.status == 0)
        #expect(first.output.contains("EView was the hit-test view of touch #1"), "\(first.output)")
        #expect(!last.output.contains("EView was the hit-test view"), "\(last.output)")
        let missing = try run(["why", "default", "EView", "--touch", "9"])
        #expect(missing.status != 0 && missing.output.contains("has no touch #9"), "\(missing.output)")
    }

    @Test func aMisspelledViewIsRefusedWithTheClosestName() throws {
        let (status, output) = try run(["why", "hit-test-override", "greenVew"])
        #expect(status != 0)
        #expect(output.contains("has no view named 'greenVew'. Did you mean 'greenView'?"), "\(output)")
    }
}
