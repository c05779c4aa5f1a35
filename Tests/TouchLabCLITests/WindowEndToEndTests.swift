import Foundation
import Testing
import TouchCore
import TouchPlaygroundUI

@testable import touchlab

/// End to end through real X input: `touchlab run` in a private Xvfb, driven
/// by xdotool's mouse, checked through the trace it echoes.
///
/// Each run starts its own Xvfb on a free display, waits for the window's
/// `READY`, clicks EView's centre (the tap recognizer on CView recognizes and
/// EView's touches are cancelled) and drags from DView's centre across to
/// EView's (DView keeps the touch: it moves and ends there). The points come
/// from ``TouchPlaygroundUI/PlaygroundLayout`` for the application `touchlab run`
/// opens (``RunCommand/makeApplication()``) at the window size it is given, so
/// no pixel is hard-coded. The mouse run quits with Esc; the touch run quits
/// with SIGTERM; both must exit 0.
///
/// The second run sets SDL_MOUSE_TOUCH_EVENTS=1, so SDL also reports the mouse
/// as finger events, and passes `--accept-mouse-touches`, so those fingers are
/// the input and the mouse events are the copies: every touch must still
/// begin, bind and end exactly once.
///
/// Needs Xvfb and xdotool (`make test` installs them); a missing tool fails
/// with that hint. The first run leaves a screenshot in
/// /tmp/touchlab-e2e-window.png when ImageMagick's `import` is installed.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct WindowEndToEndTests {
    static let windowSize = CGSize(width: 1280, height: 860)
    static let screenshotPath = "/tmp/touchlab-e2e-window.png"

    static var touchlab: URL { ChildProcess.touchlab }

    @Test func mouseClickAndDragReachTheViewsUnderThem() async throws {
        let lines = try await driveWindow(mouseAsTouch: false)
        try expectClickAndDrag(lines)
    }

    @Test func mouseSynthesizedTouchesArriveExactlyOnce() async throws {
        let lines = try await driveWindow(mouseAsTouch: true)
        try expectClickAndDrag(lines)
    }

    /// A right-click selects without touching; saving the scene file reloads
    /// it (the old application's touches are cancelled by an interruption,
    /// and the new one takes touches); a file that does not parse is reported
    /// on stderr and the scene keeps running.
    @Test func rightClickSelectsWithoutTouchingAndSavingTheSceneReloadsIt() async throws {
        guard let xdotool = ChildProcess.locate("xdotool") else {
            throw EndToEndFailure("xdotool is not installed; `make test` installs it (Debian package xdotool).")
        }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let original = try String(contentsOf: repository.appendingPathComponent("scenes/default.yaml"), encoding: .utf8)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reload-\(UUID().uuidString).yaml")
        try original.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }

        let display = try await VirtualDisplay.start()
        defer { display.stop() }
        let environment = display.environment
        let app = try ChildProcess(
            Self.touchlab,
            [
                "run", file.path, "--echo-trace", "--software", "--size",
                "\(Int(Self.windowSize.width))x\(Int(Self.windowSize.height))",
            ],
            environment: environment)
        defer { app.kill() }
        try await app.waitForLine("READY", seconds: 60) { $0 == "READY" }
        let window = try await display.touchLabWindow(xdotool: xdotool, environment: environment, app: app)
        let points = try Self.targetPoints()
        func click(_ point: CGPoint, button: Int) async throws {
            let arguments = [
                "mousemove", "--window", window, "\(Int(point.x.rounded()))", "\(Int(point.y.rounded()))",
                "click", "\(button)",
            ]
            let status = try await ChildProcess.run(xdotool, arguments, environment: environment).status
            guard status == 0 else { throw EndToEndFailure("xdotool \(arguments.joined(separator: " ")) failed (\(status)).") }
        }

        // Right-click EView, then tap DView: the only touch is DView's.
        try await click(points.e, button: 3)
        try await click(points.d, button: 1)
        try await app.waitForLine("DView's tap", seconds: 15) { $0 == "-[DView touchesEnded:withEvent:]" }
        #expect(!app.output.lines.contains { $0.hasPrefix("touch #") && $0.contains("bound to EView") }, "\(app.transcript)")

        // Saving the file reloads the scene: the old application is interrupted.
        try original.replacingOccurrences(of: "#60a5fa", with: "#f59e0b").write(to: file, atomically: true, encoding: .utf8)
        try await app.waitForLine("the reload's interruption", seconds: 15) { $0.contains("system interruption") }
        try await click(points.e, button: 1)
        try await app.waitForLine("EView's touches cancelled in the new scene", seconds: 15) {
            $0 == "-[EView touchesCancelled:withEvent:]"
        }

        // A broken file is reported and the scene keeps running.
        try (original + "\nwindows: [oops\n").write(to: file, atomically: true, encoding: .utf8)
        let reported = try await Deadline(seconds: 15).poll { app.errors.text.contains("did not load") }
        #expect(reported, "\(app.transcript)")
        try await click(points.d, button: 1)
        let tapped = try await Deadline(seconds: 15).poll {
            app.output.lines.filter { $0 == "-[DView touchesEnded:withEvent:]" }.count == 2
        }
        #expect(tapped, "the old scene still takes touches:\n\(app.transcript)")
        app.terminate()
        #expect(try await app.waitForExit(seconds: 15) == 0, "\(app.transcript)")
    }

    @Test func withoutADisplayRunSaysSoAndPointsToShoot() async throws {
        var environment = ProcessInfo.processInfo.environment
        for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment.removeValue(forKey: key) }
        let app = try ChildProcess(Self.touchlab, ["run"], environment: environment)
        let status = try await app.waitForExit(seconds: 30)
        #expect(status != 0)
        #expect(app.errors.text.contains("touchlab shoot"), "\(app.transcript)")
        #expect(app.errors.lines.count == 1, "one clear line, no SDL noise:\n\(app.transcript)")
        #expect(!app.output.text.contains("READY"))
    }

    // MARK: Driving the window

    /// Opens the window in a fresh Xvfb, clicks and drags, quits, and returns
    /// the trace lines it echoed (without indentation).
    private func driveWindow(mouseAsTouch: Bool) async throws -> [String] {
        guard let xdotool = ChildProcess.locate("xdotool") else {
            throw EndToEndFailure("xdotool is not installed; `make test` installs it (Debian package xdotool).")
        }
        let display = try await VirtualDisplay.start()
        defer { display.stop() }

        var environment = display.environment
        var arguments = [
            "run", "--echo-trace", "--software",
            "--size", "\(Int(Self.windowSize.width))x\(Int(Self.windowSize.height))",
        ]
        if mouseAsTouch {
            environment["SDL_MOUSE_TOUCH_EVENTS"] = "1"  // SDL_HINT_MOUSE_TOUCH_EVENTS
            arguments.append("--accept-mouse-touches")
        }
        let app = try ChildProcess(Self.touchlab, arguments, environment: environment)
        defer { app.kill() }
        try await app.waitForLine("READY", seconds: 60) { $0 == "READY" }

        func xdo(_ arguments: [String]) async throws -> String {
            let result = try await ChildProcess.run(xdotool, arguments, environment: environment)
            guard result.status == 0 else {
                throw EndToEndFailure("xdotool \(arguments.joined(separator: " ")) failed (\(result.status)).")
            }
            return result.output
        }
        let window = try await display.touchLabWindow(xdotool: xdotool, environment: environment, app: app)

        let points = try Self.targetPoints()
        func at(_ point: CGPoint) -> [String] {
            ["mousemove", "--window", window, "\(Int(point.x.rounded()))", "\(Int(point.y.rounded()))"]
        }
        _ = try await xdo(at(points.e) + ["click", "1"])
        try await app.waitForLine("EView's touches cancelled by the tap", seconds: 15) {
            $0 == "-[EView touchesCancelled:withEvent:]"
        }

        var drag = at(points.d) + ["mousedown", "1"]
        for step in 1...6 {
            let t = CGFloat(step) / 6
            drag += at(CGPoint(x: points.d.x + (points.e.x - points.d.x) * t, y: points.d.y + (points.e.y - points.d.y) * t))
        }
        _ = try await xdo(drag + ["mouseup", "1"])
        try await app.waitForLine("the drag's end", seconds: 15) { $0 == "-[DView touchesEnded:withEvent:]" }

        if !mouseAsTouch, let importTool = ChildProcess.locate("import") {
            _ = try await ChildProcess.run(importTool, ["-window", "root", Self.screenshotPath], environment: environment)
        }
        if mouseAsTouch {
            app.terminate()
        } else {
            _ = try await xdo(["key", "Escape"])
        }
        let status = try await app.waitForExit(seconds: 15)
        #expect(status == 0, "\(app.transcript)")
        return app.output.lines
    }

    /// Touches from SDL's finger path come normalized to the window: after the user
    /// resizes it, a tap must still land on the view drawn under it.
    @Test func touchesLandOnTheRightViewAfterTheWindowIsResized() async throws {
        guard let xdotool = ChildProcess.locate("xdotool") else {
            throw EndToEndFailure("xdotool is not installed; `make test` installs it (Debian package xdotool).")
        }
        let display = try await VirtualDisplay.start()
        defer { display.stop() }
        var environment = ProcessInfo.processInfo.environment
        for key in ["WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment.removeValue(forKey: key) }
        environment["DISPLAY"] = display.name
        environment["SDL_MOUSE_TOUCH_EVENTS"] = "1"
        let arguments = [
            "run", "--echo-trace", "--software", "--accept-mouse-touches",
            "--size", "\(Int(Self.windowSize.width))x\(Int(Self.windowSize.height))",
        ]
        let app = try ChildProcess(Self.touchlab, arguments, environment: environment)
        defer { app.kill() }
        try await app.waitForLine("READY", seconds: 60) { $0 == "READY" }
        let window = try await display.touchLabWindow(xdotool: xdotool, environment: environment, app: app)
        let resized = CGSize(width: 1000, height: 720)
        _ = try await ChildProcess.run(
            xdotool, ["windowsize", "--sync", window, "\(Int(resized.width))", "\(Int(resized.height))"], environment: environment)
        // Just inside EView's bottom-right corner: with the size from before the resize
        // the point would scale outward, off EView.
        let target = try Self.point(in: "EView", at: { CGPoint(x: $0.maxX - 4, y: $0.maxY - 4) }, canvasSize: resized)
        _ = try await ChildProcess.run(
            xdotool, ["mousemove", "--window", window, "\(Int(target.x.rounded()))", "\(Int(target.y.rounded()))", "click", "1"],
            environment: environment)
        try await app.waitForLine("the tap after the resize", seconds: 15) { $0.hasPrefix("touch #1 is bound to ") }
        #expect(app.output.lines.contains { $0.hasPrefix("touch #1 is bound to EView in UIWindow") }, "\(app.transcript)")
        app.terminate()
        _ = try await app.waitForExit(seconds: 15)
    }

    /// A window point in a view of the default application, from the layout the window
    /// draws at `canvasSize`.
    static func point(in name: String, at place: (CGRect) -> CGPoint, canvasSize: CGSize) throws -> CGPoint {
        let application = RunCommand.makeApplication()
        let layout = PlaygroundLayout(canvasSize: canvasSize, application: application)
        guard let view = application.windows.lazy.compactMap({ find(name, in: $0) }).first else {
            throw EndToEndFailure("the default application has no view named \(name)")
        }
        return layout.canvasPoint(fromScreen: view.convertToScreen(place(view.bounds)))
    }

    /// The window points of EView's and DView's centres, from the layout the
    /// window draws for the same application at the same size.
    static func targetPoints(canvasSize: CGSize = windowSize) throws -> (e: CGPoint, d: CGPoint) {
        let application = RunCommand.makeApplication()
        let layout = PlaygroundLayout(canvasSize: canvasSize, application: application)
        func centre(_ name: String) throws -> CGPoint {
            guard let view = application.windows.lazy.compactMap({ find(name, in: $0) }).first else {
                throw EndToEndFailure("the default application has no view named \(name)")
            }
            return layout.canvasPoint(fromScreen: view.convertToScreen(CGPoint(x: view.bounds.midX, y: view.bounds.midY)))
        }
        return (try centre("EView"), try centre("DView"))
    }

    private static func find(_ name: String, in view: UIView) -> UIView? {
        if view.name == name { return view }
        return view.subviews.lazy.compactMap { find(name, in: $0) }.first
    }

    // MARK: Expectations

    /// The click bound touch #1 to EView and CTap recognized and cancelled it; the drag
    /// bound touch #2 to DView, moved it and ended it; nothing began twice.
    private func expectClickAndDrag(_ lines: [String]) throws {
        let log = lines.joined(separator: "\n")
        func count(_ line: String) -> Int { lines.filter { $0 == line }.count }

        let began = lines.compactMap { line -> Int? in
            guard line.hasPrefix("@"), let range = line.range(of: " touch #"), line.contains(" began at ") else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }
        #expect(began == [1, 2], "each click or drag begins exactly one touch:\n\(log)")

        #expect(lines.contains { $0.hasPrefix("hit-testing touch #1 at ") && $0.hasSuffix("⇒ EView") }, "\(log)")
        #expect(lines.contains { $0.hasPrefix("touch #1 is bound to EView in UIWindow") }, "\(log)")
        #expect(count("-[EView touchesBegan:withEvent:]") == 1, "\(log)")
        #expect(count("CTap: possible → ended") == 1, "\(log)")
        #expect(count("-[EView touchesCancelled:withEvent:]") == 1, "\(log)")

        #expect(lines.contains { $0.hasPrefix("hit-testing touch #2 at ") && $0.hasSuffix("⇒ DView") }, "\(log)")
        #expect(lines.contains { $0.hasPrefix("touch #2 is bound to DView in UIWindow") }, "\(log)")
        #expect(count("-[DView touchesBegan:withEvent:]") == 1, "\(log)")
        #expect(lines.contains { $0.hasPrefix("@") && $0.contains(" touch #2 moved at ") }, "\(log)")
        #expect(count("-[DView touchesMoved:withEvent:]") >= 1, "\(log)")
        #expect(count("-[DView touchesEnded:withEvent:]") == 1, "\(log)")
        #expect(!lines.contains { $0.contains("touchesCancelled") && $0.hasPrefix("-[DView") }, "\(log)")
    }
}
