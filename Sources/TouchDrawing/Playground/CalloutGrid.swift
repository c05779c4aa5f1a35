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

    /// Whether the view and the grid are finite, so distances order them.
    var isFinite: Bool {
        [anchor.minX, anchor.maxX, anchor.minY, anchor.maxY, box.minX, box.maxX, box.minY, box.maxY, size.width, size.height]
            .allSatisfy(\.isFinite)
    }

    /// The columns, then the rows, whose places may lie within `reach` of
    /// the anchor: every place outside them is farther than `reach` (the
    /// extra point covers rounding).
    private func ranges(reach: CGFloat) -> (columns: Range<Int>, rows: Range<Int>) {
        guard reach.isFinite else { return (columns.indices, rows.indices) }
        let left = anchor.minX - reach - 1 - size.width, right = anchor.maxX + reach + 1
        let top = anchor.minY - reach - 1 - size.height, bottom = anchor.maxY + reach + 1
        let firstColumn = columns.firstIndex { $0 >= left } ?? columns.count
        let endColumn = columns.lastIndex { $0 <= right }.map { $0 + 1 } ?? 0
        let firstRow = rows.firstIndex { $0 >= top } ?? rows.count
        let endRow = rows.lastIndex { $0 <= bottom }.map { $0 + 1 } ?? 0
        return (firstColumn..<max(firstColumn, endColumn), firstRow..<max(firstRow, endRow))
    }

    /// Whether every place lies within the columns and rows of `reach`.
    func coversAll(reach: CGFloat) -> Bool {
        let (columns, rows) = ranges(reach: reach)
        return columns == self.columns.indices && rows == self.rows.indices
    }

    /// The places within the columns and rows of `reach` (all of them when
    /// it is infinite), row by row, each with its distance as its cost,
    /// not yet settled.
    func candidates(reach: CGFloat) -> [CalloutCandidate] {
        let (columnRange, rowRange) = ranges(reach: reach)
        var result: [CalloutCandidate] = []
        result.reserveCapacity(columnRange.count * rowRange.count)
        let corner = CGPoint(x: box.minX, y: box.minY)
        for row in rowRange {
            for column in columnRange {
                let rect = CGRect(origin: CGPoint(x: columns[column], y: rows[row]), size: size)
                guard mayCover || !PlaygroundRenderer.overlaps(rect, box) else { continue }
                let distance = mayCover ? PlaygroundRenderer.distance(corner, rect) : PlaygroundRenderer.gap(rect, box)
                result.append(CalloutCandidate(cost: distance, origin: rect.origin, isFinal: false))
            }
        }
        return result
    }
}
