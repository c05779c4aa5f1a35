/// Why ``RenderBenchmark`` produced no figures.
public enum RenderBenchmarkError: Error, CustomStringConvertible {
    /// Only reachable with zero runs, which ``RenderBenchmark/init(canvasSize:runs:warmupRuns:)`` prevents.
    case noRuns

    public var description: String {
        switch self {
        case .noRuns: return "the render benchmark made no timed runs; pass runs of 1 or more"
        }
    }
}
