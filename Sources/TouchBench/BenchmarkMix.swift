/// The share of generated views with each property that changes hit-testing or
/// dispatch, as fractions from 0 to 1, drawn independently per view.
///
/// The defaults keep most probes reaching deep views (a benchmark where half the
/// tree is hidden would measure nothing) while every path the hit-testing code
/// has — the hidden, transparent and non-interactive early exits (SPEC H1), clipping
/// (drawing only, SPEC H2), the inverse transform (H4) — is taken by some probes.
public struct BenchmarkMix: Codable, Hashable, Sendable {
    public var hidden: Double
    /// Alpha below UIKit's 0.01 threshold, so the subtree cannot be hit.
    public var transparent: Double
    public var nonInteractive: Double
    public var clipping: Double
    /// A small rotation and scale, so hit-testing applies an inverse transform.
    public var transformed: Double
    /// A tap recognizer, so taps go through the gesture arena as well as the views.
    public var recognizers: Double

    public init(
        hidden: Double = 0.02, transparent: Double = 0.01, nonInteractive: Double = 0.02,
        clipping: Double = 0.10, transformed: Double = 0.03, recognizers: Double = 0.05
    ) {
        self.hidden = hidden
        self.transparent = transparent
        self.nonInteractive = nonInteractive
        self.clipping = clipping
        self.transformed = transformed
        self.recognizers = recognizers
    }

    public static let standard = BenchmarkMix()
}
