import Foundation
import Testing

/// `touchlab run SCENE --quiz --script NAME` end to end, under a private
/// Xvfb: the window plays the script to the first question's moment and
/// stands there until the learner answers with the keyboard, then plays on.
/// The quiz's logic is tested through the controller harness
/// (TouchPlaygroundUITests' `PlaygroundQuizTests`); this checks the window
/// wires it: the flags, the keys, the pause.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct WindowQuizTests {
    @Test func runQuizStopsAtTheQuestionUntilTheKeysAnswer() async throws {
        guard let xdotool = ChildProcess.locate("xdotool") else {
            throw EndToEndFailure("xdotool is not installed; `make test` installs it (Debian package xdotool).")
        }
        let display = try await VirtualDisplay.start()
        defer { display.stop() }
        let environment = display.environment
        let app = try ChildProcess(
            ChildProcess.touchlab,
            ["run", "hit-testing", "--quiz", "--script", "tap-e", "--echo-trace", "--software", "--size", "1024x700"],
            environment: environment)
        defer { app.kill() }
        try await app.waitForLine("READY", seconds: 60) { $0 == "READY" }
        try await app.waitForLine("the quiz's script started", seconds: 15) { $0 == "PLAYING tap-e" }
        // The finger went down (its hit-testing is echoed), and the script stands at the question.
        try await app.waitForLine("touch #1's binding", seconds: 15) { $0 == "touch #1 is bound to EView in UIWindow (tapCount 1)" }
        let lifted = try await Deadline(seconds: 1.5).poll { app.output.lines.contains("-[EView touchesEnded:withEvent:]") }
        #expect(!lifted, "the script went on before the question was answered:\n\(app.transcript)")

        let window = try await display.touchLabWindow(xdotool: xdotool, environment: environment, app: app)
        func key(_ name: String) async throws {
            let status = try await ChildProcess.run(xdotool, ["key", "--window", window, name], environment: environment).status
            guard status == 0 else { throw EndToEndFailure("xdotool key \(name) failed (\(status)).") }
            try await Task.sleep(for: .milliseconds(300))  // one frame of the window's loop, and more
        }
        // 1. Which view: EView is choice 3 (AView, CView, EView, …). 2. touchesEnded is choice 1.
        try await key("3")
        try await key("Return")
        try await key("1")
        try await key("Return")
        try await app.waitForLine("EView's touchesEnded", seconds: 15) { $0 == "-[EView touchesEnded:withEvent:]" }
        try await app.waitForLine("the script played to its end", seconds: 15) { $0 == "PLAYED tap-e" }
        app.terminate()
        #expect(try await app.waitForExit(seconds: 15) == 0, "\(app.transcript)")
    }

    /// `--script` names the script to quiz on: without `--quiz` it says so
    /// (before any window opens, so no display is needed).
    @Test func scriptWithoutQuizIsRefused() throws {
        let result = try ChildProcess.touchlab(["run", "hit-testing", "--script", "tap-e"], mergingErrors: true)
        #expect(result.status != 0)
        #expect(result.output.contains("--script names the script to quiz on: add --quiz"), "\(result.output)")
    }
}
