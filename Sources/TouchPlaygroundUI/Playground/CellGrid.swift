import Foundation

/// Square cells over a region of the canvas, for binning boxes by place
/// (``FrontBoxIndex``, ``CalloutObstacles``): a box is filed under every cell
/// its closed extent touches, cell numbers clamped to the grid's, so two boxes
/// that share a point share a cell (a point's cell lies between a rectangle's
/// first and last cells, clamping and all: each step from a coordinate to its
/// cell never decreases).
struct CellGrid {
    /// A cell's first (0-based) and last column and row.
    typealias Span = (x0: Int, x1: Int, y0: Int, y1: Int)

    private(set) var origin = CGPoint.zero
    private(set) var cell: CGFloat
    private(set) var columns = 1
    private(set) var rows = 1

    /// One cell `cellSize` wide: every box and query falls in it.
    init(cellSize: CGFloat) { cell = cellSize }

    /// Cells of at least `cellSize` over `region`, at most `maximumSide`
    /// across or down (a larger region gets larger cells); `nil` when the
    /// region is not finite.
    init?(over region: CGRect, cellSize: CGFloat, maximumSide: Int) {
        guard region.minX.isFinite, region.minY.isFinite, region.width.isFinite, region.height.isFinite else { return nil }
        origin = CGPoint(x: region.minX, y: region.minY)
        cell = max(cellSize, (max(region.width, region.height, 1) / CGFloat(maximumSide)).rounded(.up))
        columns = max(1, min(maximumSide, Int((region.width / cell).rounded(.up))))
        rows = max(1, min(maximumSide, Int((region.height / cell).rounded(.up))))
    }

    var cellCount: Int { columns * rows }

    /// The cells a box with these edges touches, clamped to the grid.
    @inline(__always)
    func span(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) -> Span {
        (
            Self.cell(minX - origin.x, size: cell, last: columns - 1), Self.cell(maxX - origin.x, size: cell, last: columns - 1),
            Self.cell(minY - origin.y, size: cell, last: rows - 1), Self.cell(maxY - origin.y, size: cell, last: rows - 1)
        )
    }

    /// Files each item under every cell of its span (spans from ``span(minX:minY:maxX:maxY:)``),
    /// items in the order given: where each cell's items start in `entries`
    /// (one more than the cells; cell `c`'s are `starts[c]..<starts[c + 1]`)
    /// and the entries, cell after cell.
    ///
    /// Counted, then filled, on raw buffers: indexing the arrays themselves
    /// checked each index and whether the array was shared at every step,
    /// most of the cost of binning a frame's thousand faces.
    func file<Entry>(_ items: [(entry: Entry, span: Span)]) -> (starts: [Int], entries: [Entry]) {
        let columns = columns, cellCount = cellCount
        var starts = [Int](repeating: 0, count: cellCount + 1)
        starts.withUnsafeMutableBufferPointer { counts in
            for (_, span) in items {
                for y in span.y0...span.y1 {
                    for x in span.x0...span.x1 { counts[y * columns + x + 1] += 1 }
                }
            }
            for index in 0..<cellCount { counts[index + 1] += counts[index] }
        }
        var filled = starts
        let total = starts[cellCount]
        let entries = [Entry](unsafeUninitializedCapacity: total) { buffer, initialized in
            filled.withUnsafeMutableBufferPointer { filled in
                for (entry, span) in items {
                    for y in span.y0...span.y1 {
                        for x in span.x0...span.x1 {
                            let cell = y * columns + x
                            (buffer.baseAddress! + filled[cell]).initialize(to: entry)
                            filled[cell] += 1
                        }
                    }
                }
            }
            initialized = total
        }
        return (starts, entries)
    }

    /// The cell, `0...last`, of a coordinate `offset` from the grid's
    /// origin: its quotient by `size` rounded down, then clamped.
    ///
    /// Clamped first, then truncated, which is the same for every offset and
    /// costs no call to round down: between two whole numbers, clamping and
    /// rounding down commute, and truncating a number that is not negative
    /// rounds it down (a NaN is clamped to the last cell either way, as
    /// `min` keeps its first argument when the other is not a number).
    @inline(__always)
    static func cell(_ offset: CGFloat, size: CGFloat, last: Int) -> Int {
        Int(max(0, min(CGFloat(last), offset / size)))
    }
}
