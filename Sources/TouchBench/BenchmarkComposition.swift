/// What a generated hierarchy contains, counted from its nodes, so a report says
/// what the timings were measured on.
public struct BenchmarkComposition: Codable, Hashable, Sendable {
    public var views: Int
    public var maximumDepth: Int
    public var hidden: Int
    public var transparent: Int
    public var nonInteractive: Int
    public var clipping: Int
    public var transformed: Int
    public var recognizers: Int

    public init(_ hierarchy: BenchmarkHierarchy) {
        let nodes = hierarchy.nodes
        views = nodes.count
        maximumDepth = hierarchy.maximumDepth
        hidden = nodes.count(where: \.isHidden)
        transparent = nodes.count { $0.alpha < 0.01 }
        nonInteractive = nodes.count { !$0.isUserInteractionEnabled }
        clipping = nodes.count(where: \.clipsToBounds)
        transformed = nodes.count(where: \.isTransformed)
        recognizers = nodes.count(where: \.hasTapRecognizer)
    }
}
