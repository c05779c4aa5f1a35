import Foundation
import TestSupport
import Testing

@testable import TouchRaster

/// ``ConvexQuadRows`` calls a row clear only when its span is the one
/// ``ConvexPolygonScanner`` gives that row: seeded random quads as dashes make
/// them, and quads with corners on a grid of quarter pixels or within 10⁻⁹
/// pixel of it, whose edges pass through or near pixel centres and half
/// pixels (the rows it must leave to the scanner's arithmetic), each row
/// compared with the scanner's. Tolerance: 0
/// pixels. ``DashPieceTests`` checks the pieces it paints, whole, against the
/// general fill.
@Suite struct ConvexQuadRowsTests {
    /// A dash piece: a stretch of an edge and the same stretch of a
    /// parallel, shorter one inside it.
    func dashPiece(_ random: inout SeededRandom) -> [CGPoint] {
        let angle = random.number(0...2 * .pi), length = random.number(0.5...12), depth = random.number(0.05...3)
        let start = CGPoint(x: random.number(-20...60), y: random.number(-20...60))
        let direction = CGPoint(x: cos(angle), y: sin(angle)), normal = CGPoint(x: -sin(angle), y: cos(angle))
        let shrink = random.number(0...min(Double(length) / 2, 1))
        return [
            start, CGPoint(x: start.x + direction.x * length, y: start.y + direction.y * length),
            CGPoint(
                x: start.x + direction.x * (length - shrink) + normal.x * depth,
                y: start.y + direction.y * (length - shrink) + normal.y * depth),
            CGPoint(x: start.x + direction.x * shrink + normal.x * depth, y: start.y + direction.y * shrink + normal.y * depth),
        ]
    }

    /// The scanner's span of each row of the convex quad `corners`, from
    /// its first row, unclipped.
    func scannerSpans(_ corners: [CGPoint]) -> [(row: Int, start: Int, end: Int)] {
        var spans: [(row: Int, start: Int, end: Int)] = []
        corners.withUnsafeBufferPointer { points in
            var scanner = ConvexPolygonScanner(points: points.baseAddress!, count: 4)
            guard scanner.firstRow < scanner.endRow else { return }
            scanner.forEachSpan(rows: scanner.firstRow, scanner.endRow, minX: -10_000, maxX: 10_000) { row, start, end in
                spans.append((row, start, end))
            }
        }
        return spans
    }

    /// Compares every clear row of `corners` with the scanner's; returns
    /// how many rows were clear and how many were not, or `nil` when the
    /// quad is not one ``ConvexQuadRows`` takes.
    func compare(_ corners: [CGPoint], _ label: String) -> (clear: Int, unclear: Int)? {
        let spans = scannerSpans(corners)
        guard let first = spans.first,
            var rows = ConvexQuadRows(corners[0], corners[1], corners[2], corners[3], firstRow: first.row)
        else { return nil }
        var clear = 0, unclear = 0
        for span in spans {
            let (start, end, isClear) = rows.next()
            guard isClear else {
                unclear += 1
                continue
            }
            clear += 1
            if span.end > span.start {
                #expect(start == span.start && end == span.end, "\(label), row \(span.row): \(start)..<\(end), scanner \(span)")
            } else {
                #expect(end <= start, "\(label), row \(span.row): \(start)..<\(end), the scanner's is empty")
            }
        }
        return (clear, unclear)
    }

    @Test func clearRowsAreTheScannersSpans() {
        var random = SeededRandom(seed: 3_111)
        var pieces = 0, taken = 0, clearRows = 0, unclearRows = 0
        for round in 0..<9_000 {
            let corners: [CGPoint]
            if round % 3 == 0 {
                corners = dashPiece(&random)
                pieces += 1
            } else {
                // Quarter pixels: corners on centres, on pixel edges, and
                // between; every other quad moved off the grid by up to
                // 10⁻⁹ pixel, where the scanner's fixed point and floating
                // point round either way.
                let jitter: ClosedRange<Double> = round % 3 == 1 ? 0...0 : -1e-9...1e-9
                func moved(_ point: CGPoint) -> CGPoint {
                    CGPoint(x: point.x + random.number(jitter), y: point.y + random.number(jitter))
                }
                let origin = CGPoint(x: CGFloat(random.int(-40..<160)) / 4, y: CGFloat(random.int(-40..<160)) / 4)
                let steps = (0..<4).map { _ in CGFloat(random.int(-24..<25)) / 4 }
                let corner1 = CGPoint(x: origin.x + steps[0], y: origin.y + steps[1])
                let corner3 = CGPoint(x: origin.x + steps[2], y: origin.y + steps[3])
                // A parallelogram: its fourth corner is on the grid too.
                let corner2 = CGPoint(x: corner1.x + corner3.x - origin.x, y: corner1.y + corner3.y - origin.y)
                corners = [moved(origin), moved(corner1), moved(corner2), moved(corner3)]
            }
            guard let counts = compare(corners, "round \(round), \(corners)") else { continue }
            if round % 3 == 0 { taken += 1 }
            clearRows += counts.clear
            unclearRows += counts.unclear
        }
        // Most dash pieces are taken (the rest: an edge within a degree of
        // level, or one side of three edges, which these pieces' steeply
        // slanted ends often make), and the grid's edges through pixel
        // centres leave rows to the scanner's arithmetic.
        #expect(taken * 3 >= pieces * 2, "\(taken) of \(pieces) dash pieces taken")
        #expect(clearRows > 10 * unclearRows, "\(clearRows) rows clear, \(unclearRows) not")
        #expect(unclearRows > 100, "only \(unclearRows) rows left to the scanner's arithmetic")
    }

    /// Quads it must leave to the scanner's arithmetic: concave, with a
    /// repeated corner, an axis-aligned rectangle, a level edge, a turn
    /// too slight to be sure of, and one side made of three edges.
    @Test func quadsItDoesNotFitAreLeft() {
        let left: [[CGPoint]] = [
            [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 1), CGPoint(x: 1, y: 1.5), CGPoint(x: 1, y: 5)],
            [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 1), CGPoint(x: 4, y: 1), CGPoint(x: 1, y: 5)],
            [CGPoint(x: 1, y: 1), CGPoint(x: 6, y: 1), CGPoint(x: 6, y: 4), CGPoint(x: 1, y: 4)],
            [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 6, y: 4), CGPoint(x: 1, y: 5)],
            [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 4), CGPoint(x: 8, y: 8.000_000_01), CGPoint(x: 1, y: 5)],
            [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 3), CGPoint(x: 2, y: 5), CGPoint(x: 3, y: 6)],
        ]
        for corners in left {
            #expect(ConvexQuadRows(corners[0], corners[1], corners[2], corners[3], firstRow: 0) == nil, "\(corners)")
        }
        let taken = [CGPoint(x: 0.3, y: 0.2), CGPoint(x: 4.1, y: 1.3), CGPoint(x: 3.2, y: 2.9), CGPoint(x: 0.1, y: 2.2)]
        #expect(ConvexQuadRows(taken[0], taken[1], taken[2], taken[3], firstRow: 0) != nil)
    }
}
