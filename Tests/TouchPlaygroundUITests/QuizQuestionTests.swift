import Foundation
import Testing
import TouchCore
import TouchScenes

@testable import TouchInsight

/// "Predict, then see": the questions a script's trace answers, asked before
/// the records that answer them, each answer revealed with its explanation
/// and the records that show it.
@Suite struct QuizQuestionTests {
    static func questions(_ scene: String, _ script: String) throws -> (SceneWorld, [TraceRecord], [QuizQuestion]) {
        let (world, records) = try TouchMomentTests.records(scene, script)
        return (world, records, QuizQuestion.questions(from: records, application: world.application))
    }

    /// Apple's A–F example: hitTest walks front to back and EView, the
    /// deepest view containing the point, is the hit-test view (SPEC H1–H3).
    @Test func theHitTestViewIsAskedBeforeTheTouchGoesDown() throws {
        let (world, records, questions) = try Self.questions("hit-testing", "touch-e")
        defer { world.close() }
        // The finger stays down: no question about how the touch ends.
        #expect(questions.map(\.kind) == [.hitTestView])
        let question = questions[0]
        #expect(question.prompt == "Touch #1 goes down at (282.5, 240) on the screen. Which view will be its hit-test view?")
        #expect(question.answer == "EView")
        #expect(question.accepts("EView") && question.accepts(" eview. ") && !question.accepts("CView") && !question.accepts(""))
        #expect(question.choices == ["AView", "CView", "EView", "FView", "RootView", "UIWindow"])
        #expect(question.accepts("3") && !question.accepts("2"), "a choice's number answers too")
        // Asked before anything of the touch: the input heading is the first record not shown.
        #expect(question.askedBefore == 0)
        #expect(question.explanation.contains("hitTest asked UIWindow, RootView, AView, CView, FView (✗ outside bounds), EView"))
        let lines = question.evidence.map { TraceFormatter.describe(records[$0]) }
        #expect(lines.first == "hit-testing touch #1 at (282.5, 240) ⇒ EView")
        #expect(lines.last == "touch #1 is bound to EView in UIWindow (tapCount 1)")
        #expect(lines.contains("-[FView hitTest:withEvent:] ⇒ nil (outside bounds)"))
    }

    /// Seed 002's table: which recognizer wins, and what the cell's view gets,
    /// differ with how long the finger stays (G4, G6, G9).
    @Test func theTableCellsScriptsAskWhoWinsAndHowTheTouchEnds() throws {
        let expected: [(script: String, winner: String, end: String)] = [
            ("quick-tap", "BackTap", "neither"), ("short-press", "BackTap", "touchesCancelled"),
            ("long-press", "none", "touchesEnded"),
        ]
        for (script, winner, end) in expected {
            let (world, records, questions) = try Self.questions("table-cells", script)
            defer { world.close() }
            #expect(questions.map(\.kind) == [.hitTestView, .winningRecognizer, .endedOrCancelled], "\(script)")
            let recognizer = questions[1], ending = questions[2]
            #expect(recognizer.answer == winner, "\(script)")
            #expect(recognizer.choices.last == "none")
            #expect(ending.answer == end, "\(script)")
            #expect(ending.prompt == "Will UITableViewCellContentView get touchesEnded or touchesCancelled for touch #1 (or neither)?")
            // The recognizers are asked about after they are collected, never after one decided.
            let collected = try #require(
                records.firstIndex { if case .recognizersCollected = $0.kind { return true } else { return false } })
            #expect(recognizer.askedBefore == collected + 1)
            let firstDecision = try #require(
                records.firstIndex { record in
                    if case .recognizerState(_, .possible, let to, _) = record.kind { return to != .possible }
                    return false
                })
            #expect(recognizer.askedBefore <= firstDecision && ending.askedBefore <= firstDecision)
            #expect(!recognizer.evidence.isEmpty && !ending.evidence.isEmpty && !ending.explanation.isEmpty)
        }
        let (world, _, shortPress) = try Self.questions("table-cells", "short-press")
        defer { world.close() }
        #expect(shortPress[2].accepts("cancelled") && shortPress[2].accepts("touchesCancelled") && !shortPress[2].accepts("ended"))
        #expect(shortPress[1].explanation.contains("BackTap recognized at 0.300 s"), "\(shortPress[1].explanation)")
    }

    /// A nil-target action goes to the first responder and up its chain, not
    /// to the touched control's chain (SPEC C5, F3).
    @Test func aNilTargetActionAsksWhoPerformsIt() throws {
        let (world, records, questions) = try Self.questions("can-perform-action", "paste")
        defer { world.close() }
        let question = try #require(questions.first { $0.kind == .actionTarget })
        #expect(question.prompt == "PasteButton sends paste with a nil target. Which responder will perform it (or nobody)?")
        #expect(question.answer == "NotesController" && question.accepts("notescontroller"))
        #expect(question.explanation.hasSuffix("NoteView NO, RootView NO, NotesController YES — performed by NotesController."))
        let lines = question.evidence.map { TraceFormatter.describe(records[$0]) }
        #expect(lines.first == "-[UIApplication sendAction:to:from:forEvent:] paste to nil from PasteButton → YES")
        #expect(lines.last == "-[NotesController paste]")
        // Asked before the action is sent: its record is the first not shown.
        #expect(records[question.askedBefore].time == 0.1)
    }

    /// A scene's own question is asked before everything at its moment and
    /// reveals that instant's records.
    @Test func aScenesQuestionIsAskedBeforeItsMoment() throws {
        let (world, records) = try TouchMomentTests.records("table-cells", "short-press")
        defer { world.close() }
        let question = QuizQuestion.scene(
            prompt: "What does the cell get at 0.15 s?", answers: ["touchesBegan", "began"], explanation: "Released.", time: 0.15,
            records: records)
        #expect(records[question.askedBefore].time == 0.15 && records[question.askedBefore - 1].time == 0)
        #expect(question.evidence.allSatisfy { records[$0].time == 0.15 } && question.evidence.count > 3)
        #expect(question.accepts("Began") && question.answer == "touchesBegan")
    }

    @Test func theScoreCountsTheAnswersGiven() {
        let question = QuizQuestion(
            kind: .scene, prompt: "?", answer: "EView", accepted: ["EView"], explanation: "", askedBefore: 0, time: 0)
        var score = QuizScore()
        let first = score.record("EView", for: question)
        let second = score.record("DView", for: question)
        #expect(first && !second)
        #expect(score.summary(of: 3) == "Score: 1 of 2 (1 question not answered)")
        #expect(score.summary(of: 2) == "Score: 1 of 2")
    }
}
