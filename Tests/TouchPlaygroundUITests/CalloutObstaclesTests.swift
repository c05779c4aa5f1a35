import Foundation
import TestSupport
import Testing
import TouchCore

@testable import TouchPlaygroundUI

/// ``CalloutObstacles`` answers what a look at every face answered: the
/// rightmost right edge of the faces a callout's place overlaps
/// (`PlaygroundRenderer.overlaps`), or none, leaving out the faces a callout
/// may cover; and it bins each face once a frame into the few cells it
/// touches, so a callout over 2,000 visited views costs a look at the faces
/// near each place asked, not 2,000 tests (issue 25, defect 5), nor a sort of
/// every face into the rows of each callout's places (issue 31).
@Suite struct CalloutObstaclesTests {
    private let frame = CGRect(x: 22, y: 42, width: 396, height: 796)

    /// What the search did before: every face asked.
    private func scanned(_ boxes: [CGRect], _ place: CGRect) -> CGFloat? {
        boxes.filter { PlaygroundRenderer.overlaps(place, $0) }.map(\.maxX).max()
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func answersAsAScanOfEveryFace(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<40 {
            let lattice: CGFloat = [0.5, 1, 7, 10, 48].randomElement(using: &random)!
            func snapped(_ range: ClosedRange<CGFloat>) -> CGFloat {
                (CGFloat.random(in: range, using: &random) / lattice).rounded() * lattice
            }
            // Faces from a point to the whole device, some beyond the region binned.
            var boxes = (0..<Int.random(in: 0...300, using: &random)).map { _ in
                CGRect(
                    x: snapped(frame.minX - 80...frame.maxX + 40), y: snapped(frame.minY - 80...frame.maxY + 40),
                    width: snapped(0...[120, 400].randomElement(using: &random)!),
                    height: snapped(0...[120, 800].randomElement(using: &random)!))
            }
            // Faces no place can be compared with, and faces without end.
            boxes.append(CGRect(x: CGFloat.nan, y: 100, width: 10, height: 10))
            boxes.append(CGRect(x: 100, y: 100, width: CGFloat.infinity, height: 5))
            boxes.append(CGRect(x: -CGFloat.infinity, y: 300, width: CGFloat.infinity, height: 5))
            boxes.shuffle(using: &random)
            // Some left out, as a callout leaves out the views it may cover.
            let left = Set(boxes.indices.filter { _ in Int.random(in: 0..<4, using: &random) == 0 })
            let counted = boxes.indices.filter { !left.contains($0) }.map { boxes[$0] }
            let obstacles = CalloutObstacles(boxes, over: frame).excluding { left.contains($0) }
            // A region without end: every face kept aside, asked by every place.
            let unbinned = CalloutObstacles(boxes, over: .infinite).excluding { left.contains($0) }
            let size = CGSize(width: snapped(30...260), height: [19, 20, 40, 61].randomElement(using: &random)!)
            let grid = CalloutGrid(over: frame, size: size, box: CGRect(x: 50, y: 50, width: 10, height: 10))
            for y in grid.rows {
                for x in grid.columns {
                    let place = CGRect(origin: CGPoint(x: x, y: y), size: size)
                    #expect(obstacles.rightmostEdge(overlapping: place).edge == scanned(counted, place), "place \(place)")
                    #expect(unbinned.rightmostEdge(overlapping: place).edge == scanned(counted, place), "place \(place)")
                }
            }
            // A place reaching past the region binned.
            let outside = CGRect(x: frame.maxX - 10, y: frame.minY - 30, width: 90, height: 60)
            #expect(obstacles.rightmostEdge(overlapping: outside).edge == scanned(counted, outside))
        }
    }

    /// The long-names frame's obstacles: 2,000 small views in a grid. Each is
    /// filed in the few cells it touches, and a place looks at the faces of
    /// its own cells only.
    @Test func eachFaceIsFiledOnlyInTheCellsItTouches() {
        let boxes = (0..<2_000).map { index in
            CGRect(x: frame.minX + CGFloat(index % 40) * 10, y: frame.minY + CGFloat(index / 40) * 15, width: 10, height: 15)
        }
        let obstacles = CalloutObstacles(boxes, over: frame)
        // A 10 × 15 face touches at most 2 × 2 cells of 48 points.
        #expect(obstacles.entryCount <= boxes.count * 4)
        #expect(obstacles.entryCount >= boxes.count)
        let looks = obstacles.rightmostEdge(overlapping: CGRect(x: 200, y: 300, width: 200, height: 20)).looks
        // The place touches at most 6 × 2 cells, each holding about 5 × 4 faces (and their neighbours').
        #expect(looks < 400)
        #expect(looks > 0)
    }
}
