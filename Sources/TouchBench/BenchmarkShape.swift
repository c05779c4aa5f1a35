/// How a generated hierarchy is arranged, which decides how many views one probe
/// visits.
///
/// The two shapes are issue 6's two hit-testing targets: a balanced tree, where a
/// probe descends one branch (about 14 views considered at 10,000 views), and a
/// flat list of siblings, where only the window's subview index keeps a probe from
/// asking thousands of views.
public enum BenchmarkShape: String, Codable, Sendable, CaseIterable {
    /// A tree of nested, tiled and slightly overlapping rectangles, about
    /// ``BenchmarkHierarchy/balancedDepth`` levels deep whatever the size.
    case balanced
    /// Every view a direct subview of the window, placed at random and overlapping.
    case flat
}
