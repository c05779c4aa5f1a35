/// Every figure measured on one generated hierarchy (one shape at one size).
public struct SizeMeasurement: Codable, Hashable, Sendable {
    public var shape: BenchmarkShape
    public var composition: BenchmarkComposition
    public var hitTest: HitTestMeasurement?
    public var tap: TapMeasurement?
    public var tracedTap: TapMeasurement?
    /// Only measured for the balanced shape (one scene file per size is enough to
    /// show how loading grows; the flat file differs only in indentation).
    public var sceneLoad: SceneLoadMeasurement?
    /// The process's peak resident memory after this hierarchy was measured.
    public var peakMemoryBytes: Int

    public init(
        shape: BenchmarkShape, composition: BenchmarkComposition, hitTest: HitTestMeasurement?,
        tap: TapMeasurement?, tracedTap: TapMeasurement?, sceneLoad: SceneLoadMeasurement?, peakMemoryBytes: Int
    ) {
        self.shape = shape
        self.composition = composition
        self.hitTest = hitTest
        self.tap = tap
        self.tracedTap = tracedTap
        self.sceneLoad = sceneLoad
        self.peakMemoryBytes = peakMemoryBytes
    }

    /// Views the full walk considers per probe (from the traced taps).
    public var visitsPerProbe: Double? { tracedTap?.hitTestVisitsPerTap }

    /// Mean untraced hit-test time divided by the views the full walk considers: the
    /// cost per visited view, which should stay flat as hierarchies grow. Only
    /// meaningful where the untraced walk visits the same views as the traced one
    /// (no subview index in play, as in the balanced shape).
    public var nanosecondsPerVisit: Double? {
        guard let visits = visitsPerProbe, visits > 0, let hit = hitTest else { return nil }
        return hit.perPoint.mean / visits
    }
}
