import Foundation
import SeedExamples
import Testing
import TouchPlayground

/// Every example written in Swift against the device logs of its seed article
/// (Tests/Fixtures/seed-logs) or the library scene it plays (Tests/Fixtures/golden/scenes):
/// the Swift code must deliver touches exactly as the scene — and the device — did.
@Suite struct SeedExampleTraceTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// How a run is checked.
    enum Reference: Sendable, CustomStringConvertible {
        /// The full trace equals the library scene's golden trace, line for line.
        case scene(String)
        /// Restricted to what the seed's device log prints, the trace is that log.
        case seedLog(String)
        /// Every touch method call, in order, is the scene's.
        case sceneDeliveries(String)

        var description: String {
            switch self {
            case .scene(let name): return "scene \(name)"
            case .seedLog(let name): return "seed log \(name)"
            case .sceneDeliveries(let name): return "deliveries of scene \(name)"
            }
        }
    }

    static let cases: [(String, String, Reference)] = [
        ("touch-logging", "drag-down-right", .scene("drag--drag-down-right")),
        ("hit-test-override", "tap-green", .scene("hit-test-override--tap-green")),
        ("hit-test-override", "tap-white", .scene("hit-test-override--tap-white")),
        ("a-to-f", "touch-e", .seedLog("002-hit-testing-A-F")),
        ("a-to-f", "touch-e", .scene("hit-testing--touch-e")),
        ("a-to-f", "tap-e", .scene("hit-testing--tap-e")),
        ("a-to-f", "tap-d", .scene("hit-testing--tap-d")),
        ("gestures", "tap", .seedLog("002-tap-recognizer-logged")),
        ("gestures", "tap", .seedLog("002-tap-recognizer")),
        ("gestures", "tap", .sceneDeliveries("tap-gesture--tap")),
        ("gestures", "pan", .seedLog("002-pan-recognizer")),
        ("gestures", "pan", .sceneDeliveries("pan-gesture--pan")),
        ("button", "tap-button", .seedLog("002-button-vs-tap-ancestor")),
        ("button", "tap-button", .scene("button-vs-tap-ancestor--tap-button")),
        ("table", "quick-tap", .seedLog("002-table-quick-tap")),
        ("table", "short-press", .seedLog("002-table-short-press")),
        ("table", "long-press", .seedLog("002-table-long-press")),
        ("table", "button", .seedLog("002-table-button")),
        ("table", "button", .scene("table-cells--button")),
        ("nested-views", "tap-view4", .sceneDeliveries("cannot-receive--tap-view4")),
        ("nested-views", "tap-view3", .sceneDeliveries("cannot-receive--tap-view3")),
    ]

    static func run(_ example: String, _ script: String) throws -> SeedExample.Run {
        let found = try #require(SeedExamples.named(example), "no example \(example)")
        return try #require(found.runs.first { $0.script.name == script }, "example \(example) has no run \(script)")
    }

    static func fixture(_ path: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines that say who got which touch method, in order.
    static func deliveries(_ lines: [String]) -> [String] {
        lines.map(SeedLog.signature(of:)).filter { $0.hasPrefix("-[") && $0.contains(" touches") && $0.hasSuffix(":withEvent:]") }
    }

    @Test(arguments: cases)
    func exampleTraceMatches(example: String, script: String, reference: Reference) throws {
        let trace = try Self.run(example, script).trace()
        switch reference {
        case .scene(let name):
            #expect(trace.text == (try Self.fixture("golden/scenes/\(name).trace")))
        case .seedLog(let name):
            let seed = SeedLog(try Self.fixture("seed-logs/\(name).log"))
            #expect(trace.restricted(to: seed) == seed.lines)
        case .sceneDeliveries(let name):
            let scene = try Self.fixture("golden/scenes/\(name).trace").split(separator: "\n").map(String.init)
            let expected = Self.deliveries(scene)
            #expect(!expected.isEmpty)
            #expect(Self.deliveries(trace.lines) == expected)
        }
    }

    /// Seed 000's WSView prints one line per touch method it receives.
    @Test func wsViewLogsEachTouchMethod() throws {
        let trace = try Self.run("touch-logging", "touch-ws-view").trace()
        let messages = trace.records.compactMap { record -> String? in
            if case .message(let text) = record.kind { return text }
            return nil
        }
        #expect(messages == ["touch what I do!", "Oh, don't pull people!", "Oh, don't pull people!", "hand can continue to play!"])
    }

    @Test func everyExampleHasADistinctNameAndAtLeastOneRun() {
        let names = SeedExamples.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(SeedExamples.all.allSatisfy { !$0.runs.isEmpty && !$0.summary.isEmpty })
    }
}

/// `swift run example-NAME --trace`: each example's own program prints the trace of
/// each of its runs, as the library computes it.
@Suite struct SeedExampleProgramTests {
    static var productsDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    @Test(arguments: SeedExamples.all.map(\.name))
    func programPrintsTheTraceOfEveryRun(name: String) throws {
        let process = Process()
        process.executableURL = Self.productsDirectory.appendingPathComponent("example-\(name)")
        process.arguments = ["--trace"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let example = try #require(SeedExamples.named(name))
        let expected = example.runs.map { "# run: \($0.script.name)\n" + $0.trace().text }.joined(separator: "\n")
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: data, as: UTF8.self) == expected)
    }

    /// The window's options are `touchlab run`'s; a wrong one is said, not ignored
    /// (exit 64, as the command-line tools' usage errors).
    @Test func aWrongWindowOptionIsRefusedWithWhatIsWrong() throws {
        for (arguments, message) in [
            (["--size", "12x"], "--size takes WIDTHxHEIGHT"), (["--zoom"], "unknown argument '--zoom'"),
        ] {
            let process = Process()
            process.executableURL = Self.productsDirectory.appendingPathComponent("example-a-to-f")
            process.arguments = arguments
            process.environment = [:]  // no display: a window would fail, not hang
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = Pipe()
            try process.run()
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 64)
            #expect(String(decoding: data, as: UTF8.self).contains(message))
        }
    }
}
