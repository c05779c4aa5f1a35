/// How many of a render's rows the canvas's thread paints against each
/// helper, learned from the renders before: the weight of the first band
/// (the canvas thread's), a helper's band weighing 1.
///
/// Two processors of one machine need not paint at the same speed: on a
/// virtual machine one may share its host core for a whole run, and the rows
/// of a frame need not hold the same work (the log panel's text is at the
/// bottom). With the rows split in equal bands, the render ends with the
/// slower band: in some quiet runs of the bench, the canvas's thread waited
/// 0.1–0.3 ms at the end of many renders of its changed frame for the
/// helper's band (a log of every render's bands, docs/performance.md). After
/// each render whose bands were split, the weight moves halfway (in ratio)
/// to the one that would have made the bands take equal time, the work per
/// row taken as it was.
struct RasterBandBalance {
    /// The first band's rows for a helper band's 1 (1: equal bands).
    private(set) var weight: Double

    /// A balance starting from `weight`, within ``weights``.
    init(weight: Double = 1) {
        self.weight = min(Self.weights.upperBound, max(Self.weights.lowerBound, weight))
    }

    /// The weight is kept within these, so that one render timed wrong
    /// (a thread losing its processor in the middle) cannot starve a band.
    static let weights: ClosedRange<Double> = 0.25...4

    /// Moves the weight after a render whose first band took
    /// `firstBand` nanoseconds and whose helpers' bands took `helperBand` each
    /// on average; unchanged when either is not positive.
    mutating func update(firstBand: UInt64, helperBand: UInt64) {
        guard firstBand > 0, helperBand > 0 else { return }
        // Rows per nanosecond are weight / firstBand against 1 / helperBand:
        // equal times need the weight times helperBand / firstBand.
        let ideal = weight * Double(helperBand) / Double(firstBand)
        let next = (weight * ideal).squareRoot()
        weight = min(Self.weights.upperBound, max(Self.weights.lowerBound, next))
    }

    /// The rows of band `index` of `count` over `height` rows: the first
    /// band `weight` parts, every other band one, top to bottom, tiling the
    /// rows.
    static func rows(of index: Int, count: Int, height: Int, weight: Double) -> Range<Int> {
        func boundary(_ band: Int) -> Int {
            if band == 0 { return 0 }
            if band >= count { return height }
            if weight == 1 { return band * height / count }
            let share = (weight + Double(band - 1)) / (weight + Double(count - 1))
            return min(height, max(0, Int((share * Double(height)).rounded())))
        }
        return boundary(index)..<max(boundary(index), boundary(index + 1))
    }
}
