import Foundation

/// The dashes along one edge of a dashed polygon outline, painted from the
/// edge's band with the pixels the pieces filled one by one would have.
///
/// A dashed outline's stroke is, edge by edge, the band between the edge and
/// the same edge of the inset outline, cut at the corners along the mitre
/// lines; a dash is the piece of that band between the stretch of the outer
/// edge it covers and the same stretch of the inner edge (``DashPiece``). For
/// the edge from `a` to `b`, inset `a′` to `b′` (parallel to it), each point
/// of the band lies on exactly one segment from `a + u(b − a)` to
/// `a′ + u(b′ − a′)`, `0 ≤ u ≤ 1`, and a dash from `from` to `to` (fractions
/// of the edge) holds the points with `from ≤ u < to`. With `g` the point
/// less `a`, `m = a′ − a`, `d = b − a` and `n = (b′ − a′) − d` (parallel to
/// `d`, so the product below has no `u²` term), that `u` is
///
///     u = (m × g) / (m × d − n × g)
///
/// and, the denominator keeping one sign across the band, `from ≤ u < to` is
/// two functions linear in the point compared with 0: no division. A piece's
/// rows are its corners' (as the scanner's); on a row, its candidate pixels
/// are those whose centres lie between the outer edge's line and the inner
/// edge's, and each is painted when those two functions say it lies in the
/// dash. The functions step by a constant from column to column.
///
/// Where a centre lies within the scanner's rounding of a piece's side (a
/// side through a pixel centre: corners on half or quarter pixels, slopes of
/// 1 or 2), only the scanner's arithmetic says which side it falls on; from
/// the first such pixel on, the piece is handed back to the caller, which
/// paints it piece by piece (``DashPiece``, or the polygon fill's own rule
/// for an axis-aligned rectangle). So the pixels are exactly those of the
/// pieces filled one by one, in any number of bands: `DashedEdgeTests` and
/// `DashPieceTests` compare both, ties included.
///
/// Why: the bench's 1,000-view frame strokes about a hundred hidden views'
/// outlines dashed, 6,500 pieces of three or four pixels over five rows
/// each. Set up piece by piece (corners, four edges' slopes and crossings,
/// convexity), they were the largest part of a one-band render: 0.65 of
/// 2.25 ms (docs/performance.md). Here a piece costs its corners and a row
/// its two bounds.
///
/// Level edges, and edges flatter than ``steepest``, are left to the caller:
/// the band's columns on a row round there by more than a pixel.
struct DashedEdge {
    /// Corners farther than this from the origin, in pixels, are left to the
    /// piece-by-piece fill: within it the products below round by far less
    /// than 10⁻⁶ pixel, and ``centre(_:)`` needs no clamping.
    static let reach: CGFloat = 32_768
    /// The most columns the edge may cross per row (``ConvexQuadRows``'s
    /// limit): a flatter edge is left to the piece-by-piece fill.
    static let steepest: CGFloat = 64

    /// The edge's outer start and its direction.
    private let a: CGPoint, d: CGPoint
    /// `a′ − a` and `b′ − a′`.
    private let m: CGPoint, innerDirection: CGPoint
    /// `b`, `a′` and `b′`, for the pieces' corners.
    private let outerEnd: CGPoint, innerStart: CGPoint, innerEnd: CGPoint
    /// `u`'s numerator and denominator are `numerator·(gy, gx)` and
    /// `denominator.atStart + denominator·(gy, gx)`, both multiplied by the
    /// denominator's sign so that it is positive across the band: then
    /// `from ≤ u < to` is `N − from·D ≥ 0` and `N − to·D < 0`, no division.
    private let numerator: (perRow: CGFloat, perColumn: CGFloat)
    private let denominator: (atStart: CGFloat, perRow: CGFloat, perColumn: CGFloat)
    /// The band's columns on row `y` (its centre at `y + ½`): centres from
    /// `low + perRow·y` (on it counts) to `high + perRow·y` (on it does
    /// not). Where the band lies between its two lines, `0 ≤ ±(d × g) <
    /// |d × m|`, solved for the column.
    private let low: CGFloat, high: CGFloat, perRow: CGFloat

    /// The band of the outer edge `outerStart`–`outerEnd` and the inner edge
    /// `innerStart`–`innerEnd` (parallel, inside); `nil` when it does not fit:
    /// an outer edge flatter than ``steepest``, a corner beyond ``reach``,
    /// or a band with no width.
    @inline(__always)
    init?(outerStart: CGPoint, outerEnd: CGPoint, innerStart: CGPoint, innerEnd: CGPoint) {
        let d = CGPoint(x: outerEnd.x - outerStart.x, y: outerEnd.y - outerStart.y)
        // Not within about a degree of level, where the band's columns on a
        // row (`slope` below) round by more than a pixel.
        guard d.y != 0, abs(d.x) <= Self.steepest * abs(d.y) else { return nil }
        let reach = Self.reach
        guard abs(outerStart.x) < reach, abs(outerStart.y) < reach, abs(outerEnd.x) < reach, abs(outerEnd.y) < reach,
            abs(innerStart.x) < reach, abs(innerStart.y) < reach, abs(innerEnd.x) < reach, abs(innerEnd.y) < reach
        else { return nil }
        let m = CGPoint(x: innerStart.x - outerStart.x, y: innerStart.y - outerStart.y)
        let inner = CGPoint(x: innerEnd.x - innerStart.x, y: innerEnd.y - innerStart.y)
        let n = CGPoint(x: inner.x - d.x, y: inner.y - d.y)
        let inward = d.x * m.y - d.y * m.x
        guard inward != 0 else { return nil }
        a = outerStart
        self.outerEnd = outerEnd
        self.innerStart = innerStart
        self.innerEnd = innerEnd
        self.d = d
        self.m = m
        innerDirection = inner
        // `m × g = m.x·gy − m.y·gx`; `m × d − n × g = −inward − n.x·gy + n.y·gx`,
        // whose sign across the band is that of `−inward`.
        let sign: CGFloat = inward < 0 ? 1 : -1
        numerator = (sign * m.x, -sign * m.y)
        denominator = (sign * -inward, -sign * n.x, sign * n.y)
        // `d × g = d.x·gy − d.y·gx`: on row `y`, `gy = y + ½ − a.y`, and the
        // line where `d × g = c` crosses it at `a.x + (d.x·gy − c)/d.y`.
        // Between the outer line (`c = 0`) and the inner (`c = inward`).
        let slope = d.x / d.y, outer = outerStart.x + (0.5 - outerStart.y) * slope
        let shift = inward / d.y
        (low, high) = shift < 0 ? (outer, outer - shift) : (outer - shift, outer)
        perRow = slope
    }

    /// Paints the dash `from..<to` (fractions of the edge) in `color`,
    /// within `clip`, up to the first pixel whose centre lies too near one
    /// of the piece's sides to tell which side the scanner puts it on. From
    /// there the caller paints the piece with the scanner's arithmetic
    /// (``DashPiece``): the rest of that row, through `paintRest(row,
    /// column)`, and the rows from the one returned on; `nil` when every row
    /// was painted here.
    ///
    /// The scanner steps each side's 32.32 fixed-point crossing row by row
    /// from its first row, so it is off by at most (rows + 2) × 2⁻³² pixel;
    /// the values here round by far less (``reach``). So a centre farther
    /// than sixteen times that from every side is on the same side of each
    /// for both, and gets the same pixel. Few pieces have a centre that near
    /// unless their sides run through pixel centres (`DashedEdgeTests`: at
    /// least 99 % of random pieces are painted here whole).
    @inline(__always)
    func paint(
        from: CGFloat, to: CGFloat, _ color: SourceOverColor, clip: PixelRect, on target: PixelTarget,
        paintRest: (_ row: Int, _ column: Int) -> Void
    ) -> Int? {
        // The piece's corners, computed as the piece-by-piece fill computes
        // them (``RasterBand``'s `lerp`), so that its rows are the same:
        // those from its top corner's to its bottom corner's.
        let p0 = Self.lerp(a, outerEnd, d, from), p1 = Self.lerp(a, outerEnd, d, to)
        let p2 = Self.lerp(innerStart, innerEnd, innerDirection, to)
        let p3 = Self.lerp(innerStart, innerEnd, innerDirection, from)
        let top = Self.centre(Self.least(Self.least(p0.y, p1.y), Self.least(p2.y, p3.y)))
        let bottom = Self.centre(Self.greatest(Self.greatest(p0.y, p1.y), Self.greatest(p2.y, p3.y)))
        let firstRow = max(clip.minY, top), endRow = min(clip.maxY, bottom)
        // Columns widened by a pixel: a centre on the box's side is decided,
        // as every other, by the sides' tests below.
        let boxStart = max(clip.minX, Self.centre(Self.least(Self.least(p0.x, p1.x), Self.least(p2.x, p3.x))) &- 1)
        let boxEnd = min(clip.maxX, Self.centre(Self.greatest(Self.greatest(p0.x, p1.x), Self.greatest(p2.x, p3.x))) &+ 1)
        guard firstRow < endRow, boxStart < boxEnd else { return nil }
        let margin = CGFloat(bottom &- top &+ 2) * Self.scannerError
        // `N − from·D` and `N − to·D`, linear in the pixel's centre; a
        // centre is within `margin` of the side `u = from` when the first
        // is within `margin` times its gradient (a bound on it) of 0.
        let (numerator, denominator) = (self.numerator, self.denominator)
        let afterStart = (
            atStart: -from * denominator.atStart, perRow: numerator.perRow - from * denominator.perRow,
            perColumn: numerator.perColumn - from * denominator.perColumn
        )
        let beforeEnd = (
            atStart: -to * denominator.atStart, perRow: numerator.perRow - to * denominator.perRow,
            perColumn: numerator.perColumn - to * denominator.perColumn
        )
        let nearStart = margin * (abs(afterStart.perRow) + abs(afterStart.perColumn))
        let nearEnd = margin * (abs(beforeEnd.perRow) + abs(beforeEnd.perColumn))
        let (a, low, high, perRow) = (self.a, self.low, self.high, self.perRow)
        let opaque = color.isOpaque, pixel = color.pixel
        for row in firstRow..<endRow {
            let y = CGFloat(row)
            let (lowCentre, lowClear) = PixelSnapping.firstCentre(near: low + perRow * y, margin: margin)
            let (highCentre, highClear) = PixelSnapping.firstCentre(near: high + perRow * y, margin: margin)
            // A bound near a centre decides a pixel even when the row
            // looks empty by it.
            if !(lowClear && highClear), lowCentre <= boxEnd, highCentre >= boxStart { return row }
            let start = max(boxStart, lowCentre), end = min(boxEnd, highCentre)
            guard start < end else { continue }
            let gx = CGFloat(start) + 0.5 - a.x, gy = y + 0.5 - a.y
            var after = afterStart.atStart + afterStart.perRow * gy + afterStart.perColumn * gx
            var before = beforeEnd.atStart + beforeEnd.perRow * gy + beforeEnd.perColumn * gx
            let pixels = target.base + row &* target.width
            for column in start..<end {
                if abs(after) <= nearStart || abs(before) <= nearEnd {
                    // The rest of this row from this column is the caller's
                    // too: hand it over first, then the rows below.
                    paintRest(row, column)
                    return row &+ 1
                }
                if after >= 0, before < 0 { pixels[column] = opaque ? pixel : color.blend(over: pixels[column]) }
                after += afterStart.perColumn
                before += beforeEnd.perColumn
            }
        }
        return nil
    }

    /// 16 × 2⁻³² pixel: sixteen times the scanner's rounding per row.
    private static let scannerError: CGFloat = 1.0 / 268_435_456

    /// `start + (end − start)·t`, as ``RasterBand`` computes it (`direction`
    /// is `end − start`): exactly `start` and `end` at 0 and 1.
    @inline(__always)
    private static func lerp(_ start: CGPoint, _ end: CGPoint, _ direction: CGPoint, _ t: CGFloat) -> CGPoint {
        if t == 0 { return start }
        if t == 1 { return end }
        return CGPoint(x: start.x + direction.x * t, y: start.y + direction.y * t)
    }

    /// ``PixelSnapping/firstCentre(near:)``: within ±``reach`` the clamps of
    /// ``PixelSnapping/firstCentre(atOrAfter:)`` never apply.
    @inline(__always)
    private static func centre(_ value: CGFloat) -> Int { PixelSnapping.firstCentre(near: value) }

    /// The lesser of two finite values (one instruction; `min` orders NaNs).
    @inline(__always)
    private static func least(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a < b ? a : b }

    /// The greater of two finite values (one instruction; `max` orders NaNs).
    @inline(__always)
    private static func greatest(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a > b ? a : b }
}
