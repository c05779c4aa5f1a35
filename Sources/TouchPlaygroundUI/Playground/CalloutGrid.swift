import Foundation

/// The places a callout may go: the corners of a grid over the device
/// (``PlaygroundRenderer``'s `callout(_:for:)`), each a box of ``size``, and
/// how far each is from the view it explains.
///
/// A place's distance is its gap to the view's box, or, when the callout may
/// cover its view (one that fills much of the device), to the box's top-left
/// corner: the gap to ``anchor``. Places on the view's box are not candidates
/// unless it may be covered.
struct CalloutGrid {
    /// The grid's x and y coordinates, increasing.
    let columns: [CGFloat]
    let rows: [CGFloat]
    let size: CGSize
    let box: CGRect
    let mayCover: Bool
    /// What distances are measured to: `box`, or its corner as an empty rectangle.
    let anchor: CGRect

    /// The places for a callout of `size` explaining the view whose box is
    /// `box`, over `frame` (the device's): a grid stepped as it always was,
    /// 10 points across and 7 down, the last step to the edge.
    init(over frame: CGRect, size: CGSize, box: CGRect) {
        let maxX = frame.maxX - size.width, maxY = frame.maxY - size.height
        var columns: [CGFloat] = [], rows: [CGFloat] = []
        // Room for every step but the last, which only reaches the edge.
        columns.reserveCapacity(Int(max(0, min(10_000, (maxX - frame.minX) / 10))) + 2)
        rows.reserveCapacity(Int(max(0, min(10_000, (maxY - frame.minY) / 7))) + 2)
        var x = frame.minX
        while x <= maxX {
            columns.append(x)
            x += x == maxX ? 1 : min(10, maxX - x)
        }
        var y = frame.minY
        while y <= maxY {
            rows.append(y)
            y += y == maxY ? 1 : min(7, maxY - y)
        }
        // A view that fills most of the device may be covered by its own callout.
        let mayCover = box.width * box.height > frame.width * frame.height / 4
        self.init(
            columns: columns, rows: rows, size: size, box: box, mayCover: mayCover,
            anchor: mayCover ? CGRect(origin: CGPoint(x: box.minX, y: box.minY), size: .zero) : box)
    }

    init(columns: [CGFloat], rows: [CGFloat], size: CGSize, box: CGRect, mayCover: Bool, anchor: CGRect) {
        self.columns = columns
        self.rows = rows
        self.size = size
        self.box = box
        self.mayCover = mayCover
        self.anchor = anchor
    }

    /// Whether the view and the grid are finite, so distances order them.
    var isFinite: Bool {
        [
            anchor.minX, anchor.maxX, anchor.minY, anchor.maxY, box.minX, box.maxX, box.minY, box.maxY, size.width,
            size.height, columns.first ?? 0, columns.last ?? 0, rows.first ?? 0, rows.last ?? 0,
        ]
        .allSatisfy(\.isFinite)
    }

    /// How far a place in row `y` is from the anchor vertically: at most
    /// its distance.
    func verticalGap(_ y: CGFloat) -> CGFloat {
        max(0, max(anchor.minY - (y + size.height), y - anchor.maxY))
    }

    /// How far a place in column `x` is from the anchor horizontally: at
    /// most its distance.
    func horizontalGap(_ x: CGFloat) -> CGFloat {
        max(0, max(anchor.minX - (x + size.width), x - anchor.maxX))
    }

    /// The rows' indices, nearest the anchor first: those level with it top
    /// down, then the ones above and below it in turn, outwards, the nearer
    /// (the upper on a tie) first. The order only decides how soon a search
    /// may stop looking, never which place it finds.
    ///
    /// The rows increase, so the ones above the anchor are a run at the
    /// start, the ones below a run at the end, each farther the farther out
    /// it is: merging the two runs outwards replaces sorting every row by
    /// its distance for every callout.
    func rowIndicesNearestFirst() -> [Int] {
        let aboveEnd = rows.partitioningIndex { !(anchor.minY - ($0 + size.height) > 0) }
        let belowStart = max(aboveEnd, rows.partitioningIndex { $0 - anchor.maxY > 0 })
        var order = Array(aboveEnd..<belowStart)
        order.reserveCapacity(rows.count)
        var above = aboveEnd - 1, below = belowStart
        while above >= 0 || below < rows.count {
            if below == rows.count || (above >= 0 && verticalGap(rows[above]) <= verticalGap(rows[below])) {
                order.append(above)
                above -= 1
            } else {
                order.append(below)
                below += 1
            }
        }
        return order
    }

    /// The first column at or after `start` that is not left of `x` (the
    /// columns' count if none is).
    func firstColumn(from start: Int, notLeftOf x: CGFloat) -> Int {
        columns.partitioningIndex(from: start) { !($0 < x) }
    }

    /// The columns whose places may cost `cost` or less, each costing its
    /// distance: a column's ``horizontalGap(_:)`` falls, then rises, across
    /// the grid, so those within `cost` (with the search's 0.01 of slack)
    /// are one run.
    func columnIndices(within cost: CGFloat) -> Range<Int> {
        let first = columns.partitioningIndex { !(anchor.minX - ($0 + size.width) - 0.01 > cost) }
        let end = columns.partitioningIndex { $0 - anchor.maxX - 0.01 > cost }
        return first..<max(first, end)
    }

    /// Every place, row by row, each with its distance as its cost (not yet
    /// asking whether it covers another view).
    func candidates() -> [CalloutCandidate] {
        var result: [CalloutCandidate] = []
        result.reserveCapacity(columns.count * rows.count)
        let corner = CGPoint(x: box.minX, y: box.minY)
        for y in rows {
            for x in columns {
                let rect = CGRect(origin: CGPoint(x: x, y: y), size: size)
                guard mayCover || !PlaygroundRenderer.overlaps(rect, box) else { continue }
                let distance = mayCover ? PlaygroundRenderer.distance(corner, rect) : PlaygroundRenderer.gap(rect, box)
                result.append(CalloutCandidate(cost: distance, origin: rect.origin))
            }
        }
        return result
    }
}

extension Array {
    /// The index of the first element from `start` on for which `belongs`
    /// holds, given that it holds for every element after that one too
    /// (`endIndex` if none), found by halving.
    fileprivate func partitioningIndex(from start: Int = 0, where belongs: (Element) -> Bool) -> Int {
        var low = start, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
