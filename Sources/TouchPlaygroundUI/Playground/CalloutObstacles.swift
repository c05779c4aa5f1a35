import Foundation

/// The other views' faces a callout must not cover (``PlaygroundRenderer``'s
/// `callout(_:for:of:)`), sorted into the rows of a ``CalloutGrid`` so that
/// asking whether a place covers one costs a halving search, not a look at
/// every box.
///
/// Every shown view but the one explained and its superviews is such a box:
/// asking each of a callout's thousands of places about each box made a
/// frame of 2,000 long-named views cost seconds, since long names need
/// callouts and short ones fit on their views.
///
/// A place of row `row` and left edge `x` covers a box exactly when
/// ``PlaygroundRenderer/overlaps(_:_:)`` says so: the box meets the row
/// vertically (kept in the row, each box in the run of rows it meets, found
/// by halving as ``LabelGrid/Rows`` finds them), its left edge is left of the
/// place's right edge (a prefix of the row's boxes sorted by left edge), and
/// its right edge right of `x` — for some box of that prefix exactly when the
/// prefix's rightmost right edge is. That rightmost edge is also the one the
/// search skips to, so the answer is the one the look at every box gave. A
/// box with an edge that is not a number covers nothing (every comparison
/// with NaN is false) and is left out.
struct CalloutObstacles {
    /// Where each row's boxes start in ``lefts`` and ``rightmost``; one more than the rows.
    private var starts: [Int]
    /// Each row's boxes' left edges, increasing.
    private var lefts: [CGFloat]
    /// The largest right edge of the row's boxes up to and including this one.
    private var rightmost: [CGFloat]

    /// Sorts `boxes` into the rows of places whose tops are `tops`
    /// (increasing), each place `height` tall.
    init(_ boxes: [CGRect], tops: [CGFloat], height: CGFloat) {
        // The rows a box meets, strictly (`overlaps`): those whose places'
        // bottom is below the box's top and whose top is above its bottom, a
        // run since both increase from row to row.
        func rows(meeting box: CGRect) -> Range<Int> {
            let minY = box.minY, maxY = box.maxY
            var low = 0, high = tops.count
            while low < high {
                let middle = (low + high) / 2
                if minY < CGRect(x: 0, y: tops[middle], width: 0, height: height).maxY {
                    high = middle
                } else {
                    low = middle + 1
                }
            }
            let first = low
            high = tops.count
            while low < high {
                let middle = (low + high) / 2
                if !(tops[middle] < maxY) { high = middle } else { low = middle + 1 }
            }
            return first..<low
        }
        var kept = boxes.filter { !$0.minX.isNaN && !$0.maxX.isNaN && !$0.minY.isNaN && !$0.maxY.isNaN }
        // The renderer hands them over sorted already (its `frontBoxes`).
        if zip(kept, kept.dropFirst()).contains(where: { $1.minX < $0.minX }) { kept.sort { $0.minX < $1.minX } }
        let runs = kept.map(rows(meeting:))
        starts = LabelGrid.rowStarts(of: runs, rowCount: tops.count)
        var filled = starts
        lefts = [CGFloat](repeating: 0, count: starts[tops.count])
        var rights = [CGFloat](repeating: 0, count: starts[tops.count])
        // Boxes go in sorted by left edge, so each row's stay sorted.
        for (index, run) in runs.enumerated() where !run.isEmpty {
            for row in run {
                lefts[filled[row]] = kept[index].minX
                rights[filled[row]] = kept[index].maxX
                filled[row] += 1
            }
        }
        rightmost = rights
        for row in tops.indices where starts[row] < starts[row + 1] {
            for index in (starts[row] + 1)..<starts[row + 1] {
                rightmost[index] = max(rightmost[index - 1], rights[index])
            }
        }
    }

    /// The boxes kept, once per row each meets: about the boxes' count times
    /// the rows a box meets, whatever the grid's size.
    var entryCount: Int { lefts.count }

    /// No boxes: nothing to avoid.
    init(rows: Int) {
        starts = [Int](repeating: 0, count: rows + 1)
        lefts = []
        rightmost = []
    }

    /// The rightmost right edge of the boxes the place `rect` of row `row`
    /// overlaps, or `nil` when it overlaps none.
    func rightmostEdge(overlapping rect: CGRect, inRow row: Int) -> CGFloat? {
        let start = starts[row], end = starts[row + 1]
        guard start < end else { return nil }
        let minX = rect.minX, maxX = rect.maxX
        // The boxes whose left edge is left of the place's right edge.
        var low = start, high = end
        while low < high {
            let middle = (low + high) / 2
            if lefts[middle] < maxX { low = middle + 1 } else { high = middle }
        }
        guard low > start else { return nil }
        let edge = rightmost[low - 1]
        return minX < edge ? edge : nil
    }
}
