import Foundation
import TestSupport
import Testing
import TouchCore
import TouchDisplayList
import TouchInsight
import TouchPlayground
import TouchPlaygroundUI
import TouchScenes

/// The window's quiz (Z, `touchlab run --quiz`): predict, then see. Driven
/// through the controller as the window drives it, each transition compared
/// as a whole state, and the draw list read for what the display holds back
/// before the answer and shows after it.
@Suite struct PlaygroundQuizTests {
    typealias State = PlaygroundControllerState

    /// The quiz under way, or a failed expectation.
    static func quiz(_ harness: SceneControllerHarness, sourceLocation: SourceLocation = #_sourceLocation) throws -> PlaygroundQuiz {
        try #require(harness.controller.state.mode.quiz, sourceLocation: sourceLocation)
    }

    /// Ticks until the quiz asks (or ends), at most `limit` seconds of host
    /// time, presenting each frame asked for as the window does.
    static func runUntilAsked(_ harness: SceneControllerHarness, limit: Double = 10) {
        for _ in 0..<Int(limit * 1000 / 16) {
            guard let quiz = harness.controller.state.mode.quiz, quiz.phase == .playing else { return }
            harness.presentIfNeeded()
            harness.run(seconds: 0.016)
        }
    }

    /// The canvas quad of the running scene's view `name`.
    static func canvasQuad(_ name: String, _ harness: SceneControllerHarness) throws -> [CGPoint] {
        let view = try #require(harness.controller.session.application.windows.lazy.compactMap { $0.viewNamed(name) }.first)
        return view.screenQuad.map(harness.controller.layout.canvasPoint(fromScreen:))
    }

    /// Whether `list` outlines a view as the hit-test view (the bold green outline) at `quad`.
    static func outlinesHitTestView(_ list: DrawList, _ quad: [CGPoint]) -> Bool {
        list.commands.contains(.strokePolygon(quad, color: PlaygroundStyle.hitColor, style: .solid(PlaygroundStyle.hitOutlineWidth)))
    }

    static func boldOutlines(_ list: DrawList) -> Int {
        list.commands.filter {
            if case .strokePolygon(_, PlaygroundStyle.hitColor, .solid(PlaygroundStyle.hitOutlineWidth)) = $0 { return true }
            return false
        }.count
    }

    /// Z starts the quiz on the picked script from the scene's start; the
    /// script plays to the touch's moment and stands paused before it: the
    /// question is asked with nothing of that touch shown yet.
    @Test func zStartsTheQuizAndItAsksBeforeTheTouchGoesDown() throws {
        let harness = try SceneControllerHarness(scene: "hit-testing")
        let before = harness.controller.state
        #expect(before.mode == .live && before.showsLessonCard)
        harness.press(.character("z"))
        let started = try Self.quiz(harness)
        #expect(started.script.script == "touch-e" && started.script.questions.map(\.kind) == [.hitTestView])
        #expect(started.phase == .playing && started.index == 0 && started.score == QuizScore() && started.shownRecords == nil)
        var expected = before
        expected.mode = .quiz(started)
        // The lesson card folds while the script plays, as for Enter.
        expected.showsLessonCard = false
        expected.lessonCardBeforePlayback = true
        #expect(harness.controller.state == expected)

        Self.runUntilAsked(harness)
        let asking = try Self.quiz(harness)
        var quiz = started
        quiz.playback = asking.playback
        quiz.phase = .asking
        // Asked before record 0, the touch's heading: the display shows none of its records.
        quiz.shownRecords = 0
        expected.mode = .quiz(quiz)
        #expect(harness.controller.state == expected)
        // The touch went down in the window (its records all made), and the script stands paused there.
        #expect(asking.playback.isPaused)
        #expect(harness.controller.session.recordCount - started.firstRecord == (try harness.traceLines(of: "touch-e")).count)
        #expect(harness.controller.frame.sequence.isEmpty && harness.controller.frame.stepCursor != nil)

        // Z again leaves: live input, the lesson card as it was.
        harness.press(.character("z"))
        expected = before
        #expect(harness.controller.state == expected)
    }

    /// A right answer, picked with its number: the answer is revealed, the
    /// score and the lesson's score count it, and the display shows the
    /// touch's records up to its binding — the hit-test view's outline with them.
    @Test func aRightAnswerIsRevealedAndScored() throws {
        let harness = try SceneControllerHarness(scene: "hit-testing")
        harness.press(.character("z"))
        Self.runUntilAsked(harness)
        let asking = harness.controller.state
        let quiz = try Self.quiz(harness)
        let question = try #require(quiz.question)
        let choice = try #require(question.choices.firstIndex(of: "EView"))
        harness.press(.character(Character("\(choice + 1)")))

        var expectedQuiz = quiz
        expectedQuiz.score.record("EView", for: question)
        expectedQuiz.phase = .revealed(reply: "EView", right: true)
        // Up to the last evidence record, touch #1 bound to EView.
        expectedQuiz.shownRecords = try #require(question.evidence.max()) + 1
        var expected = asking
        expected.mode = .quiz(expectedQuiz)
        expected.lessonScores["hit-testing"] = expectedQuiz.score
        #expect(harness.controller.state == expected)
        #expect(expectedQuiz.score.correct == 1 && expectedQuiz.score.answered == 1)
        let frame = harness.controller.frame
        #expect(frame.quiz?.verdictLine == "✓ Right: EView.")
        #expect(TraceFormatter.describe(try #require(frame.sequence.last)) == "touch #1 is bound to EView in UIWindow (tapCount 1)")

        // Enter: no question is left; the script plays to its end and the score shows.
        harness.press(.enter)
        Self.runUntilAsked(harness)
        let finished = try Self.quiz(harness)
        #expect(finished.phase == .finished && finished.question == nil)
        // The score is drawn as soon as the script has played: the tick that ended it asks for a frame.
        #expect(harness.controller.needsDisplay)
        #expect(finished.score == expectedQuiz.score)
        let list = harness.controller.drawList()
        #expect(list.texts.contains("Script touch-e: 1 of 1 right"))
        #expect(list.texts.contains("Lesson hit-testing: 1 of 1 right"))
    }

    /// A wrong answer is told the answer, why, and the trace lines that show
    /// it — the words of `touchlab quiz` — and scores nothing.
    @Test func aWrongAnswerIsToldWhyWithTheTraceLines() throws {
        let harness = try SceneControllerHarness(scene: "hit-testing")
        harness.press(.character("z"))
        Self.runUntilAsked(harness)
        let asking = harness.controller.state
        let quiz = try Self.quiz(harness)
        let question = try #require(quiz.question)
        let choice = try #require(question.choices.firstIndex(of: "FView"))
        harness.press(.character(Character("\(choice + 1)")))
        var expectedQuiz = quiz
        expectedQuiz.score.record("FView", for: question)
        expectedQuiz.phase = .revealed(reply: "FView", right: false)
        expectedQuiz.shownRecords = try #require(question.evidence.max()) + 1
        var expected = asking
        expected.mode = .quiz(expectedQuiz)
        expected.lessonScores["hit-testing"] = expectedQuiz.score
        #expect(harness.controller.state == expected)
        #expect(expectedQuiz.score.correct == 0 && expectedQuiz.score.answered == 1)

        let texts = harness.controller.drawList().texts
        #expect(texts.contains("✗ Not quite: the answer is EView (you said FView)."))
        #expect(
            texts.joined(separator: " ").contains("Why: hitTest asked UIWindow, RootView, AView, CView, FView (✗ outside bounds), EView"))
        // The panel's trace lines are `touchlab trace`'s.
        let traced = try harness.traceLines(of: "touch-e")
        #expect(traced.contains("          -[FView hitTest:withEvent:] ⇒ nil (outside bounds)"))
        #expect(texts.contains("          -[FView hitTest:withEvent:] ⇒ nil (outside bounds)"))
        #expect(texts.contains("touch #1 is bound to EView in UIWindow (tapCount 1)"))
    }

    /// Before the answer the hit-test view's mark is not drawn — no bold
    /// outline, no "✓ hit-test view", no trace line naming it, no verdicts —
    /// and once answered it is.
    @Test func beforeTheAnswerTheHitTestViewIsNotDrawn() throws {
        let harness = try SceneControllerHarness(scene: "hit-testing")
        harness.press(.character("z"))
        Self.runUntilAsked(harness)
        #expect(try Self.quiz(harness).phase == .asking)
        let eView = try Self.canvasQuad("EView", harness)
        let asked = harness.controller.drawList()
        #expect(!Self.outlinesHitTestView(asked, eView))
        #expect(Self.boldOutlines(asked) == 0)
        // Its label on the device is not drawn: the legend's is the only one.
        let legendOnly = asked.texts.filter { $0 == "✓ hit-test view" }.count
        #expect(legendOnly == 1)
        #expect(!asked.texts.contains { $0.contains("⇒ EView") || $0.contains("bound to EView") || $0.contains("✗ outside") })
        // The question and its choices are on the quiz panel; the finger is down where the prompt says.
        #expect(asked.texts.contains("3  EView") && asked.texts.contains("4  FView"))
        #expect(asked.texts.contains { $0.hasPrefix("Touch #1 goes down at (282.5, 240)") })

        // A click on EView on the device answers "which view" questions.
        let centre = CGPoint(x: eView.map(\.x).reduce(0, +) / 4, y: eView.map(\.y).reduce(0, +) / 4)
        #expect(harness.send(.pointerPressed(.primary, at: centre, modifiers: [])))
        #expect(try Self.quiz(harness).phase == .revealed(reply: "EView", right: true))
        let revealed = harness.controller.drawList()
        #expect(Self.outlinesHitTestView(revealed, eView))
        #expect(Self.boldOutlines(revealed) == 1)
        #expect(revealed.texts.filter { $0 == "✓ hit-test view" }.count == legendOnly + 1)
    }

    /// Seed 002's short press, three questions whose moments come in one
    /// event: who is the hit-test view, which recognizer wins, and whether
    /// the cell's view gets touchesEnded or touchesCancelled. Revealing who
    /// wins must not draw how the touch ends (the next question), and the
    /// score at the end counts right and wrong alike — the script's and the
    /// lesson's, which adds up over quizzes.
    @Test func theShortPressQuizScoresEachLessonAndNeverRevealsTheNextAnswer() throws {
        let harness = try SceneControllerHarness(scene: "table-cells")
        let script = try #require(harness.document.scripts.firstIndex { $0.name == "short-press" })
        #expect(harness.controller.startQuiz(scriptNamed: "short-press"))
        #expect(harness.controller.pickedScript == script)
        Self.runUntilAsked(harness)
        var quiz = try Self.quiz(harness)
        #expect(quiz.script.questions.map(\.kind) == [.hitTestView, .winningRecognizer, .endedOrCancelled])
        #expect(quiz.phase == .asking && quiz.index == 0)

        // 1: the cell's content view, right.
        harness.controller.answerQuiz("UITableViewCellContentView")
        quiz = try Self.quiz(harness)
        #expect(quiz.phase == .revealed(reply: "UITableViewCellContentView", right: true))
        // The next question's moment came in the same event: asked at once.
        harness.press(.space)
        quiz = try Self.quiz(harness)
        #expect(quiz.phase == .asking && quiz.index == 1)
        #expect(harness.controller.frame.sequence.count == quiz.script.questions[1].askedBefore)

        // 2: a wrong guess at the winner; the answer (BackTap, at 0.300 s) is
        // told, but the display stops before question 3's moment.
        let asking = harness.controller.state
        harness.controller.answerQuiz("GLTableView.panGestureRecognizer")
        quiz = try Self.quiz(harness)
        var expectedQuiz = try #require(asking.mode.quiz)
        expectedQuiz.score.record("GLTableView.panGestureRecognizer", for: expectedQuiz.script.questions[1])
        expectedQuiz.phase = .revealed(reply: "GLTableView.panGestureRecognizer", right: false)
        expectedQuiz.shownRecords = quiz.script.questions[2].askedBefore
        var expected = asking
        expected.mode = .quiz(expectedQuiz)
        expected.lessonScores["table-cells"] = QuizScore()
        expected.lessonScores["table-cells"]?.record("UITableViewCellContentView", for: quiz.script.questions[0])
        expected.lessonScores["table-cells"]?.record("GLTableView.panGestureRecognizer", for: quiz.script.questions[1])
        #expect(harness.controller.state == expected)
        let frame = harness.controller.frame
        #expect(frame.quiz?.verdictLine == "✗ Not quite: the answer is BackTap (you said GLTableView.panGestureRecognizer).")
        #expect(!frame.sequence.contains { if case .touches(.cancelled, _, _) = $0.kind { true } else { false } })

        // 3: typed as a choice's number: touchesCancelled (BackTap recognized and cancels touches in view).
        harness.press(.enter)
        quiz = try Self.quiz(harness)
        #expect(quiz.phase == .asking && quiz.index == 2)
        let cancelled = try #require(quiz.question?.choices.firstIndex(of: "touchesCancelled"))
        harness.press(.character(Character("\(cancelled + 1)")))
        quiz = try Self.quiz(harness)
        #expect(quiz.phase == .revealed(reply: "touchesCancelled", right: true))
        // Revealed, the display has played on to the cancellation that answers it.
        #expect(harness.controller.frame.sequence.contains { if case .touches(.cancelled, _, _) = $0.kind { true } else { false } })

        harness.press(.enter)
        Self.runUntilAsked(harness)
        quiz = try Self.quiz(harness)
        #expect(quiz.phase == .finished)
        #expect(quiz.score.correct == 2 && quiz.score.answered == 3)
        #expect(harness.controller.state.lessonScores["table-cells"] == quiz.score)
        // The window's records are `touchlab trace`'s, so the questions' record numbers held.
        #expect(harness.played.last?.script == "short-press")
        #expect(TraceFormatter.lines(try #require(harness.played.last).records) == (try harness.traceLines(of: "short-press")))

        // Enter takes it again; the lesson's score adds up over both.
        harness.press(.enter)
        Self.runUntilAsked(harness)
        quiz = try Self.quiz(harness)
        #expect(quiz.phase == .asking && quiz.index == 0 && quiz.score == QuizScore())
        harness.controller.answerQuiz("UITableViewCellContentView")
        #expect(harness.controller.state.lessonScores["table-cells"]?.answered == 4)
        #expect(harness.controller.state.lessonScores["table-cells"]?.correct == 3)
    }

    /// While the quiz asks, keys that would change the trace the questions
    /// were read from (a shake, a view's flag) or step past the moment do
    /// nothing to the quiz, and live touches are ignored.
    @Test func keysThatWouldChangeTheTraceWaitUntilTheQuizIsLeft() throws {
        let harness = try SceneControllerHarness(scene: "hit-testing")
        harness.press(.character("z"))
        Self.runUntilAsked(harness)
        let asking = harness.controller.state
        let records = harness.controller.session.recordCount
        for key: PlaygroundKey in [.character("s"), .character("p"), .right, .left, .home, .end, .character(".")] {
            harness.press(key)
            #expect(harness.controller.state == asking, "\(key)")
        }
        harness.touch(.down, atScreen: CGPoint(x: 100, y: 100))
        harness.touch(.up, atScreen: CGPoint(x: 100, y: 100))
        #expect(harness.controller.session.recordCount == records)
        #expect(harness.controller.state == asking)
        // The switches that change only what is drawn still work.
        harness.press(.character("t"))
        var expected = asking
        expected.options.showsTimeline.toggle()
        #expect(harness.controller.state == expected)
    }

    /// A scene's own question (`quiz:`) has no choices to number: it is
    /// asked at its shot's moment and answered by typing, Z and all, then Enter.
    @Test func aScenesOwnQuestionIsAnsweredByTyping() throws {
        let document = try SceneParser().parse(
            """
            name: press
            windows:
              - name: UIWindow
                root:
                  name: ViewController
                  view:
                    name: RootView
                    subviews:
                      - {name: Card, frame: [40, 100, 300, 300]}
            scripts:
              press:
                - down: Card
                - wait: 0.2
                - shot: held
                - up
            quiz:
              - question: Has Card had touchesEnded while the finger is held?
                shot: held
                answers: [no, not yet]
                explanation: touchesEnded comes when the finger lifts.
            """, file: "press.yaml")
        let scene = PlaygroundScene(name: "press", path: nil) { PlaygroundSceneWorld(document: document) }
        let controller = PlaygroundController(
            scenes: [scene], current: 0, world: PlaygroundSceneWorld(document: document), canvasSize: SceneControllerHarness.canvasSize,
            at: 0)
        var milliseconds: UInt64 = 0
        func key(_ key: PlaygroundKey) {
            milliseconds += 16
            controller.handle(.keyPressed(PlaygroundKeyPress(key)), at: milliseconds)
        }
        func runUntilAsked() {
            while controller.state.mode.quiz?.phase == .playing, milliseconds < 10_000 {
                milliseconds += 16
                controller.tick(at: milliseconds)
            }
        }
        #expect(controller.startQuiz(scriptNamed: "press"))
        runUntilAsked()
        controller.answerQuiz("Card")
        key(.enter)
        runUntilAsked()
        key(.character("1"))  // touchesEnded
        key(.enter)
        runUntilAsked()
        var quiz = try #require(controller.state.mode.quiz)
        let question = try #require(quiz.question)
        #expect(question.kind == .scene && question.choices.isEmpty && quiz.phase == .asking)
        // Asked before the lift at 0.2 s: the display has the touch's records without its end.
        #expect(!controller.frame.sequence.contains { if case .touches(.ended, _, _) = $0.kind { true } else { false } })
        // Digits and Z are letters of the answer here; Backspace takes one back.
        for typed: PlaygroundKey in [.character("z"), .character("9"), .backspace, .backspace, .character("n"), .character("o")] {
            key(typed)
        }
        quiz = try #require(controller.state.mode.quiz)
        #expect(quiz.phase == .asking && quiz.typed == "no")
        key(.enter)
        quiz = try #require(controller.state.mode.quiz)
        #expect(quiz.phase == .revealed(reply: "no", right: true))
        #expect(quiz.score.correct == 3 && quiz.score.answered == 3)
        #expect(controller.drawList().texts.contains("Why: touchesEnded comes when the finger lifts."))
    }
}
