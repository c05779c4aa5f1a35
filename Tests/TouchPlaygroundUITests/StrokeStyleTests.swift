import Foundation
import Testing
import TouchDisplayList

@Suite struct StrokeStyleTests {
    @Test func solidCoversTheWholeLength() {
        #expect(StrokeStyle.solid(2).dashIntervals(alongLength: 10) == [0...10])
        #expect(!StrokeStyle.solid().isDashed)
    }

    @Test func patternAlternatesOnAndOff() {
        let style = StrokeStyle(dash: [4, 2])
        #expect(style.isDashed)
        #expect(style.dashIntervals(alongLength: 15) == [0...4, 6...10, 12...15])
    }

    @Test func phaseContinuesThePatternFromAnEarlierEdge() {
        // 5 points already drawn: 4 on, 1 of the 2 off; 1 off remains.
        let style = StrokeStyle(dash: [4, 2])
        #expect(style.dashIntervals(alongLength: 8, phase: 5) == [1...5, 7...8])
    }

    @Test func negativePhaseWrapsAround() {
        let style = StrokeStyle(dash: [4, 2])
        #expect(style.dashIntervals(alongLength: 6, phase: -1) == style.dashIntervals(alongLength: 6, phase: 5))
    }

    @Test func oddPatternIsRepeatedLikeSVG() {
        // [3] means 3 on, 3 off.
        #expect(StrokeStyle(dash: [3]).dashIntervals(alongLength: 10) == [0...3, 6...9])
    }

    @Test func patternWithoutGapsIsSolid() {
        let style = StrokeStyle(dash: [5, 0])
        #expect(!style.isDashed)
        #expect(style.dashIntervals(alongLength: 12) == [0...12])
    }

    @Test func patternWithoutDashesDrawsNothing() {
        #expect(StrokeStyle(dash: [0, 5]).dashIntervals(alongLength: 12).isEmpty)
    }

    @Test func negativeLengthsCountAsZero() {
        #expect(StrokeStyle(dash: [4, -2]).dashIntervals(alongLength: 9) == [0...9])
    }

    @Test func emptyPathHasNoIntervals() {
        #expect(StrokeStyle.solid().dashIntervals(alongLength: 0).isEmpty)
    }

    @Test func scalingMultipliesWidthAndPattern() {
        #expect(StrokeStyle(width: 1.5, dash: [4, 2]).scaled(by: 2) == StrokeStyle(width: 3, dash: [8, 4]))
    }
}
