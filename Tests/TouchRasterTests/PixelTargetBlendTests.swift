import Foundation
import TestSupport
import Testing
import TouchDisplayList

@testable import TouchRaster

/// Translucent spans and text masks are blended four pixels at a time (in
/// release builds); the bytes must be those of ``SourceOverColor``'s
/// one-pixel blend (checked exhaustively against SDL's formula in
/// `SourceOverColorTests`) for every alpha and coverage, at every span
/// length and alignment, both ways.
@Suite struct PixelTargetBlendTests {
    /// A row of pixels whose channels all differ, from the seed.
    func row(_ random: inout SeededRandom, count: Int) -> [UInt32] {
        (0..<count).map { _ in UInt32(truncatingIfNeeded: random.next()) }
    }

    @Test func aTranslucentSpanMatchesThePixelByPixelBlend() {
        var random = SeededRandom(seed: 71)
        for alpha in 0...255 {
            let color = SourceOverColor(
                DrawColor(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: UInt8(alpha)))
            var pixels = row(&random, count: 40)
            let start = random.int(0..<6), end = start + random.int(0..<34)
            let expected = pixels.enumerated().map { index, pixel in
                (start..<end).contains(index) && !color.isOpaque ? color.blend(over: pixel) : pixel
            }
            var spans = pixels
            pixels.withUnsafeMutableBufferPointer { buffer in
                if !color.isOpaque { PixelTarget.blend(color, at: buffer.baseAddress! + start, count: end - start) }
            }
            spans.withUnsafeMutableBufferPointer { buffer in
                let target = PixelTarget(base: buffer.baseAddress!, width: 40, height: 1)
                if !color.isOpaque { target.fillSpan(row: 0, from: start, to: end, color) }
            }
            #expect(pixels == expected, "alpha \(alpha), \(start)..<\(end), four at a time")
            #expect(spans == expected, "alpha \(alpha), \(start)..<\(end)")
        }
    }

    @Test func aTextMaskMatchesThePixelByPixelBlendForEveryCoverage() {
        var random = SeededRandom(seed: 73)
        for alpha in [0, 1, 77, 128, 254, 255] {
            let color = SourceOverColor(
                DrawColor(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: UInt8(alpha)))
            // Every coverage value, a few zero runs, 37 wide so rows end in a partial group.
            var coverage = (0..<(37 * 9)).map { UInt8(truncatingIfNeeded: $0 * 7) }
            for _ in 0..<40 { coverage[random.int(0..<coverage.count)] = 0 }
            for index in 100..<108 { coverage[index] = 0 }
            let mask = TextMask(width: 37, height: 9, coverage: coverage)
            var pixels = row(&random, count: 48 * 12)
            let (x, y) = (random.int(-3..<8), random.int(-2..<4))
            let clip = PixelRect(minX: 1, minY: 0, maxX: 47, maxY: 12)
            var expected = pixels
            for row in 0..<12 {
                for column in 0..<48 where clip.contains(column, row) {
                    let (mx, my) = (column - x, row - y)
                    guard (0..<37).contains(mx), (0..<9).contains(my) else { continue }
                    let value = UInt32(coverage[my * 37 + mx])
                    if value != 0 { expected[row * 48 + column] = color.blend(over: pixels[row * 48 + column], coverage: value) }
                }
            }
            for fourAtATime in [true, false] {
                var blended = pixels
                blended.withUnsafeMutableBufferPointer { buffer in
                    PixelTarget(base: buffer.baseAddress!, width: 48, height: 12)
                        .blend(mask, x: x, y: y, color, clip: clip, fourAtATime: fourAtATime)
                }
                #expect(blended == expected, "alpha \(alpha) at \(x), \(y), four at a time: \(fourAtATime)")
            }
        }
    }
}

extension PixelRect {
    fileprivate func contains(_ x: Int, _ y: Int) -> Bool {
        (minX..<maxX).contains(x) && (minY..<maxY).contains(y)
    }
}
