import Foundation
import Testing

@testable import TouchCore

/// `TouchDelivery`'s state machine alone: every legal transition, and an illegal step
/// stopping the process with a message (STYLE: state machines fail loudly).
@Suite struct TouchDeliveryStateTests {
    private func delivery(_ steps: (inout TouchDelivery) -> Void) -> TouchDelivery {
        var delivery = TouchDelivery(touchNumber: 1)
        steps(&delivery)
        return delivery
    }

    @Test func startsNotDelivered() {
        let fresh = TouchDelivery(touchNumber: 1)
        #expect(fresh.state == .notDelivered)
        #expect(fresh.isLive && !fresh.awaitsEnd && !fresh.isWithholding)
    }

    @Test func deliverBeganOpensTheTouch() {
        let open = delivery { $0.deliverBegan() }
        #expect(open.state == .open)
        #expect(open.awaitsEnd && !open.isWithholding)
    }

    @Test func withholdBeganThenReleaseBeganOpensIt() {
        let held = delivery { $0.withholdBegan() }
        #expect(held.state == .beganWithheld && held.isBeganWithheld && !held.awaitsEnd)
        let released = delivery {
            $0.withholdBegan()
            $0.releaseBegan()
        }
        #expect(released.state == .open)
    }

    @Test func withholdEndedFromOpenAwaitsTheEnd() {
        let held = delivery {
            $0.deliverBegan()
            $0.withholdEnded()
        }
        #expect(held.state == .endedWithheld && held.isEndedWithheld && held.awaitsEnd)
    }

    @Test func liftingWhileBeganIsHeldHoldsBoth() {
        let both = delivery {
            $0.withholdBegan()
            $0.withholdEnded()
        }
        #expect(both.state == .beganAndEndedWithheld && both.isBeganWithheld && both.isEndedWithheld)
        // Releasing the began leaves the end withheld (S1 then G4).
        let began = delivery {
            $0.withholdBegan()
            $0.withholdEnded()
            $0.releaseBegan()
        }
        #expect(began.state == .endedWithheld)
    }

    @Test func finishClosesAnOpenOrEndWithheldTouch() {
        #expect(
            delivery {
                $0.deliverBegan(); $0.finish()
            }.state == .finished)
        #expect(
            delivery {
                $0.deliverBegan(); $0.withholdEnded(); $0.finish()
            }.state == .finished)
        #expect(
            !delivery {
                $0.deliverBegan(); $0.finish()
            }.isLive)
    }

    @Test(arguments: [TraceRecord.Withholding.multipleTouchDisabled, .exclusiveTouch, .noHitTestView, .refusedByScrollView])
    func excludeBeforeBegan(reason: TraceRecord.Withholding) {
        let excluded = delivery { $0.exclude(reason) }
        #expect(excluded.state == .excluded(reason))
        #expect(excluded.exclusion == reason && !excluded.isLive)
    }

    @Test func excludeDiscardsWithheldPhases() {
        #expect(
            delivery {
                $0.withholdBegan(); $0.exclude(.cancelledByRecognizer)
            }.exclusion == .cancelledByRecognizer)
        #expect(
            delivery {
                $0.withholdBegan(); $0.withholdEnded(); $0.exclude(.viewLeftWindow)
            }.exclusion == .viewLeftWindow)
    }

    // MARK: Illegal steps stop the process

    @Test func beganTwiceIsIllegal() async {
        await #expect(processExitsWith: .failure) {
            var delivery = TouchDelivery(touchNumber: 7)
            delivery.deliverBegan()
            delivery.deliverBegan()
        }
    }

    @Test func finishingATouchWhoseBeganNeverWentOutIsIllegal() async {
        await #expect(processExitsWith: .failure) {
            var delivery = TouchDelivery(touchNumber: 7)
            delivery.withholdBegan()
            delivery.finish()
        }
    }

    @Test func releasingABeganThatIsNotHeldIsIllegal() async {
        await #expect(processExitsWith: .failure) {
            var delivery = TouchDelivery(touchNumber: 7)
            delivery.deliverBegan()
            delivery.releaseBegan()
        }
    }

    @Test func excludingAnOpenTouchIsIllegal() async {
        // An open touch is closed by a cancel, never silently dropped.
        await #expect(processExitsWith: .failure) {
            var delivery = TouchDelivery(touchNumber: 7)
            delivery.deliverBegan()
            delivery.exclude(.cancelledByRecognizer)
        }
    }

    @Test func anythingAfterFinishedIsIllegal() async {
        await #expect(processExitsWith: .failure) {
            var delivery = TouchDelivery(touchNumber: 7)
            delivery.deliverBegan()
            delivery.finish()
            delivery.withholdEnded()
        }
    }
}
