import Foundation

/// How coordinates in pixels become whole pixels, in the two ways the
/// rasteriser needs.
///
/// - Edges of rectangles and clips are **rounded** to the nearest pixel
///   boundary (``edge(_:)``), as the SDL canvas did before TouchRaster: view
///   borders stay crisp, adjacent rectangles neither overlap nor leave gaps,
///   and pixel tests can name exact border pixels.
/// - Everything else is **sampled at pixel centres**: a pixel belongs to a
///   shape when its centre (x + ½, y + ½) does, which is
///   ``firstCentre(atOrAfter:)`` applied to where a span starts and ends.
///
/// Values far off any canvas are clamped to ±2²⁴ and NaN counts as 0, so no
/// input can trap when converted to `Int`.
enum PixelSnapping {
    /// Beyond any canvas (canvases are at most 16384 pixels a side).
    static let limit: CGFloat = 16_777_216

    /// A rectangle's edge coordinate (already in pixels), rounded to the
    /// nearest whole pixel (halves away from zero).
    @inline(__always)
    static func edge(_ value: CGFloat) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(min(limit, max(-limit, value)).rounded())
    }

    /// The first pixel whose centre lies at or after `value`:
    /// `⌈value − ½⌉`, so the pixels `first(a)..<first(b)` are exactly those
    /// with centres in `a..<b`.
    @inline(__always)
    static func firstCentre(atOrAfter value: CGFloat) -> Int {
        guard !value.isNaN else { return 0 }
        return firstCentre(atOrAfter: value, within: -Int(limit), Int(limit))
    }

    /// ``firstCentre(atOrAfter:)`` of a finite value within ±``limit``, where that
    /// function's clamps never apply: the same result without them, for the
    /// dash pieces' per-row bounds (``DashPiece``, ``DashedEdge``).
    ///
    /// Rounded by adding 1.5 × 2⁵², which leaves the nearest integer in the
    /// sum's low bits (exact below 2⁵¹), then moved up when below: no
    /// conversion with overflow checks, which cost more than the rest.
    @inline(__always)
    static func firstCentre(near value: CGFloat) -> Int {
        firstCentre(near: value, margin: 0).centre
    }

    /// ``firstCentre(near:)``, and whether `value` lies farther than `margin`
    /// from every pixel centre (whole number plus ½).
    @inline(__always)
    static func firstCentre(near value: CGFloat, margin: CGFloat) -> (centre: Int, isClear: Bool) {
        let shifted = value - 0.5
        let magic: CGFloat = 6_755_399_441_055_744
        let sum = shifted + magic
        let nearest = sum - magic
        let integer = Int(Int32(truncatingIfNeeded: sum.bitPattern))
        return (integer &+ (nearest < shifted ? 1 : 0), abs(shifted - nearest) > margin)
    }

    /// ``firstCentre(atOrAfter:)`` clamped to `low...high` (NaN gives `low`).
    ///
    /// The ceiling is taken by hand, without a branch (truncate, then add 1
    /// when something was cut off): `rounded(.up)` is a call into libm on
    /// baseline x86-64, a branch on the fraction is mispredicted half the
    /// time, and this runs twice per row of every shape.
    @inline(__always)
    static func firstCentre(atOrAfter value: CGFloat, within low: Int, _ high: Int) -> Int {
        let shifted = value - 0.5
        if !(shifted > CGFloat(low)) { return low }
        if shifted >= CGFloat(high) { return high }
        let truncated = Int(shifted)
        return truncated &+ Int(truncatingIfNeeded: (CGFloat(truncated) < shifted).asBit)
    }
}

extension Bool {
    /// 1 for `true`, 0 for `false`, for branch-free arithmetic.
    @inline(__always)
    fileprivate var asBit: UInt8 { self ? 1 : 0 }
}
