/// What ``SceneLoadBenchmark`` measured on one generated scene file.
public struct SceneLoadMeasurement: Codable, Hashable, Sendable {
    public var bytes: Int
    /// Nanoseconds per parse (`SceneParser.parse`).
    public var perLoad: TimingSummary?
    /// Nanoseconds per build of the parsed document (`SceneBuilder.build`); nil
    /// when the file did not parse, or in reports made before builds were timed.
    public var perBuild: TimingSummary?
    /// The loader's error, if the generated file did not load (then the timing is
    /// of the failed load, and the report says so).
    public var error: String?

    public init(bytes: Int, perLoad: TimingSummary?, perBuild: TimingSummary? = nil, error: String?) {
        self.bytes = bytes
        self.perLoad = perLoad
        self.perBuild = perBuild
        self.error = error
    }
}
