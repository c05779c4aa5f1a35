import Foundation
import SeedExamples
import Testing
import TouchCore
import TouchPlayground
import TouchPlaygroundUI

/// End to end through real X input for a hierarchy written in Swift:
/// `example-a-to-f` calls `Playground.run`, which opens the same window as
/// `touchlab run`. A click on EView's centre must hit-test and deliver exactly as
/// `Playground.trace` says the same tap does — the window is not a second
/// implementation. Seed 002's lesson: hitTest visits A, C, F (which says no), then E.
///
/// Needs Xvfb and xdotool (`make test` installs them); a missing tool fails with
/// that hint.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct PlaygroundRunEndToEndTests {
    static let windowSize = CGSize(width: 1280, height: 860)

    static var example: URL {
        ChildProcess.touchlab.deletingLastPathComponent().appendingPathComponent("example-a-to-f")
    }

    @Test func aClickInTheSwiftExamplesWindowTracesAsPlaygroundTraceSays() async throws {
        guard let xdotool = ChildProcess.locate("xdotool") else {
            throw EndToEndFailure("xdotool is not installed; `make test` installs it (Debian package xdotool).")
        }
        guard let seed = SeedExamples.named("a-to-f"), let run = seed.runs.first(where: { $0.script.name == "tap-e" }) else {
            throw EndToEndFailure("the a-to-f example has no tap-e run")
        }
        let display = try await VirtualDisplay.start()
        defer { display.stop() }
        let environment = display.environment
        let app = try ChildProcess(
            Self.example,
            ["--echo-trace", "--software", "--size", "\(Int(Self.windowSize.width))x\(Int(Self.windowSize.height))"],
            environment: environment)
        defer { app.kill() }
        try await app.waitForLine("READY", seconds: 60) { $0 == "READY" }
        let window = try await display.touchLabWindow(xdotool: xdotool, environment: environment, app: app)

        // EView's centre, from the layout the window draws for the same hierarchy.
        let world = Playground.world(application: run.makeApplication) { [run.makeWindow()] }
        defer { world.close() }
        let layout = PlaygroundLayout(canvasSize: Self.windowSize, application: world.application)
        guard let eView = world.application.windows.lazy.compactMap({ $0.viewNamed("EView") }).first else {
            throw EndToEndFailure("the a-to-f example has no EView")
        }
        let centre = layout.canvasPoint(
            fromScreen: eView.convertToScreen(CGPoint(x: eView.bounds.midX, y: eView.bounds.midY)))
        let click = [
            "mousemove", "--window", window, "\(Int(centre.x.rounded()))", "\(Int(centre.y.rounded()))", "click", "1",
        ]
        let status = try await ChildProcess.run(xdotool, click, environment: environment).status
        guard status == 0 else { throw EndToEndFailure("xdotool \(click.joined(separator: " ")) failed (\(status)).") }
        try await app.waitForLine("EView's touchesEnded", seconds: 15) { $0 == "-[EView touchesEnded:withEvent:]" }
        _ = try await ChildProcess.run(xdotool, ["key", "Escape"], environment: environment)
        #expect(try await app.waitForExit(seconds: 15) == 0, "\(app.transcript)")

        // The calls and bindings, in order, as the headless trace of the same tap has
        // them; the times and points of the lines about input differ (a real click).
        func calls(_ lines: [String]) -> [String] {
            lines.map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("-[") || $0.contains(" is bound to ") }
        }
        let windowCalls = calls(app.output.lines)
        let expected = calls(run.trace().text.split(separator: "\n").map(String.init))
        #expect(windowCalls == expected, "\(app.transcript)")
        let visited = windowCalls.filter { $0.contains(" hitTest:withEvent:]") }.compactMap { $0.split(separator: " ").first }
        #expect(visited == ["-[UIWindow", "-[RootView", "-[AView", "-[CView", "-[FView", "-[EView"])
    }
}
