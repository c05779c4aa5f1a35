/// What one benchmark run measures: the sizes, how many probe points and taps,
/// and the seed every hierarchy and probe set comes from.
public struct BenchmarkConfiguration: Codable, Hashable, Sendable {
    public var sizes: [Int]
    /// The hierarchy shapes measured at each size (both by default).
    public var shapes: [BenchmarkShape]
    public var probes: Int
    public var taps: Int
    public var seed: UInt64
    public var mix: BenchmarkMix
    /// The view count of the rendered frame (issue 6: 1,000), or nil to skip it.
    public var renderViews: Int?
    /// Inputs in the event storm on the balanced 1,000-view hierarchy (issue 6: a
    /// million), or nil to skip it.
    public var stormEvents: Int?
    /// Clicks in the live window for input-to-highlight on the balanced 1,000-view
    /// app, or nil to skip it.
    public var latencyClicks: Int?
    /// Whether the window presents with SDL's software renderer (`--software`).
    public var latencyUsesSoftwareRenderer: Bool

    public init(
        sizes: [Int] = [100, 1_000, 10_000, 100_000], shapes: [BenchmarkShape] = BenchmarkShape.allCases,
        probes: Int = 10_000, taps: Int = 2_000, seed: UInt64 = 6, mix: BenchmarkMix = .standard,
        renderViews: Int? = 1_000, stormEvents: Int? = 1_000_000, latencyClicks: Int? = 50,
        latencyUsesSoftwareRenderer: Bool = false
    ) {
        self.sizes = sizes
        self.shapes = shapes
        self.probes = probes
        self.taps = taps
        self.seed = seed
        self.mix = mix
        self.renderViews = renderViews
        self.stormEvents = stormEvents
        self.latencyClicks = latencyClicks
        self.latencyUsesSoftwareRenderer = latencyUsesSoftwareRenderer
    }
}
