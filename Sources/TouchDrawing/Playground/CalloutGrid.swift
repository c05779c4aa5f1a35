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

    /// The rows, nearest the anchor first (ties top first).
    func rowsNearestFirst() -> [CGFloat] {
        rows.sorted { (verticalGap($0), $0) < (verticalGap($1), $1) }
    }

    /// Every place, row by row, each with its distance as its cost (not yet
    /// counting whether it covers another view).
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
