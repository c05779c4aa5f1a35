import Foundation
import TestSupport
import Testing

@testable import TouchPlaygroundUI

/// The grid finds exactly the labels a full scan finds.
@Suite struct LabelGridTests {
    /// What `labelSlot` computed before the grid.
    private func fullScan(_ placed: [CGRect], _ rect: CGRect) -> CGFloat? {
        placed.filter { $0.intersects(rect) }.map(\.maxX).max()
    }

    /// Labels snapped to a coarse lattice, so many touch along an edge or a
    /// corner; some far off the canvas, some huge, some empty.
    private func randomRect(_ random: inout SeededRandom) -> CGRect {
        let lattice: CGFloat = [3, 6, 24, 48].randomElement(using: &random)!
        func snapped(_ range: ClosedRange<CGFloat>) -> CGFloat {
            (CGFloat.random(in: range, using: &random) / lattice).rounded() * lattice
        }
        switch Int.random(in: 0..<20, using: &random) {
        case 0: return CGRect(x: snapped(-1e9...1e9), y: snapped(-1e9...1e9), width: 80, height: 21)
        case 1: return CGRect(x: snapped(-100...900), y: snapped(-100...900), width: snapped(500...5000), height: 21)
        case 2: return CGRect(x: snapped(0...600), y: snapped(0...600), width: 0, height: 21)
        case 3: return CGRect(x: -CGFloat.infinity, y: snapped(0...600), width: 30, height: 21)
        default: return CGRect(x: snapped(-60...700), y: snapped(-60...700), width: snapped(6...160), height: snapped(21...63))
        }
    }

    @Test func answersAsAFullScanDoes() {
        var random = SeededRandom(seed: 6)
        for _ in 0..<30 {
            var grid = LabelGrid()
            var placed: [CGRect] = []
            for _ in 0..<200 {
                let query = randomRect(&random)
                #expect(grid.rightmostEdge(intersecting: query) == fullScan(placed, query), "\(query)")
                let rect = randomRect(&random)
                grid.insert(rect)
                placed.append(rect)
            }
        }
    }

    @Test func touchingAlongAnEdgeOrACornerCountsAsIntersecting() {
        var grid = LabelGrid()
        grid.insert(CGRect(x: 0, y: 0, width: 48, height: 48))
        #expect(grid.rightmostEdge(intersecting: CGRect(x: 48, y: 10, width: 10, height: 10)) == 48)
        #expect(grid.rightmostEdge(intersecting: CGRect(x: 48, y: 48, width: 10, height: 10)) == 48)
        #expect(grid.rightmostEdge(intersecting: CGRect(x: 48.5, y: 0, width: 10, height: 10)) == nil)
    }

    @Test func theRightmostOfSeveralWins() {
        var grid = LabelGrid()
        grid.insert(CGRect(x: 0, y: 0, width: 100, height: 21))
        grid.insert(CGRect(x: 10, y: 5, width: 30, height: 21))
        grid.insert(CGRect(x: 500, y: 0, width: 1e6, height: 21))
        #expect(grid.rightmostEdge(intersecting: CGRect(x: 20, y: 10, width: 10, height: 10)) == 100)
        #expect(grid.rightmostEdge(intersecting: CGRect(x: 90, y: 10, width: 1000, height: 10)) == 1e6 + 500)
    }

    /// A rectangle whose cells on each side are within the grid's limit but
    /// whose cell count overflows an integer (about 8 × 10¹¹ a side) is kept
    /// aside and still found, instead of trapping.
    @Test func aRectangleWithMoreCellsThanAnIntegerHoldsIsKeptAside() {
        var grid = LabelGrid()
        let huge = CGRect(x: -2e13, y: -2e13, width: 4e13, height: 4e13)
        grid.insert(huge)
        grid.insert(CGRect(x: 0, y: 0, width: 30, height: 21))
        #expect(grid.rightmostEdge(intersecting: CGRect(x: 10, y: 5, width: 5, height: 5)) == huge.maxX)
    }
}
