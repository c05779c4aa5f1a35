import Foundation
import TouchInsight

/// What the quiz panel shows (``QuizPanel``): the question asked and its
/// choices, or the answer revealed with why and the trace lines that show
/// it, or the score at the end — the controller's ``PlaygroundQuiz`` in the
/// words of one frame.
package struct PlaygroundQuizCard: Hashable, Sendable {
    package var sceneName: String
    package var script: String
    /// The question asked or answered (1-based), of ``count``.
    package var number: Int
    package var count: Int
    /// The question asked or answered; `nil` while playing on after the last
    /// one and at the end.
    package var question: QuizQuestion?
    package var phase: PlaygroundQuiz.Phase
    /// The trace lines that show the answer, when revealed.
    package var traceLines: [String]
    /// What the learner has typed, for a question with no choices.
    package var typed: String
    /// This script's score.
    package var score: QuizScore
    /// The lesson's (the scene's) score over every quiz in this window.
    package var lessonScore: QuizScore
    /// Once revealed, whether the display shows every record of the answer's
    /// evidence; not when they would give the next question's answer away.
    package var showsEvidence = false

    package init(
        sceneName: String, script: String, number: Int, count: Int, question: QuizQuestion?, phase: PlaygroundQuiz.Phase,
        traceLines: [String] = [], typed: String = "", score: QuizScore = QuizScore(), lessonScore: QuizScore = QuizScore()
    ) {
        self.sceneName = sceneName
        self.script = script
        self.number = number
        self.count = count
        self.question = question
        self.phase = phase
        self.traceLines = traceLines
        self.typed = typed
        self.score = score
        self.lessonScore = lessonScore
    }

    /// Whether the display holds back what would give the answer away: while
    /// the question is asked (the controls' live highlighted and tracking
    /// chips too, which would name the view a touch went to).
    package var conceals: Bool { phase == .asking }

    /// Whether a click on a view of the device answers: for "which view"
    /// questions (the hit-test view).
    package var answersByClick: Bool { phase == .asking && question?.kind == .hitTestView }

    /// The line that says how the answer went, once revealed.
    package var verdictLine: String? {
        guard case .revealed(let reply, let right) = phase, let question else { return nil }
        return right
            ? "✓ Right: \(question.answer)."
            : "✗ Not quite: the answer is \(question.answer)" + (reply.isEmpty ? "." : " (you said \(reply)).")
    }

    /// The score lines at the end: the script's, then the lesson's over
    /// every quiz on this scene in this window.
    package var scoreLines: [String] {
        [
            "Script \(script): \(score.correct) of \(score.answered) right",
            "Lesson \(sceneName): \(lessonScore.correct) of \(lessonScore.answered) right"
                + (lessonScore.answered > score.answered ? " over every quiz in this window" : ""),
        ]
    }
}
