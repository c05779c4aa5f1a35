import Foundation
import Testing
import TouchPlayground

/// Precise, coalesced and predicted touches as drawing apps read them (Apple:
/// UITouch.preciseLocation(in:), UIEvent.coalescedTouches(for:),
/// UIEvent.predictedTouches(for:), UITouch.estimatedProperties). TouchLab's
/// samples are exact and one per frame, so each answers from that.
@Suite struct TouchPrecisionSnippets {
    /// A drawing view as Apple's "Implementing coalesced touch support in an app"
    /// writes it: every coalesced sample of each move, then the predicted ones.
    final class Canvas: UIView {
        var points: [CGPoint] = []
        var precise: [CGPoint] = []
        var preciseMatchesLocation: [Bool] = []
        var coalescedCounts: [Int] = []
        var coalescedIsACopy: [Bool] = []
        var predicted: [Int] = []
        var estimated: [UITouch.Properties] = []
        var updates = 0

        /// Apple: "Tells the responder that updated values were received for
        /// previously estimated properties" — with nothing estimated, never.
        override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) { updates += 1 }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first, let event else { return }
            let coalesced = event.coalescedTouches(for: touch) ?? []
            coalescedCounts.append(coalesced.count)
            for sample in coalesced {
                points.append(sample.location(in: self))
                precise.append(sample.preciseLocation(in: self))
            }
            coalescedIsACopy.append(coalesced.last.map { $0 !== touch && $0.timestamp == touch.timestamp } ?? false)
            preciseMatchesLocation.append(
                touch.preciseLocation(in: self) == touch.location(in: self)
                    && touch.precisePreviousLocation(in: nil) == touch.previousLocation(in: nil))
            predicted.append(event.predictedTouches(for: touch)?.count ?? -1)
            estimated.append(touch.estimatedProperties.union(touch.estimatedPropertiesExpectingUpdates))
        }
    }

    /// Apple (preciseLocation(in:)): the location at the highest precision the
    /// input reports — here, the location itself.
    /// <https://developer.apple.com/documentation/uikit/uitouch/preciselocation(in:)>
    /// Apple (coalescedTouches(for:)): the touches "reported for the specified touch
    /// since the last time the event was delivered …, with the last touch being a
    /// copy of the same touch" — one sample per frame makes a list of one.
    /// Apple (predictedTouches(for:)): "This array does not include the original
    /// touch" — TouchLab predicts nothing, so it is empty.
    @Test func eachMoveHasOneCoalescedCopyNoPredictionAndExactLocations() {
        let world = World()
        let canvas = Canvas(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        world.window.addSubview(canvas)
        world.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 250, y: 350), steps: 4)
        #expect(canvas.coalescedCounts == [1, 1, 1, 1])
        #expect(canvas.coalescedIsACopy == [true, true, true, true])
        #expect(canvas.points == [CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 150), CGPoint(x: 200, y: 200), CGPoint(x: 250, y: 250)])
        #expect(canvas.precise == canvas.points)
        #expect(canvas.preciseMatchesLocation.allSatisfy { $0 })
        #expect(canvas.predicted == [0, 0, 0, 0])
        #expect(canvas.estimated.allSatisfy { $0.isEmpty })
        #expect(canvas.updates == 0)
    }

    /// Apple: both return nil when the touch "is not associated with the current event".
    final class Keeper: UIView {
        var kept: UITouch?
        var answers: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            kept = touches.first
        }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            guard let kept, let event else { return }
            answers.append("\(event.coalescedTouches(for: kept) == nil) \(event.predictedTouches(for: kept) == nil)")
        }
        override var canBecomeFirstResponder: Bool { true }
    }

    @Test func aTouchOfAnotherEventHasNoCoalescedOrPredictedTouches() {
        let world = World()
        let keeper = Keeper(frame: world.window.bounds)
        world.window.addSubview(keeper)
        world.tap(CGPoint(x: 10, y: 10))
        _ = keeper.becomeFirstResponder()
        world.application.handle(.shake(timestamp: 2))
        #expect(keeper.answers == ["true true"])
    }
}
