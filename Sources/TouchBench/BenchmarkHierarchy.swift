import Foundation

/// A seeded, generated view hierarchy of a given size and shape: the workload of
/// every benchmark (issue 6).
///
/// The hierarchy is plain values (``BenchmarkNode``), parents before children, so it
/// can be built into core views (``makeSubject(probes:)``) and written as a scene file
/// (``sceneYAML()``) that describe the same views. The same count, shape, mix and
/// seed always give the same nodes, on any machine.
///
/// A balanced hierarchy tiles each view's bounds with its children, each cell
/// jittered and grown so that neighbours overlap, with a branching factor chosen
/// so the tree is about ``balancedDepth`` levels deep at any size (at 10,000 views
/// that is about 3.2 children per view). A flat hierarchy scatters every view over
/// the screen as a direct subview of the window. The top level of a balanced tree
/// is never hidden, transparent or non-interactive, so one unlucky draw cannot hide
/// most of a small scene.
public struct BenchmarkHierarchy: Sendable {
    /// The depth the balanced shape aims for: issue 6's "depth about 8".
    public static let balancedDepth = 8
    /// The screen (and window) size, a phone in portrait as in the seeds.
    public static let screenSize = CGSize(width: 400, height: 800)

    public let count: Int
    public let shape: BenchmarkShape
    public let mix: BenchmarkMix
    public let seed: UInt64
    /// Every view, parents before their children; siblings in `addSubview` order.
    public let nodes: [BenchmarkNode]

    public init(count: Int, shape: BenchmarkShape, mix: BenchmarkMix = .standard, seed: UInt64) {
        self.count = max(0, count)
        self.shape = shape
        self.mix = mix
        self.seed = seed
        var rng = SplitMix64(seed: seed ^ Self.seedSalt(shape))
        switch shape {
        case .balanced: nodes = Self.balanced(count: self.count, mix: mix, rng: &rng)
        case .flat: nodes = Self.flat(count: self.count, mix: mix, rng: &rng)
        }
    }

    /// The deepest view's depth (1 for a direct subview of the window).
    public var maximumDepth: Int { nodes.map(\.depth).max() ?? 0 }

    /// The indices of each node's subviews, and of the window's (`roots`), in order.
    public var children: (roots: [Int], byNode: [[Int]]) {
        var roots: [Int] = []
        var byNode = Array(repeating: [Int](), count: nodes.count)
        for (index, node) in nodes.enumerated() {
            if let parent = node.parent { byNode[parent].append(index) } else { roots.append(index) }
        }
        return (roots, byNode)
    }

    // MARK: Generation

    private static func seedSalt(_ shape: BenchmarkShape) -> UInt64 {
        shape == .balanced ? 0xB41A_4CED : 0xF1A7
    }

    /// The real branching factor `b` with `b + b² + … + b^depth ≈ count`.
    static func branching(count: Int, depth: Int) -> Double {
        func total(_ b: Double) -> Double { (1...depth).reduce(0) { $0 + pow(b, Double($1)) } }
        var low = 1.0, high = max(2.0, Double(count))
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if total(middle) < Double(count) { low = middle } else { high = middle }
        }
        return max(1, high)
    }

    private static func balanced(count: Int, mix: BenchmarkMix, rng: inout SplitMix64) -> [BenchmarkNode] {
        let branching = branching(count: count, depth: balancedDepth)
        var nodes: [BenchmarkNode] = []
        nodes.reserveCapacity(count)
        // Breadth first, so the tree stops at exactly `count` views with its levels full.
        var parents: [(index: Int?, size: CGSize, depth: Int)] = [(nil, screenSize, 0)]
        var next = 0
        while nodes.count < count && next < parents.count {
            let parent = parents[next]
            next += 1
            let whole = Int(branching)
            let children = min(count - nodes.count, whole + (Double.random(in: 0..<1, using: &rng) < branching - Double(whole) ? 1 : 0))
            let columns = max(1, Int(Double(children).squareRoot().rounded(.up)))
            let rows = max(1, (children + columns - 1) / columns)
            let cell = CGSize(width: parent.size.width / CGFloat(columns), height: parent.size.height / CGFloat(rows))
            for child in 0..<children {
                let column = CGFloat(child % columns), row = CGFloat(child / columns)
                let width = cell.width * CGFloat.random(in: 0.85...1.15, using: &rng)
                let height = cell.height * CGFloat.random(in: 0.85...1.15, using: &rng)
                let frame = CGRect(
                    x: column * cell.width + cell.width * CGFloat.random(in: -0.1...0.1, using: &rng),
                    y: row * cell.height + cell.height * CGFloat.random(in: -0.1...0.1, using: &rng),
                    width: width, height: height)
                var node = makeNode(parent: parent.index, depth: parent.depth + 1, frame: frame, rng: &rng)
                applyMix(mix, to: &node, protectingHitTesting: node.depth == 1, rng: &rng)
                parents.append((nodes.count, frame.size, node.depth))
                nodes.append(node)
            }
        }
        return nodes
    }

    private static func flat(count: Int, mix: BenchmarkMix, rng: inout SplitMix64) -> [BenchmarkNode] {
        (0..<count).map { _ in
            let width = CGFloat.random(in: 20...120, using: &rng), height = CGFloat.random(in: 20...120, using: &rng)
            let frame = CGRect(
                x: CGFloat.random(in: -10...(screenSize.width - width + 10), using: &rng),
                y: CGFloat.random(in: -10...(screenSize.height - height + 10), using: &rng),
                width: width, height: height)
            var node = makeNode(parent: nil, depth: 1, frame: frame, rng: &rng)
            applyMix(mix, to: &node, protectingHitTesting: false, rng: &rng)
            return node
        }
    }

    private static func makeNode(parent: Int?, depth: Int, frame: CGRect, rng: inout SplitMix64) -> BenchmarkNode {
        BenchmarkNode(
            parent: parent, depth: depth, frame: frame,
            red: Double.random(in: 0.45...1, using: &rng), green: Double.random(in: 0.45...1, using: &rng),
            blue: Double.random(in: 0.45...1, using: &rng))
    }

    /// Draws each property of `mix` independently. Every draw is made even when it
    /// is not applied, so protecting the top level does not shift the sequence.
    private static func applyMix(
        _ mix: BenchmarkMix, to node: inout BenchmarkNode, protectingHitTesting: Bool,
        rng: inout SplitMix64
    ) {
        let hidden = Double.random(in: 0..<1, using: &rng) < mix.hidden
        let transparent = Double.random(in: 0..<1, using: &rng) < mix.transparent
        let nonInteractive = Double.random(in: 0..<1, using: &rng) < mix.nonInteractive
        node.clipsToBounds = Double.random(in: 0..<1, using: &rng) < mix.clipping
        let transformed = Double.random(in: 0..<1, using: &rng) < mix.transformed
        let rotation = Double.random(in: 5...30, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
        let scale = Double.random(in: 0.8...1.2, using: &rng)
        node.hasTapRecognizer = Double.random(in: 0..<1, using: &rng) < mix.recognizers
        if transformed {
            node.rotationDegrees = rotation
            node.scale = scale
        }
        guard !protectingHitTesting else { return }
        node.isHidden = hidden
        node.alpha = transparent ? 0.005 : 1
        node.isUserInteractionEnabled = !nonInteractive
    }
}
