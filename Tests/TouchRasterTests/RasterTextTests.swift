import Foundation
import Testing
import TouchDisplayList

@testable import TouchRaster

/// Text through a ``TextMaskSource``: what the canvas asks for, where the
/// mask lands, and how its coverage blends. `BlockTextSource` makes masks of
/// 3 px per character, as tall as the pixel size, full coverage except a
/// half-covered first column.
@Suite struct RasterTextTests {
    @Test func theSourceIsAskedForThePixelSizeAndWidthAtTheCanvasScale() throws {
        let source = BlockTextSource()
        _ = try render(width: 100, scale: 1.5, text: source) {
            $0.text("Label", at: CGPoint(x: 4, y: 4), size: 13, .black, maxWidth: 40.9)
            $0.text("Big", at: CGPoint(x: 4, y: 20), size: 1000, .black)
        }
        #expect(source.requests.map(\.text) == ["Label", "Big"])
        // 13 × 1.5 = 19.5 rounds to 20; 40.9 × 1.5 = 61.35 rounds down to 61.
        #expect(source.requests[0].pixelSize == 20 && source.requests[0].maxWidth == 61)
        // Sizes are capped at 512 px; no maximum width means none.
        #expect(source.requests[1].pixelSize == 512 && source.requests[1].maxWidth == nil)
        #expect(source.framesEnded == 1)
    }

    @Test(arguments: [(TextAlignment.left, 20), (.center, 14), (.right, 8)])
    func alignmentPutsTheOriginAtTheLeftMiddleOrRightEdge(alignment: TextAlignment, left: Int) throws {
        // "abcd" is 12 px wide: its left edge is at 20, 20 − 6 or 20 − 12.
        let canvas = try render(text: BlockTextSource()) {
            $0.text("abcd", at: CGPoint(x: 20, y: 5), size: 10, .black, alignment: alignment)
        }
        #expect(canvas.pixels(equalTo: .black).count == 11 * 10)
        #expect(Set(canvas.pixels(equalTo: .black).map(\.0)) == Set((left + 1)..<(left + 12)))
        #expect(Set(canvas.pixels(equalTo: .black).map(\.1)) == Set(5..<15))
        #expect(canvas.pixel(x: left, y: 5) == DrawColor(red: 127, green: 127, blue: 127))
    }

    @Test func theMaskIsPlacedAtTheRoundedScaledOrigin() throws {
        // 10.3 × 2 = 20.6 → 21; 3.2 × 2 = 6.4 → 6; centred "ab" (6 px) at 21 − 3 = 18.
        let canvas = try render(scale: 2, text: BlockTextSource()) {
            $0.text("ab", at: CGPoint(x: 10.3, y: 3.2), size: 4, .black, alignment: .center)
        }
        let painted = canvas.pixels.indices.filter { canvas.pixels[$0] != argb(.white) }
        #expect(painted.map { $0 % canvas.width }.min() == 18)
        #expect(painted.map { $0 / canvas.width }.min() == 6)
    }

    @Test func coverageAndTheRunsAlphaBothScaleTheBlend() throws {
        let canvas = try render(text: BlockTextSource()) {
            $0.text("ab", at: CGPoint(x: 2, y: 2), size: 4, DrawColor.black.withAlpha(100))
        }
        // Full coverage: alpha 100, 255·155/255 = 155. Half (128): alpha 128·100/255 = 50, 255·205/255 = 205.
        #expect(canvas.pixel(x: 3, y: 2) == DrawColor(red: 155, green: 155, blue: 155))
        #expect(canvas.pixel(x: 2, y: 2) == DrawColor(red: 205, green: 205, blue: 205))
    }

    @Test func invisibleTextIsNotRequestedAndMissingMasksDrawNothing() throws {
        let source = BlockTextSource()
        let canvas = try render(text: source) {
            $0.text("Hidden", at: CGPoint(x: 5, y: 5), size: 12, .clear)
            $0.text("", at: CGPoint(x: 5, y: 5), size: 12, .black)
        }
        #expect(source.requests.map(\.text) == [""])
        #expect(Set(canvas.pixels) == [argb(.white)])
    }

    @Test func withoutASourceTextDrawsNothing() throws {
        let canvas = try render { $0.text("Hello", at: CGPoint(x: 5, y: 5), size: 12, .black) }
        #expect(Set(canvas.pixels) == [argb(.white)])
    }
}
