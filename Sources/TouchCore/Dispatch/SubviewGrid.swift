import Foundation

/// A uniform grid over a view's subviews' frames, so hit-testing a view with many
/// subviews asks only the few whose frame contains the point (docs/performance.md).
///
/// This is sound only where nobody can tell the difference: UIKit asks every subview
/// last-added first, and a subview that uses the default `hitTest(_:with:)` and
/// `point(inside:with:)` with an identity transform answers nil for any point outside
/// its frame. So the grid indexes only such subviews; every other subview is still
/// asked in order. It is never used while tracing, because the trace shows each visit.
final class SubviewGrid {
    /// Below this many subviews a plain reverse scan is as fast.
    static let minimumSubviews = 48
    /// A frame spanning more cells than this is scanned in order instead, so a scene of
    /// large overlapping views cannot make the grid's memory grow with the square of
    /// the view count.
    static let maximumCellsPerView = 64

    private let origin: CGPoint
    private let cellSize: CGSize
    private let columns: Int
    private let rows: Int
    /// Per cell, indices into `subviews` in ascending order.
    private var cells: [[Int32]]
    /// Subviews the grid cannot rule out by frame, ascending.
    private var unindexed: [Int32] = []

    init(subviews: [UIView]) {
        var indexed: [(Int, CGRect)] = []
        var unindexed: [Int32] = []
        var union = CGRect.null
        for (index, view) in subviews.enumerated() {
            let frame = view.frame
            if view.hasDefaultHitTesting && view.hasIdentityTransform && frame.width.isFinite && frame.height.isFinite
                && frame.origin.x.isFinite && frame.origin.y.isFinite
            {
                indexed.append((index, frame))
                union = union.union(frame)
            } else {
                unindexed.append(Int32(index))
            }
        }
        let side = max(1, Int(Double(indexed.count / 2).squareRoot().rounded(.up)))
        columns = side
        rows = side
        origin = union.isNull ? .zero : union.origin
        cellSize =
            union.isNull
            ? CGSize(width: 1, height: 1)
            : CGSize(width: max(union.width / CGFloat(side), 1e-9), height: max(union.height / CGFloat(side), 1e-9))
        cells = Array(repeating: [], count: side * side)
        var spanning: [Int32] = []
        for (index, frame) in indexed {
            let (c0, r0) = cell(of: CGPoint(x: frame.minX, y: frame.minY))
            let (c1, r1) = cell(of: CGPoint(x: frame.maxX, y: frame.maxY))
            if (c1 - c0 + 1) * (r1 - r0 + 1) > Self.maximumCellsPerView {
                spanning.append(Int32(index))
                continue
            }
            for r in r0...r1 {
                for c in c0...c1 { cells[r * columns + c].append(Int32(index)) }
            }
        }
        self.unindexed = (unindexed + spanning).sorted()
    }

    private func cell(of p: CGPoint) -> (Int, Int) {
        let c = Int(((p.x - origin.x) / cellSize.width).rounded(.down))
        let r = Int(((p.y - origin.y) / cellSize.height).rounded(.down))
        return (min(max(c, 0), columns - 1), min(max(r, 0), rows - 1))
    }

    /// Calls `body` with the indices of the subviews to ask, last-added first, until
    /// it returns a view.
    @inline(__always)
    func firstHit(at p: CGPoint, _ body: (Int) -> UIView?) -> UIView? {
        let inGrid =
            p.x >= origin.x && p.y >= origin.y
            && p.x <= origin.x + cellSize.width * CGFloat(columns) && p.y <= origin.y + cellSize.height * CGFloat(rows)
        let (c, r) = inGrid ? cell(of: p) : (0, 0)
        let candidates = inGrid ? cells[r * columns + c] : []
        var i = candidates.count - 1
        var j = unindexed.count - 1
        while i >= 0 || j >= 0 {
            let next: Int32
            if j < 0 || (i >= 0 && candidates[i] > unindexed[j]) {
                next = candidates[i]; i -= 1
            } else {
                next = unindexed[j]; j -= 1
            }
            if let hit = body(Int(next)) { return hit }
        }
        return nil
    }
}
