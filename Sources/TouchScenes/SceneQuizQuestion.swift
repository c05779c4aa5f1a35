/// A question of a scene's own for `touchlab quiz` (a scene's `quiz:`): asked
/// just before a moment of a script, answered by what the trace shows then.
///
/// The questions read from the trace (the hit-test view, the recognizer that
/// wins, touchesEnded or touchesCancelled, a nil-target action's performer)
/// come on their own; a scene adds the question its lesson is about.
package struct SceneQuizQuestion: Hashable, Sendable {
    /// Where in the script the question is asked.
    package enum Moment: Hashable, Sendable {
        /// At this time on the script's clock, in seconds: before anything at
        /// that time is shown.
        case time(Double)
        /// At this `shot` step of the script.
        case shot(String)
    }

    package var question: String
    /// Every answer accepted (case, spaces and hyphens aside); the first is
    /// the one revealed.
    package var answers: [String]
    package var moment: Moment
    /// The script it is about; nil for every script that reaches the moment.
    package var script: String?
    /// Why that is the answer, shown with the trace lines of the moment.
    package var explanation: String?

    package init(question: String, answers: [String], moment: Moment, script: String? = nil, explanation: String? = nil) {
        self.question = question
        self.answers = answers
        self.moment = moment
        self.script = script
        self.explanation = explanation
    }
}
