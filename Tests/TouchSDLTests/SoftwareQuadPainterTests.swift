import Foundation
import Testing
import TouchDrawing

@testable import TouchSDL

/// `SoftwareQuadPainter` must give exactly the pixels SDL's software
/// `SDL_RenderGeometry` gives for the same quad outlines: these render seeded
/// random lists (fills, outlines of every width, clips, scales, and renderer
/// commands in between) both ways and compare every pixel (tolerance 0).
@Suite(.serialized) @MainActor struct SoftwareQuadPainterTests {
    /// A small seeded generator (SplitMix64), so a failure replays.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func number(_ range: ClosedRange<Double>) -> CGFloat {
            CGFloat(range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) / Double(1 << 53))
        }
        mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
        mutating func color() -> DrawColor {
            let alphas: [UInt8] = [0, 1, 60, 110, 128, 200, 254, 255, byte()]
            return DrawColor(red: byte(), green: byte(), blue: byte(), alpha: alphas[Int(next() % UInt64(alphas.count))])
        }
        mutating func quad(in size: CGSize) -> [CGPoint] {
            // Whole, half and arbitrary fractional edges, some off the canvas.
            func edge(_ limit: CGFloat) -> CGFloat {
                switch next() % 3 {
                case 0: return number(-8...Double(limit) + 8).rounded()
                case 1: return number(-8...Double(limit) + 8).rounded() + 0.5
                default: return number(-8...Double(limit) + 8)
                }
            }
            let x0 = edge(size.width), x1 = edge(size.width), y0 = edge(size.height), y1 = edge(size.height)
            let corners = [CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1), CGPoint(x: x0, y: y1)]
            // Either winding, starting at any corner.
            let start = Int(next() % 4)
            let rotated = Array(corners[start...] + corners[..<start])
            return next() % 2 == 0 ? rotated : rotated.reversed()
        }
    }

    func list(seed: UInt64) -> DrawList {
        var random = Random(state: seed)
        let size = CGSize(width: 64, height: 48)
        var list = DrawList(size: size, background: random.color().withAlpha(255))
        for _ in 0..<40 {
            switch random.next() % 7 {
            case 0, 1:
                list.fillPolygon(random.quad(in: size), random.color())
            case 2, 3:
                let widths: [CGFloat] = [1, 2, 3, 0.5, 1.5, 4, 30]
                list.strokePolygon(random.quad(in: size), random.color(), width: widths[Int(random.next() % 7)])
            case 4:
                // Painted through the renderer in between, to check the order is kept.
                list.fillCircle(
                    center: CGPoint(x: random.number(0...64), y: random.number(0...48)),
                    radius: random.number(2...12), random.color())
            case 5:
                list.fill(
                    CGRect(
                        x: random.number(-4...60), y: random.number(-4...44), width: random.number(0...20),
                        height: random.number(0...20)), random.color())
            default:
                list.clipped(
                    to: CGRect(
                        x: random.number(-4...40), y: random.number(-4...30), width: random.number(0...40),
                        height: random.number(0...30))
                ) { inner in
                    inner.fillPolygon(random.quad(in: size), random.color())
                    inner.strokePolygon(random.quad(in: size), random.color(), width: 2)
                    inner.clipped(to: CGRect(x: random.number(0...40), y: random.number(0...30), width: 24, height: 18)) {
                        $0.fillPolygon(random.quad(in: size), random.color())
                    }
                }
            }
        }
        return list
    }

    @Test(arguments: [CGFloat(1), 2, 1.5])
    func outlinesArePaintedExactlyAsSDLsTrianglesWouldBe(scale: CGFloat) throws {
        let fonts = try FontCache(fontPath: TestAssets.fontPath)
        let direct = HeadlessRenderer(fonts: fonts, usesShortcuts: true)
        let triangles = HeadlessRenderer(fonts: fonts, usesShortcuts: false)
        for seed in UInt64(1)...40 {
            let list = list(seed: seed)
            let expected = try triangles.render(list, scale: scale)
            let actual = try direct.render(list, scale: scale)
            let differing = zip(expected.pixels, actual.pixels).count { $0 != $1 }
            #expect(differing == 0, "seed \(seed), scale \(scale): \(differing) pixels differ")
        }
    }

    @Test func aPlaygroundLikeFrameIsPixelIdentical() throws {
        let fonts = try FontCache(fontPath: TestAssets.fontPath)
        let list = HeadlessRendererTests.scene
        let expected = try HeadlessRenderer(fonts: fonts, usesShortcuts: false).render(list)
        #expect(try HeadlessRenderer(fonts: fonts, usesShortcuts: true).render(list) == expected)
    }
}
