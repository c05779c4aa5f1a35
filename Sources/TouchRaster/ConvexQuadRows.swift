import Foundation

/// The rows of a small, strictly convex quad (a dash piece) worked out in
/// floating point, each row's span said to be *clear* only when it is
/// certainly the span ``ConvexPolygonScanner`` gives the quad on that row.
///
/// ``DashPiece`` sets up the scanner's fixed-point arithmetic for each of a
/// piece's four edges: a division, two clamped conversions and more per
/// edge, over 500 instructions a piece, for pieces of three pixels. Here
/// each edge is a slope and a crossing stepped row by row, and a row's span
/// lies between the greater crossing of the two edges that bound it on the
/// left and the lesser of the two on the right.
///
/// Why the pixels are the scanner's: for a convex polygon the scanner's span
/// on a row it covers is the row's cross-section, between the crossings of
/// the two edges whose rows contain it. That cross-section is also the
/// intersection of the four edges' half-planes: the greatest left bound and
/// the least right bound. Both computations round, the scanner's by at most
/// (rows + 2) × 2⁻³² pixel (its 32.32 fixed point, stepped) and this one's by
/// less still (coordinates within ±``reach``, slopes within ±``steepest``, at
/// most ``maximumRows`` rows: below 10⁻⁹ pixel). So where a bound lies farther than ``margin``
/// from the line through a pixel centre, both round to the same first pixel
/// centre; a row whose either bound lies closer is not clear, and the caller
/// computes it with the scanner's own arithmetic. The rows themselves are
/// the caller's, computed exactly as the scanner does.
///
/// Quads this does not fit (``init(_:_:_:_:firstRow:)`` gives `nil`): not
/// convex by a clear margin (so repeated corners, slivers rounding may have
/// made concave), an edge within about a degree of level (its slope, and so
/// its crossing's error, unbounded; this includes every axis-aligned
/// rectangle, which the polygon fill paints by its own rule), or one bound
/// side made of one edge and the other of three.
struct ConvexQuadRows {
    /// Corners farther than this from the origin, in pixels, are left to the
    /// scanner's arithmetic: the bound on this one's rounding.
    static let reach: CGFloat = 32_768
    /// Quads with more rows than this are left to the scanner's arithmetic:
    /// its stepping error grows with the rows.
    static let maximumRows = 64
    /// The steepest slope, in pixels across per row, of an edge this takes.
    static let steepest: CGFloat = 64
    /// How far, in pixels, a bound must lie from a pixel centre for its row
    /// to be clear: 2⁻²⁰, over fifty times both computations' rounding (the
    /// scanner's at most 66 × 2⁻³² ≈ 1.5 × 10⁻⁸ pixel within the limits
    /// above, this one's below 10⁻⁹), and so small that about one row in
    /// 250,000 is not clear.
    static let margin: CGFloat = 1.0 / 1_048_576
    /// The least cross product of two consecutive edges, in square pixels,
    /// for the quad to count as convex: far above the rounding of the cross
    /// products themselves (below 2⁻²⁰ for corners within ±``reach`` and
    /// edges shorter than ``maximumRows`` × ``steepest``).
    static let convexity: CGFloat = 1.0 / 65_536

    /// The left bounds' and the right bounds' crossings of the current row's
    /// centre line, and how much each moves per row.
    private var left0: CGFloat, left1: CGFloat, right0: CGFloat, right1: CGFloat
    private let leftStep0: CGFloat, leftStep1: CGFloat, rightStep0: CGFloat, rightStep1: CGFloat

    /// The quad with corners `p0`…`p3` (either winding), positioned at row
    /// `firstRow` (its first row, or the clip's); `nil` when it does not fit
    /// (see the type's comment). The caller has checked the corners lie
    /// within ±``reach`` and the quad has at most ``maximumRows`` rows.
    @inline(__always)
    init?(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, firstRow: Int) {
        let e0 = CGPoint(x: p1.x - p0.x, y: p1.y - p0.y), e1 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let e2 = CGPoint(x: p3.x - p2.x, y: p3.y - p2.y), e3 = CGPoint(x: p0.x - p3.x, y: p0.y - p3.y)
        // Turning the same way at every corner, each turn clear of rounding.
        let c0 = e0.x * e1.y - e0.y * e1.x, c1 = e1.x * e2.y - e1.y * e2.x
        let c2 = e2.x * e3.y - e2.y * e3.x, c3 = e3.x * e0.y - e3.y * e0.x
        let limit = Self.convexity
        let clockwise = c0 > limit && c1 > limit && c2 > limit && c3 > limit
        guard clockwise || (c0 < -limit && c1 < -limit && c2 < -limit && c3 < -limit) else { return nil }
        // No edge near level: `|dx| ≤ steepest·|dy|` fails for a level one.
        let steepest = Self.steepest
        guard abs(e0.x) <= steepest * abs(e0.y), abs(e1.x) <= steepest * abs(e1.y),
            abs(e2.x) <= steepest * abs(e2.y), abs(e3.x) <= steepest * abs(e3.y)
        else { return nil }
        // The inside lies to one side of each edge: in a quad turning
        // clockwise on the screen (y down), an edge running down bounds the
        // row on the right and one running up on the left; the other way
        // round for the other winding. Two consecutive edges run down and
        // two up (so opposite edges run opposite ways) in every parallelogram
        // and nearly every dash piece; quads with one edge down and three up
        // are left to the scanner's arithmetic.
        let (down0, down1, down2, down3) = (e0.y > 0, e1.y > 0, e2.y > 0, e3.y > 0)
        guard down0 != down2, down1 != down3 else { return nil }
        let y = CGFloat(firstRow) + 0.5
        let (slope0, slope1, slope2, slope3) = (e0.x / e0.y, e1.x / e1.y, e2.x / e2.y, e3.x / e3.y)
        let crossing0 = p0.x + (y - p0.y) * slope0, crossing1 = p1.x + (y - p1.y) * slope1
        let crossing2 = p2.x + (y - p2.y) * slope2, crossing3 = p3.x + (y - p3.y) * slope3
        let firstIsRight = down0 == clockwise, secondIsRight = down1 == clockwise
        (left0, leftStep0) = firstIsRight ? (crossing2, slope2) : (crossing0, slope0)
        (right0, rightStep0) = firstIsRight ? (crossing0, slope0) : (crossing2, slope2)
        (left1, leftStep1) = secondIsRight ? (crossing3, slope3) : (crossing1, slope1)
        (right1, rightStep1) = secondIsRight ? (crossing1, slope1) : (crossing3, slope3)
    }

    /// The current row's span, `start..<end` (empty when `end ≤ start`),
    /// and whether it is clear (both bounds away from pixel centres); then
    /// moves to the next row.
    @inline(__always)
    mutating func next() -> (start: Int, end: Int, clear: Bool) {
        // Not `max` and `min`, which order NaNs: these are one instruction each.
        let left = left0 > left1 ? left0 : left1, right = right0 < right1 ? right0 : right1
        // The first centre at or after each bound.
        let (start, startOffset) = Self.nearest(left - 0.5)
        let (end, endOffset) = Self.nearest(right - 0.5)
        left0 += leftStep0
        left1 += leftStep1
        right0 += rightStep0
        right1 += rightStep1
        let margin = Self.margin
        return (
            start &+ (startOffset > 0 ? 1 : 0), end &+ (endOffset > 0 ? 1 : 0),
            abs(startOffset) > margin && abs(endOffset) > margin
        )
    }

    /// The integer nearest `x`, and `x` less it.
    ///
    /// Rounded by adding 1.5 × 2⁵² (``DashPiece``'s way): `x` is within
    /// ±``reach`` plus the quad's width, so the sum's low 32 bits hold the
    /// nearest integer.
    @inline(__always)
    private static func nearest(_ x: CGFloat) -> (Int, CGFloat) {
        let magic: CGFloat = 6_755_399_441_055_744
        let sum = x + magic
        return (Int(Int32(truncatingIfNeeded: sum.bitPattern)), x - (sum - magic))
    }
}
