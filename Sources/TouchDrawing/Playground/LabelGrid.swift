import Foundation

/// The label rectangles already placed on the device, binned into square cells
/// so that finding the labels a candidate overlaps looks only at its neighbours.
///
/// ``PlaygroundRenderer/labelSlot(size:in:lineHeight:rows:)`` slides each new
/// label right past the placed labels it intersects. Checking every placed
/// label made the 1,000-view frame's label placement quadratic (`CGRect
/// .intersection` was its largest cost). Each rectangle is filed under every
/// cell its closed extent touches, so two rectangles that intersect — even
/// only along an edge, as `CGRect.intersects` counts it — share a cell; a query
/// gathers the rectangles of the candidate's cells and asks `intersects` of
/// each, so the answer is exactly the one the full scan gave. Cells are hashed into a fixed number of buckets: a bucket shared by
/// far-apart cells only costs a few more checks. A rectangle too large or too
/// far out to bin (or not finite) is kept aside and checked on every query,
/// and a candidate that cannot be binned is checked against everything.
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
    /// A rectangle's edges (kept here so a query reads one array) and index,
    /// and the next entry of the same bucket (or -1).
    private var entries: [(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat, rect: Int32, next: Int32)] = []
    /// Rectangles checked on every query.
    private var unbinned: [Int] = []

    /// The cells a rectangle's closed extent covers, when it can be binned.
    ///
    /// Any mapping from coordinates to cells that never decreases works, as
    /// long as inserting and querying share it: a point two closed extents
    /// share then falls in a cell both cover. Multiplying and truncating
    /// toward zero is such a mapping (the cells either side of zero are
    /// twice as wide) and cheaper than dividing and flooring.
    private static func cells(of rect: CGRect) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        let scale = 1 / cellSize
        let lowX = rect.minX * scale, highX = rect.maxX * scale
        let lowY = rect.minY * scale, highY = rect.maxY * scale
        guard lowX >= -cellLimit, highX <= cellLimit, lowY >= -cellLimit, highY <= cellLimit, lowX <= highX, lowY <= highY
        else { return nil }  // also every NaN
        let x = Int(lowX)...Int(highX), y = Int(lowY)...Int(highY)
        guard x.count * y.count <= maximumCells else { return nil }
        return (x, y)
    }

    private static func bucket(_ x: Int, _ y: Int) -> Int {
        let mixed = UInt64(bitPattern: Int64(x)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(y)) &* 0xC2B2_AE3D_27D4_EB4F
        return Int(truncatingIfNeeded: (mixed >> 32) % UInt64(bucketCount))
    }

    private static func isSolid(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
            && rect.size.width > 0 && rect.size.height > 0
    }

    mutating func insert(_ rect: CGRect) {
        let index = rects.count
        rects.append(rect)
        isSolid.append(Self.isSolid(rect))
        guard let cells = Self.cells(of: rect), index < Int32.max, entries.count + cells.x.count * cells.y.count < Int32.max
        else {
            unbinned.append(index)
            return
        }
        for y in cells.y {
            for x in cells.x {
                let bucket = Self.bucket(x, y)
                // A rectangle spanning several cells of one bucket is filed once.
                if heads[bucket] >= 0 && entries[Int(heads[bucket])].rect == Int32(index) { continue }
                entries.append((rect.minX, rect.minY, rect.maxX, rect.maxY, Int32(index), heads[bucket]))
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
    /// matter, and none gets here: `labelSlot` turns its row count into an
    /// `Int` first, which traps on a NaN box as it always did. Between `0.0`
    /// and `-0.0` the order picks the sign, which the caller's `+ 6` drops.)
    func rightmostEdge(intersecting rect: CGRect) -> CGFloat? {
        var result: CGFloat?
        let query = (minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY, solid: Self.isSolid(rect))
        guard let cells = Self.cells(of: rect) else {
            for (index, placed) in rects.enumerated() {
                consider(index, placed.minX, placed.minY, placed.maxX, placed.maxY, rect, query, &result)
            }
            return result
        }
        for index in unbinned {
            let placed = rects[index]
            consider(index, placed.minX, placed.minY, placed.maxX, placed.maxY, rect, query, &result)
        }
        for y in cells.y {
            for x in cells.x {
                var entry = heads[Self.bucket(x, y)]
                while entry >= 0 {
                    let placed = entries[Int(entry)]
                    consider(Int(placed.rect), placed.minX, placed.minY, placed.maxX, placed.maxY, rect, query, &result)
                    entry = placed.next
                }
            }
        }
        return result
    }

    /// Raises `result` to the placed rectangle's `maxX` if it intersects `rect`.
    @inline(__always)
    private func consider(
        _ index: Int, _ minX: CGFloat, _ minY: CGFloat, _ maxX: CGFloat, _ maxY: CGFloat, _ rect: CGRect,
        _ query: (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat, solid: Bool), _ result: inout CGFloat?
    ) {
        // What `intersects` needs at the least (closed extents overlap),
        // tested inline first: most neighbours are not touched at all.
        guard minX <= query.maxX, query.minX <= maxX, minY <= query.maxY, query.minY <= maxY else { return }
        // Two solid rectangles overlapping with area intersect in every
        // implementation of `intersects`; touching ones are left to it.
        let overlaps =
            query.solid && isSolid[index] && minX < query.maxX && query.minX < maxX && minY < query.maxY
            && query.minY < maxY
        guard overlaps || rects[index].intersects(rect) else { return }
        if let current = result {
            if current < maxX { result = maxX }
        } else {
            result = maxX
        }
    }
}
