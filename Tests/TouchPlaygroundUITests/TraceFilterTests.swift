import Foundation
import Testing
import TouchCore
import TouchInsight

/// The log's filter: by kind, by the object a line is about, by text. It hides lines
/// and never rewrites the ones it keeps.
@Suite struct TraceFilterTests {
    /// A tap on E in the A–F fixture, with a tap recognizer on F (not under the touch).
    func tapOnE() -> [TraceRecord] {
        let fixture = PlaygroundFixture()
        fixture.tap("E")
        return fixture.session.sequence
    }

    @Test func anEmptyFilterKeepsEveryLine() {
        let records = tapOnE()
        #expect(TraceFilter().isEmpty)
        #expect(records.allSatisfy { TraceFilter().keeps($0) })
    }

    /// Hit-testing lines are the hitTest/pointInside calls, the touch's heading and its
    /// binding (SPEC H1–H6); the touch methods and the input headings go.
    @Test func aCategoryKeepsOnlyItsKindOfLine() {
        let records = tapOnE()
        let kept = records.filter { TraceFilter(categories: [.hitTesting]).keeps($0) }
        #expect(!kept.isEmpty && kept.count < records.count)
        #expect(kept.allSatisfy { TraceLineCategory($0) == .hitTesting })
        let lines = TraceFormatter.lines(kept, indent: false)
        #expect(lines.contains("-[F hitTest:withEvent:] ⇒ nil (outside bounds)"))
        #expect(!lines.contains { $0.contains("touchesBegan") })
        let two = records.filter { TraceFilter(categories: [.hitTesting, .touches]).keeps($0) }
        #expect(two.count > kept.count)
    }

    /// A receiver keeps the lines about that object, whatever their kind, ignoring
    /// case: E's hitTest and pointInside, its binding, its touch methods.
    @Test func aReceiverKeepsTheLinesAboutThatObject() {
        let records = tapOnE()
        let lines = TraceFormatter.lines(records.filter { TraceFilter(receivers: ["e"]).keeps($0) }, indent: false)
        #expect(
            lines == [
                "-[E hitTest:withEvent:] ⇒ E", "-[E pointInside:withEvent:] → YES",
                "touch #1 is bound to E in UIWindow (tapCount 1)", "-[E touchesBegan:withEvent:]",
                "-[E touchesEnded:withEvent:]",
            ])
    }

    @Test func textMatchesTheWrittenLineIgnoringCase() {
        let records = tapOnE()
        let kept = records.filter { TraceFilter(text: "OUTSIDE BOUNDS").keeps($0) }
        #expect(TraceFormatter.lines(kept, indent: false) == ["-[F hitTest:withEvent:] ⇒ nil (outside bounds)"])
        // All three parts must hold at once.
        let none = records.filter { TraceFilter(categories: [.touches], text: "outside").keeps($0) }
        #expect(none.isEmpty)
    }

    @Test func categoriesAreNamedAsTheLegendNamesThem() {
        #expect(TraceFilter.category(named: "hit-testing") == .hitTesting)
        #expect(TraceFilter.category(named: "Recognizers") == .recognizers)
        #expect(TraceFilter.category(named: "hitTesting") == nil)
    }

    /// A withheld phase is about the view it was kept from and the recognizer that
    /// kept it (SPEC G5: delaysTouchesBegan), so filtering by either finds it.
    @Test func aWithheldLineIsAboutTheViewAndTheRecognizer() {
        let view = TraceSubject(id: ObjectIdentifier(UIView()), name: "Cell", role: .view)
        let tap = TraceSubject(id: ObjectIdentifier(UIView()), name: "BackTap", role: .gestureRecognizer)
        let record = TraceRecord(
            time: 0, depth: 0, kind: .withheld(.began, view: view, touches: [1], reason: .delaysTouchesBegan, by: tap))
        #expect(record.subjects.map(\.name) == ["Cell", "BackTap"])
        #expect(TraceFilter(receivers: ["backtap"]).keeps(record))
        #expect(!TraceFilter(receivers: ["Other"]).keeps(record))
    }
}
