import Foundation
import TouchInsight

/// What the quiz panel shows (``QuizPanel``): the question asked and its
/// choices, or the answer revealed with why and the trace lines that show
/// it, or the score at the end — the controller's ``PlaygroundQuiz`` in the
/// words of one frame.
public struct PlaygroundQuizCard: Hashable, Sendable {
    public var sceneName: String
    public var script: String
    /// The question asked or answered (1-based), of ``count``.
    public var number: Int
    public var count: Int
    /// The question asked or answered; `nil` while playing on after the last
    /// one and at the end.
    public var question: QuizQuestion?
    public var phase: PlaygroundQuiz.Phase
    /// The trace lines that show the answer, when revealed.
    public var traceLines: [String]
    /// What the learner has typed, for a question with no choices.
    public var typed: String
    /// This script's score.
    public var score: QuizScore
    /// The lesson's (the scene's) score over every quiz in this window.
    public var lessonScore: QuizScore
    /// Once revealed, whether the display shows every record of the answer's
    /// evidence; not when they would give the next question's answer away.
    public var showsEvidence = false

    public init(
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
    public var conceals: Bool { phase == .asking }

    /// Whether a click on a view of the device answers: for "which view"
    /// questions (the hit-test view).
    public var answersByClick: Bool { phase == .asking && question?.kind == .hitTestView }

    /// The line that says how the answer went, once revealed.
    public var verdictLine: String? {
        guard case .revealed(let reply, let right) = phase, let question else { return nil }
        return right
            ? "✓ Right: \(question.answer)."
            : "✗ Not quite: the answer is \(question.answer)" + (reply.isEmpty ? "." : " (you said \(reply)).")
    }

    /// The score lines at the end: the script's, then the lesson's over
    /// every quiz on this scene in this window.
    public var scoreLines: [String] {
        [
            "Script \(script): \(score.correct) of \(score.answered) right",
            "Lesson \(sceneName): \(lessonScore.correct) of \(lessonScore.answered) right"
                + (lessonScore.answered > score.answered ? " over every quiz in this window" : ""),
        ]
    }
}
