import Foundation
import Testing
import TouchDrawing

@testable import TouchSDL

@Suite struct TessellatorTests {
    /// Total area of a flat triangle list.
    func area(_ triangles: [CGPoint]) -> CGFloat {
        stride(from: 0, to: triangles.count, by: 3).reduce(0) { sum, index in
            sum + abs(Tessellator.signedArea(Array(triangles[index..<index + 3])))
        }
    }

    let square = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]

    @Test func fanCoversAConvexPolygon() {
        let triangles = Tessellator.fillConvex(square)
        #expect(triangles.count == 6)
        #expect(abs(area(triangles) - 100) < 1e-9)
    }

    @Test func degeneratePolygonsGiveNoTriangles() {
        #expect(Tessellator.fillConvex([.zero, CGPoint(x: 1, y: 1)]).isEmpty)
        #expect(Tessellator.fillConvex([.zero, .zero, CGPoint(x: 1, y: 1), .zero]).isEmpty)
    }

    @Test func repeatedCornersAreIgnored() {
        let closed = square + [square[0]]
        #expect(Tessellator.distinctCorners(closed) == square)
        #expect(Tessellator.distinctCorners([square[0], square[0], square[1]]) == [square[0], square[1]])
    }

    @Test func insetWorksForBothWindings() throws {
        let expected = [CGPoint(x: 2, y: 2), CGPoint(x: 8, y: 2), CGPoint(x: 8, y: 8), CGPoint(x: 2, y: 8)]
        #expect(try #require(Tessellator.insetConvex(square, by: 2)) == expected)
        #expect(try #require(Tessellator.insetConvex(square.reversed(), by: 2)) == expected.reversed())
    }

    @Test func insetDeeperThanThePolygonIsNil() {
        #expect(Tessellator.insetConvex(square, by: 6) == nil)
    }

    @Test func polygonStrokeTilesTheRingExactly() {
        // A 2-unit ring inside a 10×10 square: 100 − 6² = 64.
        #expect(abs(area(Tessellator.strokeConvex(square, style: .solid(2))) - 64) < 1e-9)
        // Thicker than half the square: the whole square, once.
        #expect(abs(area(Tessellator.strokeConvex(square, style: .solid(7))) - 100) < 1e-9)
    }

    @Test func dashedPolygonStrokeCoversThePatternsShare() {
        // Perimeter 40 with [5, 5]: every edge is one dash and one gap, half the ring.
        let dashed = Tessellator.strokeConvex(square, style: StrokeStyle(width: 2, dash: [5, 5]))
        #expect(abs(area(dashed) - 32) < 1e-9)
    }

    @Test func lineIsARectangleAroundTheSegment() {
        let triangles = Tessellator.line(from: CGPoint(x: 0, y: 5), to: CGPoint(x: 10, y: 5), style: .solid(2))
        #expect(abs(area(triangles) - 20) < 1e-9)
        #expect(triangles.allSatisfy { $0.y == 4 || $0.y == 6 })
        #expect(Tessellator.line(from: .zero, to: .zero, style: .solid(2)).isEmpty)
    }

    @Test func arrowHeadIsAsWideAsItIsLong() {
        let triangles = Tessellator.arrow(from: .zero, to: CGPoint(x: 20, y: 0), width: 2, headLength: 8)
        // Shaft 12 × 2 plus head ½ · 8 · 8.
        #expect(abs(area(triangles) - (24 + 32)) < 1e-9)
        #expect(triangles.contains(CGPoint(x: 20, y: 0)))
        let short = Tessellator.arrow(from: .zero, to: CGPoint(x: 4, y: 0), width: 2, headLength: 8)
        #expect(short.count == 3)  // head only, shortened to the arrow
    }

    @Test func circleIsCloseToTrueArea() {
        let polygon = Tessellator.circle(center: CGPoint(x: 5, y: 5), radius: 50)
        #expect(polygon.count >= 100)
        let relativeError = abs(area(Tessellator.fillConvex(polygon)) - .pi * 2500) / (.pi * 2500)
        #expect(relativeError < 0.001)
        #expect(Tessellator.circle(center: .zero, radius: 1).count == 16)
        #expect(Tessellator.circle(center: .zero, radius: 0).isEmpty)
    }

    @Test func circleStrokeThickerThanTheRadiusFillsTheCircle() {
        let fill = area(Tessellator.fillConvex(Tessellator.circle(center: .zero, radius: 10)))
        #expect(abs(area(Tessellator.strokeCircle(center: .zero, radius: 10, style: .solid(15))) - fill) < 1e-9)
    }

    @Test func rectStrokeBandsTileTheBorderWithoutOverlap() {
        let bands = Tessellator.rectStroke(CGRect(x: 10, y: 10, width: 20, height: 16), width: 2, style: .solid(2))
        #expect(
            bands == [
                CGRect(x: 10, y: 10, width: 20, height: 2),  // top
                CGRect(x: 28, y: 12, width: 2, height: 14),  // right
                CGRect(x: 10, y: 24, width: 18, height: 2),  // bottom
                CGRect(x: 10, y: 12, width: 2, height: 12),  // left
            ])
        for (i, a) in bands.enumerated() {
            for b in bands[(i + 1)...] { #expect(a.intersection(b).isEmpty || a.intersection(b).width * a.intersection(b).height == 0) }
        }
    }

    @Test func rectStrokeAsThickAsHalfTheRectFillsIt() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 4)
        #expect(Tessellator.rectStroke(rect, width: 2, style: .solid(2)) == [rect])
    }

    @Test func softwareCoverageOfAQuadTruncatesItsCornersTowardsZero() {
        let quad = [CGPoint(x: 2.9, y: 1.5), CGPoint(x: 10.99, y: 1.5), CGPoint(x: 10.99, y: 7), CGPoint(x: 2.9, y: 7)]
        #expect(Tessellator.softwareCoverage(ofQuad: quad) == CGRect(x: 2, y: 1, width: 8, height: 6))
        // Either winding and starting corner; towards zero for negative edges.
        let negative = [CGPoint(x: -3.7, y: 4), CGPoint(x: -3.7, y: -1.2), CGPoint(x: 5, y: -1.2), CGPoint(x: 5, y: 4)]
        #expect(Tessellator.softwareCoverage(ofQuad: negative) == CGRect(x: -3, y: -1, width: 8, height: 5))
        // Float conversion first: 9.999999999 becomes 10 before truncation.
        let nearly = [CGPoint(x: 0, y: 0), CGPoint(x: 9.999_999_999, y: 0), CGPoint(x: 9.999_999_999, y: 4), CGPoint(x: 0, y: 4)]
        #expect(Tessellator.softwareCoverage(ofQuad: nearly)?.width == 10)
    }

    @Test func softwareCoverageIsOnlyForAxisAlignedQuads() {
        let diamond = [CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 5), CGPoint(x: 5, y: 10), CGPoint(x: 0, y: 5)]
        #expect(Tessellator.softwareCoverage(ofQuad: diamond) == nil)
        #expect(Tessellator.softwareCoverage(ofQuad: Array(square.prefix(3))) == nil)
        #expect(Tessellator.softwareCoverage(ofQuad: square.map { CGPoint(x: $0.x + 1e9, y: $0.y) }) == nil)
    }

    @Test func softwareCoverageOfAStrokeIsTheQuadMinusTheInsetQuad() {
        let bands = Tessellator.softwareCoverage(ofQuadStroke: square, width: 2) ?? []
        #expect(
            bands == [
                CGRect(x: 0, y: 0, width: 10, height: 2), CGRect(x: 0, y: 8, width: 10, height: 2),
                CGRect(x: 0, y: 2, width: 2, height: 6), CGRect(x: 8, y: 2, width: 2, height: 6),
            ])
        #expect(bands.reduce(CGFloat(0)) { $0 + $1.width * $1.height } == CGFloat(100 - 36))
        // Too thick to inset: the whole quad.
        #expect(Tessellator.softwareCoverage(ofQuadStroke: square, width: 6) == [CGRect(x: 0, y: 0, width: 10, height: 10)])
    }
}
