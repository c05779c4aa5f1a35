import Foundation
import TestSupport
import Testing
import TouchDisplayList

@testable import TouchRaster

/// The allocation-free dash walk must give exactly the stretches of
/// `StrokeStyle.dashIntervals` on the style scaled to pixels.
@Suite struct DashPatternTests {
    func stretches(_ pattern: DashPattern, length: CGFloat, phase: CGFloat) -> [ClosedRange<CGFloat>] {
        var result: [ClosedRange<CGFloat>] = []
        pattern.forEachDash(alongLength: length, phase: phase) { result.append($0...$1) }
        return result
    }

    @Test func matchesDashIntervalsOnRandomPatterns() {
        var random = SeededRandom(seed: 21)
        for round in 0..<2000 {
            let count = random.int(0..<6)
            let dash = (0..<count).map { _ in random.int(0..<5) == 0 ? -random.number(0...3) : random.number(0...9).rounded(.down) / 2 }
            let style = StrokeStyle(width: 1, dash: dash)
            let scale = [CGFloat(1), 1.5, 2][random.int(0..<3)]
            let length = random.number(0...80), phase = random.number(-40...120)
            let expected = style.scaled(by: scale).dashIntervals(alongLength: length, phase: phase)
            let pattern = DashPattern(style, scale: scale)
            #expect(stretches(pattern, length: length, phase: phase) == expected, "round \(round): \(dash) × \(scale)")
            #expect(pattern.isDashed == style.isDashed)
            // isOn (from the pattern's start) agrees with the stretches away from their ends.
            let fromStart = style.scaled(by: scale).dashIntervals(alongLength: length)
            for _ in 0..<5 where length > 0 {
                let distance = random.number(0...Double(length))
                let inside = fromStart.contains { $0.lowerBound + 1e-6 < distance && distance < $0.upperBound - 1e-6 }
                let outside = !fromStart.contains { $0.lowerBound - 1e-6 <= distance && distance <= $0.upperBound + 1e-6 }
                if inside { #expect(pattern.isOn(at: distance), "round \(round) at \(distance)") }
                if outside { #expect(!pattern.isOn(at: distance), "round \(round) at \(distance)") }
            }
        }
    }

    @Test func solidAndEmptyPatterns() {
        #expect(!DashPattern(StrokeStyle(width: 1), scale: 1).isDashed)
        #expect(!DashPattern(StrokeStyle(width: 1, dash: [3, 0]), scale: 1).isDashed)
        let gaps = DashPattern(StrokeStyle(width: 1, dash: [0, 3]), scale: 1)
        #expect(gaps.isDashed && gaps.drawsNothing)
        #expect(stretches(gaps, length: 10, phase: 0).isEmpty)
        // An odd pattern repeats: [2] is [2, 2].
        #expect(stretches(DashPattern(StrokeStyle(width: 1, dash: [2]), scale: 2), length: 10, phase: 0) == [0...4, 8...10])
    }
}
