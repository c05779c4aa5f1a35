import Foundation
import TestSupport
import Testing

@testable import TouchSDL

/// `touchlab quiz`: predict, then see, in a terminal — answers read from
/// standard input line by line, so it works over ssh and in a pipe.
@Suite struct QuizCommandTests {
    /// Runs `touchlab ARGUMENTS` with `answers` on its standard input, through a shell.
    func quiz(_ arguments: [String], answers: [String]) throws -> (status: Int32, output: String) {
        let quoted = ([ChildProcess.touchlab.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let input = answers.map { "\($0)\\n" }.joined()
        let result = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "printf '\(input)' | \(quoted)"],
            environment: ProcessInfo.processInfo.environment, mergingErrors: true)
        return (result.status, result.output)
    }

    /// The acceptance: EView is the hit-test view of Apple's A–F touch (SPEC H1–H3).
    @Test func echoEViewAnswersTheHitTestingQuizRight() throws {
        let (status, output) = try quiz(["quiz", "hit-testing"], answers: ["EView"])
        #expect(status == 0, "\(output)")
        let lines = output.components(separatedBy: "\n")
        expectOrdered(
            lines,
            [
                "Quiz · hit-testing · script touch-e",
                "1. Touch #1 goes down at (282.5, 240) on the screen. Which view will be its hit-test view?",
                "> ✓ Right: EView.",
                "     touch #1 is bound to EView in UIWindow (tapCount 1)",
                "Score: 1 of 1",
            ])
    }

    /// A wrong answer is told the answer, why, and the trace lines that show it; the exit status says so.
    @Test func aWrongAnswerIsToldWhyWithTheTraceLines() throws {
        let (status, output) = try quiz(["quiz", "hit-testing"], answers: ["FView"])
        #expect(status == 1, "\(output)")
        let lines = output.components(separatedBy: "\n")
        expectOrdered(
            lines,
            [
                "> ✗ Not quite: the answer is EView.",
                "   The trace:",
                "               -[FView hitTest:withEvent:] ⇒ nil (outside bounds)",
                "Score: 0 of 1",
            ])
        #expect(lines.contains { $0.hasPrefix("   Why: hitTest asked UIWindow, RootView, AView, CView, FView (✗ outside bounds), EView") })
    }

    /// Seed 002's short press: three questions in the order their moments come;
    /// the end of input stops the quiz and the score counts what was answered.
    @Test func theShortPressAsksWhoWinsBeforeHowTheTouchEnds() throws {
        let (status, output) = try quiz(
            ["quiz", "table-cells", "--script", "short-press"], answers: ["UITableViewCellContentView", "BackTap"])
        #expect(status == 0, "\(output)")
        expectOrdered(
            output.components(separatedBy: "\n"),
            [
                "3 questions. Predict each before the trace shows it: type the answer (a name, or a choice's number) and press Enter.",
                "> ✓ Right: UITableViewCellContentView.",
                "2. Touch #1 is given to these recognizers before its view: UIScrollViewDelayedTouchesBeganGestureRecognizer, "
                    + "GLTableView.panGestureRecognizer, BackTap. Which one will recognize first (or none)?",
                "> ✓ Right: BackTap.",
                "3. Will UITableViewCellContentView get touchesEnded or touchesCancelled for touch #1 (or neither)?",
                "Score: 2 of 2 (1 question not answered)",
            ])
    }

    /// A scene's own question (`quiz:`) comes at its moment, among the trace's.
    @Test func aScenesOwnQuestionIsAskedAtItsMoment() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("press.yaml")
        try """
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
            - shot: {name: held, caption: The finger is still down}
            - up
        quiz:
          - question: Has Card had touchesEnded while the finger is held?
            shot: held
            answers: [no, not yet]
            explanation: touchesEnded comes when the finger lifts.
        """.write(to: scene, atomically: true, encoding: .utf8)
        let (status, output) = try quiz(["quiz", scene.path], answers: ["Card", "ended", "no"])
        #expect(status == 0, "\(output)")
        expectOrdered(
            output.components(separatedBy: "\n"),
            [
                "> ✓ Right: Card.",
                "2. Will Card get touchesEnded or touchesCancelled for touch #1 (or neither)?",
                "> ✓ Right: touchesEnded.",
                "3. Has Card had touchesEnded while the finger is held?",
                "> ✓ Right: no.",
                "   Why: touchesEnded comes when the finger lifts.",
                "Score: 3 of 3",
            ])
    }

    /// `touchlab shoot --quiz`: the window's quiz, headless — as it asks each
    /// question and as it answers it, the window's frames at the canvas size.
    @Test func shootQuizWritesTheWindowAsItAsksAndAsItAnswers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-shots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ChildProcess.touchlab(
            ["shoot", "hit-testing", "--script", "tap-e", "--quiz", "--size", "1024x700", "--out", folder.path], mergingErrors: true)
        #expect(result.status == 0, "\(result.output)")
        let names = result.output.components(separatedBy: "\n").filter { !$0.isEmpty }.map { ($0 as NSString).lastPathComponent }
        // tap-e asks which view is the hit-test view, then whether EView gets touchesEnded.
        #expect(
            names == [
                "hit-testing-tap-e-quiz-1-asked.png", "hit-testing-tap-e-quiz-1-answered.png", "hit-testing-tap-e-quiz-2-asked.png",
                "hit-testing-tap-e-quiz-2-answered.png",
            ])
        for name in names {
            let image = try RenderedImage(contentsOfPNG: folder.appendingPathComponent(name).path)
            #expect(image.width == 1024 && image.height == 700, "\(name)")
        }
    }
}
