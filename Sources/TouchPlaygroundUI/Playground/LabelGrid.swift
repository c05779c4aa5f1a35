import Foundation

/// The label rectangles already placed on the device, binned into square cells
/// so that finding the labels a candidate overlaps looks only at its neighbours.
///
/// ``PlaygroundRenderer/labelSlot(size:in:rows:avoiding:)`` slides each new
/// label right past the placed labels it intersects. Checking every placed
/// label made the 1,000-view frame's label placement quadratic (`CGRect
/// .intersection` was its largest cost). Each rectangle is filed under every
/// cell its closed extent touches, so two rectangles that intersect — even
/// only along an edge, as `CGRect.intersects` counts it — share a cell; a query
/// looks at the rectangles of the candidate's cells and leaves every case that
/// is not certain to `intersects`, so the answer is exactly the one the full
/// scan gave (`LabelGridTests` compares the two). Cells are hashed into a fixed
/// number of buckets: a bucket shared by far-apart cells only costs a few more
/// checks. A rectangle too large or too far out to bin (or not finite) is kept
/// aside and checked on every query, and a candidate that cannot be binned is
/// checked against everything.
struct LabelGrid {
    /// About a label's height and a short name's width, in canvas points.
    static let cellSize: CGFloat = 48
    /// Cells a binned rectangle may span; larger ones are kept aside.
    static let maximumCells = 64
    /// Cell coordinates beyond this (in cells) are not binned.
    static let cellLimit: CGFloat = 0x1p40
    static let bucketCount = 1024

    private(set) var rects: [CGRect] = []
    /// Whether each rectangle has a finite origin and a positive finite size:
    /// overlapping such a rectangle strictly is intersecting it for certain.
    private var isSolid: [Bool] = []
    /// Each bucket's entries as a linked list through ``entries``: the first
    /// entry's index, or -1.
    private var heads = [Int32](repeating: -1, count: bucketCount)
    /// A rectangle's edges and solidity (kept here so a query reads one
    /// array), its index, and the next entry of the same bucket (or -1).
    private var entries: [Entry] = []
    /// Rectangles checked on every query.
    private var unbinned: [Int] = []
    /// What the queries looked at, shared by every copy of this grid.
    let work = LabelPlacementWork()

    private typealias Entry = (
        minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat, isSolid: Bool, rect: Int32, next: Int32
    )

    /// The cells a rectangle's closed extent covers, `x0...x1` by `y0...y1`,
    /// when it can be binned.
    ///
    /// Any mapping from coordinates to cells that never decreases works, as
    /// long as inserting and querying share it: a point two closed extents
    /// share then falls in a cell both cover. Multiplying and truncating
    /// toward zero is such a mapping (the cells either side of zero are
    /// twice as wide) and cheaper than dividing and flooring.
    @inline(__always)
    private static func cells(_ minX: CGFloat, _ minY: CGFloat, _ maxX: CGFloat, _ maxY: CGFloat) -> (
        x0: Int, x1: Int, y0: Int, y1: Int
    )? {
        let scale = 1 / cellSize
        let lowX = minX * scale, highX = maxX * scale
        let lowY = minY * scale, highY = maxY * scale
        guard lowX >= -cellLimit, highX <= cellLimit, lowY >= -cellLimit, highY <= cellLimit, lowX <= highX, lowY <= highY
        else { return nil }  // also every NaN
        let cells = (x0: Int(lowX), x1: Int(highX), y0: Int(lowY), y1: Int(highY))
        // Each side first: a rectangle billions of cells on a side (within
        // the limit) would overflow the product.
        let columns = cells.x1 - cells.x0 + 1, rows = cells.y1 - cells.y0 + 1
        guard columns <= maximumCells, rows <= maximumCells, columns * rows <= maximumCells else { return nil }
        return cells
    }

    @inline(__always)
    private static func bucket(_ x: Int, _ y: Int) -> Int {
        let mixed = UInt64(bitPattern: Int64(x)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(y)) &* 0xC2B2_AE3D_27D4_EB4F
        return Int(truncatingIfNeeded: mixed >> 32) & (bucketCount - 1)
    }

    /// Whether a placed rectangle intersects a query with these edges (and
    /// solidity), as `CGRect.intersects` says; `exactly` asks it.
    @inline(__always)
    private static func intersects(
        _ placed: Entry, minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat, solid: Bool, exactly: () -> Bool
    ) -> Bool {
        // What `intersects` needs at the least (closed extents overlap),
        // tested inline first: most neighbours are not touched at all.
        guard placed.minX <= maxX, minX <= placed.maxX, placed.minY <= maxY, minY <= placed.maxY else { return false }
        // Two solid rectangles overlapping with area intersect in every
        // implementation of `intersects`; touching ones are left to it.
        let overlaps =
            solid && placed.isSolid && placed.minX < maxX && minX < placed.maxX && placed.minY < maxY
            && minY < placed.maxY
        return overlaps || exactly()
    }

    private static func isSolid(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
            && rect.size.width > 0 && rect.size.height > 0
    }

    mutating func insert(_ rect: CGRect) {
        let index = rects.count
        let solid = Self.isSolid(rect)
        rects.append(rect)
        isSolid.append(solid)
        let minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        guard let cells = Self.cells(minX, minY, maxX, maxY), index < Int(Int32.max), entries.count < Int(Int32.max) - Self.maximumCells
        else {
            unbinned.append(index)
            return
        }
        for y in cells.y0...cells.y1 {
            for x in cells.x0...cells.x1 {
                let bucket = Self.bucket(x, y)
                // A rectangle spanning several cells of one bucket is filed once.
                if heads[bucket] >= 0 && entries[Int(heads[bucket])].rect == Int32(index) { continue }
                entries.append((minX, minY, maxX, maxY, solid, Int32(index), heads[bucket]))
                heads[bucket] = Int32(entries.count - 1)
            }
        }
    }

    /// The largest `maxX` of the placed rectangles that intersect `rect`, or
    /// `nil` when none does: what `filter { $0.intersects(rect) }` then
    /// `map(\.maxX).max()` gave over every placed rectangle.
    ///
    /// Rectangles may be looked at more than once and in any order: the largest
    /// of the same values is the same. (Only a NaN edge would make the order
    /// matter, and none gets here: `labelSlot` places labels only at finite
    /// corners and slides them only to finite places. Between `0.0`
    /// and `-0.0` the order picks the sign, which the caller's `+ 6` drops.)
    func rightmostEdge(intersecting rect: CGRect) -> CGFloat? {
        var result: CGFloat?
        let minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        let solid = Self.isSolid(rect)
        var looks = 0
        defer { work.looks &+= looks }
        /// Raises `result` to a placed rectangle's `maxX` if it intersects `rect`.
        @inline(__always)
        func consider(_ placed: Entry) {
            looks &+= 1
            guard
                Self.intersects(
                    placed, minX: minX, minY: minY, maxX: maxX, maxY: maxY, solid: solid,
                    exactly: { rects[Int(placed.rect)].intersects(rect) })
            else { return }
            if let current = result {
                if current < placed.maxX { result = placed.maxX }
            } else {
                result = placed.maxX
            }
        }
        func entry(_ index: Int) -> Entry {
            let placed = rects[index]
            return (placed.minX, placed.minY, placed.maxX, placed.maxY, isSolid[index], Int32(truncatingIfNeeded: index), -1)
        }
        guard let cells = Self.cells(minX, minY, maxX, maxY) else {
            for index in rects.indices { consider(entry(index)) }
            return result
        }
        for index in unbinned { consider(entry(index)) }
        heads.withUnsafeBufferPointer { heads in
            entries.withUnsafeBufferPointer { entries in
                for y in cells.y0...cells.y1 {
                    for x in cells.x0...cells.x1 {
                        var next = heads[Self.bucket(x, y)]
                        while next >= 0 {
                            let placed = entries[Int(next)]
                            consider(placed)
                            next = placed.next
                        }
                    }
                }
            }
        }
        return result
    }

    /// Where each row's entries begin in one flat array, for items that each cover
    /// a run of rows (a counting sort): row `r`'s entries are `starts[r]..<starts[r + 1]`.
    /// A row's count is how many runs began at or before it less how many ended.
    static func rowStarts(of runs: [Range<Int>], rowCount: Int) -> [Int] {
        var counts = [Int](repeating: 0, count: rowCount + 1)
        for run in runs where !run.isEmpty {
            counts[run.lowerBound] += 1
            counts[run.upperBound] -= 1
        }
        var starts = [Int](repeating: 0, count: rowCount + 1)
        var covering = 0
        for row in 0..<rowCount {
            covering += counts[row]
            starts[row + 1] = starts[row] + covering
        }
        return starts
    }
}

extension LabelGrid {
    /// The placed rectangles sorted into rows of places, for a search that
    /// asks about many rectangles of one height at a few heights (a callout's
    /// grid of places, ``PlaygroundRenderer``'s `nearestFree`).
    ///
    /// A place can only intersect a rectangle whose closed vertical extent
    /// meets its own, so each row keeps just those: a handful, where the grid
    /// of cells made every query of a wide callout walk several buckets
    /// (about 300 instructions a query, 470 queries a callout). Answers are
    /// exactly ``LabelGrid/rightmostEdge(intersecting:)``'s: a rectangle left
    /// out of a row fails that function's first test for every place of the row.
    struct Rows {
        /// Where each row's rectangles start in ``entries``; one more than the rows.
        private var starts: [Int]
        private var entries: [Entry]
        private var placed: [CGRect]
        /// The grid's count of what its queries looked at.
        let work: LabelPlacementWork

        /// Sorts `grid`'s rectangles into the rows of places whose tops are
        /// `tops` (increasing), each place `height` tall.
        init(_ grid: LabelGrid, tops: [CGFloat], height: CGFloat) {
            placed = grid.rects
            work = grid.work
            // The rows a rectangle meets are a run: a place's top and bottom
            // never decrease from row to row, so each test below holds on a
            // suffix of the rows, found by halving.
            func rows(meeting rect: CGRect) -> Range<Int> {
                let minY = rect.minY, maxY = rect.maxY
                var low = 0, high = tops.count
                while low < high {
                    let middle = (low + high) / 2
                    // The bottom of the row's places, as their rectangles compute it.
                    if minY <= CGRect(x: 0, y: tops[middle], width: 0, height: height).maxY {
                        high = middle
                    } else {
                        low = middle + 1
                    }
                }
                let first = low
                high = tops.count
                while low < high {
                    let middle = (low + high) / 2
                    if !(tops[middle] <= maxY) { high = middle } else { low = middle + 1 }
                }
                return first..<low
            }
            // Each row's rectangles follow the previous row's. A row's count
            // is how many runs began at or before it less how many ended:
            // noted once per rectangle, then added up.
            let runs = placed.map(rows(meeting:))
            starts = LabelGrid.rowStarts(of: runs, rowCount: tops.count)
            var filled = starts
            entries = [Entry](repeating: (0, 0, 0, 0, false, 0, -1), count: starts[tops.count])
            for (index, run) in runs.enumerated() where !run.isEmpty {
                let rect = placed[index]
                let entry: Entry = (
                    rect.minX, rect.minY, rect.maxX, rect.maxY, grid.isSolid[index], Int32(truncatingIfNeeded: index), -1
                )
                for row in run {
                    entries[filled[row]] = entry
                    filled[row] += 1
                }
            }
        }

        /// ``LabelGrid/rightmostEdge(intersecting:)`` for a place `rect` of row `row`.
        func rightmostEdge(intersecting rect: CGRect, inRow row: Int) -> CGFloat? {
            var result: CGFloat?
            let minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
            let solid = LabelGrid.isSolid(rect)
            work.looks &+= starts[row + 1] - starts[row]
            for index in starts[row]..<starts[row + 1] {
                let placed = entries[index]
                guard
                    LabelGrid.intersects(
                        placed, minX: minX, minY: minY, maxX: maxX, maxY: maxY, solid: solid,
                        exactly: { self.placed[Int(placed.rect)].intersects(rect) })
                else { continue }
                if let current = result {
                    if current < placed.maxX { result = placed.maxX }
                } else {
                    result = placed.maxX
                }
            }
            return result
        }
    }
}
