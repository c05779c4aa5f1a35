/// What ``SceneLoadBenchmark`` measured on one generated scene file.
public struct SceneLoadMeasurement: Codable, Hashable, Sendable {
    public var bytes: Int
    /// Nanoseconds per load.
    public var perLoad: TimingSummary?
    /// The loader's error, if the generated file did not load (then the timing is
    /// of the failed load, and the report says so).
    public var error: String?

    public init(bytes: Int, perLoad: TimingSummary?, error: String?) {
        self.bytes = bytes
        self.perLoad = perLoad
        self.error = error
    }
}
