import Foundation
import TouchInsight

/// One script's quiz as the window asks it: the questions (the ones
/// `touchlab quiz` asks, read by TouchPlayground's `SceneQuiz` from the
/// script's trace and the scene's `quiz:`) and, for each, the trace lines
/// that show its answer.
///
/// Handed over by the scene's world (``PlaygroundSceneWorld/quiz``), since
/// this layer knows nothing of scene files. Each question's
/// ``TouchInsight/QuizQuestion/askedBefore`` counts records from the
/// script's start, which are the records the window makes playing it: the
/// window plays the script from the scene as its file builds it, exactly as
/// `touchlab trace` does.
package struct PlaygroundQuizScript: Hashable, Sendable {
    /// The script's name.
    package var script: String
    package var questions: [QuizQuestion]
    /// For each question, the trace lines of its evidence, as `touchlab trace` prints them.
    package var traceLines: [[String]]

    package init(script: String, questions: [QuizQuestion], traceLines: [[String]]) {
        self.script = script
        self.questions = questions
        self.traceLines = traceLines
    }
}
