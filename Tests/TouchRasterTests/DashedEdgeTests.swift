import Foundation
import TestSupport
import Testing
import TouchDisplayList

@testable import TouchRaster

/// A dashed outline's edges painted from their bands (``DashedEdge``)
/// give exactly the pixels of the pieces filled one by one through the
/// general fill's scanner, the reference behind
/// `RasterCanvas.dashPiecesThroughScanner`, ties included: where a pixel
/// centre lies on a piece's side, the piece is handed back to the scanner's
/// arithmetic. Tolerance: 0 pixels.
@Suite struct DashedEdgeTests {
    /// The corners of the piece `from..<to` of the band, as `RasterBand`
    /// computes them.
    func piece(_ outer: (CGPoint, CGPoint), _ inner: (CGPoint, CGPoint), from: CGFloat, to: CGFloat) -> [CGPoint] {
        func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
            t == 0 ? a : t == 1 ? b : CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        return [lerp(outer.0, outer.1, from), lerp(outer.0, outer.1, to), lerp(inner.0, inner.1, to), lerp(inner.0, inner.1, from)]
    }

    /// Random bands (an edge and a parallel, shorter inset edge) and
    /// random dashes of them, one piece at a time: painted by ``DashedEdge``
    /// (and, from a centre too near a side on, by ``DashPiece`` as
    /// `RasterBand` does), each gives the scanner's pixels; typical pieces,
    /// with no centre that near, are painted by ``DashedEdge`` alone.
    @Test func singlePiecesGiveTheScannersPixels() {
        var random = SeededRandom(seed: 3_201)
        let (width, height) = (32, 28)
        var tested = 0, whole = 0
        for round in 0..<3_000 {
            let length = random.number(1...40), depth = random.number(0.05...3)
            let start = CGPoint(x: random.number(-4...36), y: random.number(-4...32))
            // A quarter of the edges exactly upright or level.
            let exact = [CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)]
            let angle = random.number(0...2 * .pi)
            let direction = random.int(0..<4) == 0 ? exact[random.int(0..<4)] : CGPoint(x: cos(angle), y: sin(angle))
            let normal = CGPoint(x: -direction.y, y: direction.x)
            let shrink = random.number(0...min(Double(length) / 2, 2))
            let outer = (start, CGPoint(x: start.x + direction.x * length, y: start.y + direction.y * length))
            let inner = (
                CGPoint(x: start.x + direction.x * shrink + normal.x * depth, y: start.y + direction.y * shrink + normal.y * depth),
                CGPoint(
                    x: start.x + direction.x * (length - shrink) + normal.x * depth,
                    y: start.y + direction.y * (length - shrink) + normal.y * depth)
            )
            guard let edge = DashedEdge(outerStart: outer.0, outerEnd: outer.1, innerStart: inner.0, innerEnd: inner.1) else {
                continue
            }
            let from = random.int(0..<4) == 0 ? 0 : random.number(0...0.9)
            let to = random.int(0..<4) == 0 ? 1 : min(1, from + random.number(0.02...0.5))
            let color = SourceOverColor(
                DrawColor(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: random.int(0..<2) == 0 ? 255 : 128))
            let clip =
                random.int(0..<3) == 0
                ? PixelRect(minX: random.int(0..<14), minY: random.int(0..<12), maxX: random.int(14..<32), maxY: random.int(12..<28))
                : PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
            let corners = piece(outer, inner, from: from, to: to)
            let reference = DashPieceTests().scannerPixels(corners, color, clip: clip, width: width, height: height)
            var pixels = [UInt32](repeating: 0xFF10_2030, count: width * height)
            var handedBack = false
            pixels.withUnsafeMutableBufferPointer { buffer in
                let target = PixelTarget(base: buffer.baseAddress!, width: width, height: height)
                func byPiece(_ clip: PixelRect) {
                    handedBack = true
                    if !DashPiece.fill(corners[0], corners[1], corners[2], corners[3], color, clip: clip, on: target) {
                        let repainted = DashPieceTests().scannerPixels(corners, color, clip: clip, width: width, height: height)
                        for index in repainted.indices where repainted[index] != 0xFF10_2030 { buffer[index] = repainted[index] }
                    }
                }
                let resume = edge.paint(from: from, to: to, color, clip: clip, on: target) { row, column in
                    byPiece(PixelRect(minX: column, minY: row, maxX: clip.maxX, maxY: row + 1))
                }
                if let resume, resume < clip.maxY {
                    byPiece(PixelRect(minX: clip.minX, minY: resume, maxX: clip.maxX, maxY: clip.maxY))
                }
            }
            let differing = zip(pixels, reference).count { $0 != $1 }
            #expect(differing == 0, "round \(round): \(differing) pixels differ for \(corners), clip \(clip)")
            tested += 1
            if !handedBack { whole += 1 }
        }
        #expect(tested > 2_500, "\(tested) bands steep enough for DashedEdge")
        #expect(whole * 100 >= tested * 99, "\(whole) of \(tested) pieces painted by DashedEdge alone")
    }

    /// Outlines whose corners lie on quarter pixels, upright or rotated to
    /// slopes of ½, 1, 2 and 3, with dashes in quarter pixels: their sides run
    /// through pixel centres, where only the scanner's own arithmetic says
    /// which piece a centre belongs to. The pixels are the reference's, in
    /// 1, 2 and 3 bands.
    @Test(arguments: [CGFloat(1), 2])
    func sidesThroughPixelCentresGiveTheScannersPixels(scale: CGFloat) throws {
        var random = SeededRandom(seed: 3_202)
        let tests = DashPieceTests()
        for round in 0..<150 {
            let size = CGSize(width: 40, height: 40)
            var list = DrawList(size: size, background: DrawColor(red: 0, green: 0, blue: 0, alpha: 255))
            for _ in 0..<12 {
                func quarter(_ limit: Int) -> CGFloat { CGFloat(random.int(0..<(4 * limit))) / 4 }
                let (x, y, width, height) = (quarter(40), quarter(40), quarter(10) + 1, quarter(10) + 1)
                // Upright (and level) sides, or slopes of ½, 1, 2 and 3.
                let slope = [CGFloat.infinity, 1, 2, 0.5, 3][random.int(0..<5)]
                let along =
                    slope.isInfinite
                    ? CGPoint(x: 0, y: 1) : CGPoint(x: 1 / (1 + slope * slope).squareRoot(), y: slope / (1 + slope * slope).squareRoot())
                let corners = [
                    CGPoint(x: x, y: y), CGPoint(x: x + width * along.x, y: y + width * along.y),
                    CGPoint(x: x + width * along.x - height * along.y, y: y + width * along.y + height * along.x),
                    CGPoint(x: x - height * along.y, y: y + height * along.x),
                ]
                let dash = [CGFloat(random.int(1..<12)) / 4, CGFloat(random.int(1..<12)) / 4]
                let strokeWidth = [CGFloat(0.5), 1, 2][random.int(0..<3)]
                let alpha: UInt8 = random.int(0..<2) == 0 ? 255 : 128
                list.append(
                    .strokePolygon(
                        corners, color: DrawColor(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: alpha),
                        style: StrokeStyle(width: strokeWidth, dash: dash)))
            }
            for bands in [1, 2, 3] {
                let reference = try tests.render(list, scale: scale, bands: bands, throughScanner: true)
                let pixels = try tests.render(list, scale: scale, bands: bands, throughScanner: false)
                let differing = zip(reference, pixels).count { $0 != $1 }
                #expect(differing == 0, "round \(round), scale \(scale), \(bands) bands: \(differing) pixels differ")
            }
        }
    }
}
