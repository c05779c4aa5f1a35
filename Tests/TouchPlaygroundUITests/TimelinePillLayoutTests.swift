import Foundation
import Testing
import TouchCore

@testable import TouchPlaygroundUI

/// Where a timeline lane's state names go: each pinned at its change, two
/// names that would overlap joined into one pill in order ("changed → ended"),
/// and every pill within the axis.
@Suite struct TimelinePillLayoutTests {
    let track = CGRect(x: 100, y: 50, width: 400, height: 24)

    func layout(_ changes: [(CGFloat, UIGestureRecognizer.State)]) -> TimelinePillLayout {
        TimelinePillLayout(
            changes: changes.map { TimelinePillLayout.Change(x: $0.0, state: $0.1) }, track: track, y: 54, size: 10)
    }

    func texts(_ layout: TimelinePillLayout) -> [[String]] { layout.pills.map { $0.map(\.text) } }

    func expectApartAndInside(_ layout: TimelinePillLayout, sourceLocation: SourceLocation = #_sourceLocation) {
        let rects = layout.rects
        for (index, rect) in rects.enumerated() {
            #expect(rect.minX >= track.minX && rect.maxX <= track.maxX, sourceLocation: sourceLocation)
            for other in rects.dropFirst(index + 1) {
                #expect(rect.maxX + TimelinePillLayout.gap <= other.minX + 0.001, sourceLocation: sourceLocation)
            }
        }
    }

    @Test func namesFarApartArePinnedAtTheirChanges() {
        let pills = layout([(150, .began), (300, .ended)])
        #expect(texts(pills) == [["began"], ["ended"]])
        #expect(pills.rects.map(\.minX) == [150 - TimelinePillLayout.inset, 300 - TimelinePillLayout.inset])
        expectApartAndInside(pills)
    }

    @Test func namesThatWouldOverlapBecomeOnePillInOrderEachInItsColour() {
        let pills = layout([(200, .began), (230, .changed), (231, .ended)])
        #expect(texts(pills) == [["began", "→ changed", "→ ended"]])
        let parts = pills.pills[0]
        #expect(parts.map(\.color) == [UIGestureRecognizer.State.began, .changed, .ended].map { PlaygroundStyle.stateColor($0) })
        // The parts abut: one pill, read left to right.
        for (a, b) in zip(parts, parts.dropFirst()) { #expect(a.rect.maxX == b.rect.minX) }
        #expect(parts[0].rect.minX == 200 - TimelinePillLayout.inset)
    }

    @Test func aResetBetweenJoinedNamesIsWritten() {
        let pills = layout([(200, .ended), (201, .possible), (202, .began)])
        #expect(texts(pills) == [["ended", "→ possible", "→ began"]])
        // Apart, a reset is only the lane's tick.
        #expect(texts(layout([(150, .ended), (300, .possible), (400, .began)])) == [["ended"], ["began"]])
    }

    @Test func thePillAtTheAxissEndStaysInsideItAndPushesThoseBefore() {
        let pills = layout([(440, .began), (490, .changed), (500, .ended)])
        expectApartAndInside(pills)
        #expect(pills.rects.last.map { abs($0.maxX - track.maxX) < 0.001 } == true)
        let flat = pills.pills.flatMap { $0.map(\.text) }
        #expect(flat.map { $0.hasPrefix("→ ") ? String($0.dropFirst(2)) : $0 } == ["began", "changed", "ended"])
        // Moved back, the pills no longer start at their instants: each part keeps its change's x for its tick.
        #expect(pills.pills.flatMap { $0.map(\.changeX) } == [440, 490, 500])
        #expect(pills.pills[0][0].rect.minX < 440 - TimelinePillLayout.inset)
    }

    @Test func tooManyForTheLaneBecomeOnePillCutAtTheAxissEnd() {
        let changes: [(CGFloat, UIGestureRecognizer.State)] = (0..<24).map { index in
            let state: UIGestureRecognizer.State = index % 2 == 0 ? .began : .ended
            return (CGFloat(100 + 17 * index), state)
        }
        let pills = layout(changes)
        #expect(pills.pills.count == 1)
        expectApartAndInside(pills)
        #expect(pills.pills[0].first?.text == "began")
        #expect(pills.pills[0].first?.rect.minX == track.minX)
    }
}
