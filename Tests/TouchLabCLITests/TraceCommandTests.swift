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
}
