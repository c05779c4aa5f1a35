import Foundation
import TouchDisplayList

/// A ``TouchDisplayList/StrokeStyle``'s dash pattern in pixels, walked without
/// copying or allocating.
///
/// It gives the same "on" stretches as
/// ``TouchDisplayList/StrokeStyle/dashIntervals(alongLength:phase:)`` on the style
/// scaled to pixels (`style.scaled(by: scale)`): negative lengths count as 0,
/// an odd-length pattern is repeated, a pattern with no positive "off" length
/// is solid and one with no positive "on" length draws nothing. That method
/// returns an array; a frame strokes hundreds of dashed outlines, so this walks
/// the style's own array (shared, not copied) and hands each stretch to a
/// closure instead.
struct DashPattern {
    /// The style's lengths in points, as given.
    private let lengths: [CGFloat]
    private let scale: CGFloat
    /// Entries in the normalised pattern (doubled when odd).
    private let count: Int
    /// The normalised pattern's total length in pixels.
    private let period: CGFloat
    /// Some "off" length is positive: the stroke has gaps.
    let isDashed: Bool
    /// Dashed, but every "on" length is 0: nothing is drawn.
    let drawsNothing: Bool

    init(_ style: StrokeStyle, scale: CGFloat) {
        lengths = style.dash
        self.scale = scale
        count = lengths.count % 2 == 1 ? 2 * lengths.count : lengths.count
        var period: CGFloat = 0
        var hasGap = false, hasDash = false
        for index in 0..<count {
            let length = Self.length(lengths, index, scale)
            period += length
            if length > 0 {
                if index % 2 == 1 { hasGap = true } else { hasDash = true }
            }
        }
        self.period = period
        isDashed = hasGap
        drawsNothing = hasGap && !hasDash
    }

    /// Entry `index` of the normalised pattern, in pixels.
    @inline(__always)
    private static func length(_ lengths: [CGFloat], _ index: Int, _ scale: CGFloat) -> CGFloat {
        // `index` is below `count`, at most twice the lengths: one
        // subtraction wraps it, as `%` did (an integer division per dash
        // and gap was the hottest instruction of a dashed outline's walk).
        max(0, lengths[index >= lengths.count ? index - lengths.count : index] * scale)
    }

    @inline(__always)
    private func length(_ index: Int) -> CGFloat {
        Self.length(lengths, index, scale)
    }

    /// Most dashes one walk visits. A path that would have more runs far
    /// outside any canvas (a canvas is at most 16384 pixels a side, a dash
    /// period a few pixels), so it is given as one stretch rather than
    /// walked for hours; callers first cut long paths to the part that can
    /// reach their clip.
    static let maximumDashes: CGFloat = 1_048_576

    /// Calls `body(start, end)` for each "on" stretch along a path of
    /// `length` pixels whose start lies `phase` pixels into the pattern, in
    /// order; a solid pattern, or a path longer than ``maximumDashes``
    /// periods, gives one stretch, the whole path.
    func forEachDash(alongLength length: CGFloat, phase: CGFloat = 0, _ body: (CGFloat, CGFloat) -> Void) {
        guard length > 0 else { return }
        guard isDashed, length / period <= Self.maximumDashes else {
            if !drawsNothing { body(0, length) }
            return
        }
        guard !drawsNothing else { return }
        var index = 0
        var remaining = self.length(0)
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        while offset >= remaining {
            offset -= remaining
            index = index + 1 == count ? 0 : index + 1
            remaining = self.length(index)
        }
        remaining -= offset
        var position: CGFloat = 0
        while position < length {
            let end = min(length, position + remaining)
            if index % 2 == 0 && end > position { body(position, end) }
            position = end
            index = index + 1 == count ? 0 : index + 1
            remaining = self.length(index)
        }
    }

    /// Whether the point `distance` pixels along the path (from 0) lies in an
    /// "on" stretch.
    func isOn(at distance: CGFloat) -> Bool {
        guard isDashed else { return true }
        guard !drawsNothing else { return false }
        var offset = distance.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        var index = 0
        while offset >= length(index) {
            offset -= length(index)
            index = index + 1 == count ? 0 : index + 1
        }
        return index % 2 == 0
    }
}
