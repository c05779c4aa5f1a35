import Testing

@testable import TouchRaster

/// The rows of a split render follow the first band's weight, and the
/// weight moves toward the split whose bands take equal time.
@Suite struct RasterBandBalanceTests {
    @Test func bandsTileTheRowsWhateverTheWeight() {
        for height in [1, 7, 800, 801] {
            for count in 1...4 {
                for weight in [0.25, 0.5, 1, 1.37, 2, 4] {
                    let bands = (0..<count).map { RasterBandBalance.rows(of: $0, count: count, height: height, weight: weight) }
                    #expect(bands.first?.lowerBound == 0)
                    #expect(bands.last?.upperBound == height)
                    for index in 1..<max(1, count) { #expect(bands[index - 1].upperBound == bands[index].lowerBound) }
                }
            }
        }
    }

    @Test func equalWeightsSplitAsEqualAsWholeRowsAllow() {
        #expect((0..<3).map { RasterBandBalance.rows(of: $0, count: 3, height: 800, weight: 1) } == [0..<266, 266..<533, 533..<800])
        // The first band three parts, the other one.
        #expect(RasterBandBalance.rows(of: 0, count: 2, height: 800, weight: 3) == 0..<600)
        #expect(RasterBandBalance.rows(of: 1, count: 3, height: 800, weight: 2) == 400..<600)
    }

    /// A helper painting at half the canvas thread's speed: within a few
    /// renders the canvas's thread paints two rows for each of the helper's,
    /// and both bands take about the same time.
    @Test func theWeightSettlesWhereTheBandsTakeEqualTime() {
        var balance = RasterBandBalance()
        let height = 800
        func times() -> (first: Double, helper: Double) {
            let first = RasterBandBalance.rows(of: 0, count: 2, height: height, weight: balance.weight)
            let helper = RasterBandBalance.rows(of: 1, count: 2, height: height, weight: balance.weight)
            return (Double(first.count) * 1_000, Double(helper.count) * 2_000)
        }
        let unbalanced = times()
        #expect(unbalanced.helper == 2 * unbalanced.first)
        for _ in 0..<12 {
            let (first, helper) = times()
            balance.update(firstBand: UInt64(first), helperBand: UInt64(helper))
        }
        #expect(abs(balance.weight - 2) < 0.02)
        let settled = times()
        #expect(abs(settled.helper - settled.first) < 0.02 * settled.first)
        // The render takes as long as its slower band: two thirds of before.
        #expect(max(settled.first, settled.helper) < 0.7 * unbalanced.helper)
    }

    @Test func oneWildRenderCannotStarveABand() {
        var balance = RasterBandBalance()
        for _ in 0..<20 { balance.update(firstBand: 1_000, helperBand: 1_000_000) }
        #expect(balance.weight == RasterBandBalance.weights.upperBound)
        for _ in 0..<40 { balance.update(firstBand: 1_000_000, helperBand: 1_000) }
        #expect(balance.weight == RasterBandBalance.weights.lowerBound)
        let before = balance.weight
        balance.update(firstBand: 0, helperBand: 5_000)
        balance.update(firstBand: 5_000, helperBand: 0)
        #expect(balance.weight == before)
    }
}
