import Foundation
import TouchCore

/// Seed logs kept in `Tests/Fixtures/seed-logs` (copied from the source articles).
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func seedLogText(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("seed-logs/\(name).log"), encoding: .utf8)
    }

    static func seedLog(_ name: String) throws -> SeedLog {
        SeedLog(try seedLogText(name))
    }
}
