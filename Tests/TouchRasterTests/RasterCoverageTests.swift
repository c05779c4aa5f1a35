import Foundation
import TestSupport
import Testing
import TouchDisplayList

@testable import TouchRaster

/// Shapes against references computed independently, pixel by pixel: a
/// pixel must be painted exactly when its centre lies inside the shape (point
/// in polygon, distance to a centre or a line). Seeded random shapes at
/// scales 1, 1.5 and 2; the shapes' coordinates are arbitrary fractions, so
/// no centre falls exactly on an outline and the answer is unambiguous.
/// Tolerance: 0 pixels.
@Suite struct RasterCoverageTests {
    static let size = CGSize(width: 64, height: 48)

    /// Which pixels of `canvas` equal `color`, as a set of indices.
    func painted(_ canvas: RasterCanvas, _ color: DrawColor = .black) -> Set<Int> {
        let wanted = argb(color)
        return Set(canvas.pixels.indices.filter { canvas.pixels[$0] == wanted })
    }

    /// The pixel indices of a `width × height` image whose centres satisfy `inside`.
    func reference(width: Int, height: Int, _ inside: (CGPoint) -> Bool) -> Set<Int> {
        var result = Set<Int>()
        for y in 0..<height {
            for x in 0..<width where inside(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) {
                result.insert(y * width + x)
            }
        }
        return result
    }

    /// The signed distances of `point` from each edge's line, positive inside.
    func insideDistances(_ point: CGPoint, _ polygon: [CGPoint]) -> [CGFloat] {
        var area: CGFloat = 0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        let sign: CGFloat = area > 0 ? 1 : -1
        return polygon.indices.map { index in
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            return sign * cross / hypot(b.x - a.x, b.y - a.y)
        }
    }

    @Test(arguments: [CGFloat(1), 1.5, 2])
    func convexPolygonsCoverThePixelsWhoseCentresAreInside(scale: CGFloat) throws {
        var random = SeededRandom(seed: 7)
        for round in 0..<60 {
            let polygon = random.convexPolygon(in: Self.size)
            let canvas = try render(width: Self.size.width, height: Self.size.height, scale: scale) {
                $0.fillPolygon(polygon, .black)
            }
            let pixels = polygon.map { CGPoint(x: $0.x * scale, y: $0.y * scale) }
            let expected = reference(width: canvas.width, height: canvas.height) { point in
                insideDistances(point, pixels).allSatisfy { $0 > 0 }
            }
            let actual = painted(canvas)
            #expect(actual == expected, "round \(round), scale \(scale): \(actual.symmetricDifference(expected).count) pixels differ")
        }
    }

    @Test(arguments: [CGFloat(1), 1.5, 2])
    func polygonStrokesCoverTheBandWithinTheirWidthOfTheOutline(scale: CGFloat) throws {
        var random = SeededRandom(seed: 11)
        var checked = 0
        for round in 0..<80 {
            let polygon = random.convexPolygon(in: Self.size)
            let width = random.number(0.3...4)
            // Only strokes that leave a hole: a deeper one fills the polygon (tested apart).
            var corners = polygon.map { CGPoint(x: $0.x * scale, y: $0.y * scale) }
            var inset = corners
            let leavesHole = corners.withUnsafeMutableBufferPointer { outer in
                inset.withUnsafeMutableBufferPointer { inner in
                    ConvexOutline.inset(outer.baseAddress!, count: outer.count, by: width * scale, into: inner.baseAddress!)
                }
            }
            guard leavesHole else { continue }
            checked += 1
            let canvas = try render(width: Self.size.width, height: Self.size.height, scale: scale) {
                $0.strokePolygon(polygon, .black, width: width)
            }
            corners = polygon.map { CGPoint(x: $0.x * scale, y: $0.y * scale) }
            let expected = reference(width: canvas.width, height: canvas.height) { point in
                let distances = insideDistances(point, corners)
                return distances.allSatisfy { $0 > 0 } && !distances.allSatisfy { $0 > width * scale }
            }
            let actual = painted(canvas)
            #expect(actual == expected, "round \(round), scale \(scale): \(actual.symmetricDifference(expected).count) pixels differ")
        }
        #expect(checked >= 30)
    }

    @Test(arguments: [CGFloat(1), 1.5, 2])
    func circlesAndRingsCoverThePixelsWithinTheirRadii(scale: CGFloat) throws {
        var random = SeededRandom(seed: 5)
        for round in 0..<60 {
            let centre = CGPoint(x: random.number(-5...69), y: random.number(-5...53))
            let radius = random.number(0.4...30), width = random.number(0.2...8)
            let stroked = round % 2 == 1
            let canvas = try render(width: Self.size.width, height: Self.size.height, scale: scale) {
                if stroked {
                    $0.strokeCircle(center: centre, radius: radius, .black, width: width)
                } else {
                    $0.fillCircle(center: centre, radius: radius, .black)
                }
            }
            let c = CGPoint(x: centre.x * scale, y: centre.y * scale), r = radius * scale
            let inner = stroked ? max(0, r - width * scale) : 0
            let expected = reference(width: canvas.width, height: canvas.height) { point in
                let distance = hypot(point.x - c.x, point.y - c.y)
                return distance < r && distance >= inner
            }
            let actual = painted(canvas)
            #expect(actual == expected, "round \(round), scale \(scale): \(actual.symmetricDifference(expected).count) pixels differ")
        }
    }

    @Test(arguments: [CGFloat(1), 1.5, 2])
    func linesCoverTheRectangleAroundTheirSegment(scale: CGFloat) throws {
        var random = SeededRandom(seed: 3)
        for round in 0..<60 {
            let start = CGPoint(x: random.number(-5...69), y: random.number(-5...53))
            let end = CGPoint(x: random.number(-5...69), y: random.number(-5...53))
            let width = random.number(0.3...6)
            let canvas = try render(width: Self.size.width, height: Self.size.height, scale: scale) {
                $0.line(from: start, to: end, .black, width: width)
            }
            let a = CGPoint(x: start.x * scale, y: start.y * scale), b = CGPoint(x: end.x * scale, y: end.y * scale)
            let length = hypot(b.x - a.x, b.y - a.y)
            let expected = reference(width: canvas.width, height: canvas.height) { point in
                let along = ((point.x - a.x) * (b.x - a.x) + (point.y - a.y) * (b.y - a.y)) / length
                let across = ((point.x - a.x) * (b.y - a.y) - (point.y - a.y) * (b.x - a.x)) / length
                return along > 0 && along < length && abs(across) < width * scale / 2
            }
            let actual = painted(canvas)
            #expect(actual == expected, "round \(round), scale \(scale): \(actual.symmetricDifference(expected).count) pixels differ")
        }
    }

    /// Axis-aligned quads take the rectangle fast path; it must agree with
    /// the reference as rotated quads do, for fills and strokes.
    @Test(arguments: [CGFloat(1), 1.5, 2])
    func axisAlignedQuadsCoverThePixelsWhoseCentresAreInside(scale: CGFloat) throws {
        var random = SeededRandom(seed: 29)
        for round in 0..<80 {
            let x0 = random.number(-5...60), y0 = random.number(-5...44)
            let x1 = x0 + random.number(0.2...40), y1 = y0 + random.number(0.2...30)
            var corners = [CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1), CGPoint(x: x0, y: y1)]
            let start = random.int(0..<4)
            corners = Array(corners[start...] + corners[..<start])
            if random.int(0..<2) == 0 { corners.reverse() }
            let width = random.number(0.3...3)
            let stroked = round % 2 == 1
            let canvas = try render(width: Self.size.width, height: Self.size.height, scale: scale) {
                if stroked { $0.strokePolygon(corners, .black, width: width) } else { $0.fillPolygon(corners, .black) }
            }
            let (a, b) = (CGPoint(x: x0 * scale, y: y0 * scale), CGPoint(x: x1 * scale, y: y1 * scale))
            let w = width * scale
            let expected = reference(width: canvas.width, height: canvas.height) { point in
                let inside = point.x > a.x && point.x < b.x && point.y > a.y && point.y < b.y
                let inInset = point.x > a.x + w && point.x < b.x - w && point.y > a.y + w && point.y < b.y - w
                return stroked ? inside && !inInset : inside
            }
            let actual = painted(canvas)
            #expect(actual == expected, "round \(round), scale \(scale): \(actual.symmetricDifference(expected).count) pixels differ")
        }
    }

    /// Shapes sharing edges neither overlap nor leave gaps: a polygon painted
    /// as a fan of translucent triangles equals the polygon painted at once.
    @Test func aFanOfTrianglesTilesItsPolygonExactly() throws {
        var random = SeededRandom(seed: 13)
        let colour = DrawColor.blue.withAlpha(90)
        for round in 0..<60 {
            let polygon = random.convexPolygon(in: Self.size)
            let whole = try render(width: Self.size.width, height: Self.size.height) { $0.fillPolygon(polygon, colour) }
            let fan = try render(width: Self.size.width, height: Self.size.height) { list in
                for index in 1..<(polygon.count - 1) {
                    list.fillPolygon([polygon[0], polygon[index], polygon[index + 1]], colour)
                }
            }
            #expect(fan.pixels == whole.pixels, "round \(round)")
        }
    }
}
