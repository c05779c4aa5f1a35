import Foundation
import Testing

@testable import TouchCore

/// SPEC F1 in the trace: `becomeFirstResponder()` asks the current first responder
/// to resign (which asks `canResignFirstResponder`), then asks the candidate's
/// `canBecomeFirstResponder`; each call is a record with its answer, nested under
/// the call that asked it.
@Suite struct FirstResponderTraceTests {
    private final class Field: UIView {
        var canBecome = true
        var canResign = true
        override var canBecomeFirstResponder: Bool { canBecome }
        override var canResignFirstResponder: Bool { canResign }
    }

    private func world() -> (TouchWorld, Field, Field) {
        let world = TouchWorld()
        let first = Field(frame: CGRect(0, 0, 100, 40)), second = Field(frame: CGRect(0, 50, 100, 40))
        first.name = "First"
        second.name = "Second"
        world.rootView.addSubview(first)
        world.rootView.addSubview(second)
        return (world, first, second)
    }

    private func text(_ world: TouchWorld) -> String {
        defer { world.app.trace.removeAll() }
        return TraceFormatter.text(world.app.trace.records)
    }

    @Test func becomingShowsTheQuestionsAskedAndTheirAnswers() {
        let (world, first, second) = world()
        #expect(first.becomeFirstResponder())
        #expect(
            text(world) == """
                -[First becomeFirstResponder] → YES
                  -[First canBecomeFirstResponder] → YES
                  -[First becomeFirstResponder] is now the first responder

                """)
        #expect(second.becomeFirstResponder())
        #expect(
            text(world) == """
                -[Second becomeFirstResponder] → YES
                  -[Second canBecomeFirstResponder] → YES
                  -[First resignFirstResponder] → YES
                    -[First canResignFirstResponder] → YES
                    -[First resignFirstResponder] no first responder
                  -[Second becomeFirstResponder] is now the first responder

                """)
        #expect(second.isFirstResponder)
    }

    @Test func aRefusalEndsTheCallWithNO() {
        let (world, first, second) = world()
        first.canResign = false
        #expect(first.becomeFirstResponder())
        world.app.trace.removeAll()
        #expect(!second.becomeFirstResponder())
        #expect(
            text(world) == """
                -[Second becomeFirstResponder] → NO
                  -[Second canBecomeFirstResponder] → YES
                  -[First resignFirstResponder] → NO
                    -[First canResignFirstResponder] → NO

                """)
        #expect(first.isFirstResponder)
        first.canResign = true
        second.canBecome = false
        #expect(!second.becomeFirstResponder())
        #expect(
            text(world) == """
                -[Second becomeFirstResponder] → NO
                  -[Second canBecomeFirstResponder] → NO

                """)
        // Devices: a candidate that cannot become first responder leaves the current one.
        #expect(first.isFirstResponder)
    }

    @Test func resigningWhenNotFirstResponderAnswersYESAndChangesNothing() {
        let (world, first, second) = world()
        #expect(first.becomeFirstResponder())
        world.app.trace.removeAll()
        #expect(second.resignFirstResponder())
        #expect(
            text(world) == """
                -[Second resignFirstResponder] → YES
                  -[Second canResignFirstResponder] → YES

                """)
        #expect(first.isFirstResponder)
    }

    @Test func aResponderThatReachesTheApplicationButNoWindowIsRefusedAndSaysWhy() {
        final class Floating: UIResponder {
            weak var app: UIApplication?
            override var next: UIResponder? { app }
            override var canBecomeFirstResponder: Bool { true }
        }
        let (world, _, _) = world()
        let floating = Floating()
        floating.name = "Floating"
        floating.app = world.app
        #expect(!floating.becomeFirstResponder())
        #expect(text(world) == "-[Floating becomeFirstResponder] (not in a window's hierarchy) → NO\n")
    }

    @Test func tracingOffRecordsNothingAndAnswersTheSame() {
        let (world, first, second) = world()
        world.app.trace.isEnabled = false
        second.canBecome = false
        #expect(first.becomeFirstResponder())
        #expect(!second.becomeFirstResponder())
        #expect(world.app.trace.records.isEmpty)
    }
}
