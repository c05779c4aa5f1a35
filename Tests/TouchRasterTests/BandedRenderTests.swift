import Foundation
import TestSupport
import Testing
import TouchDisplayList

@testable import TouchRaster

/// A render split into horizontal bands painted in parallel gives exactly the
/// pixels of one band the height of the canvas, whatever the number of
/// bands: seeded random lists of every command (clips, fused views, dashes,
/// text) at three scales, painted in 1, 2, 3 and 7 bands. The text source is
/// asked the same questions in the same order whatever the count, and errors
/// leave the same half-drawn frame. Tolerance: 0 pixels.
@Suite struct BandedRenderTests {
    static let bandCounts = [2, 3, 7]

    /// A random colour; opaque half the time, else any alpha (0 included).
    func color(_ random: inout SeededRandom) -> DrawColor {
        let alpha = random.int(0..<2) == 0 ? 255 : random.byte()
        return DrawColor(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: alpha)
    }

    func point(_ random: inout SeededRandom, in size: CGSize) -> CGPoint {
        CGPoint(x: random.number(-8...Double(size.width) + 8), y: random.number(-8...Double(size.height) + 8))
    }

    func style(_ random: inout SeededRandom) -> StrokeStyle {
        let width = [CGFloat(1), 0.5, 2, 3.3, 9][random.int(0..<5)]
        let dash: [CGFloat] = random.int(0..<2) == 0 ? [] : [random.number(0.5...6), random.number(0.5...5)]
        return StrokeStyle(width: width, dash: dash)
    }

    /// A list of about `count` commands of every kind, clips balanced or not
    /// closed (never popped without a push).
    func randomList(_ random: inout SeededRandom, size: CGSize, count: Int) -> DrawList {
        var list = DrawList(size: size, background: color(&random).withAlpha(255))
        var depth = 0
        for _ in 0..<count {
            switch random.int(0..<12) {
            case 0:
                list.append(
                    .pushClip(
                        CGRect(origin: point(&random, in: size), size: CGSize(width: random.number(0...50), height: random.number(0...40))))
                )
                depth += 1
            case 1 where depth > 0:
                list.append(.popClip)
                depth -= 1
            case 2:
                let rect = CGRect(
                    origin: point(&random, in: size), size: CGSize(width: random.number(-5...40), height: random.number(-5...30)))
                list.append(
                    random.int(0..<2) == 0
                        ? .fillRect(rect, color: color(&random)) : .strokeRect(rect, color: color(&random), style: style(&random)))
            case 3, 4:
                // A view: an opaque fill and a solid outline of the same quad (fused).
                let corners = random.int(0..<2) == 0 ? random.convexPolygon(in: size) : axisAlignedQuad(&random, in: size)
                list.append(.fillPolygon(corners, color: color(&random).withAlpha(255)))
                list.append(.strokePolygon(corners, color: color(&random), style: StrokeStyle(width: random.number(0.3...6))))
            case 5:
                list.append(.fillPolygon(random.convexPolygon(in: size), color: color(&random)))
            case 6:
                list.append(.strokePolygon(random.convexPolygon(in: size), color: color(&random), style: style(&random)))
            case 7:
                list.append(
                    .line(from: point(&random, in: size), to: point(&random, in: size), color: color(&random), style: style(&random)))
            case 8:
                list.append(
                    .arrow(
                        from: point(&random, in: size), to: point(&random, in: size), color: color(&random), style: style(&random),
                        headLength: random.number(0...12)))
            case 9:
                let center = point(&random, in: size), radius = random.number(0.5...30)
                list.append(
                    random.int(0..<2) == 0
                        ? .fillCircle(center: center, radius: radius, color: color(&random))
                        : .strokeCircle(center: center, radius: radius, color: color(&random), style: style(&random)))
            default:
                let alignment = [TextAlignment.left, .center, .right][random.int(0..<3)]
                list.append(
                    .text(
                        TextRun(
                            String(repeating: "x", count: random.int(0..<9)), origin: point(&random, in: size),
                            pointSize: random.number(4...16), color: color(&random),
                            maxWidth: random.int(0..<3) == 0 ? random.number(0...20) : nil, alignment: alignment)))
            }
        }
        return list
    }

    func axisAlignedQuad(_ random: inout SeededRandom, in size: CGSize) -> [CGPoint] {
        let origin = point(&random, in: size)
        let end = CGPoint(x: origin.x + random.number(0.5...40), y: origin.y + random.number(0.5...30))
        return [origin, CGPoint(x: end.x, y: origin.y), end, CGPoint(x: origin.x, y: end.y)]
    }

    func render(_ list: DrawList, scale: CGFloat, bands: Int?) throws -> (pixels: [UInt32], requests: [String]) {
        let source = BlockTextSource()
        let canvas = RasterCanvas(textSource: source)
        canvas.bandCount = bands
        try canvas.render(list, scale: scale)
        return (canvas.pixels, source.requests.map { "\($0.text) \($0.pixelSize) \(String(describing: $0.maxWidth))" })
    }

    @Test(arguments: [CGFloat(1), 1.5, 2])
    func randomListsGiveTheSamePixelsInAnyNumberOfBands(scale: CGFloat) throws {
        var random = SeededRandom(seed: 41)
        for round in 0..<60 {
            let size = round % 2 == 0 ? CGSize(width: 64, height: 48) : CGSize(width: 37, height: 53)
            let list = randomList(&random, size: size, count: 40)
            let serial = try render(list, scale: scale, bands: 1)
            for bands in Self.bandCounts {
                let banded = try render(list, scale: scale, bands: bands)
                let differing = zip(serial.pixels, banded.pixels).count { $0 != $1 }
                #expect(differing == 0, "round \(round), scale \(scale), \(bands) bands: \(differing) pixels differ")
                #expect(banded.requests == serial.requests, "round \(round): text requests differ in \(bands) bands")
            }
        }
    }

    @Test func aFrameLargeEnoughForAutomaticBandsMatchesTheSerialRender() throws {
        var random = SeededRandom(seed: 43)
        let list = randomList(&random, size: CGSize(width: 320, height: 240), count: 400)
        let serial = try render(list, scale: 1.5, bands: 1)
        let automatic = try render(list, scale: 1.5, bands: nil)
        #expect(automatic.pixels == serial.pixels)
        #expect(automatic.requests == serial.requests)
    }

    @Test func aPopWithoutAPushLeavesTheSameHalfDrawnFrameInAnyNumberOfBands() throws {
        var list = DrawList(size: CGSize(width: 40, height: 30), background: .white)
        list.fill(CGRect(x: 0, y: 0, width: 40, height: 30), .blue)
        list.append(.popClip)
        list.fill(CGRect(x: 0, y: 0, width: 40, height: 30), .red)
        for bands in [1] + Self.bandCounts {
            let canvas = RasterCanvas()
            canvas.bandCount = bands
            #expect(throws: RasterError.unbalancedClipPop(commandIndex: 1)) { try canvas.render(list, scale: 1) }
            #expect(canvas.pixels.allSatisfy { $0 == argb(.blue) }, "\(bands) bands")
        }
    }

    @Test func aTextSourceErrorLeavesTheCommandsBeforeItDrawnInAnyNumberOfBands() throws {
        struct Failure: Error {}
        final class FailingSource: TextMaskSource {
            var requests = 0
            var framesEnded = 0
            func mask(for text: String, pixelSize: Int, maxWidth: Int?) throws -> TextMask? {
                requests += 1
                if text == "fail" { throw Failure() }
                return TextMask(width: 2, height: 2, coverage: [255, 255, 255, 255])
            }
            func frameDidEnd() { framesEnded += 1 }
        }
        var list = DrawList(size: CGSize(width: 40, height: 30), background: .white)
        list.fill(CGRect(x: 0, y: 0, width: 20, height: 30), .blue)
        list.text("ok", at: CGPoint(x: 30, y: 10), size: 10, .black)
        list.text("fail", at: CGPoint(x: 30, y: 20), size: 10, .black)
        list.fill(CGRect(x: 0, y: 0, width: 40, height: 30), .red)
        for bands in [1] + Self.bandCounts {
            let source = FailingSource()
            let canvas = RasterCanvas(textSource: source)
            canvas.bandCount = bands
            #expect(throws: Failure.self) { try canvas.render(list, scale: 1) }
            #expect(source.requests == 2 && source.framesEnded == 1)
            #expect(canvas.pixel(x: 5, y: 5) == .blue && canvas.pixel(x: 30, y: 10) == .black, "\(bands) bands")
            #expect(canvas.pixel(x: 30, y: 20) == .white && canvas.pixel(x: 35, y: 25) == .white, "\(bands) bands")
        }
    }

    @Test func smallImagesArePaintedInOneBandAndCountsAreLimitedToTheRows() {
        let canvas = RasterCanvas()
        #expect(canvas.resolvedBandCount(width: 255, height: 255) == 1)
        let large = canvas.resolvedBandCount(width: 1280, height: 800)
        #expect((1...RasterCanvas.maximumAutomaticBandCount).contains(large))
        #expect(large == min(ProcessInfo.processInfo.activeProcessorCount, RasterCanvas.maximumAutomaticBandCount))
        canvas.bandCount = 7
        #expect(canvas.resolvedBandCount(width: 10, height: 5) == 5)
        #expect(canvas.resolvedBandCount(width: 10, height: 50) == 7)
        canvas.bandCount = 0
        #expect(canvas.resolvedBandCount(width: 10, height: 50) == 1)
        canvas.bandCount = 1000
        #expect(canvas.resolvedBandCount(width: 10, height: 5000) == 64)
    }
}
