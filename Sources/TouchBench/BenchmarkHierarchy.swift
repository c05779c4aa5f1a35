import Foundation

/// A seeded, generated view hierarchy of a given size and shape: the workload of
/// every benchmark (docs/performance.md).
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
package struct BenchmarkHierarchy: Sendable {
    /// The depth the balanced shape aims for: the performance target's "depth about 8" (docs/performance.md).
    package static let balancedDepth = 8
    /// The screen (and window) size, a phone in portrait as in the seeds.
    package static let screenSize = CGSize(width: 400, height: 800)

    package let count: Int
    package let shape: BenchmarkShape
    package let mix: BenchmarkMix
    package let seed: UInt64
    /// Every view, parents before their children; siblings in `addSubview` order.
    package let nodes: [BenchmarkNode]

    package init(count: Int, shape: BenchmarkShape, mix: BenchmarkMix = .standard, seed: UInt64) {
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
    package var maximumDepth: Int { nodes.map(\.depth).max() ?? 0 }

    /// The indices of each node's subviews, and of the window's (`roots`), in order.
    package var children: (roots: [Int], byNode: [[Int]]) {
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

/// One generated view, as plain values: what ``BenchmarkHierarchy`` decides before
/// anything is built, so the same hierarchy becomes core views (hit-testing, taps,
/// rendering) and scene text (loading) without drifting apart.
package struct BenchmarkNode: Hashable, Sendable {
    /// Index of the superview in ``BenchmarkHierarchy/nodes``; nil for a direct
    /// subview of the window.
    package var parent: Int?
    /// 1 for a direct subview of the window.
    package var depth: Int
    /// In the superview's coordinates, as UIKit's `frame` before the transform.
    package var frame: CGRect
    package var isHidden = false
    package var alpha: Double = 1
    package var isUserInteractionEnabled = true
    package var clipsToBounds = false
    /// Degrees, applied with ``scale`` around the centre; 0 and 1 mean identity.
    package var rotationDegrees: Double = 0
    package var scale: Double = 1
    package var hasTapRecognizer = false
    /// Background colour components, 0–1, so a rendered frame shows every view.
    package var red: Double
    package var green: Double
    package var blue: Double

    package var isTransformed: Bool { rotationDegrees != 0 || scale != 1 }

    package init(parent: Int?, depth: Int, frame: CGRect, red: Double, green: Double, blue: Double) {
        self.parent = parent
        self.depth = depth
        self.frame = frame
        self.red = red
        self.green = green
        self.blue = blue
    }
}

/// How a generated hierarchy is arranged, which decides how many views one probe
/// visits.
///
/// The two shapes are the two hit-testing targets of docs/performance.md: a balanced tree, where a
/// probe descends one branch (about 14 views considered at 10,000 views), and a
/// flat list of siblings, where only the window's subview index keeps a probe from
/// asking thousands of views.
package enum BenchmarkShape: String, Codable, Sendable, CaseIterable {
    /// A tree of nested, tiled and slightly overlapping rectangles, about
    /// ``BenchmarkHierarchy/balancedDepth`` levels deep whatever the size.
    case balanced
    /// Every view a direct subview of the window, placed at random and overlapping.
    case flat
}

/// The share of generated views with each property that changes hit-testing or
/// dispatch, as fractions from 0 to 1, drawn independently per view.
///
/// The defaults keep most probes reaching deep views (a benchmark where half the
/// tree is hidden would measure nothing) while every path the hit-testing code
/// has — the hidden, transparent and non-interactive early exits (SPEC H1), clipping
/// (drawing only, SPEC H2), the inverse transform (H4) — is taken by some probes.
package struct BenchmarkMix: Codable, Hashable, Sendable {
    package var hidden: Double
    /// Alpha below UIKit's 0.01 threshold, so the subtree cannot be hit.
    package var transparent: Double
    package var nonInteractive: Double
    package var clipping: Double
    /// A small rotation and scale, so hit-testing applies an inverse transform.
    package var transformed: Double
    /// A tap recognizer, so taps go through the gesture arena as well as the views.
    package var recognizers: Double

    package init(
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

    package static let standard = BenchmarkMix()
}

/// What a generated hierarchy contains, counted from its nodes, so a report says
/// what the timings were measured on.
package struct BenchmarkComposition: Codable, Hashable, Sendable {
    package var views: Int
    package var maximumDepth: Int
    package var hidden: Int
    package var transparent: Int
    package var nonInteractive: Int
    package var clipping: Int
    package var transformed: Int
    package var recognizers: Int

    package init(_ hierarchy: BenchmarkHierarchy) {
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
