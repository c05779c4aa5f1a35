import Foundation
import Testing
import TouchCore
import TouchScenes

@testable import TouchInsight
@testable import TouchPlaygroundUI

/// What the device, the hierarchy and the explanation say about a `hitTest(_:with:)`
/// override that returns a view (seed 000's `return self.subviews[0]`; SPEC H8), and
/// that "✓ inside" stands only where `point(inside:with:)` said YES (SPEC H2).
@Suite struct HitTestOverrideDrawingTests {
    /// The chips on the label of `name`: the texts drawn after the name, up to the
    /// next view's name, visit number or finger marker (`#1`).
    static func chips(of name: String, in texts: [String], names: Set<String>) -> [String] {
        guard let start = texts.firstIndex(of: name) else { return [] }
        var chips: [String] = []
        for text in texts[(start + 1)...] {
            if names.contains(text) || Int(text) != nil || (text.hasPrefix("#") && Int(text.dropFirst()) != nil) { break }
            chips.append(text)
        }
        return chips
    }

    /// The device's texts and the scene's view names after the script `script`.
    static func device(_ file: String, script: String? = nil) throws -> (frame: PlaygroundFrame, texts: [String], names: Set<String>) {
        let document = try SceneParser().parse(
            fileAtPath: DeviceLabelLayoutTests.scenes.appendingPathComponent(file).path)
        let world = SceneBuilder().build(document)
        let session = PlaygroundSession(application: world.application)
        let chosen = try #require(script.map { document.script(named: $0) } ?? document.scripts.first)
        SceneRunner().run(chosen, in: world, deliver: session.handle, advance: { session.advance(to: $0) }, onInput: { _ in })
        let frame = session.frame(options: PlaygroundOptions())
        let texts = DeviceLabelLayoutTests.deviceTexts(
            DeviceLabelLayoutTests.render(frame, size: CGSize(width: 1280, height: 860))
        ).map(\.string)
        var names: Set<String> = []
        func visit(_ view: UIView) {
            names.insert(view.traceName)
            view.subviews.forEach(visit)
        }
        world.windows.forEach(visit)
        return (frame, texts, names)
    }

    /// The views whose `point(inside:with:)` said YES in the records.
    static func saidInside(_ records: [TraceRecord]) -> Set<String> {
        Set(
            records.compactMap { record in
                if case .pointInside(let view, _, true, _) = record.kind { return view.name }
                return nil
            })
    }

    @Test func seed000sOverridingViewCarriesItsOverrideAndTheHitViewItsChip() throws {
        let (frame, texts, names) = try Self.device("hit-test-override.yaml", script: "tap-green")
        #expect(Self.chips(of: "whiteView", in: texts, names: names) == ["overridden → redView"], "\(texts)")
        #expect(Self.chips(of: "redView", in: texts, names: names).first == "✓ hit-test view", "\(texts)")
        // greenView, under the finger, was never asked.
        #expect(Self.chips(of: "greenView", in: texts, names: names).isEmpty, "\(texts)")
        // Every "✓ inside" stands for a pointInside YES, and no other view has one.
        let inside = names.filter { Self.chips(of: $0, in: texts, names: names).contains("✓ inside") }
        #expect(inside == Self.saidInside(frame.sequence), "\(texts)")
        #expect(!inside.contains("whiteView"))
    }

    @Test func aRegionOverrideOutsideItsBoundsIsNotInside() throws {
        let (frame, texts, names) = try Self.device("pass-through.yaml", script: "tap-above-sheet")
        // The touch is above Sheet's frame; its override answered Grabber.
        #expect(Self.chips(of: "Sheet", in: texts, names: names) == ["overridden → Grabber"], "\(texts)")
        #expect(Self.chips(of: "Grabber", in: texts, names: names).first == "✓ hit-test view", "\(texts)")
        let inside = names.filter { Self.chips(of: $0, in: texts, names: names).contains("✓ inside") }
        #expect(inside == Self.saidInside(frame.sequence), "\(texts)")
    }

    @Test func theOverridingViewsExplanationSaysItsHitTestChoseWithoutAskingSubviews() throws {
        let (frame, _, _) = try Self.device("hit-test-override.yaml", script: "tap-green")
        let white = try #require(frame.application.windows.first?.viewNamed("whiteView"))
        let sentence = ViewReport(view: white, records: frame.sequence).explanation.sentence
        #expect(sentence.contains("whiteView's hitTest(_:with:) is overridden: it returned redView without calling super"), "\(sentence)")
        #expect(sentence.contains("subviews were asked") && sentence.contains("the touch went to redView"), "\(sentence)")
        #expect(!sentence.contains("contains the point") && !sentence.contains("deepest"), "\(sentence)")
        let red = try #require(frame.application.windows.first?.viewNamed("redView"))
        let redSentence = ViewReport(view: red, records: frame.sequence).explanation.sentence
        #expect(redSentence.contains("whiteView's hitTest(_:with:) override returned it without asking it"), "\(redSentence)")
    }

    @Test func theSheetsExplanationSaysThePointIsOutsideItsBounds() throws {
        let (frame, _, _) = try Self.device("pass-through.yaml", script: "tap-above-sheet")
        let sheet = try #require(frame.application.windows.first?.viewNamed("Sheet"))
        let sentence = ViewReport(view: sheet, records: frame.sequence).explanation.sentence
        #expect(sentence.hasPrefix("Sheet's hitTest(_:with:) is overridden: it returned Grabber"), "\(sentence)")
        #expect(sentence.contains("the point lies outside Sheet's bounds"), "\(sentence)")
        #expect(!sentence.contains("contains the point"), "\(sentence)")
    }

    @Test func theHierarchyRowOfTheOverridingViewNamesItsAnswer() throws {
        let (frame, _, _) = try Self.device("hit-test-override.yaml", script: "tap-green")
        let outline = HierarchyOutline(application: frame.application, records: frame.sequence)
        let row = try #require(outline.rows.first { $0.name == "whiteView" })
        #expect(row.verdictText.hasSuffix("overridden → redView"), "\(row.verdictText)")
    }

    /// Stepping: a view's "✓ inside" appears at its pointInside record, not at the
    /// hitTest record before it, whose answer is not known yet.
    @Test func whileSteppingInsideAppearsAtThePointInsideRecord() {
        let fixture = PlaygroundFixture()
        fixture.tap("E")
        var frame = fixture.session.frame(options: PlaygroundOptions())
        let records = frame.sequence
        let hitTestOfA = records.firstIndex { if case .hitTest(let v, _) = $0.kind { v.name == "A" } else { false } }!
        let pointInsideOfA = records.firstIndex { if case .pointInside(let v, _, _, _) = $0.kind { v.name == "A" } else { false } }!
        #expect(pointInsideOfA > hitTestOfA)
        func chipsOfA(showing count: Int) -> [String] {
            var cursor = PlaygroundStepCursor(count: records.count)
            cursor.jumpToStart()
            cursor.step(count - 1)
            frame.stepCursor = cursor
            let texts = DeviceLabelLayoutTests.deviceTexts(
                DeviceLabelLayoutTests.render(frame, size: CGSize(width: 1280, height: 860))
            ).map(\.string)
            return Self.chips(of: "A", in: texts, names: Set(fixture.views.keys).union(["UIWindow"]))
        }
        #expect(!chipsOfA(showing: hitTestOfA + 1).contains("✓ inside"))
        #expect(chipsOfA(showing: pointInsideOfA + 1).contains("✓ inside"))
        // The log panel's line for A's hitTest shows no answer until A's walk returns.
        func logLineOfA(showing count: Int) -> String? {
            var cursor = PlaygroundStepCursor(count: records.count)
            cursor.jumpToStart()
            cursor.step(count - 1)
            frame.stepCursor = cursor
            let list = PlaygroundRenderer.drawList(for: frame, canvasSize: CGSize(width: 1280, height: 860))
            return list.commands.lazy.compactMap { command -> String? in
                guard case .text(let run) = command else { return nil }
                let line = run.string.trimmingCharacters(in: .whitespaces)
                return line.hasPrefix("-[A hitTest:withEvent:]") ? line : nil
            }.first
        }
        #expect(logLineOfA(showing: pointInsideOfA + 1) == "-[A hitTest:withEvent:]")
        #expect(logLineOfA(showing: records.count) == "-[A hitTest:withEvent:] ⇒ E")
        // The trace's answer `⇒ E` is not shown before A's walk has reached it.
        let shown = TraceRecordPrefix.records(records, upTo: pointInsideOfA + 1)
        #expect(shown[hitTestOfA].outcome == nil)
        #expect(TraceRecordPrefix.records(records, upTo: records.count)[hitTestOfA].outcome != nil)
    }
}
