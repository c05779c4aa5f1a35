import ArgumentParser
import Foundation
import TouchCore
import TouchInsight
import TouchPlayground
import TouchScenes

/// `touchlab quiz`: predict, then see — in the terminal.
///
/// Plays the script on the virtual clock, reads questions from its trace
/// (``TouchInsight/QuizQuestion``) and the scene's own (`quiz:`), and asks
/// each before its answer is shown: the learner types an answer on a line,
/// then reads whether it was right, why, and the trace lines that show it.
/// Answers come from standard input line by line, so the quiz works over ssh
/// and in tests (`echo EView | touchlab quiz hit-testing`).
struct QuizCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quiz",
        abstract: "Predict, then see: answer questions about a script's delivery before the trace shows it.",
        discussion: """
            Asks, for each touch of the script, which view will be its hit-test view, which \
            recognizer will recognize first, and whether its view gets touchesEnded or \
            touchesCancelled; for each action sent with a nil target, which responder performs \
            it; and the scene's own questions (its quiz: key). Type each answer on a line (a \
            name, or the number of a choice); each answer is followed by the explanation and \
            the trace lines that show it, and the score comes at the end. An empty line or the \
            end of input stops the quiz. Exit status 0 when every answer given was right, 1 \
            when one was wrong.
            """
    )

    @Argument(help: "A scene file, or the name of a library scene.", completion: ShellCompletion.scene)
    var scene: String

    @Option(name: .long, help: "The script to play (default: the scene's first script).")
    var script: String?

    func run() throws {
        let document = try SceneInput.load(scene).parse()
        guard let chosen = try SceneInput.script(named: script, in: document) else {
            throw ValidationError("Scene '\(TerminalText.quoted(document.name))' has no script to play, so there is nothing to predict.")
        }
        // The window's quiz asks the same questions (`run --quiz`): one source.
        let quiz = SceneQuiz(document: document, script: chosen)
        let (questions, records) = (quiz.questions, quiz.records)

        print(TerminalText.escaped("Quiz · \(document.name) · script \(chosen.name)"))
        if let description = document.description { print(TerminalText.escaped(description)) }
        guard !questions.isEmpty else {
            print("This script's trace asks no question: no touch was hit-tested and no action was sent.")
            return
        }
        print(
            "\(questions.count) question\(questions.count == 1 ? "" : "s"). Predict each before the trace shows it: "
                + "type the answer (a name, or a choice's number) and press Enter.")
        var score = QuizScore()
        for (number, question) in questions.enumerated() {
            print("")
            print(TerminalText.escaped("\(number + 1). \(question.prompt)"))
            if !question.choices.isEmpty {
                let choices = question.choices.enumerated().map { "\($0.offset + 1) \($0.element)" }
                print(TerminalText.escaped("   Choices: " + choices.joined(separator: " · ")))
            }
            print("> ", terminator: "")
            fflush(nil)  // the prompt shows before the answer is read
            guard let line = readLine(strippingNewline: true), !line.trimmingCharacters(in: .whitespaces).isEmpty else {
                print("")
                break
            }
            let right = score.record(line, for: question)
            print(TerminalText.escaped(right ? "✓ Right: \(question.answer)." : "✗ Not quite: the answer is \(question.answer)."))
            for line in Self.reveal(question, records: records) { print(TerminalText.escaped(line)) }
        }
        print("")
        print(score.summary(of: questions.count))
        if score.correct < score.answered { throw ExitCode(1) }
    }

    /// What follows an answer: why, and the trace lines that show it, as
    /// `touchlab trace` prints them.
    static func reveal(_ question: QuizQuestion, records: [TraceRecord]) -> [String] {
        var lines: [String] = []
        if !question.explanation.isEmpty { lines.append("   Why: \(question.explanation)") }
        let trace = question.traceLines(in: records)
        if !trace.isEmpty {
            lines.append("   The trace:")
            lines += trace.map { "     " + $0 }
        }
        return lines
    }
}
