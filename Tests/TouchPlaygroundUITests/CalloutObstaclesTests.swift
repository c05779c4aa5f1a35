import Foundation
import TestSupport
import Testing
import TouchCore

@testable import TouchPlaygroundUI

/// ``CalloutObstacles`` answers what a look at every box answered: the
/// rightmost right edge of the boxes a callout's place overlaps
/// (`PlaygroundRenderer.overlaps`), or none; and it keeps each box only in the
/// rows of places it meets, so a callout over 2,000 visited views costs a
/// halving search a place, not 2,000 tests (issue 25, defect 5).
@Suite struct CalloutObstaclesTests {
    private let frame = CGRect(x: 22, y: 42, width: 396, height: 796)

    /// What the search did before: every box asked.
    private func scanned(_ boxes: [CGRect], _ place: CGRect) -> CGFloat? {
        boxes.filter { PlaygroundRenderer.overlaps(place, $0) }.map(\.maxX).max()
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func answersAsAScanOfEveryBox(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<40 {
            let lattice: CGFloat = [0.5, 1, 7, 10].randomElement(using: &random)!
            func snapped(_ range: ClosedRange<CGFloat>) -> CGFloat {
                (CGFloat.random(in: range, using: &random) / lattice).rounded() * lattice
            }
            var boxes = (0..<Int.random(in: 0...300, using: &random)).map { _ in
                CGRect(
                    x: snapped(frame.minX - 40...frame.maxX), y: snapped(frame.minY - 40...frame.maxY),
                    width: snapped(0...120), height: snapped(0...120))
            }
            // Boxes no place can be compared with, and boxes without end.
            boxes.append(CGRect(x: CGFloat.nan, y: 100, width: 10, height: 10))
            boxes.append(CGRect(x: 100, y: 100, width: CGFloat.infinity, height: 5))
            boxes.append(CGRect(x: -CGFloat.infinity, y: 300, width: CGFloat.infinity, height: 5))
            boxes.shuffle(using: &random)
            let size = CGSize(width: snapped(30...260), height: [19, 20, 40, 61].randomElement(using: &random)!)
            let grid = CalloutGrid(over: frame, size: size, box: CGRect(x: 50, y: 50, width: 10, height: 10))
            let obstacles = CalloutObstacles(boxes, tops: grid.rows, height: size.height)
            for (row, y) in grid.rows.enumerated() {
                for x in grid.columns {
                    let place = CGRect(origin: CGPoint(x: x, y: y), size: size)
                    #expect(obstacles.rightmostEdge(overlapping: place, inRow: row) == scanned(boxes, place), "place \(place)")
                }
            }
        }
    }

    /// The long-names frame's obstacles: 2,000 small views in a grid. Each is
    /// kept in the few rows of places it meets, not in all of them.
    @Test func eachBoxIsKeptOnlyInTheRowsItMeets() {
        let boxes = (0..<2_000).map { index in
            CGRect(x: frame.minX + CGFloat(index % 40) * 10, y: frame.minY + CGFloat(index / 40) * 15, width: 10, height: 15)
        }
        let size = CGSize(width: 200, height: 20)
        let grid = CalloutGrid(over: frame, size: size, box: boxes[0])
        let obstacles = CalloutObstacles(boxes, tops: grid.rows, height: size.height)
        // A box 15 tall meets the places whose tops lie within 20 above to 15
        // below its top: at most 6 rows 7 apart.
        #expect(grid.rows.count > 100)
        #expect(obstacles.entryCount <= boxes.count * 6)
        #expect(obstacles.entryCount >= boxes.count)
    }
}
