import Foundation
import TestSupport
import Testing
import TouchDisplayList

@testable import TouchRaster

/// An opaque polygon fill followed by a solid stroke of the same polygon (a
/// view and its outline) is painted in one pass; the pixels must be exactly
/// those of the two commands painted in turn. A clip of the whole canvas
/// pushed between the two keeps them apart without changing what they cover.
/// Tolerance: 0 pixels.
@Suite struct ViewFusionTests {
    static let size = CGSize(width: 64, height: 48)

    /// A random view quad: axis-aligned (whole, half or any fractional edges),
    /// rotated, or a sliver thinner than its stroke.
    func quad(_ random: inout SeededRandom) -> [CGPoint] {
        let centre = CGPoint(x: random.number(-4...68), y: random.number(-4...52))
        let halfWidth = random.int(0..<4) == 0 ? random.number(0.1...1.5) : random.number(1...30)
        let halfHeight = random.number(0.5...24)
        let angle = random.int(0..<2) == 0 ? 0 : random.number(0...(2 * .pi))
        func corner(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: centre.x + x * cos(angle) - y * sin(angle), y: centre.y + x * sin(angle) + y * cos(angle))
        }
        var corners = [
            corner(-halfWidth, -halfHeight), corner(halfWidth, -halfHeight), corner(halfWidth, halfHeight),
            corner(-halfWidth, halfHeight),
        ]
        if angle == 0, random.int(0..<2) == 0 {
            corners = corners.map { CGPoint(x: ($0.x * 2).rounded() / 2, y: ($0.y * 2).rounded() / 2) }
        }
        if random.int(0..<2) == 0 { corners.reverse() }
        return corners
    }

    @Test(arguments: [CGFloat(1), 1.5, 2])
    func aViewsFillAndOutlinePaintedTogetherMatchPaintedApart(scale: CGFloat) throws {
        var random = SeededRandom(seed: 17)
        for round in 0..<150 {
            var fused = DrawList(size: Self.size, background: .white)
            var apart = fused
            let clip = random.int(0..<3) == 0 ? CGRect(x: random.number(0...30), y: random.number(0...20), width: 30, height: 20) : nil
            if let clip {
                fused.append(.pushClip(clip))
                apart.append(.pushClip(clip))
            }
            for _ in 0..<4 {
                let corners = quad(&random)
                let fill = DrawColor(red: random.byte(), green: random.byte(), blue: random.byte())
                let outline = DrawColor(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: random.byte())
                let width = [CGFloat(1), 0.5, 2, 3.3, 12][random.int(0..<5)]
                fused.fillPolygon(corners, fill)
                fused.strokePolygon(corners, outline, width: width)
                apart.fillPolygon(corners, fill)
                apart.append(.pushClip(CGRect(x: -1000, y: -1000, width: 3000, height: 3000)))
                apart.strokePolygon(corners, outline, width: width)
                apart.append(.popClip)
            }
            let a = RasterCanvas(), b = RasterCanvas()
            try a.render(fused, scale: scale)
            try b.render(apart, scale: scale)
            let differing = zip(a.pixels, b.pixels).count { $0 != $1 }
            #expect(differing == 0, "round \(round), scale \(scale): \(differing) pixels differ")
        }
    }

    @Test func onlyAnOpaqueFillWithASolidStrokeOfTheSameCornersIsFused() throws {
        // Not fused (and still right): a translucent fill, a dashed stroke, another quad.
        let square = [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10), CGPoint(x: 30, y: 30), CGPoint(x: 10, y: 30)]
        let canvas = try render {
            $0.fillPolygon(square, DrawColor.red.withAlpha(128))
            $0.strokePolygon(square, DrawColor.black.withAlpha(128), width: 2)
        }
        // Red at 128 over white: (255, 156, 151); black at 128 over that: (127, 77, 75).
        #expect(canvas.pixel(x: 20, y: 20) == DrawColor(red: 255, green: 156, blue: 151))
        #expect(canvas.pixel(x: 10, y: 20) == DrawColor(red: 127, green: 77, blue: 75))
    }
}
