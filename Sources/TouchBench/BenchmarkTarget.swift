/// One of issue 6's performance targets, with the figure measured against it.
///
/// Targets are checked here, in the benchmark's output, and never asserted by a
/// test: timing depends on the machine and on whatever else it is running.
public struct BenchmarkTarget: Codable, Hashable, Sendable {
    public var name: String
    /// The limit, in `unit`; the target is met when the measured figure is below it.
    public var limit: Double
    public var measured: Double?
    public var unit: String

    public init(name: String, limit: Double, measured: Double?, unit: String) {
        self.name = name
        self.limit = limit
        self.measured = measured
        self.unit = unit
    }

    /// Nil when the figure was not measured (a size or the render left out).
    public var isMet: Bool? { measured.map { $0 < limit } }
}
