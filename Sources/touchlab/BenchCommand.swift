import ArgumentParser
import Foundation
import TouchBench

/// `touchlab bench`: how fast hit-testing, taps, scene loading and rendering are on
/// seeded generated hierarchies (issue 6). Build in release (`make bench`).
///
/// Every workload arrives as a `BenchmarkSubject`; generated hierarchies are the
/// only source today. Measuring a scene file means making a subject from it once
/// the scene builder exists, and adding the options that name the scene and its
/// points here — the benchmarks themselves need no change.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time hit-testing, taps, scene loading and rendering on generated hierarchies.",
        discussion: """
            For each size, a balanced tree (about 8 levels) and a flat list of siblings are \
            generated from the seed, with some views hidden, transparent, non-interactive, \
            clipping or transformed. Progress goes to standard error; the table or, with \
            --json, the report goes to standard output. Build in release: `make bench`.
            """
    )

    @Flag(help: "Print the report as JSON instead of a table.")
    var json = false

    @Option(help: ArgumentHelp("View counts to measure, comma-separated.", valueName: "n,n,…"))
    var sizes = "100,1000,10000,100000"

    @Option(help: "Probe points per hierarchy for hit-testing.")
    var probes = 10_000

    @Option(help: "Taps per hierarchy, with tracing off and again with it on.")
    var taps = 2_000

    @Option(help: "Seed for the hierarchies and probe points.")
    var seed: UInt64 = 6

    @Flag(help: "Skip rendering the 1,000-view frame (no SDL_ttf font needed).")
    var noRender = false

    func validate() throws {
        guard let counts = Self.counts(sizes), !counts.isEmpty else {
            throw ValidationError("--sizes must be positive whole numbers separated by commas, such as 100,1000")
        }
        guard counts.allSatisfy({ $0 <= 1_000_000 }) else {
            throw ValidationError("--sizes above 1000000 views would take minutes and gigabytes; use 1000000 or fewer")
        }
        guard probes > 0, taps > 0 else { throw ValidationError("--probes and --taps must be at least 1") }
    }

    func run() throws {
        let configuration = BenchmarkConfiguration(sizes: Self.counts(sizes) ?? [], probes: probes, taps: taps,
                                                   seed: seed, renderViews: noRender ? nil : 1_000)
        let output = try MainActor.assumeIsolated {
            let report = BenchmarkSuite(configuration: configuration).run { line in
                FileHandle.standardError.write(Data("bench: \(line)\n".utf8))
            }
            return json ? try report.json() + "\n" : report.table()
        }
        print(output, terminator: "")
    }

    private static func counts(_ text: String) -> [Int]? {
        let parts = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.allSatisfy({ ($0 ?? 0) > 0 }) else { return nil }
        return parts.compactMap { $0 }
    }
}
