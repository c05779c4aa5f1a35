import Foundation
import TouchCore

/// What every benchmark measures: a live application with one visible window, and
/// the screen points to probe it at.
///
/// The benchmarks take a subject and nothing else, so any single-window
/// application can be measured this way. Scene files, which may have several
/// windows and per-probe questions (which view, how many considered), go through
/// ``SceneProbeBenchmark`` instead (`touchlab bench --scene FILE --points FILE`).
public final class BenchmarkSubject {
    /// Shown in reports, such as `balanced 10000`.
    public let name: String
    public let application: UIApplication
    public let window: UIWindow
    /// Screen points, in the order the benchmarks visit them.
    public let probes: [CGPoint]

    public init(name: String, application: UIApplication, window: UIWindow, probes: [CGPoint]) {
        self.name = name
        self.application = application
        self.window = window
        self.probes = probes
    }

    /// `count` points spread uniformly over `screen`, the same for one seed.
    public static func uniformProbes(count: Int, in screen: CGSize, seed: UInt64) -> [CGPoint] {
        var rng = SplitMix64(seed: seed ^ 0x9F0B_E5)
        return (0..<max(0, count)).map { _ in
            CGPoint(x: CGFloat.random(in: 0..<screen.width, using: &rng), y: CGFloat.random(in: 0..<screen.height, using: &rng))
        }
    }
}
