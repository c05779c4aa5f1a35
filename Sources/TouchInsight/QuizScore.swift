import Foundation

/// How a learner did on a quiz: the questions answered and those right.
///
/// A value the terminal and the window keep alike: ``record(_:for:)`` checks
/// a reply against its question and counts it.
package struct QuizScore: Hashable, Sendable {
    package private(set) var answered = 0
    package private(set) var correct = 0

    package init() {}

    /// Checks `reply` against `question`, counts it, and says whether it was right.
    @discardableResult
    package mutating func record(_ reply: String, for question: QuizQuestion) -> Bool {
        let right = question.accepts(reply)
        answered += 1
        if right { correct += 1 }
        return right
    }

    /// "Score: 3 of 4", with the questions left unanswered when there were more.
    package func summary(of total: Int) -> String {
        let left = total - answered
        return "Score: \(correct) of \(answered)" + (left > 0 ? " (\(left) question\(left == 1 ? "" : "s") not answered)" : "")
    }
}
