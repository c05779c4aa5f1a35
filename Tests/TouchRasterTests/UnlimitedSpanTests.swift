import Foundation
import TestSupport
import Testing

@testable import TouchRaster

/// A polygon ``ConvexPolygonScanner/staysWithin(columns:_:points:count:)``
/// passes gets, on every row, the same span with its columns not limited as
/// limited to the clip's: seeded random convex polygons, thin slivers and
/// quads with any corners (zigzags among them), inside, across and outside
/// random column ranges, on a quarter-pixel grid and off it. The opaque
/// fills that skip the limits are compared pixel for pixel with one
/// ``PixelTarget/fillSpan(row:from:to:_:)`` per span by ``OpaqueSpanTests``.
@Suite struct UnlimitedSpanTests {
    func spans(_ corners: [CGPoint], minX: Int, maxX: Int) -> [[Int]] {
        var spans: [[Int]] = []
        corners.withUnsafeBufferPointer { points in
            var scanner = ConvexPolygonScanner(points: points.baseAddress!, count: corners.count)
            guard scanner.firstRow < scanner.endRow else { return }
            scanner.forEachSpan(rows: scanner.firstRow, scanner.endRow, minX: minX, maxX: maxX) { row, start, end in
                // An empty span is empty however it is limited.
                spans.append(end > start ? [row, start, end] : [row])
            }
        }
        return spans
    }

    @Test func spansOfPolygonsThatStayWithinNeedNoLimits() {
        var random = SeededRandom(seed: 3_121)
        var within = 0, zigzagsWithin = 0
        for round in 0..<6_000 {
            var corners: [CGPoint]
            switch round % 4 {
            case 0: corners = random.convexPolygon(in: CGSize(width: 60, height: 60))
            case 1:
                corners = rotatedQuad(
                    centre: CGPoint(x: random.number(0...60), y: random.number(0...60)), width: random.number(0.2...1.5),
                    height: random.number(2...50), angle: random.number(0...2 * .pi))
            case 2: corners = (0..<4).map { _ in CGPoint(x: random.number(-5...65), y: random.number(-5...65)) }
            default:
                corners = (0..<random.int(3..<7)).map { _ in
                    CGPoint(x: CGFloat(random.int(-20..<260)) / 4, y: CGFloat(random.int(-20..<260)) / 4)
                }
            }
            let count = corners.withUnsafeMutableBufferPointer {
                ConvexOutline.removeRepeatedCorners($0.baseAddress!, count: $0.count)
            }
            corners.removeLast(corners.count - count)
            guard count >= 3 else { continue }
            let minX = random.int(-5..<30), maxX = random.int(30..<70)
            let stays = corners.withUnsafeBufferPointer {
                ConvexPolygonScanner.staysWithin(columns: minX, maxX, points: $0.baseAddress!, count: count)
            }
            guard stays else { continue }
            within += 1
            if round % 4 == 2 || round % 4 == 3 { zigzagsWithin += 1 }
            let unlimited = spans(corners, minX: .min, maxX: .max), limited = spans(corners, minX: minX, maxX: maxX)
            #expect(unlimited == limited, "round \(round): \(corners) in columns \(minX)..<\(maxX)")
        }
        #expect(within > 1_000 && zigzagsWithin > 100, "\(within) polygons within, \(zigzagsWithin) of them arbitrary")
    }

    /// A zigzag, whose chains do not both run downward, is never passed,
    /// whatever its box; a convex polygon inside the columns is, and one
    /// reaching past them is not.
    @Test func zigzagsAndPolygonsPastTheColumnsAreNotPassed() {
        func stays(_ corners: [CGPoint], _ minX: Int, _ maxX: Int) -> Bool {
            corners.withUnsafeBufferPointer {
                ConvexPolygonScanner.staysWithin(columns: minX, maxX, points: $0.baseAddress!, count: corners.count)
            }
        }
        let zigzag = [CGPoint(x: 10, y: 0), CGPoint(x: 12, y: 10), CGPoint(x: 14, y: 2), CGPoint(x: 16, y: 12)]
        #expect(!stays(zigzag, 0, 100))
        let quad = [CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 5), CGPoint(x: 15, y: 15), CGPoint(x: 5, y: 8)]
        #expect(stays(quad, 5, 20))
        #expect(!stays(quad, 6, 20))
        #expect(!stays(quad, 5, 19))
        // Level edges do not count as turns.
        let square = [CGPoint(x: 1, y: 1), CGPoint(x: 4, y: 1), CGPoint(x: 4, y: 4), CGPoint(x: 1, y: 4)]
        #expect(stays(square, 0, 10))
    }
}
