/// What ``TapBenchmark`` measured on one subject, with tracing off or on.
public struct TapMeasurement: Codable, Hashable, Sendable {
    /// Nanoseconds per tap: two events, began and ended.
    public var perTap: TimingSummary
    public var traced: Bool
    /// Traced runs only: `hitTest` calls per tap, every view the full walk considered.
    public var hitTestVisitsPerTap: Double?
    /// Traced runs only: trace records per tap.
    public var traceRecordsPerTap: Double?

    public init(perTap: TimingSummary, traced: Bool, hitTestVisitsPerTap: Double?, traceRecordsPerTap: Double?) {
        self.perTap = perTap
        self.traced = traced
        self.hitTestVisitsPerTap = hitTestVisitsPerTap
        self.traceRecordsPerTap = traceRecordsPerTap
    }
}
