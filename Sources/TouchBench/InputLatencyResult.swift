/// Input-to-highlight in the live window, as ``InputLatencyBenchmark`` measured it
/// (see `TouchSDL.InputLatencyMeasurement` for what the time covers).
public struct InputLatencyResult: Codable, Hashable, Sendable {
    public var views: Int
    public var videoDriver: String
    public var renderer: String
    public var windowWidth: Int
    public var windowHeight: Int
    /// Nanoseconds per input (presses and releases), queue to presented frame.
    public var perInput: TimingSummary
    /// Inputs whose loop turn presented no frame or had not hit-tested the touch.
    public var inputsWithoutHighlight: Int

    public init(
        views: Int, videoDriver: String, renderer: String, windowWidth: Int, windowHeight: Int,
        perInput: TimingSummary, inputsWithoutHighlight: Int
    ) {
        self.views = views
        self.videoDriver = videoDriver
        self.renderer = renderer
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
        self.perInput = perInput
        self.inputsWithoutHighlight = inputsWithoutHighlight
    }
}
