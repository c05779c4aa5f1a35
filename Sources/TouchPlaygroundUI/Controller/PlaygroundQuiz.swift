import Foundation
import TouchInsight

/// The window's quiz — predict, then see — as a value of the controller's
/// mode (``PlaygroundControllerState/Mode/quiz(_:)``): the script playing,
/// the questions (``PlaygroundQuizScript``, the ones `touchlab quiz` asks),
/// which one is asked, and the score.
///
/// The script plays until the event that makes the record a question is
/// asked before (``TouchInsight/QuizQuestion/askedBefore``), then stands
/// paused, and the display shows the records of that touch up to that
/// moment only (``shownRecords``): the hit-test view's outline, the chain,
/// the verdicts and the timeline past it are not drawn, nor the trace lines
/// that would tell. Once answered, the display shows the records that answer
/// it — never into the next question's moment — and the quiz panel tells
/// the answer, why, and the trace lines that show it.
///
/// ```
/// playing ─the question's record made─▶ asking ─1–9, a click, typed + Enter─▶ revealed
/// revealed ─Enter, Space─▶ asking (the next question's moment has come)
///                        ─▶ playing (towards it; after the last, to the script's end)
/// playing (every question answered) ─played to its end─▶ finished ─Enter─▶ playing (again, from the scene's start)
/// any ─Z, a scene opened─▶ (the controller live again)
/// ```
package struct PlaygroundQuiz: Equatable {
    package enum Phase: Hashable, Sendable {
        /// The script plays towards the moment of question ``PlaygroundQuiz/index``,
        /// or, every question answered, to its end.
        case playing
        /// Question ``PlaygroundQuiz/index`` is asked; the script stands paused
        /// before its moment.
        case asking
        /// The answer to question ``PlaygroundQuiz/index`` is shown: what the
        /// learner said, and whether it was right.
        case revealed(reply: String, right: Bool)
        /// Every question asked and the script played: the score.
        case finished
    }

    package let script: PlaygroundQuizScript
    /// The script playing, paused while a question is asked or answered.
    package var playback: PlaygroundPlayback
    package var phase = Phase.playing
    /// The question asked or answered, or asked next.
    package var index = 0
    /// This script's score so far.
    package var score = QuizScore()
    /// The session's ``PlaygroundSession/recordCount`` when the script
    /// started: the script's record `n` is the session's record `firstRecord + n`.
    package let firstRecord: Int
    /// How many of the script's records the display shows while a question is
    /// asked or answered (``PlaygroundController/frame``); `nil`: all of
    /// them, as they come.
    package var shownRecords: Int?
    /// What the learner has typed, for a question with no choices to number.
    package var typed = ""

    package init(script: PlaygroundQuizScript, playback: PlaygroundPlayback, firstRecord: Int) {
        self.script = script
        self.playback = playback
        self.firstRecord = firstRecord
    }

    /// The question asked, answered or asked next; `nil` once all were.
    package var question: QuizQuestion? {
        script.questions.indices.contains(index) ? script.questions[index] : nil
    }

    /// Whether the question at `index` may be asked now that the script has
    /// made `made` records: its record has been made (the display can then
    /// stop just before it), or the script has played to its end.
    func isDue(_ index: Int, made: Int) -> Bool {
        guard script.questions.indices.contains(index) else { return false }
        return made > script.questions[index].askedBefore || playback.isFinished
    }

    /// How many of the script's records show the answer to question `index`:
    /// up to its last evidence record, but never into the moment of the next
    /// question (whose answer the same records would give away), and at least
    /// up to its own moment.
    func revealedRecords(_ index: Int) -> Int {
        let question = script.questions[index]
        let evidenceEnd = question.evidence.max().map { $0 + 1 } ?? question.askedBefore
        let next = script.questions.indices.contains(index + 1) ? script.questions[index + 1].askedBefore : Int.max
        return max(question.askedBefore, min(evidenceEnd, next))
    }
}
