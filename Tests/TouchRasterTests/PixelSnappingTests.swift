import Foundation
import TestSupport
import Testing

@testable import TouchRaster

/// ``PixelSnapping/firstCentre(near:)``, the dash pieces' rounding without
/// clamps, gives ``PixelSnapping/firstCentre(atOrAfter:)``'s pixel for every
/// value within its range, pixel centres and their neighbours included, and
/// says a value is clear of the centres only when it lies farther than the
/// margin from every one.
@Suite struct PixelSnappingTests {
    @Test func theUnclampedFirstCentreIsTheClampedOnesWithinItsRange() {
        var random = SeededRandom(seed: 7_301)
        var values: [CGFloat] = [0, 0.5, -0.5, 1.5, -1.5, 16_777_214.5, -16_777_214.5]
        for _ in 0..<20_000 { values.append(random.number(-70_000...70_000)) }
        for _ in 0..<2_000 {
            let centre = CGFloat(random.int(-70_000..<70_000)) + 0.5
            values += [centre, centre.nextUp, centre.nextDown]
        }
        for value in values {
            #expect(PixelSnapping.firstCentre(near: value) == PixelSnapping.firstCentre(atOrAfter: value), "\(value)")
        }
    }

    @Test func aValueIsClearOnlyFartherThanTheMarginFromEveryCentre() {
        let margin: CGFloat = 1.0 / 1_048_576
        #expect(!PixelSnapping.firstCentre(near: 10.5, margin: margin).isClear)
        #expect(!PixelSnapping.firstCentre(near: 10.5 + margin / 2, margin: margin).isClear)
        #expect(!PixelSnapping.firstCentre(near: -3.5 - margin / 2, margin: margin).isClear)
        #expect(PixelSnapping.firstCentre(near: 10.5 + 2 * margin, margin: margin).isClear)
        #expect(PixelSnapping.firstCentre(near: 10, margin: margin).isClear)
        #expect(PixelSnapping.firstCentre(near: 10.5 - 2 * margin, margin: margin) == (10, true))
    }
}
