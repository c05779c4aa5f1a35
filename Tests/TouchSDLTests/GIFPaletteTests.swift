import Testing
import TouchDisplayList
import TouchPlaygroundUI

@testable import TouchSDL

/// A GIF frame keeps the colours that mean something: the semantic colours
/// and the frame's flat greys come out of the palette exactly, not averaged
/// with their neighbours in a median-cut box (the legend's grey swatches had
/// turned green).
@Suite struct GIFPaletteTests {
    private func rgb(_ color: DrawColor) -> UInt32 {
        0xFF00_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    }

    /// 4,000 pixels of as many greens (one pixel each, as anti-aliased edges
    /// are), then every semantic colour and two greys in small flat blocks.
    private func frame() -> (pixels: [UInt32], flat: [UInt32]) {
        var pixels: [UInt32] = []
        for step in 0..<4000 {
            let green = UInt32(120 + step % 130), red = UInt32(20 + step / 130), blue = UInt32(60 + step % 37)
            pixels.append(0xFF00_0000 | red << 16 | green << 8 | blue)
        }
        let greys: [UInt32] = [0xFF8E_8E93, 0xFFE5_E5EA]
        let flat = PlaygroundStyle.semanticColors.map { rgb($0.color) } + greys
        for color in flat { pixels += [UInt32](repeating: color, count: 40) }
        return (pixels, flat)
    }

    @Test func semanticColoursAndFlatGreysKeepTheirExactColour() throws {
        let (pixels, flat) = frame()
        let palette = try GIFPalette(pixels: pixels)
        #expect(palette.colors.count <= 256)
        #expect(palette.indices.count == pixels.count)
        for (pixel, index) in zip(pixels, palette.indices) where flat.contains(pixel) {
            #expect(palette.colors[Int(index)] == pixel & 0xFF_FFFF, "\(String(pixel, radix: 16)) changed colour")
        }
    }

    @Test func everyOtherPixelGetsANearbyColour() throws {
        let (pixels, _) = frame()
        let palette = try GIFPalette(pixels: pixels)
        var worst = 0
        for (pixel, index) in zip(pixels, palette.indices) {
            let entry = palette.colors[Int(index)]
            for shift: UInt32 in [16, 8, 0] {
                let a = Int((pixel >> shift) & 0xFF), b = Int((entry >> shift) & 0xFF)
                worst = max(worst, abs(a - b))
            }
        }
        #expect(worst <= 24, "a pixel moved by \(worst) in a channel")
    }

    @Test func aFrameOfFewColoursKeepsThemAll() throws {
        let pixels: [UInt32] = [0xFF11_2233, 0xFF44_5566, 0xFF11_2233, 0xFFFF_FFFF]
        let palette = try GIFPalette(pixels: pixels)
        #expect(palette.colors == [0x11_2233, 0x44_5566, 0xFF_FFFF])
        #expect(palette.indices == [0, 1, 0, 2])
    }

    @Test func thePaletteIsTheSameOnEveryRun() throws {
        let (pixels, _) = frame()
        let one = try GIFPalette(pixels: pixels), two = try GIFPalette(pixels: pixels)
        #expect(one.colors == two.colors && one.indices == two.indices)
    }

    /// Frames of one animation are encoded while others are drawn, and tests
    /// run side by side: palettes made on eight threads at once are the same
    /// as the one made alone (giflib's median cut sorts through a global).
    @Test func palettesMadeAtOnceOnManyThreadsAreTheSame() async throws {
        let (pixels, _) = frame()
        let alone = try GIFPalette(pixels: pixels)
        let together = try await withThrowingTaskGroup(of: GIFPalette.self) { group in
            for _ in 0..<8 { group.addTask { try GIFPalette(pixels: pixels) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for palette in together {
            #expect(palette.colors == alone.colors && palette.indices == alone.indices)
        }
    }
}
