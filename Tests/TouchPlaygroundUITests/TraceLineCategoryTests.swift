import Foundation
import Testing
import TouchCore
import TouchInsight

@Suite struct TraceLineCategoryTests {
    @Test func eachKindOfRecordHasItsCategory() {
        let subject = TraceSubject(id: ObjectIdentifier(UIView()), name: "V", role: .view)
        func category(_ kind: TraceRecord.Kind) -> TraceLineCategory {
            TraceLineCategory(TraceRecord(time: 0, depth: 0, kind: kind))
        }
        #expect(category(.input(.touch(1, .began, at: .zero))) == .input)
        #expect(category(.timerFired(nil)) == .input)
        #expect(category(.hitTest(view: subject, point: .zero)) == .hitTesting)
        #expect(category(.pointInside(view: subject, point: .zero, inside: true, overridden: false)) == .hitTesting)
        #expect(category(.touches(.began, receiver: subject, touches: [1])) == .touches)
        #expect(category(.recognizerState(recognizer: subject, from: .possible, to: .ended, reason: nil)) == .recognizers)
        #expect(category(.message("View Taped")) == .actions)
        #expect(category(.call(receiver: subject, selector: "tapped:", detail: nil)) == .actions)
        #expect(category(.ignoredInput(.fingerNotDown(finger: 1, .up))) == .ignored)
        // The end of the chain is normal (SPEC R3): with the touches or messages it ends.
        #expect(category(.dropped("touchesBegan:withEvent:", last: subject)) == .touches)
        #expect(category(.dropped("motionEnded:withEvent:", last: subject)) == .actions)
    }

    @Test func categoriesHaveDistinctColours() {
        let colours = TraceLineCategory.allCases.map(\.color)
        #expect(Set(colours).count == colours.count)
    }
}
