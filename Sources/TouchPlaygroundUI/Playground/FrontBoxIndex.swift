import Foundation

/// The must-show labels' view boxes (``PlaygroundRenderer``'s `frontBoxes`)
/// binned into square cells, so that a label's search asks only the boxes
/// near its view rather than every visited view: a hit-test walk of 2,000
/// siblings visits them all, and each of their labels once filtered all
/// 2,000 boxes several times.
///
/// ``candidates(overlapping:)`` returns every box that overlaps a region
/// (``PlaygroundRenderer/overlaps(_:_:)``), and perhaps a few more: each box is
/// filed under every cell its closed extent touches, so a box that overlaps
/// the region shares a cell with it. A box too large to bin is always
/// returned; one with an edge that is not a number overlaps nothing and is
/// left out. The caller applies its exact tests to what it gets.
struct FrontBoxIndex {
    /// About a small view's size, in canvas points.
    static let cellSize: CGFloat = 48
    /// Cells a binned box may span; larger ones are always returned.
    static let maximumCells = 64
    static let cellLimit: CGFloat = 0x1p40

    private var cells: [Int64: [Int]] = [:]
    private var always: [Int] = []
    private var count = 0

    init() {}

    /// Files `boxes`, each by its index.
    init(_ boxes: [CGRect]) {
        count = boxes.count
        for (index, box) in boxes.enumerated() {
            guard !box.minX.isNaN, !box.maxX.isNaN, !box.minY.isNaN, !box.maxY.isNaN else { continue }
            guard let span = Self.span(box) else {
                always.append(index)
                continue
            }
            for y in span.y0...span.y1 {
                for x in span.x0...span.x1 { cells[Self.key(x, y), default: []].append(index) }
            }
        }
    }

    private static func key(_ x: Int, _ y: Int) -> Int64 {
        Int64(x) << 32 ^ Int64(UInt32(truncatingIfNeeded: y))
    }

    /// The cells a box's closed extent covers, when it can be binned.
    private static func span(_ box: CGRect) -> (x0: Int, x1: Int, y0: Int, y1: Int)? {
        let low = (x: (box.minX / cellSize).rounded(.down), y: (box.minY / cellSize).rounded(.down))
        let high = (x: (box.maxX / cellSize).rounded(.down), y: (box.maxY / cellSize).rounded(.down))
        guard low.x >= -cellLimit, high.x <= cellLimit, low.y >= -cellLimit, high.y <= cellLimit, low.x <= high.x,
            low.y <= high.y
        else { return nil }
        let span = (x0: Int(low.x), x1: Int(high.x), y0: Int(low.y), y1: Int(high.y))
        // Each side first: the product of two sides of 2⁴¹ cells overflows.
        guard span.x1 - span.x0 < maximumCells, span.y1 - span.y0 < maximumCells,
            (span.x1 - span.x0 + 1) * (span.y1 - span.y0 + 1) <= maximumCells
        else { return nil }
        return span
    }

    /// Whether some box that may overlap `region` satisfies `test`: the
    /// boxes ``candidates(overlapping:)`` would return, asked in place and
    /// until one answers yes, with no array made (some may be asked twice).
    func contains(overlapping region: CGRect, where test: (Int) -> Bool) -> Bool {
        guard let span = Self.span(region) else { return (0..<count).contains(where: test) }
        if always.contains(where: test) { return true }
        for y in span.y0...span.y1 {
            for x in span.x0...span.x1 {
                if let indices = cells[Self.key(x, y)], indices.contains(where: test) { return true }
            }
        }
        return false
    }

    /// The indices of the boxes that may overlap `region` and satisfy
    /// `test`, unsorted and perhaps repeated: for callers to whom a repeat
    /// costs nothing, without ``candidates(overlapping:)``'s set and sort.
    func indices(overlapping region: CGRect, where test: (Int) -> Bool) -> [Int] {
        guard let span = Self.span(region) else { return (0..<count).filter(test) }
        var found = always.filter(test)
        for y in span.y0...span.y1 {
            for x in span.x0...span.x1 {
                guard let indices = cells[Self.key(x, y)] else { continue }
                for index in indices where test(index) { found.append(index) }
            }
        }
        return found
    }

    /// The indices of the boxes that may overlap `region`, each once, in
    /// increasing order: all of them when `region` cannot be binned.
    func candidates(overlapping region: CGRect) -> [Int] {
        guard let span = Self.span(region) else { return Array(0..<count) }
        var found = always
        for y in span.y0...span.y1 {
            for x in span.x0...span.x1 {
                if let indices = cells[Self.key(x, y)] { found += indices }
            }
        }
        return Array(Set(found)).sorted()
    }
}
