/// Which alpha makes a view unhittable (SPEC H1, §10).
///
/// Apple documents `alpha < 0.01`; the seeds' reference `hitTest` uses
/// `alpha <= 0.01`. The two differ only for an alpha of exactly 0.01. The raw
/// values are what a scene file writes.
public enum SceneAlphaRule: String, CaseIterable, Hashable, Sendable {
    /// Apple's documented rule.
    case lessThan = "< 0.01"
    /// The seed code's rule.
    case lessThanOrEqual = "<= 0.01"
}
