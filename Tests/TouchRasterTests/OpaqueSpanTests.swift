import Foundation
import TestSupport
import Testing
import TouchDisplayList

@testable import TouchRaster

/// Opaque spans stored directly — a rectangle's rows with its colour tested
/// once, an opaque polygon's rows and a view's band and fill without a call
/// to ``PixelTarget/fillSpan(row:from:to:_:)`` per span — give exactly the
/// pixels of that call per span (kept as the reference behind
/// `RasterCanvas.opaqueSpansThroughFillSpan`): seeded random views as the
/// playground draws them (an opaque fill and the solid stroke of the same
/// polygon, fused), slivers thinner than their stroke, opaque and
/// translucent polygons, solid strokes, rectangles, clipped and not, at
/// scales 1, 1.5 and 2 in 1, 2 and 3 bands. Tolerance: 0 pixels.
@Suite struct OpaqueSpanTests {
    /// A random colour; opaque two times in three, else translucent.
    func color(_ random: inout SeededRandom) -> DrawColor {
        let alpha = random.int(0..<3) == 0 ? UInt8(random.int(1..<255)) : 255
        return DrawColor(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: alpha)
    }

    /// A view's outline: a sliver (thinner than most strokes), a wider
    /// quad at a right angle or rotated, or a convex polygon.
    func outline(_ random: inout SeededRandom, in size: CGSize) -> [CGPoint] {
        let centre = CGPoint(x: random.number(-10...Double(size.width) + 10), y: random.number(-10...Double(size.height) + 10))
        let angles: [CGFloat] = [0, .pi / 2, random.number(0...2 * .pi)]
        let angle = angles[random.int(0..<3)]
        switch random.int(0..<4) {
        case 0:
            return rotatedQuad(
                centre: centre, width: random.number(0.2...1.5), height: random.number(4...Double(size.height)), angle: angle)
        case 1, 2:
            return rotatedQuad(centre: centre, width: random.number(1...40), height: random.number(1...40), angle: angle)
        default:
            return random.convexPolygon(in: size)
        }
    }

    func randomList(_ random: inout SeededRandom, size: CGSize, count: Int) -> DrawList {
        var list = DrawList(size: size, background: color(&random).withAlpha(255))
        var clipped = false
        for _ in 0..<count {
            random.maybeSwitchClip(&list, size: size, clipped: &clipped)
            let corners = outline(&random, in: size)
            let width = [CGFloat(1), 0.5, 2, 3.3][random.int(0..<4)]
            switch random.int(0..<5) {
            case 0, 1:
                // A view: fused when the fill is opaque.
                list.append(.fillPolygon(corners, color: color(&random)))
                list.append(.strokePolygon(corners, color: color(&random), style: StrokeStyle(width: width)))
            case 2:
                list.append(.fillPolygon(corners, color: color(&random)))
            case 3:
                list.append(.strokePolygon(corners, color: color(&random), style: StrokeStyle(width: width)))
            default:
                let rect = CGRect(
                    x: random.number(-5...Double(size.width)), y: random.number(-5...Double(size.height)),
                    width: random.number(0...50), height: random.number(0...50))
                if random.int(0..<2) == 0 {
                    list.append(.fillRect(rect, color: color(&random)))
                } else {
                    list.append(.strokeRect(rect, color: color(&random), style: StrokeStyle(width: width)))
                }
            }
        }
        return list
    }

    func render(_ list: DrawList, scale: CGFloat, bands: Int, throughFillSpan: Bool) throws -> [UInt32] {
        let canvas = RasterCanvas()
        canvas.bandCount = bands
        canvas.opaqueSpansThroughFillSpan = throughFillSpan
        try canvas.render(list, scale: scale)
        return canvas.pixels
    }

    @Test(arguments: [CGFloat(1), 1.5, 2])
    func opaqueSpansStoredDirectlyGiveTheSpanCallsPixelsInAnyNumberOfBands(scale: CGFloat) throws {
        var random = SeededRandom(seed: 3_131)
        var views = 0
        for round in 0..<40 {
            let size = round % 2 == 0 ? CGSize(width: 72, height: 56) : CGSize(width: 41, height: 67)
            let list = randomList(&random, size: size, count: 24)
            views += zip(list.commands, list.commands.dropFirst()).count { RasterBand.fusesView($0, $1, scale: scale) }
            for bands in [1, 2, 3] {
                let reference = try render(list, scale: scale, bands: bands, throughFillSpan: true)
                let direct = try render(list, scale: scale, bands: bands, throughFillSpan: false)
                let differing = zip(reference, direct).count { $0 != $1 }
                #expect(differing == 0, "round \(round), scale \(scale), \(bands) bands: \(differing) pixels differ")
            }
        }
        #expect(views >= 100, "only \(views) fused views: the direct band path is hardly reached")
    }

    /// ``PixelTarget/fill(_:_:)``: random rectangles, one to many pixels
    /// wide (a view's one-pixel side bands, panels), opaque or translucent,
    /// give the pixels of one ``PixelTarget/fillSpan(row:from:to:_:)`` per
    /// row, and nothing outside the rectangle changes.
    @Test func rectangleFillsGiveOneSpanPerRowsPixels() {
        var random = SeededRandom(seed: 3_132)
        let (width, height) = (53, 29)
        for round in 0..<2_000 {
            let minX = random.int(0..<width), minY = random.int(0..<height)
            let rect = PixelRect(
                minX: minX, minY: minY, maxX: min(width, minX + random.int(0..<(round % 3 == 0 ? 4 : 40))),
                maxY: min(height, minY + random.int(0..<20)))
            let color = SourceOverColor(color(&random))
            let background = (0..<width * height).map { _ in UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000 }
            var reference = background, pixels = background
            reference.withUnsafeMutableBufferPointer { buffer in
                let target = PixelTarget(base: buffer.baseAddress!, width: width, height: height)
                guard !rect.isEmpty else { return }
                for row in rect.minY..<rect.maxY { target.fillSpan(row: row, from: rect.minX, to: rect.maxX, color) }
            }
            pixels.withUnsafeMutableBufferPointer { buffer in
                PixelTarget(base: buffer.baseAddress!, width: width, height: height).fill(rect, color)
            }
            let differing = zip(reference, pixels).count { $0 != $1 }
            #expect(differing == 0, "round \(round): \(differing) pixels differ for \(rect)")
        }
    }
}
