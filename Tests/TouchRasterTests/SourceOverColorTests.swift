import Testing
import TouchDisplayList

@testable import TouchRaster

/// The blend arithmetic, exhaustively against SDL's formula: each colour
/// channel `s·a/255 + d·(255−a)/255`, alpha `a + d·(255−a)/255`, quotients
/// truncated.
@Suite struct SourceOverColorTests {
    func reference(source: DrawColor, alpha: Int, over destination: UInt32) -> UInt32 {
        func channel(_ s: Int, _ d: UInt32) -> UInt32 {
            UInt32(s * alpha / 255 + Int(d & 0xFF) * (255 - alpha) / 255)
        }
        return channel(255, destination >> 24) << 24 | channel(Int(source.red), destination >> 16) << 16
            | channel(Int(source.green), destination >> 8) << 8 | channel(Int(source.blue), destination)
    }

    @Test func blendMatchesTheFormulaForEveryAlphaAndDestinationValue() {
        let sources = [DrawColor.red, .green, .blue, .black, .white, DrawColor(red: 1, green: 128, blue: 254)]
        for source in sources {
            for alpha in 0...255 {
                let color = SourceOverColor(source.withAlpha(UInt8(alpha)))
                for value in stride(from: UInt32(0), through: 255, by: 1) {
                    // Every channel of the destination gets a different value.
                    let destination = value << 24 | (255 - value) << 16 | (value * 7 % 256) << 8 | (value * 13 % 256)
                    let expected = reference(source: source, alpha: alpha, over: destination)
                    #expect(color.blend(over: destination) == expected, "\(source) a=\(alpha) over \(destination)")
                }
            }
        }
    }

    @Test func coverageScalesTheAlphaFirst() {
        let color = SourceOverColor(DrawColor.blue.withAlpha(200))
        for coverage in UInt32(0)...255 {
            let effective = Int(coverage) * 200 / 255
            let destination: UInt32 = 0xFF12_C0FE
            #expect(color.blend(over: destination, coverage: coverage) == reference(source: .blue, alpha: effective, over: destination))
        }
        // Full coverage of an opaque colour stores it; none keeps the destination.
        let opaque = SourceOverColor(.red)
        #expect(opaque.blend(over: 0xFF00_0000, coverage: 255) == argb(.red))
        #expect(opaque.blend(over: 0x1234_5678, coverage: 0) == 0x1234_5678)
    }

    @Test func opaqueAndInvisibleColoursAreRecognised() {
        #expect(SourceOverColor(.red).isOpaque && !SourceOverColor(.red).isInvisible)
        #expect(SourceOverColor(.clear).isInvisible)
        #expect(SourceOverColor(.red).pixel == 0xFFFF_3B30)
        #expect(SourceOverColor(DrawColor.red.withAlpha(0x80)).pixel == 0x80FF_3B30)
        // Alpha 255 through the blend is a copy, alpha 0 keeps everything.
        #expect(SourceOverColor(.green).blend(over: 0x8012_3456) == argb(.green))
        #expect(SourceOverColor(.clear).blend(over: 0x8012_3456) == 0x8012_3456)
    }
}
