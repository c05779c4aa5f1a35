import Foundation
import TouchCore

/// One "predict, then see" question about a script's delivery: asked before
/// the moment it is about, answered by the trace.
///
/// Prediction before observation is what makes a demonstration stick, so the
/// question is put while the answer is not drawn yet: ``askedBefore`` is the
/// first record the learner must not have seen (a window pauses there, a
/// terminal asks before printing anything after it). Its answer is revealed
/// with ``explanation`` and the trace lines of ``evidence``.
///
/// Generated from the records (``questions(from:application:)``: the
/// hit-test view, the recognizer that wins, touchesEnded or
/// touchesCancelled, where a nil-target action lands), or written by a
/// scene's author (``Kind/scene``, a scene's `quiz:`).
///
/// See also: ``QuizScore``, ``TouchMoment``.
package struct QuizQuestion: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// Which view `hitTest(_:with:)` returns for a new touch (SPEC H1–H3).
        case hitTestView
        /// Which of the recognizers a touch collected recognizes first, or none (G3, G8–G11).
        case winningRecognizer
        /// Whether the hit-test view's touch ends in touchesEnded, touchesCancelled
        /// or neither (G4, G6, T6).
        case endedOrCancelled
        /// Which responder performs an action sent with a nil target (C5, F3).
        case actionTarget
        /// A question of the scene's own.
        case scene
    }

    package var kind: Kind
    /// The question, in one or two sentences.
    package var prompt: String
    /// Answers to pick from (empty: any text), in no telling order.
    package var choices: [String]
    /// The answer, as revealed.
    package var answer: String
    /// Every answer accepted: compared without case, spaces or a trailing full stop.
    package var accepted: [String]
    /// Why that is the answer, in words a learner reads.
    package var explanation: String
    /// The first record the question must be asked before.
    package var askedBefore: Int
    /// When, on the script's clock, the moment asked about comes.
    package var time: TimeInterval
    /// The records that show the answer, in trace order.
    package var evidence: [Int]

    package init(
        kind: Kind, prompt: String, choices: [String] = [], answer: String, accepted: [String], explanation: String,
        askedBefore: Int, time: TimeInterval, evidence: [Int] = []
    ) {
        self.kind = kind
        self.prompt = prompt
        self.choices = choices
        self.answer = answer
        self.accepted = accepted
        self.explanation = explanation
        self.askedBefore = askedBefore
        self.time = time
        self.evidence = evidence
    }

    /// Whether `reply` is one of the accepted answers (or names the choice
    /// whose number it is, `2` for the second choice).
    package func accepts(_ reply: String) -> Bool {
        let said = Self.normalized(reply)
        guard !said.isEmpty else { return false }
        if let number = Int(said), choices.indices.contains(number - 1) {
            return accepted.map(Self.normalized).contains(Self.normalized(choices[number - 1]))
        }
        return accepted.map(Self.normalized).contains(said)
    }

    /// The trace lines that show the answer (``evidence``), as `touchlab trace`
    /// prints them: the terminal quiz and the window's quiz panel reveal these.
    /// `records` is the script's whole trace, the one the question was read from.
    package func traceLines(in records: [TraceRecord]) -> [String] {
        evidence.filter(records.indices.contains).map { TraceFormatter.line(for: records[$0]) }
    }

    /// An answer as compared: lowercased, without spaces, hyphens, quotes or a
    /// trailing full stop, so "EView", "eview" and "E View." are one answer.
    static func normalized(_ text: String) -> String {
        var words = text.lowercased().filter { !" \t-'\"`“”‘’".contains($0) }
        while words.hasSuffix(".") || words.hasSuffix("!") { words.removeLast() }
        return words
    }
}
