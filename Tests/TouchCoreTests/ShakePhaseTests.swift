import Foundation
import TestSupport
import Testing

@testable import TouchCore

/// SPEC F2: a shake that lasts. The first responder gets `motionBegan` when the
/// device starts shaking and `motionEnded` when it stops, each at its own time, or
/// `motionCancelled` when the shake is interrupted (Apple:
/// UIResponder.motionCancelled(_:with:) — "if an interruption occurs, such as an
/// incoming call").
@Suite struct ShakePhaseTests {
    /// Becomes first responder and notes each motion message with its event's time.
    private final class Shaker: UIView {
        var messages: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            messages.append("began \(motion) @\(event!.timestamp)")
        }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            messages.append("ended \(motion) @\(event!.timestamp)")
        }
        override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            messages.append("cancelled \(motion) @\(event!.timestamp)")
        }
    }

    private func world() -> (TouchWorld, Shaker) {
        let world = TouchWorld()
        let shaker = Shaker(frame: CGRect(0, 0, 100, 100))
        shaker.name = "Shaker"
        world.rootView.addSubview(shaker)
        #expect(shaker.becomeFirstResponder())
        world.app.trace.removeAll()
        return (world, shaker)
    }

    @Test func beganAndEndedAreSeparateCallsAtTheirOwnTimes() {
        let (world, shaker) = world()
        world.app.handle(.motion(.began, timestamp: 1))
        #expect(shaker.messages == ["began motionShake @1.0"])
        world.app.handle(.motion(.ended, timestamp: 1.4))
        #expect(shaker.messages == ["began motionShake @1.0", "ended motionShake @1.4"])
        let text = TraceFormatter.text(world.app.trace.records)
        #expect(
            text == """
                @1.000 shake began
                -[UIApplication sendEvent:]
                  -[UIWindow sendEvent:]
                    -[Shaker motionBegan:withEvent:]
                @1.400 shake ended
                -[UIApplication sendEvent:]
                  -[UIWindow sendEvent:]
                    -[Shaker motionEnded:withEvent:]

                """)
    }

    @Test func anInterruptionCancelsTheShakeAndItsLaterEndIsIgnored() {
        let (world, shaker) = world()
        world.app.handle(.motion(.began, timestamp: 1))
        world.app.handle(.interruption(timestamp: 1.2))
        world.app.handle(.motion(.ended, timestamp: 1.4))
        #expect(shaker.messages == ["began motionShake @1.0", "cancelled motionShake @1.2"])
        expectOrdered(
            world.lines,
            [
                "@1.200 shake cancelled: system interruption",
                "-[Shaker motionCancelled:withEvent:]",
                "ignored: shake ended: no shake is in progress",
            ])
    }

    @Test func aSecondShakeWhileOneIsInProgressIsIgnored() {
        let (world, shaker) = world()
        world.app.handle(.motion(.began, timestamp: 1))
        world.app.handle(.motion(.began, timestamp: 1.1))
        world.app.handle(.shake(timestamp: 1.2))
        world.app.handle(.motion(.ended, timestamp: 1.3))
        #expect(shaker.messages == ["began motionShake @1.0", "ended motionShake @1.3"])
        #expect(world.lines.contains("ignored: shake began: a shake is already in progress (began at 1.000)"))
        #expect(world.lines.contains("ignored: shake: a shake is already in progress (began at 1.000)"))
        // Once it has ended, a new shake starts normally.
        world.app.handle(.shake(timestamp: 2))
        #expect(shaker.messages.suffix(2) == ["began motionShake @2.0", "ended motionShake @2.0"])
    }

    @Test func theHostCanCancelAMotionThatWasNotAShake() {
        let (world, shaker) = world()
        world.app.handle(.motion(.cancelled, timestamp: 0.5))
        world.app.handle(.motion(.began, timestamp: 1))
        world.app.handle(.motion(.cancelled, timestamp: 1.1))
        #expect(shaker.messages == ["began motionShake @1.0", "cancelled motionShake @1.1"])
        #expect(world.lines.contains("ignored: shake cancelled: no shake is in progress"))
    }

    @Test func eachPhaseGoesToTheFirstResponderOfItsTime() {
        let (world, shaker) = world()
        let other = Shaker(frame: CGRect(0, 100, 100, 100))
        other.name = "Other"
        world.rootView.addSubview(other)
        world.app.handle(.motion(.began, timestamp: 1))
        #expect(other.becomeFirstResponder())
        world.app.handle(.motion(.ended, timestamp: 2))
        #expect(shaker.messages == ["began motionShake @1.0"])
        #expect(other.messages == ["ended motionShake @2.0"])
    }

    @Test func unhandledPhasesTravelTheChainLikeAWholeShake() {
        // SPEC F2, R4: UIResponder's default passes each motion message to next.
        let world = TouchWorld()
        final class Field: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let field = Field(frame: CGRect(0, 0, 100, 40))
        field.name = "Field"
        world.rootView.addSubview(field)
        #expect(field.becomeFirstResponder())
        world.app.handle(.motion(.began, timestamp: 1))
        world.app.handle(.interruption(timestamp: 2))
        expectOrdered(
            world.lines,
            [
                "-[UIView motionCancelled:withEvent:]",
                "motionCancelled:withEvent: dropped: nobody after UIApplication in the responder chain",
            ])
    }
}
