import Foundation
import TestSupport
import Testing
import TouchCore

/// End to end: the built `touchlab` binary, its exit status and its output.
///
/// Golden files live in `Tests/Fixtures/golden`; a missing golden fails, and
/// `TOUCHLAB_RECORD=1 swift test` re-records them.
@Suite struct TraceCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The directory holding the built products (the test runner sits beside them).
    static var productsDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// Runs the built `touchlab` (within ``ChildProcess``'s deadline); stderr
    /// is merged into the output as the terminal would show it.
    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try ChildProcess.touchlab(arguments, mergingErrors: true)
        return (result.status, result.output)
    }

    func golden(_ name: String, _ actual: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        GoldenFile.check(actual, against: "golden/\(name)", sourceLocation: sourceLocation)
    }

    @Test func defaultTraceMatchesItsGoldenAndTheSeedHitTestOrder() throws {
        let (status, output) = try run(["trace"])
        #expect(status == 0)
        try golden("default.trace", output)
        // The default scene taps E in Apple's A–F views: the seed's hit-test
        // order, C asking F before E (SPEC H3), then the touch bound to E (H6).
        expectOrdered(
            output.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) },
            [
                "-[CView hitTest:withEvent:] ⇒ EView",
                "-[FView hitTest:withEvent:] ⇒ nil (outside bounds)",
                "-[EView hitTest:withEvent:] ⇒ EView",
                "touch #1 is bound to EView in UIWindow (tapCount 1)",
            ])
    }

    @Test func flatTraceHasNoIndentationAndTheSameLines() throws {
        let indented = try run(["trace"]).output.components(separatedBy: "\n")
        let flat = try run(["trace", "--flat"]).output.components(separatedBy: "\n")
        #expect(flat == indented.map { $0.trimmingCharacters(in: .whitespaces) })
    }

    @Test func helpListsTheSubcommands() throws {
        let (status, output) = try run(["--help"])
        #expect(status == 0)
        #expect(["trace", "check", "list", "shoot", "run"].allSatisfy(output.contains))
    }

    @Test func unknownOptionIsAClearErrorWithNonZeroExit() throws {
        let (status, output) = try run(["trace", "--bogus"])
        #expect(status != 0)
        #expect(output.contains("Unknown option '--bogus'"))
    }

    /// `--only` keeps lines of the named kinds and `--receiver` lines about the named
    /// objects; each kept line is the whole trace's line, in the same order.
    @Test func onlyAndReceiverKeepTheWholeTracesLinesUnchanged() throws {
        let whole = try run(["trace", "table-cells", "--script", "quick-tap"]).output.components(separatedBy: "\n")
        let recognizers = try run(["trace", "table-cells", "--script", "quick-tap", "--only", "recognizers"])
        #expect(recognizers.status == 0)
        let kept = recognizers.output.components(separatedBy: "\n").filter { !$0.isEmpty }
        #expect(!kept.isEmpty && kept.count < whole.count)
        expectOrdered(whole, kept)
        #expect(kept.contains { $0.contains("BackTap: possible → ended") })
        #expect(!kept.contains { $0.contains("hitTest:withEvent:") || $0.hasPrefix("@") })

        let backTap = try run(["trace", "table-cells", "--script", "quick-tap", "--receiver", "BackTap"])
        let lines = backTap.output.components(separatedBy: "\n").filter { !$0.isEmpty }
        expectOrdered(whole, lines)
        #expect(!lines.isEmpty && lines.allSatisfy { $0.contains("BackTap") })
    }

    @Test func anUnknownKindIsRefusedWithTheKindsAndTheClosestOne() throws {
        let (status, output) = try run(["trace", "--only", "touch"])
        #expect(status == 64)
        #expect(output.contains("use input, hit-testing, touches, recognizers, actions, ignored"))
        #expect(output.contains("Did you mean 'touches'?"))
    }

    @Test func aReceiverNoLineIsAboutIsSaidWithTheClosestName() throws {
        let (status, output) = try run(["trace", "hit-testing", "--receiver", "Eviw"])
        #expect(status == 0)
        #expect(output.contains("touchlab trace: no line is about 'Eviw'. Did you mean 'EView'?"))
    }
}
