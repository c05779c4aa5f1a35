import Foundation
import Testing

/// A golden file under `Tests/Fixtures`: the one way tests compare text output with
/// a recorded copy.
///
/// A missing golden fails. `TOUCHLAB_RECORD=1` writes the text instead and then
/// fails too, naming the file, so a recording run never passes silently and the
/// next run is the one that checks. A mismatch names the first line that differs,
/// with both versions of it.
public enum GoldenFile {
    /// `Tests/Fixtures`.
    public static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Whether this run re-records goldens (`TOUCHLAB_RECORD=1`).
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["TOUCHLAB_RECORD"] == "1" }

    /// Compares `text` with the golden at `path` (relative to `Tests/Fixtures`).
    public static func check(_ text: String, against path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = fixtures.appendingPathComponent(path)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("re-recorded \(path); run the tests again without TOUCHLAB_RECORD", sourceLocation: sourceLocation)
            } catch {
                Issue.record("could not re-record \(path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no golden \(path); record it with TOUCHLAB_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        guard let difference = firstDifference(expected: expected, actual: text) else { return }
        Issue.record(
            """
            \(path) differs from its golden at line \(difference.line):
              golden: \(difference.expected)
              actual: \(difference.actual)
            re-record with TOUCHLAB_RECORD=1 only if the change is intended
            """, sourceLocation: sourceLocation)
    }

    /// The first line (1-based) at which two texts differ, with both versions of it;
    /// nil when they are equal.
    public static func firstDifference(expected: String, actual: String) -> (
        line: Int, expected: String, actual: String
    )? {
        guard expected != actual else { return nil }
        let want = expected.components(separatedBy: "\n"), got = actual.components(separatedBy: "\n")
        let index = zip(want, got).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(want.count, got.count)
        func line(_ lines: [String]) -> String { index < lines.count ? lines[index] : "(end of text)" }
        return (index + 1, line(want), line(got))
    }
}
