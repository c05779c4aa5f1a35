import Foundation

/// The must-show labels' view boxes (``PlaygroundRenderer``'s `frontBoxes`),
/// or the opaque faces a name must not sit on, binned into square cells over
/// the device, so that a label's search asks only the boxes near its view
/// rather than every visited view: a hit-test walk of 2,000 siblings visits
/// them all, and each of their labels once filtered all 2,000 boxes several
/// times.
///
/// ``candidates(overlapping:)`` returns every box that overlaps a region
/// (``PlaygroundRenderer/overlaps(_:_:)``), and perhaps a few more: each box
/// is filed under every cell its closed extent touches, cell numbers clamped
/// to the grid's, so a box that overlaps the region shares a cell with it (a
/// point's cell lies between a rectangle's first and last cells, clamping and
/// all). A box spanning more than ``maximumCells`` cells is always returned;
/// one with an edge that is not a number overlaps nothing and is left out.
/// The caller applies its exact tests to what it gets. The cells are one flat
/// array, each cell's boxes a run of it, counted then filled: a dictionary of
/// arrays, which this was, hashed a key and retained an array for every cell
/// a query touched.
struct FrontBoxIndex {
    /// About a small view's size, in canvas points.
    static let cellSize: CGFloat = 48
    /// Cells a binned box may span; larger ones are always returned.
    static let maximumCells = 64
    /// At most this many cells across or down: a larger region gets larger cells.
    static let maximumSide = 64

    /// Where each cell's boxes start in ``entries``; one more than the cells.
    private var starts: [Int] = [0, 0]
    private var entries: [Int] = []
    private var always: [Int] = []
    private var count = 0
    private var grid = CellGrid(cellSize: cellSize)

    init() {}

    /// Files `boxes`, each by its index, in cells over `region` (where the
    /// queries lie; a box or query outside it is still answered, in its edge
    /// cells); a box spanning more than `maximumCells` is always returned.
    init(_ boxes: [CGRect], over region: CGRect, maximumCells: Int = maximumCells) {
        count = boxes.count
        if let grid = CellGrid(over: region, cellSize: Self.cellSize, maximumSide: Self.maximumSide) { self.grid = grid }
        var filed: [(entry: Int, span: CellGrid.Span)] = []
        filed.reserveCapacity(boxes.count)
        for (index, box) in boxes.enumerated() {
            guard let span = span(box) else { continue }
            guard (span.x1 - span.x0 + 1) * (span.y1 - span.y0 + 1) <= maximumCells else {
                always.append(index)
                continue
            }
            filed.append((index, span))
        }
        (starts, entries) = grid.file(filed)
    }

    /// The cells a rectangle's closed extent touches, clamped to the grid;
    /// `nil` for an edge that is not a number.
    private func span(_ box: CGRect) -> CellGrid.Span? {
        guard !box.minX.isNaN, !box.maxX.isNaN, !box.minY.isNaN, !box.maxY.isNaN else { return nil }
        return grid.span(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY)
    }

    /// Whether some box numbered `first` or more that may overlap `region`
    /// satisfies `test`: the boxes ``candidates(overlapping:)`` would
    /// return, asked in place and until one answers yes, with no array made
    /// (some may be asked twice).
    @inline(__always)
    func contains(overlapping region: CGRect, from first: Int = 0, where test: (Int) -> Bool) -> Bool {
        visit(overlapping: region, from: first, stoppingAt: test)
    }

    /// Hands `body` the index of every box numbered `first` or more that may
    /// overlap `region`, some perhaps more than once (a box filed in several
    /// of the region's cells), with no array made: for a search that keeps
    /// only an extreme.
    ///
    /// Each cell's boxes, like those always returned, are filed in
    /// increasing order, so each list is read from its end and left at its
    /// first box below `first`. The names' search asks for the faces drawn in
    /// front of a view, numbered after it: the views behind it, its
    /// ancestors above all, fill most of every cell and are never read.
    @inline(__always)
    func forEach(overlapping region: CGRect, from first: Int = 0, _ body: (Int) -> Void) {
        _ = visit(overlapping: region, from: first) { index in
            body(index)
            return false
        }
    }

    /// Hands `visitor` the boxes of ``forEach(overlapping:from:_:)`` until
    /// it answers `true`; whether it did.
    @inline(__always)
    private func visit(overlapping region: CGRect, from first: Int, stoppingAt visitor: (Int) -> Bool) -> Bool {
        let columns = grid.columns
        guard let span = span(region) else { return (max(0, first)..<max(0, first, count)).contains(where: visitor) }
        for index in always.reversed() {
            guard index >= first else { break }
            if visitor(index) { return true }
        }
        for y in span.y0...span.y1 {
            for cell in (y * columns + span.x0)...(y * columns + span.x1) {
                var entry = starts[cell + 1]
                while entry > starts[cell] {
                    entry -= 1
                    guard entries[entry] >= first else { break }
                    if visitor(entries[entry]) { return true }
                }
            }
        }
        return false
    }

    /// The indices of the boxes that may overlap `region`, each once, in
    /// increasing order: all of them when `region` has an edge that is not a number.
    func candidates(overlapping region: CGRect) -> [Int] {
        let columns = grid.columns
        guard let span = span(region) else { return Array(0..<count) }
        var found = always
        for y in span.y0...span.y1 {
            found += entries[starts[y * columns + span.x0]..<starts[y * columns + span.x1 + 1]]
        }
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for index in found where unique.last != index { unique.append(index) }
        return unique
    }
}
