import Foundation
import TestSupport
import Testing

/// The four tutorial programs (Examples/example-*: `import UIKit`, the article's code with
/// only the porting table's edits) built and run: each action the tutorial registers
/// fires, with the article's `print` in the trace under it, as on iOS.
@Suite struct TutorialProgramTests {
    static var productsDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// Runs `example-NAME --trace`; its exit status and the trace's lines, trimmed.
    static func run(_ name: String) throws -> (status: Int32, lines: [String], errors: String) {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("example-\(name)")
        process.arguments = ["--trace"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return (process.terminationStatus, lines, String(decoding: errorData, as: UTF8.self))
    }

    /// (a) A tap 12 pt above the button, outside its frame but inside the margin its
    /// `point(inside:with:)` adds, hits the button (SPEC H1: hit-testing asks
    /// `point(inside:with:)`), and touch-up-inside sends its action.
    @Test func aTapInTheEnlargedAreaHitsTheButtonAndItsActionFires() throws {
        let run = try Self.run("larger-hit-area")
        #expect(run.status == 0, "\(run.errors)")
        expectOrdered(
            run.lines,
            [
                "-[LargeTapAreaButton pointInside:withEvent:] → YES (overridden)",
                "touch #1 is bound to LargeTapAreaButton in UIWindow (tapCount 1)",
                "-[ViewController buttonTapped:]", "Button tapped",
            ])
    }

    /// (b) The single tap requires the double tap to fail (SPEC G9): a lone tap fires the
    /// single tap after the double tap's interval runs out; a double tap fires only the
    /// double tap, and the single tap fails.
    @Test func aTapFiresSingleAndADoubleTapFiresOnlyDouble() throws {
        let run = try Self.run("single-double-tap")
        #expect(run.status == 0, "\(run.errors)")
        expectOrdered(
            run.lines,
            [
                "UITapGestureRecognizer#2: possible → failed", "UITapGestureRecognizer#1: possible → ended",
                "-[ViewController handleSingleTap:] from UITapGestureRecognizer#1 (ended)", "Single tap",
                "UITapGestureRecognizer#2: possible → ended",
                "UITapGestureRecognizer#1: possible → failed (UITapGestureRecognizer#2 it requires to fail recognized)",
                "-[ViewController handleDoubleTap:] from UITapGestureRecognizer#2 (ended)", "Double tap",
            ])
        #expect(run.lines.filter { $0 == "Single tap" }.count == 2)  // printed once, and once in the trace
        #expect(run.lines.filter { $0.hasPrefix("-[ViewController handleSingleTap:]") }.count == 1)
    }

    /// (c) A button's own action wins over its superview's single tap (SPEC G11): the
    /// button refuses the recognizer (`gestureRecognizerShouldBegin` → NO), so only the
    /// button's action fires; a tap beside the button fires the view's tap.
    @Test func theButtonsActionFiresAndNotTheViewsTapWhichFiresBesideIt() throws {
        let run = try Self.run("button-in-tappable-view")
        #expect(run.status == 0, "\(run.errors)")
        expectOrdered(
            run.lines,
            [
                "touch #1 is bound to UIButton in UIWindow (tapCount 1)",
                "-[UIButton gestureRecognizerShouldBegin:] UITapGestureRecognizer → NO",
                "UITapGestureRecognizer: possible → failed (UIButton gestureRecognizerShouldBegin → NO)",
                "-[ViewController buttonPressed:]", "Button pressed",
                "touch #2 is bound to UIView#2 in UIWindow (tapCount 1)",
                "-[ViewController viewTapped:] from UITapGestureRecognizer (ended)", "View tapped",
            ])
        #expect(run.lines.filter { $0.hasPrefix("-[ViewController viewTapped:]") }.count == 1)
    }

    /// (d) The pan's action runs at began, changed and ended (SPEC G3); moving the centre
    /// by the translation and resetting it each time leaves the view moved by the drag.
    @Test func theDraggedViewFollowsTheFinger() throws {
        let run = try Self.run("draggable-view")
        #expect(run.status == 0, "\(run.errors)")
        expectOrdered(
            run.lines,
            [
                "touch #1 is bound to UIView#2 in UIWindow (tapCount 1)",
                "-[ViewController handlePan:] from UIPanGestureRecognizer (began)",
                "-[ViewController handlePan:] from UIPanGestureRecognizer (changed)",
                "-[ViewController handlePan:] from UIPanGestureRecognizer (ended)",
            ])
        // The drag moves the finger by (120, 200) from the view's centre, (150, 150).
        #expect(run.lines.last == "the dragged view's centre: (270.0, 350.0)")
    }
}
