import Foundation
import Testing
import TouchDisplayList

@testable import TouchRaster

/// Dashed outlines and lines far longer than any canvas: a view scaled a
/// million times over (or more, nested) has edges of millions of pixels, and
/// walking them dash by dash took minutes a frame. Only the stretch that can
/// reach the clip is dashed, continuing the pattern where that stretch
/// starts, so the pixels on the canvas are the ones the full walk paints.
@Suite struct LongDashedPathTests {
    /// Columns `0..<width` of `row` that are `color`, as `#` and `.`.
    func row(_ canvas: RasterCanvas, _ row: Int, _ color: DrawColor) -> String {
        String((0..<canvas.width).map { canvas.pixel(x: $0, y: row) == color ? "#" : "." })
    }

    /// What a `[6, 4]` dash starting at x = `start` (a multiple of 10) paints
    /// along a row: the columns whose centres lie in an "on" stretch.
    func expectedDashes(width: Int) -> String {
        String((0..<width).map { $0 % 10 < 6 ? "#" : "." })
    }

    @Test func polygonEdgeMillionsOfPixelsLongKeepsItsDashPhase() throws {
        let color = DrawColor(red: 200, green: 0, blue: 0)
        let canvas = try render(width: 200, height: 40) { list in
            list.strokePolygon(
                [
                    CGPoint(x: -2_000_000, y: 10), CGPoint(x: 2_000_000, y: 10), CGPoint(x: 2_000_000, y: 3_000_000),
                    CGPoint(x: -2_000_000, y: 3_000_000),
                ], color, width: 2, dash: [6, 4])
        }
        // The outline starts at the top-left corner, 2,000,000 pixels (a whole
        // number of periods) left of column 0.
        #expect(row(canvas, 10, color) == expectedDashes(width: 200))
        #expect(row(canvas, 11, color) == expectedDashes(width: 200))
        #expect(!row(canvas, 12, color).contains("#"))
    }

    @Test func lineBillionsOfPixelsLongKeepsItsDashPhase() throws {
        let color = DrawColor(red: 0, green: 0, blue: 200)
        let canvas = try render(width: 200, height: 40) { list in
            list.line(
                from: CGPoint(x: -1_000_000_000_000, y: 20), to: CGPoint(x: 1_000_000_000_000, y: 20), color, width: 2,
                dash: [6, 4])
        }
        #expect(row(canvas, 19, color) == expectedDashes(width: 200))
        #expect(row(canvas, 20, color) == expectedDashes(width: 200))
    }

    @Test func aPathOfMoreThanAMillionPeriodsIsOneStretch() {
        let pattern = DashPattern(StrokeStyle(width: 1, dash: [6, 4]), scale: 1)
        var stretches: [ClosedRange<CGFloat>] = []
        pattern.forEachDash(alongLength: 1e15, phase: 3) { stretches.append($0...$1) }
        #expect(stretches == [0...1e15])
        stretches = []
        pattern.forEachDash(alongLength: .infinity) { stretches.append($0...$1) }
        #expect(stretches == [0...CGFloat.infinity])
    }

    /// A polygon thinner than its stroke but longer than any canvas (corners
    /// clamped onto one line) is filled like a solid stroke, not fanned into
    /// dashes toward a centre millions of pixels away.
    @Test func longSliverThinnerThanItsStrokeIsFilled() throws {
        let color = DrawColor(red: 0, green: 120, blue: 0)
        let canvas = try render(width: 100, height: 20) { list in
            list.strokePolygon(
                [CGPoint(x: -5_000_000, y: 9), CGPoint(x: 5_000_000, y: 9), CGPoint(x: 5_000_000, y: 11), CGPoint(x: -5_000_000, y: 11)],
                color, width: 4, dash: [6, 4])
        }
        #expect(row(canvas, 9, color) == String(repeating: "#", count: 100))
        #expect(row(canvas, 10, color) == String(repeating: "#", count: 100))
    }
}
