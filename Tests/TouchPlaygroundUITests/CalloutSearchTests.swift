import Foundation
import TestSupport
import Testing
import TouchCore

@testable import TouchPlaygroundUI

/// The callout search (`PlaygroundRenderer.nearestFree`) finds the place a
/// sort of every candidate finds: the cheapest free one that covers no
/// other view, cost first, then top to bottom and left to right.
@Suite struct CalloutSearchTests {
    /// About the 1,000-view frame's device, less a hair.
    private let frame = CGRect(x: 22, y: 42, width: 236, height: 706)

    /// Labels, callouts and views snapped to a lattice, so many touch along
    /// an edge or a corner, as the renderer's stacked labels do.
    private func randomRect(_ random: inout SeededRandom, width: ClosedRange<CGFloat>, height: ClosedRange<CGFloat>) -> CGRect {
        let lattice: CGFloat = [0.5, 1, 7, 10].randomElement(using: &random)!
        func snapped(_ range: ClosedRange<CGFloat>) -> CGFloat {
            (CGFloat.random(in: range, using: &random) / lattice).rounded() * lattice
        }
        return CGRect(
            x: snapped(frame.minX - 40...frame.maxX), y: snapped(frame.minY - 40...frame.maxY), width: snapped(width),
            height: snapped(height))
    }

    private func check(seed: UInt64, labels labelCount: ClosedRange<Int>) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<150 {
            var occupied = LabelGrid()
            for _ in 0..<Int.random(in: labelCount, using: &random) {
                occupied.insert(randomRect(&random, width: 20...200, height: 10...60))
            }
            // Views from a few points to most of the device (which the callout may cover).
            let box = randomRect(&random, width: 2...240, height: 2...700)
            let others = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                randomRect(&random, width: 20...240, height: 20...400)
            }
            let size = CGSize(
                width: CGFloat.random(in: 30...200, using: &random).rounded(), height: [19, 20, 40, 61].randomElement(using: &random)!)
            let grid = CalloutGrid(over: frame, size: size, box: box)
            let searched = PlaygroundRenderer.nearestFree(
                in: grid, occupied: occupied, frame: frame, others: CalloutObstacles(others, over: frame))
            let sorted = PlaygroundRenderer.firstFreeBySorting(
                grid.candidates(), size: size, occupied: occupied, frame: frame, others: others)
            #expect(searched == sorted, "box \(box), size \(size), others \(others), labels \(occupied.rects)")
        }
    }

    @Test func aFewLabelsLeaveRoomNearTheView() {
        check(seed: 1, labels: 0...12)
    }

    /// Most places blocked: the cheapest is far away, or there is none.
    @Test func aCrowdedDevice() {
        check(seed: 2, labels: 40...160)
    }

    /// A far place that covers nothing beats a near one that covers a view;
    /// when every free place covers one, there is no place (a callout over
    /// another view reads as that view's label).
    @Test func aPlaceCoveringAnotherViewIsNeverTaken() {
        var occupied = LabelGrid()
        // Everything left of x = 150 is taken but a gap on another view.
        occupied.insert(CGRect(x: 22, y: 42, width: 128, height: 300))
        occupied.insert(CGRect(x: 22, y: 372, width: 128, height: 376))
        let other = CGRect(x: 22, y: 330, width: 130, height: 60)
        let box = CGRect(x: 30, y: 340, width: 10, height: 10)
        let grid = CalloutGrid(over: frame, size: CGSize(width: 60, height: 20), box: box)
        let found = PlaygroundRenderer.nearestFree(
            in: grid, occupied: occupied, frame: frame, others: CalloutObstacles([other], over: frame))
        #expect(found != nil)
        #expect(found.map { !PlaygroundRenderer.overlaps(CGRect(origin: $0, size: grid.size), other) } == true)
        #expect(
            found
                == PlaygroundRenderer.firstFreeBySorting(
                    grid.candidates(), size: grid.size, occupied: occupied, frame: frame, others: [other]))
        // The far side taken too: only places over `other` are free.
        occupied.insert(CGRect(x: 150, y: 42, width: 108, height: 706))
        #expect(PlaygroundRenderer.nearestFree(in: grid, occupied: occupied, frame: frame, others: CalloutObstacles()) != nil)
        #expect(
            PlaygroundRenderer.nearestFree(in: grid, occupied: occupied, frame: frame, others: CalloutObstacles([other], over: frame))
                == nil)
    }

    /// Once a frame's searches among the views are used up, a callout is
    /// refused without a look at any place of its grid, not even for one
    /// free of labels: it could only have been refused (a place is taken
    /// only clear of the views' faces), and a crowded frame asks for dozens.
    @Test func aCalloutPastTheFramesSearchesLooksAtNothing() throws {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        app.addWindow(window)
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 30))
        window.addSubview(view)
        var renderer = PlaygroundRenderer(
            frame: PlaygroundFrame(application: app), canvasSize: CGSize(width: 1280, height: 860))
        renderer.drawWindows()
        let position = try #require(renderer.drawnIndex[ObjectIdentifier(view)])
        let box = renderer.drawn[position].box
        var label = PlaygroundRenderer.LabelLayout()
        label.size = CGSize(width: 80, height: 16)
        // A crowded device's faces (far from the view): two searches a frame.
        renderer.viewFaces = (0..<1_000).map { (CGRect(x: 900 + CGFloat($0 % 10), y: 800, width: 1, height: 1), 0) }
        #expect(PlaygroundRenderer.faceSearchBudget(faces: 1_000) == 2)
        renderer.calloutsUsed = 2
        let before = renderer.occupied.work.looks
        let refused = !renderer.callout(label, for: box, of: position)
        #expect(refused)
        #expect(renderer.occupied.work.looks == before)
        #expect(renderer.calloutsUsed == 2)
        #expect(renderer.screen.callouts.isEmpty)
        // With a search left, the same callout is looked for and placed.
        renderer.calloutsUsed = 1
        let placed = renderer.callout(label, for: box, of: position)
        #expect(placed)
        #expect(renderer.occupied.work.looks > before)
        #expect(renderer.calloutsUsed == 2)
        #expect(renderer.screen.callouts.count == 1)
    }
}

/// A name's label is measured as laying it out measures it.
@Suite struct NameLabelSizeTests {
    @Test func theSizeIsTheLaidOutSize() {
        var random = SeededRandom(seed: 3)
        let alphabet = Array("abcxyzIJMWilfrt0189 ()#.·é漢")
        let renderer = PlaygroundRenderer(frame: PlaygroundFrame(application: UIApplication()), canvasSize: CGSize(width: 400, height: 300))
        for _ in 0..<500 {
            let name = String((0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let width = max(30, CGFloat.random(in: -50...400, using: &random) - 8)
            let laidOut = renderer.layOut([[.name(name, PlaygroundStyle.viewName)]], width: width)
            #expect(PlaygroundRenderer.nameLabelSize(name, width: width) == laidOut.size, "\(name) in \(width)")
        }
    }
}
