import Foundation
import TestSupport
import Testing

@testable import TouchPlaygroundUI

/// The cells boxes are binned in (``CellGrid``) and the faces a name slides
/// past (``FrontBoxIndex``), as the labels' searches ask them.
@Suite struct CellGridTests {
    /// A coordinate's cell as it was first worked out: the quotient rounded
    /// down, then clamped to the grid.
    private func roundedDownCell(_ offset: CGFloat, size: CGFloat, last: Int) -> Int {
        Int(max(0, min(CGFloat(last), (offset / size).rounded(.down))))
    }

    /// Clamping before truncating gives every coordinate the cell rounding
    /// down gave it: whole multiples of the cell, a hair either side, zero
    /// and minus zero, far beyond the grid, infinities and NaN.
    @Test func aCoordinatesCellIsTheQuotientRoundedDownAndClamped() {
        var random = SeededRandom(seed: 31)
        let specials: [CGFloat] = [0, -0.0, .infinity, -.infinity, .nan, 1e300, -1e300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude]
        for size: CGFloat in [48, 47.5, 1, 0.3, 100] {
            for last in [0, 1, 5, 63] {
                var offsets = specials
                for multiple in -3...(last + 3) {
                    let whole = CGFloat(multiple) * size
                    offsets += [whole, whole.nextUp, whole.nextDown, whole + size / 2]
                }
                offsets += (0..<300).map { _ in CGFloat.random(in: -2 * size...(CGFloat(last) + 3) * size, using: &random) }
                for offset in offsets {
                    #expect(
                        CellGrid.cell(offset, size: size, last: last) == roundedDownCell(offset, size: size, last: last),
                        "\(offset) in cells of \(size), last \(last)")
                }
            }
        }
    }

    /// Filing items by span puts each item under every cell of its span,
    /// each cell's items in the order given, as appending them to a list
    /// per cell does.
    @Test func filingPutsEachItemInEveryCellOfItsSpanInOrder() throws {
        var random = SeededRandom(seed: 33)
        let grid = try #require(CellGrid(over: CGRect(x: 10, y: 20, width: 300, height: 500), cellSize: 48, maximumSide: 64))
        for count in [0, 1, 7, 300] {
            let items: [(entry: Int32, span: CellGrid.Span)] = (0..<count).map { item in
                let x0 = Int.random(in: 0..<grid.columns, using: &random), y0 = Int.random(in: 0..<grid.rows, using: &random)
                let x1 = Int.random(in: x0..<grid.columns, using: &random), y1 = Int.random(in: y0..<grid.rows, using: &random)
                return (Int32(item), (x0, x1, y0, y1))
            }
            var lists = [[Int32]](repeating: [], count: grid.cellCount)
            for (entry, span) in items {
                for y in span.y0...span.y1 {
                    for x in span.x0...span.x1 { lists[y * grid.columns + x].append(entry) }
                }
            }
            let (starts, entries) = grid.file(items)
            #expect(starts.count == grid.cellCount + 1)
            #expect(starts.first == 0 && starts.last == entries.count)
            for cell in 0..<grid.cellCount {
                #expect(Array(entries[starts[cell]..<starts[cell + 1]]) == lists[cell], "cell \(cell) of \(count) items")
            }
        }
    }

    /// The boxes numbered `first` or more that may overlap a region are
    /// every such box that overlaps it, whatever `first` is, and none
    /// numbered below it; `contains` agrees.
    @Test func theBoxesFromANumberOnAreEveryLaterBoxThatOverlaps() {
        var random = SeededRandom(seed: 32)
        let region = CGRect(x: 20, y: 40, width: 240, height: 700)
        func randomBox(_ width: ClosedRange<CGFloat>, _ height: ClosedRange<CGFloat>) -> CGRect {
            CGRect(
                x: CGFloat.random(in: 0...280, using: &random), y: CGFloat.random(in: 20...760, using: &random),
                width: CGFloat.random(in: width, using: &random), height: CGFloat.random(in: height, using: &random))
        }
        for _ in 0..<40 {
            // Nested containers, slivers and a few boxes larger than any cell run.
            let boxes = (0..<300).map { _ in randomBox(0.5...80, 0.5...80) } + (0..<5).map { _ in randomBox(200...300, 400...700) }
            // Filed as the names' faces are (large ones asked by every query) and as the labels' boxes are.
            let index = FrontBoxIndex(boxes, over: region, maximumCells: [64, 16, 1][Int.random(in: 0..<3, using: &random)])
            for _ in 0..<30 {
                let query = randomBox(10...60, 18...18)
                let first = Int.random(in: 0...boxes.count, using: &random)
                var seen = Set<Int>()
                index.forEach(overlapping: query, from: first) { seen.insert($0) }
                #expect(seen.allSatisfy { $0 >= first })
                let overlapping = Set(boxes.indices.filter { $0 >= first && PlaygroundRenderer.overlaps(boxes[$0], query) })
                #expect(overlapping.isSubset(of: seen), "\(query) from \(first)")
                #expect(index.contains(overlapping: query, from: first) { overlapping.contains($0) } == !overlapping.isEmpty)
            }
        }
    }
}
