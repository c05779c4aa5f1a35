import Foundation
import TestSupport
import Testing
import TouchDisplayList

@testable import TouchPlaygroundUI

/// A colour channel (``PlaygroundStyle/channel(_:)``) is the value rounded as
/// `rounded()` rounds it, then clamped, as every view's fill and muted
/// colour was worked out: the same byte for every value.
@Suite struct ColourChannelTests {
    private func roundedThenClamped(_ value: Double) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }

    @Test func everyValueGetsTheByteRoundingGaveIt() {
        var values: [Double] = [0, -0.0, .nan, .infinity, -.infinity, 1e300, -1e300, .leastNonzeroMagnitude, 0.49999999999999994]
        for whole in -3...258 {
            let value = Double(whole)
            values += [value, value.nextUp, value.nextDown, value + 0.5, (value + 0.5).nextUp, (value + 0.5).nextDown, value + 0.25]
        }
        var random = SeededRandom(seed: 33)
        values += (0..<5_000).map { _ in Double.random(in: -10...265, using: &random) }
        for value in values {
            #expect(PlaygroundStyle.channel(value) == roundedThenClamped(value), "\(value)")
        }
        // And through the colours built with it: a view's fill, muted.
        for _ in 0..<500 {
            let channels = (0..<3).map { _ in UInt8.random(in: 0...255, using: &random) }
            let color = DrawColor(red: channels[0], green: channels[1], blue: channels[2])
            let gray = 0.299 * Double(color.red) + 0.587 * Double(color.green) + 0.114 * Double(color.blue)
            func muted(_ value: UInt8) -> UInt8 {
                let desaturated = Double(value) + (gray - Double(value)) * 2 / 3
                return roundedThenClamped(desaturated + (255 - desaturated) * 0.5)
            }
            #expect(PlaygroundStyle.muted(color) == DrawColor(red: muted(channels[0]), green: muted(channels[1]), blue: muted(channels[2])))
        }
    }
}
