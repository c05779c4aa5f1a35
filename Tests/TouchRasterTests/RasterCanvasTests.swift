import Foundation
import Testing
import TouchDisplayList
import TouchInsight
import TouchPlaygroundUI

@testable import TouchRaster

/// What each draw command puts into pixels. Tolerance: exact (0) everywhere;
/// the rasteriser is integer arithmetic over pixel-centre samples.
@Suite struct RasterCanvasTests {
    @Test func backgroundFillsTheCanvas() throws {
        let canvas = try render(background: .indigo) { _ in }
        #expect(canvas.width == 60 && canvas.height == 40)
        #expect(Set(canvas.pixels) == [argb(.indigo)])
    }

    @Test func aTranslucentBackgroundIsStoredAsItIs() throws {
        let canvas = try render(background: DrawColor.red.withAlpha(40)) { _ in }
        #expect(canvas.pixel(x: 3, y: 3) == DrawColor.red.withAlpha(40))
    }

    // MARK: Rectangles

    @Test func fillRectCoversExactlyItsPixels() throws {
        let canvas = try render { $0.fill(CGRect(x: 10, y: 5, width: 20, height: 10), .red) }
        #expect(
            canvas.picture(of: .red, rows: 4..<16, columns: 8..<32) == [
                "........................",
                "..####################..",
                "..####################..",
                "..####################..",
                "..####################..",
                "..####################..",
                "..####################..",
                "..####################..",
                "..####################..",
                "..####################..",
                "..####################..",
                "........................",
            ])
        #expect(canvas.pixels(equalTo: .red).count == 200)
    }

    @Test func rectEdgesScaleAndSnapToTheNearestPixel() throws {
        // Scale 2: 1…3 pt → 2…6 px.
        let two = try render(width: 10, height: 10, scale: 2) { $0.fill(CGRect(x: 1, y: 1, width: 2, height: 2), .red) }
        #expect(two.width == 20 && two.height == 20)
        #expect(
            two.picture(of: .red, rows: 1..<7, columns: 1..<7) == [
                "......", ".####.", ".####.", ".####.", ".####.", "......",
            ])
        // Scale 1.5: 1…4 pt → 1.5…6 px → pixels 2..<6 (halves round away from zero).
        let oneAndAHalf = try render(width: 10, height: 10, scale: 1.5) { $0.fill(CGRect(x: 1, y: 1, width: 3, height: 3), .red) }
        #expect(oneAndAHalf.width == 15)
        #expect(oneAndAHalf.pixels(equalTo: .red).map(\.0).min() == 2)
        #expect(oneAndAHalf.pixels(equalTo: .red).map(\.0).max() == 5)
        // Fractional points: x 10.4…15.6 → 10…16; y 10.6…12.4 → 11…12.
        let fractional = try render { $0.fill(CGRect(x: 10.4, y: 10.6, width: 5.2, height: 1.8), .red) }
        #expect(Set(fractional.pixels(equalTo: .red).map(\.0)) == Set(10..<16))
        #expect(Set(fractional.pixels(equalTo: .red).map(\.1)) == [11])
    }

    @Test func adjacentRectsWithFractionalEdgesNeitherOverlapNorLeaveGaps() throws {
        let translucent = DrawColor.blue.withAlpha(100)
        let canvas = try render {
            $0.fill(CGRect(x: 3.3, y: 2, width: 10.4, height: 5), translucent)
            $0.fill(CGRect(x: 13.7, y: 2, width: 9.55, height: 5), translucent)
        }
        let row = (0..<30).map {
            canvas.pixel(x: $0, y: 4) == .white ? "." : canvas.pixel(x: $0, y: 4) == canvas.pixel(x: 10, y: 4) ? "#" : "?"
        }
        #expect(row.joined() == "...####################.......")
    }

    @Test func translucentFillBlendsWithSDLsArithmetic() throws {
        // dst = src·a/255 + dst·(255−a)/255, each term truncated (SDL_draw.h).
        // Green (52,199,89) at a=128 over red (255,59,48):
        //   r = 52·128/255 + 255·127/255 = 26 + 127 = 153
        //   g = 199·128/255 + 59·127/255 = 99 + 29 = 128
        //   b = 89·128/255 + 48·127/255 = 44 + 23 = 67
        let canvas = try render {
            $0.fill(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
            $0.fill(CGRect(x: 10, y: 0, width: 20, height: 20), DrawColor.green.withAlpha(128))
        }
        #expect(canvas.pixel(x: 5, y: 5) == .red)
        #expect(canvas.pixel(x: 15, y: 5) == DrawColor(red: 153, green: 128, blue: 67))
        #expect(canvas.pixel(x: 25, y: 5) == DrawColor(red: 153, green: 226, blue: 171))
    }

    @Test func invisibleColoursChangeNothing() throws {
        let canvas = try render {
            $0.fill(CGRect(x: 0, y: 0, width: 60, height: 40), .clear)
            $0.fillPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 60, y: 0), CGPoint(x: 30, y: 40)], DrawColor.red.withAlpha(0))
            $0.fillCircle(center: CGPoint(x: 30, y: 20), radius: 15, .clear)
        }
        #expect(Set(canvas.pixels) == [argb(.white)])
    }

    @Test func strokeRectLiesInsideTheRect() throws {
        let canvas = try render { $0.stroke(CGRect(x: 10, y: 10, width: 20, height: 16), .blue, width: 2) }
        for (x, y) in [(10, 10), (29, 10), (10, 25), (29, 25), (11, 18), (28, 18), (20, 11), (20, 24)] {
            #expect(canvas.pixel(x: x, y: y) == .blue, "(\(x), \(y))")
        }
        for (x, y) in [(9, 10), (30, 10), (20, 9), (20, 26), (12, 18), (27, 18), (20, 12), (20, 23)] {
            #expect(canvas.pixel(x: x, y: y) == .white, "(\(x), \(y))")
        }
        // A 2 px ring inside a 20×16 rect: 20·16 − 16·12 = 128 px.
        #expect(canvas.pixels(equalTo: .blue).count == 128)
    }

    @Test(arguments: [(CGFloat(1), CGFloat(1), 1), (1.4, 1, 1), (1.6, 1, 2), (0.2, 1, 1), (1, 2, 2), (1.5, 2, 3), (1, 1.5, 2)])
    func strokeRectWidthRoundsToWholePixelsOfAtLeastOne(width: CGFloat, scale: CGFloat, expectedPixels: Int) throws {
        let canvas = try render(width: 40, height: 40, scale: scale) {
            $0.stroke(CGRect(x: 4, y: 4, width: 20, height: 20), .black, width: width)
        }
        let left = PixelSnapping.edge(4 * scale), middle = PixelSnapping.edge(14 * scale)
        let inked = (0..<canvas.width).filter { canvas.pixel(x: $0, y: middle) == .black }
        #expect(inked.first == left)
        #expect(inked.count == 2 * expectedPixels, "\(inked)")
    }

    @Test func aStrokeAtLeastHalfAsThickAsTheRectFillsIt() throws {
        let canvas = try render { $0.stroke(CGRect(x: 10, y: 10, width: 8, height: 20), .black, width: 4, dash: [1, 1]) }
        #expect(canvas.pixels(equalTo: .black).count == 8 * 20)
    }

    @Test func translucentStrokeHasNoDoubleBlendedCorners() throws {
        let canvas = try render { $0.stroke(CGRect(x: 10, y: 10, width: 20, height: 16), DrawColor.black.withAlpha(128), width: 3) }
        let stroke = canvas.pixel(x: 20, y: 10)
        #expect(stroke == DrawColor(red: 127, green: 127, blue: 127))
        let painted = canvas.pixels.filter { $0 != argb(.white) }
        #expect(Set(painted) == [argb(stroke)])
        #expect(painted.count == 20 * 16 - 14 * 10)
    }

    @Test func dashedStrokeRunsClockwiseFromTheTopLeftCorner() throws {
        let canvas = try render { $0.stroke(CGRect(x: 10, y: 10, width: 40, height: 20), .black, width: 1, dash: [4, 2]) }
        let top = (10..<50).map { canvas.pixel(x: $0, y: 10) == .black ? "#" : "." }.joined()
        #expect(top == "####..####..####..####..####..####..####")
        // The top edge used 40 = 6·6 + 4, so the right edge (from y = 11) starts with a 2 px gap.
        let right = (11..<20).map { canvas.pixel(x: 49, y: $0) == .black ? "#" : "." }.joined()
        #expect(right == "..####..#")
    }

    @Test func dashesScaleWithTheCanvas() throws {
        let canvas = try render(scale: 2) { $0.stroke(CGRect(x: 10, y: 10, width: 20, height: 10), .black, width: 1, dash: [2, 1]) }
        let top = (20..<40).map { canvas.pixel(x: $0, y: 20) == .black ? "#" : "." }.joined()
        #expect(top == "####..####..####..##")
        #expect(canvas.pixel(x: 22, y: 21) == .black)  // 2 px thick
        #expect(canvas.pixel(x: 22, y: 22) == .white)
    }

    // MARK: Polygons

    @Test func axisAlignedPolygonsTakeThePixelsWhoseCentresAreInside() throws {
        let canvas = try render {
            // 10.4…20.6: centres 10.5…20.5 are inside.
            $0.fillPolygon([CGPoint(x: 10.4, y: 2), CGPoint(x: 20.6, y: 2), CGPoint(x: 20.6, y: 4), CGPoint(x: 10.4, y: 4)], .red)
            // 10.5…20.5: a centre on the left edge is inside, one on the right edge is not.
            $0.fillPolygon([CGPoint(x: 10.5, y: 6), CGPoint(x: 20.5, y: 6), CGPoint(x: 20.5, y: 8), CGPoint(x: 10.5, y: 8)], .blue)
            // Rows likewise: 10.5…12.5 takes rows 10 and 11.
            $0.fillPolygon([CGPoint(x: 30, y: 10.5), CGPoint(x: 32, y: 10.5), CGPoint(x: 32, y: 12.5), CGPoint(x: 30, y: 12.5)], .green)
        }
        #expect(Set(canvas.pixels(equalTo: .red).map(\.0)) == Set(10...20))
        #expect(Set(canvas.pixels(equalTo: .blue).map(\.0)) == Set(10..<20))
        #expect(Set(canvas.pixels(equalTo: .green).map(\.1)) == [10, 11])
    }

    @Test func aDiamondFillsItsInteriorExactly() throws {
        let diamond = [CGPoint(x: 30, y: 5), CGPoint(x: 45, y: 20), CGPoint(x: 30, y: 35), CGPoint(x: 15, y: 20)]
        let canvas = try render { $0.fillPolygon(diamond, .purple) }
        // Row 5 (centre 5.5) crosses at 29.5…30.5: one pixel. Row 19 (19.5): 15.5…44.5.
        // The centre 29.5 lies on the left edge (inside), 30.5 on the right one (outside).
        #expect(canvas.picture(of: .purple, rows: 5..<6, columns: 28..<33) == [".#..."])
        #expect(Set(canvas.pixels(equalTo: .purple).filter { $0.1 == 19 }.map(\.0)) == Set(15..<44))
        // Half-open edges split the centres on the outline evenly: 2·15² = 450 px.
        #expect(canvas.pixels(equalTo: .purple).count == 450)
    }

    @Test func polygonStrokeIsTheBandInsideTheOutline() throws {
        let square = [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10), CGPoint(x: 30, y: 30), CGPoint(x: 10, y: 30)]
        let canvas = try render { $0.strokePolygon(square, .teal, width: 4) }
        // 20·20 − 12·12 pixels; the middle stays empty.
        #expect(canvas.pixels(equalTo: .teal).count == 400 - 144)
        #expect(canvas.pixel(x: 10, y: 10) == .teal && canvas.pixel(x: 13, y: 20) == .teal)
        #expect(canvas.pixel(x: 14, y: 20) == .white && canvas.pixel(x: 9, y: 20) == .white)
        #expect(canvas.pixel(x: 26, y: 20) == .teal && canvas.pixel(x: 25, y: 20) == .white)
    }

    @Test func aStrokeDeeperThanThePolygonFillsIt() throws {
        let triangle = [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10), CGPoint(x: 20, y: 20)]
        let stroked = try render { $0.strokePolygon(triangle, .red, width: 12) }
        let filled = try render { $0.fillPolygon(triangle, .red) }
        #expect(stroked.pixels == filled.pixels)
    }

    @Test func dashedPolygonStrokeAlternatesAndContinuesAcrossCorners() throws {
        let square = [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10), CGPoint(x: 30, y: 30), CGPoint(x: 10, y: 30)]
        let canvas = try render { $0.strokePolygon(square, .black, width: 1, dash: [6, 4]) }
        // The top edge ends in a gap; the corner pixel is the right edge's, whose first
        // dash starts at the corner (the pieces meet on the mitre's diagonal).
        let top = (10..<30).map { canvas.pixel(x: $0, y: 10) == .black ? "#" : "." }.joined()
        #expect(top == "######....######...#")
        // 20 = 2 periods: the right edge starts with a dash again, from its top.
        let right = (10..<30).map { canvas.pixel(x: 29, y: $0) == .black ? "#" : "." }.joined()
        #expect(right == "######....######....")
    }

    @Test func translucentDashesArePaintedOnceEach() throws {
        let quad = [CGPoint(x: 12, y: 4), CGPoint(x: 50, y: 10), CGPoint(x: 44, y: 36), CGPoint(x: 6, y: 30)]
        let colour = DrawColor.red.withAlpha(100)
        let canvas = try render { $0.strokePolygon(quad, colour, width: 3, dash: [5, 3]) }
        let painted = Set(canvas.pixels).subtracting([argb(.white)])
        // 255·100/255 + 255·155/255 = 255; 59·100/255 + 155 = 178; 48·100/255 + 155 = 173.
        #expect(painted == [argb(DrawColor(red: 255, green: 178, blue: 173))])
    }

    // MARK: Lines, arrows, circles

    @Test func lineIsCentredOnTheSegment() throws {
        let canvas = try render { $0.line(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 50, y: 20), .black, width: 4) }
        #expect(canvas.picture(of: .black, rows: 17..<23, columns: 9..<11) == ["..", ".#", ".#", ".#", ".#", ".."])
        #expect(Set(canvas.pixels(equalTo: .black).map(\.0)) == Set(10..<50))
        #expect(canvas.pixels(equalTo: .black).count == 40 * 4)
    }

    @Test func dashedLineAlternates() throws {
        let canvas = try render { $0.line(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 30, y: 20), .black, width: 2, dash: [3, 2]) }
        let row = (8..<32).map { canvas.pixel(x: $0, y: 19) == .black ? "#" : "." }.joined()
        #expect(row == "..###..###..###..###....")
    }

    @Test func arrowHasAHeadWiderThanItsShaftAndBlendsOnce() throws {
        let colour = DrawColor.red.withAlpha(128)
        let canvas = try render {
            $0.arrow(from: CGPoint(x: 5, y: 20), to: CGPoint(x: 55, y: 20), colour, width: 2, headLength: 12)
        }
        let red = canvas.pixel(x: 20, y: 20)
        #expect(red == DrawColor(red: 255, green: 156, blue: 151))
        func height(atColumn x: Int) -> Int { (0..<40).filter { canvas.pixel(x: x, y: $0) == red }.count }
        #expect(height(atColumn: 20) == 2)
        // The head's base is at x = 43; at x = 44.5 it spans 14.75…25.25: rows 15…24.
        #expect(height(atColumn: 44) == 10)
        #expect(canvas.pixel(x: 55, y: 20) == .white)
        #expect(Set(canvas.pixels).subtracting([argb(.white)]) == [argb(red)])
    }

    @Test func circlesFillAndStrokeAroundTheirCentre() throws {
        let canvas = try render {
            $0.fillCircle(center: CGPoint(x: 15, y: 20), radius: 10, .orange)
            $0.strokeCircle(center: CGPoint(x: 45, y: 20), radius: 10, .blue, width: 2)
        }
        #expect(canvas.pixel(x: 15, y: 20) == .orange && canvas.pixel(x: 15, y: 10) == .orange)
        #expect(canvas.pixel(x: 6, y: 12) == .white)  // inside the bounding box, 11.3 from the centre
        #expect(canvas.pixel(x: 45, y: 20) == .white)
        #expect(canvas.pixel(x: 45, y: 10) == .blue && canvas.pixel(x: 54, y: 20) == .blue)
        #expect(canvas.pixel(x: 45, y: 12) == .white && canvas.pixel(x: 45, y: 9) == .white)
        // Centres (x + ½, y + ½) with distance² < 100 from (15, 20): 316 of them.
        #expect(canvas.pixels(equalTo: .orange).count == 316)
    }

    @Test func dashedCircleStartsAtTheRightmostPointAndRunsClockwise() throws {
        let canvas = try render(width: 80, height: 80) {
            $0.strokeCircle(center: CGPoint(x: 40, y: 40), radius: 30, .black, width: 2, dash: [10, 10])
        }
        let solid = try render(width: 80, height: 80) {
            $0.strokeCircle(center: CGPoint(x: 40, y: 40), radius: 30, .black, width: 2)
        }
        let dashed = Set(canvas.pixels(equalTo: .black).map { $0.1 * 80 + $0.0 })
        let ring = Set(solid.pixels(equalTo: .black).map { $0.1 * 80 + $0.0 })
        #expect(dashed.isSubset(of: ring))
        // Just below the rightmost point (clockwise on screen) the first dash, 0…10 px
        // along; 14.6 px along (angle 0.487) the first gap.
        #expect(canvas.pixel(x: 69, y: 41) == .black)
        #expect(canvas.pixel(x: 65, y: 53) == .white && solid.pixel(x: 65, y: 53) == .black)
        // Half the circumference is dashed.
        let share = Double(dashed.count) / Double(ring.count)
        #expect(abs(share - 0.5) < 0.06, "\(share)")
    }

    // MARK: Clips

    @Test func clipsNestAndPopRestoresTheOuterClip() throws {
        let everything = CGRect(x: 0, y: 0, width: 60, height: 40)
        let canvas = try render {
            $0.clipped(to: CGRect(x: 10, y: 10, width: 30, height: 20)) { list in
                list.clipped(to: CGRect(x: 30, y: 0, width: 30, height: 40)) { $0.fill(everything, .red) }
                list.fill(CGRect(x: 0, y: 0, width: 60, height: 12), .blue)
            }
            $0.fill(CGRect(x: 0, y: 38, width: 60, height: 2), .green)
        }
        // Inside both clips; rows 10 and 11 are painted blue after the pop.
        #expect(Set(canvas.pixels(equalTo: .red).map(\.0)) == Set(30..<40))
        #expect(Set(canvas.pixels(equalTo: .red).map(\.1)) == Set(12..<30))
        #expect(canvas.pixels(equalTo: .blue).count == 30 * 2)
        #expect(canvas.pixels(equalTo: .green).count == 60 * 2)
    }

    @Test func everyShapeIsClipped() throws {
        let canvas = try render(text: BlockTextSource()) {
            $0.clipped(to: CGRect(x: 20, y: 10, width: 20, height: 20)) { list in
                list.fillPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 60, y: 2), CGPoint(x: 50, y: 40)], .red)
                list.strokePolygon(
                    [CGPoint(x: 5, y: 5), CGPoint(x: 55, y: 5), CGPoint(x: 55, y: 35), CGPoint(x: 5, y: 35)], .red, width: 20)
                list.fillCircle(center: CGPoint(x: 30, y: 20), radius: 30, .red)
                list.strokeCircle(center: CGPoint(x: 30, y: 20), radius: 30, .red, width: 20, dash: [3, 1])
                list.line(from: CGPoint(x: 0, y: 20), to: CGPoint(x: 60, y: 20), .red, width: 40)
                list.arrow(from: CGPoint(x: 0, y: 20), to: CGPoint(x: 60, y: 20), .red, width: 30, headLength: 20)
                list.stroke(CGRect(x: 0, y: 0, width: 60, height: 40), .red, width: 15)
                list.text("wide text indeed", at: CGPoint(x: 0, y: 0), size: 40, .red)
            }
        }
        for (x, y) in canvas.pixels(equalTo: .red) {
            #expect((20..<40).contains(x) && (10..<30).contains(y), "(\(x), \(y))")
        }
        #expect(!canvas.pixels(equalTo: .red).isEmpty)
    }

    @Test func emptyAndDisjointClipsDrawNothing() throws {
        let canvas = try render(text: BlockTextSource()) {
            $0.clipped(to: CGRect(x: 0, y: 0, width: 10, height: 10)) { list in
                list.clipped(to: CGRect(x: 20, y: 20, width: 10, height: 10)) {
                    $0.fill(CGRect(x: 0, y: 0, width: 60, height: 40), .red)
                    $0.fillCircle(center: CGPoint(x: 25, y: 25), radius: 5, .red)
                }
            }
            $0.clipped(to: CGRect(x: 30, y: 10, width: 0, height: 20)) {
                $0.fillPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 60, y: 0), CGPoint(x: 60, y: 40)], .red)
                $0.text("x", at: CGPoint(x: 30, y: 10), size: 12, .red)
            }
        }
        #expect(Set(canvas.pixels) == [argb(.white)])
    }

    @Test func clipEdgesSnapLikeRectEdges() throws {
        let canvas = try render(scale: 1.5) {
            $0.clipped(to: CGRect(x: 1, y: 1, width: 3, height: 3)) { $0.fill(CGRect(x: 0, y: 0, width: 60, height: 40), .red) }
        }
        #expect(Set(canvas.pixels(equalTo: .red).map(\.0)) == Set(2..<6))
    }

    @Test func popWithoutPushIsAnError() throws {
        var list = DrawList(size: CGSize(width: 10, height: 10))
        list.fill(.zero, .red)
        list.append(.popClip)
        #expect(throws: RasterError.unbalancedClipPop(commandIndex: 1)) { try RasterCanvas().render(list, scale: 1) }
    }

    @Test func emptyOrHugeCanvasIsAnError() throws {
        let canvas = RasterCanvas()
        #expect(throws: RasterError.invalidCanvasSize(width: 0, height: 20)) {
            try canvas.render(DrawList(size: CGSize(width: 0.4, height: 20)), scale: 1)
        }
        #expect(throws: RasterError.invalidCanvasSize(width: 20_000, height: 20)) {
            try canvas.render(DrawList(size: CGSize(width: 10_000, height: 10)), scale: 2)
        }
        #expect(throws: RasterError.invalidCanvasSize(width: 0, height: 0)) {
            try canvas.render(DrawList(size: CGSize(width: CGFloat.nan, height: .infinity)), scale: 1)
        }
    }

    @Test func nonFiniteGeometryIsSkippedWithoutTrapping() throws {
        let canvas = try render {
            $0.fillPolygon([CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)], .red)
            $0.strokePolygon([CGPoint(x: 0, y: 0), CGPoint(x: CGFloat.infinity, y: 0), CGPoint(x: 10, y: 10)], .red, width: 2)
            $0.fill(CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300), .blue)
            $0.fillCircle(center: CGPoint(x: 10, y: 10), radius: .infinity, .red)
            $0.line(from: .zero, to: CGPoint(x: 1e308, y: 1e308), .red, width: .nan)
            $0.arrow(from: .zero, to: CGPoint(x: 30, y: 30), .red, width: 2, headLength: .nan)
            $0.stroke(CGRect(x: 0, y: 0, width: 20, height: 20), .red, width: .infinity)
        }
        #expect(canvas.pixel(x: 59, y: 39) == .blue)
    }
}
