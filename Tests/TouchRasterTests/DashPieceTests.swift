import Foundation
import TestSupport
import Testing
import TouchDisplayList

@testable import TouchRaster

/// A dashed polygon outline's pieces painted by ``DashPiece`` give exactly the
/// pixels the general polygon fill gave them (``RasterBand``'s fill through
/// ``ConvexPolygonScanner``, kept as the reference behind
/// `RasterCanvas.dashPiecesThroughScanner`): seeded random dashed outlines —
/// the bench's hidden views' slivers, axis-aligned and rotated, thinner than
/// their stroke, random convex polygons, clipped and not, opaque and
/// translucent — at scales 1, 1.5 and 2 in 1, 2 and 3 bands. Tolerance: 0
/// pixels.
@Suite struct DashPieceTests {
    /// A random colour; opaque half the time, else translucent.
    func color(_ random: inout SeededRandom) -> DrawColor {
        let alpha = random.int(0..<2) == 0 ? 255 : UInt8(random.int(1..<255))
        return DrawColor(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: alpha)
    }

    /// An outline of every shape the dashed pieces meet: half-point slivers
    /// (the bench's hidden views), wider quads, at right angles or not, and
    /// convex polygons of 3 to 8 corners.
    func outline(_ random: inout SeededRandom, in size: CGSize) -> [CGPoint] {
        let centre = CGPoint(x: random.number(-10...Double(size.width) + 10), y: random.number(-10...Double(size.height) + 10))
        switch random.int(0..<4) {
        case 0:
            let angles: [CGFloat] = [0, .pi / 2, random.number(0...2 * .pi)]
            return rotatedQuad(
                centre: centre, width: random.number(0.2...1.2), height: random.number(4...Double(size.height)),
                angle: angles[random.int(0..<3)])
        case 1:
            return rotatedQuad(
                centre: centre, width: random.number(1...30), height: random.number(1...40), angle: random.number(0...2 * .pi))
        case 2:
            return rotatedQuad(centre: centre, width: random.number(1...30), height: random.number(1...40), angle: 0)
        default:
            return random.convexPolygon(in: size)
        }
    }

    func randomList(_ random: inout SeededRandom, size: CGSize, count: Int) -> DrawList {
        var list = DrawList(size: size, background: color(&random).withAlpha(255))
        var clipped = false
        for _ in 0..<count {
            random.maybeSwitchClip(&list, size: size, clipped: &clipped)
            let dash: [CGFloat] =
                random.int(0..<3) == 0 ? [5, 4] : [random.number(0.3...8), random.number(0.3...6)]
            let width = [CGFloat(1), 0.5, 2, 3.3][random.int(0..<4)]
            list.append(
                .strokePolygon(
                    outline(&random, in: size), color: color(&random), style: StrokeStyle(width: width, dash: dash)))
        }
        return list
    }

    func render(_ list: DrawList, scale: CGFloat, bands: Int, throughScanner: Bool) throws -> [UInt32] {
        let canvas = RasterCanvas()
        canvas.bandCount = bands
        canvas.dashPiecesThroughScanner = throughScanner
        try canvas.render(list, scale: scale)
        return canvas.pixels
    }

    @Test(arguments: [CGFloat(1), 1.5, 2])
    func dashedOutlinesGiveTheScannersPixelsInAnyNumberOfBands(scale: CGFloat) throws {
        var random = SeededRandom(seed: 3_101)
        for round in 0..<40 {
            let size = round % 2 == 0 ? CGSize(width: 72, height: 56) : CGSize(width: 41, height: 67)
            let list = randomList(&random, size: size, count: 24)
            for bands in [1, 2, 3] {
                let reference = try render(list, scale: scale, bands: bands, throughScanner: true)
                let pieces = try render(list, scale: scale, bands: bands, throughScanner: false)
                let differing = zip(reference, pieces).count { $0 != $1 }
                #expect(differing == 0, "round \(round), scale \(scale), \(bands) bands: \(differing) pixels differ")
            }
        }
    }

    /// Paints `corners` (four, in pixels) through the general fill's
    /// scanner on a fresh buffer, the reference.
    func scannerPixels(_ corners: [CGPoint], _ color: SourceOverColor, clip: PixelRect, width: Int, height: Int) -> [UInt32] {
        var pixels = [UInt32](repeating: 0xFF10_2030, count: width * height)
        var points = corners
        pixels.withUnsafeMutableBufferPointer { buffer in
            let target = PixelTarget(base: buffer.baseAddress!, width: width, height: height)
            points.withUnsafeMutableBufferPointer { corners in
                let count = ConvexOutline.removeRepeatedCorners(corners.baseAddress!, count: 4)
                guard count >= 3 else { return }
                if count == 4, let rect = ConvexOutline.axisAlignedRect(corners.baseAddress!) {
                    target.fill(rect.intersection(clip), color)
                    return
                }
                var scanner = ConvexPolygonScanner(points: corners.baseAddress!, count: count)
                let first = max(scanner.firstRow, clip.minY), end = min(scanner.endRow, clip.maxY)
                guard first < end else { return }
                scanner.forEachSpan(rows: first, end, minX: clip.minX, maxX: clip.maxX) { row, start, end in
                    target.fillSpan(row: row, from: start, to: end, color)
                }
            }
        }
        return pixels
    }

    /// Quads as dashes make them — a stretch of one edge and the same
    /// stretch of a shorter, parallel one — and, to reach the scanner's own
    /// corner cases, quads with corners on half pixels and on pixel
    /// centres, flat tops, and zigzags that are not convex: each painted by
    /// ``DashPiece`` (or left by it to the scanner) gives the scanner's
    /// pixels, and most typical pieces are painted by ``DashPiece`` itself.
    @Test func singlePiecesGiveTheScannersPixels() {
        var random = SeededRandom(seed: 3_102)
        let (width, height) = (24, 20)
        var painted = 0, typical = 0
        for round in 0..<4_000 {
            let corners: [CGPoint]
            switch round % 4 {
            case 0, 1:
                // A dash piece: outer stretch a→b, inner stretch c→d parallel and shorter.
                let angle = random.number(0...2 * .pi), length = random.number(0.5...12), depth = random.number(0.05...3)
                let start = CGPoint(x: random.number(-2...26), y: random.number(-2...22))
                let direction = CGPoint(x: cos(angle), y: sin(angle)), normal = CGPoint(x: -sin(angle), y: cos(angle))
                let shrink = random.number(0...min(Double(length) / 2, 1))
                corners = [
                    start, CGPoint(x: start.x + direction.x * length, y: start.y + direction.y * length),
                    CGPoint(
                        x: start.x + direction.x * (length - shrink) + normal.x * depth,
                        y: start.y + direction.y * (length - shrink) + normal.y * depth),
                    CGPoint(
                        x: start.x + direction.x * shrink + normal.x * depth, y: start.y + direction.y * shrink + normal.y * depth),
                ]
                typical += 1
            case 2:
                // Corners on a grid of quarter pixels: centres, edges and ties.
                corners = (0..<4).map { _ in CGPoint(x: CGFloat(random.int(-4..<100)) / 4, y: CGFloat(random.int(-4..<84)) / 4) }
            default:
                corners = (0..<4).map { _ in CGPoint(x: random.number(-2...26), y: random.number(-2...22)) }
            }
            let color = SourceOverColor(
                DrawColor(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: random.int(0..<2) == 0 ? 255 : 128))
            let clip =
                random.int(0..<3) == 0
                ? PixelRect(minX: random.int(0..<12), minY: random.int(0..<10), maxX: random.int(12..<24), maxY: random.int(10..<20))
                : PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
            let reference = scannerPixels(corners, color, clip: clip, width: width, height: height)
            var pixels = [UInt32](repeating: 0xFF10_2030, count: width * height)
            let handled = pixels.withUnsafeMutableBufferPointer { buffer in
                DashPiece.fill(
                    corners[0], corners[1], corners[2], corners[3], color, clip: clip,
                    on: PixelTarget(base: buffer.baseAddress!, width: width, height: height))
            }
            if handled {
                let differing = zip(pixels, reference).count { $0 != $1 }
                #expect(differing == 0, "round \(round): \(differing) pixels differ for \(corners), clip \(clip)")
                if round % 4 < 2 { painted += 1 }
            } else {
                let touched = pixels.count { $0 != 0xFF10_2030 }
                #expect(touched == 0, "round \(round): a piece left to the scanner painted \(touched) pixels")
            }
        }
        #expect(painted * 10 >= typical * 9, "\(painted) of \(typical) typical pieces painted by DashPiece")
    }
}
