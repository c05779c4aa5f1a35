import Foundation
import Testing
import TouchDisplayList

/// A golden file of display-list digests: one line per drawn frame,
/// `label commands digest` (``TouchDisplayList/DrawList/digest``).
///
/// Tests note each frame they draw (the library scenes' in TouchPlaygroundUITests,
/// the benchmark's in TouchBenchTests), then ``check()`` compares the lines with
/// `Tests/Fixtures/golden/drawlists/NAME.digests`; a missing file fails, and
/// `TOUCHLAB_RECORD=1` writes the file and fails, as ``GoldenFile`` does. A
/// mismatch names the first frame that differs; to see how, dump both
/// versions' ``TouchDisplayList/DrawList/canonicalText`` for that frame and diff them.
package struct DrawListFixture {
    package static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/golden/drawlists")

    package let name: String
    package private(set) var lines: [String] = []

    package init(name: String) {
        self.name = name
    }

    package mutating func note(_ label: String, _ list: DrawList) {
        lines.append("\(label) \(list.commands.count) \(list.digest)")
    }

    package func check(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = Self.folder.appendingPathComponent("\(name).digests")
        let text = lines.joined(separator: "\n") + "\n"
        if GoldenFile.isRecording {
            // The same rule as every golden: recording writes, then fails.
            GoldenFile.check(text, against: "golden/drawlists/\(name).digests", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no fixture \(file.path); record it with TOUCHLAB_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        let golden = expected.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard golden != lines else { return }
        let first = zip(golden, lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(golden.count, lines.count)
        let want = first < golden.count ? golden[first] : "(no more frames)"
        let got = first < lines.count ? lines[first] : "(no more frames)"
        Issue.record(
            """
            \(name): frame \(first + 1) draws a different list than its fixture
              fixture: \(want)
              drawn:   \(got)
            \(golden.count) frames in the fixture, \(lines.count) drawn; \
            re-record with TOUCHLAB_RECORD=1 only if the change is intended
            """, sourceLocation: sourceLocation)
    }
}
