import Foundation
import TestSupport
import Testing
import TouchCore
import TouchPlayground
import TouchScenes

@testable import TouchInsight
@testable import TouchPlaygroundUI

/// The Why panel speaks to learners: rules in words, not ids ("(R4)"), and
/// the UIKit rule a teacher points at when a plain `UIControl` loses its
/// touch to an ancestor's recognizer (SPEC G11: UIKit's controls refuse an
/// ancestor's recognizer for their own gesture, a `UIControl` subclass does not).
struct ExplanationWordsTests {
    /// A rule id as the SPEC writes them: "(R4)", "(SPEC G11)", "(G8–G10)", "(H1, H2)".
    static var ruleId: Regex<(Substring, Substring?)> { #/\((SPEC )?[A-Z][0-9]{1,2}\b|SPEC [A-Z§]/# }

    /// A view whose subview did not override its touch methods received them
    /// forwarded: UIResponder passes each touch to `next` (SPEC R4). Said in
    /// words, with where to read more.
    @Test func aForwardedDeliveryIsExplainedInWords() {
        let world = TraceWorld()
        let parent = world.add("Parent", CGRect(x: 0, y: 0, width: 200, height: 200))
        world.add("Child", CGRect(x: 10, y: 10, width: 100, height: 100), to: parent)
        world.tap(50, 50)
        let explanation = DeliveryExplanation(view: parent, records: world.records)
        #expect(explanation.verdict == .forwarded)
        #expect(explanation.sentence.contains("passed them on to its next responder"))
        #expect(explanation.sentence.contains("unless a subclass overrides them without calling super"))
        #expect(explanation.sentence.contains("docs/fidelity.md"))
        #expect(explanation.sentence.firstMatch(of: Self.ruleId) == nil, "\(explanation.sentence)")
    }

    /// Every explanation of every view after every script of the library
    /// is free of rule ids.
    static let libraryScenes = ((try? FileManager.default.contentsOfDirectory(atPath: SceneControllerHarness.scenes.path)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.sorted()

    @Test(arguments: libraryScenes)
    func noExplanationInTheLibraryCitesARuleId(scene: String) throws {
        let document = try SceneParser().parse(fileAtPath: SceneControllerHarness.scenes.appendingPathComponent(scene).path)
        func everyView(_ view: UIView) -> [UIView] { [view] + view.subviews.flatMap(everyView) }
        for script in document.scripts {
            let world = SceneBuilder().build(document)
            let session = PlaygroundSession(application: world.application)
            SceneRunner().run(script, in: world, deliver: session.handle, advance: session.advance(to:))
            for window in world.application.windows {
                for view in everyView(window) {
                    let sentence = DeliveryExplanation(view: view, records: session.sequence).sentence
                    #expect(
                        sentence.firstMatch(of: Self.ruleId) == nil,
                        "\(scene) · \(script.name) · \(view.traceName): \(sentence)")
                }
            }
        }
    }

    /// A row's tap recognizer and, inside the row, a plain UIControl subclass
    /// and a UIButton: the button refuses the row's single tap and keeps its
    /// touch; the plain control does not refuse, so the tap recognizes and
    /// cancels the control's touch — and its explanation says so.
    @Test func aPlainControlThatDidNotRefuseAnAncestorsTapIsExplainedAsSuch() throws {
        final class StarControl: UIControl {}
        let world = TraceWorld()
        let row = world.add("Row", CGRect(x: 0, y: 100, width: 400, height: 100))
        let rowTap = UITapGestureRecognizer(target: nil, action: nil)
        rowTap.name = "RowTap"
        row.addGestureRecognizer(rowTap)
        let star = world.add("Star", CGRect(x: 20, y: 20, width: 80, height: 60), to: row, StarControl())
        let like = world.add("Like", CGRect(x: 200, y: 20, width: 80, height: 60), to: row, UIButton(type: .system))

        world.tap(60, 150)
        world.wait(1)
        let starWhy = DeliveryExplanation(view: star, records: world.records)
        #expect(starWhy.verdict == .cancelledByRecognizer)
        #expect(
            starWhy.sentence.contains(
                "Star is a plain UIControl: it does not refuse RowTap in gestureRecognizerShouldBegin,"
                    + " so RowTap recognized and cancelled its touch"), "\(starWhy.sentence)")
        #expect(starWhy.sentence.contains("a UIButton, UISwitch, UIStepper, UISegmentedControl or UIPageControl returns NO"))
        // The note's evidence: RowTap recognizing and the star's touchesCancelled.
        let lines = starWhy.evidence.map { TraceFormatter.describe(world.records[$0]) }
        expectOrdered(lines, ["RowTap: possible → ended", "-[Star touchesCancelled:withEvent:]"])

        let later = TraceWorld()
        let row2 = later.add("Row", CGRect(x: 0, y: 100, width: 400, height: 100))
        let tap2 = UITapGestureRecognizer(target: nil, action: nil)
        tap2.name = "RowTap"
        row2.addGestureRecognizer(tap2)
        let button = later.add("Like", CGRect(x: 200, y: 20, width: 80, height: 60), to: row2, UIButton(type: .system))
        later.tap(240, 150)
        later.wait(1)
        let buttonWhy = DeliveryExplanation(view: button, records: later.records)
        #expect(buttonWhy.verdict == .received)
        #expect(!buttonWhy.sentence.contains("plain UIControl"))
        #expect(buttonWhy.sentence.contains("asked Like's gestureRecognizerShouldBegin"), "\(buttonWhy.sentence)")
        _ = like
    }

    /// A recognizer on the control itself is never refused, by any control:
    /// that the control is plain is no part of why it lost its touch.
    @Test func aRecognizerOnThePlainControlItselfGetsNoSuchNote() {
        final class StarControl: UIControl {}
        let world = TraceWorld()
        let star = world.add("Star", CGRect(x: 20, y: 120, width: 80, height: 60), StarControl())
        let own = UITapGestureRecognizer(target: nil, action: nil)
        own.name = "OwnTap"
        star.addGestureRecognizer(own)
        world.tap(60, 150)
        world.wait(1)
        let why = DeliveryExplanation(view: star, records: world.records)
        #expect(why.verdict == .cancelledByRecognizer)
        #expect(!why.sentence.contains("plain UIControl"), "\(why.sentence)")
    }

    /// The library scene a teacher plays: tap-star ends with StarControl
    /// cancelled by RowTap, and its Why says it is a plain UIControl that
    /// did not refuse RowTap; after tap-button the button's Why tells the
    /// refusal instead.
    @Test func theButtonInCellSceneTellsBothHalvesOfTheComparison() throws {
        let harness = try SceneControllerHarness(scene: "button-in-cell")
        #expect(harness.controller.play(scriptNamed: "tap-star"))
        harness.runUntilPlayed()
        let application = harness.controller.session.application
        let star = try #require(application.windows.lazy.compactMap { $0.viewNamed("StarControl") }.first)
        let starWhy = DeliveryExplanation(view: star, records: harness.controller.session.sequence)
        #expect(starWhy.sentence.contains("StarControl is a plain UIControl: it does not refuse RowTap"), "\(starWhy.sentence)")

        #expect(harness.controller.play(scriptNamed: "tap-button"))
        harness.runUntilPlayed()
        let buttonApplication = harness.controller.session.application
        let like = try #require(buttonApplication.windows.lazy.compactMap { $0.viewNamed("LikeButton") }.first)
        let likeWhy = DeliveryExplanation(view: like, records: harness.controller.session.sequence)
        #expect(likeWhy.sentence.contains("asked LikeButton's gestureRecognizerShouldBegin"), "\(likeWhy.sentence)")
        #expect(likeWhy.sentence.contains("got NO, and failed"))
    }
}
