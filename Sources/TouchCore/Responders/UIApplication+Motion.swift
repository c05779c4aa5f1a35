import Foundation

/// Shakes: motion events that go to the first responder, then up its chain
/// (SPEC F2, R6; Apple: UIResponder.motionBegan(_:with:)).
///
/// A host reports a shake either whole (`HostInput.shake`: `motionBegan` and
/// `motionEnded` in one event, at one time) or as it happens
/// (`HostInput.motion`: `motionBegan` when the device starts shaking, then
/// `motionEnded` — or `motionCancelled` — in a later input, at its own time). The
/// phases of one shake share one `UIEvent`, whose timestamp follows the phase.
///
/// Only one shake is in progress at a time, as a device has one accelerometer:
/// - a second `began`, or a whole `.shake`, while a shake is in progress is
///   ignored, with an `ignoredInput` record saying so;
/// - an `ended` or `cancelled` with no shake in progress is ignored the same way;
/// - a system interruption cancels the shake in progress: the first responder gets
///   `motionCancelled` (Apple: motionCancelled(_:with:) — "if an interruption
///   occurs, such as an incoming call").
///
/// Each message goes to the first responder at the time it is sent, so a shake
/// whose first responder changes between began and ended ends at the new one.
extension UIApplication {
    /// A whole shake at one time: `motionBegan` then `motionEnded`.
    func processShake(timestamp: TimeInterval, trace: TraceRecorder?) {
        if let current = shakeInProgress {
            trace?.record(.ignoredInput(.shakeInProgress(nil, since: current.timestamp)))
            return
        }
        trace?.record(.input(.shake))
        let event = UIEvent(type: .motion, subtype: .motionShake, timestamp: timestamp)
        event.trace = trace
        sendTraced(event, trace: trace)
    }

    /// One phase of a shake that lasts.
    func processMotion(_ phase: HostInput.MotionPhase, timestamp: TimeInterval, trace: TraceRecorder?) {
        switch phase {
        case .began:
            if let current = shakeInProgress {
                trace?.record(.ignoredInput(.shakeInProgress(.began, since: current.timestamp)))
                return
            }
            trace?.record(.input(.shakePhase(.began)))
            let event = UIEvent(type: .motion, subtype: .motionShake, timestamp: timestamp)
            shakeInProgress = event
            send(.began, of: event, at: timestamp, trace: trace)
        case .ended, .cancelled:
            guard let event = shakeInProgress else {
                trace?.record(.ignoredInput(.noShakeInProgress(phase)))
                return
            }
            shakeInProgress = nil
            trace?.record(.input(.shakePhase(phase)))
            send(phase, of: event, at: timestamp, trace: trace)
        }
    }

    /// Cancels the shake in progress, if any, because of `reason`.
    func cancelShakeInProgress(reason: TraceRecord.ShakeCancellation, timestamp: TimeInterval, trace: TraceRecorder?) {
        guard let event = shakeInProgress else { return }
        shakeInProgress = nil
        trace?.record(.input(.shakeCancelled(reason: reason)))
        send(.cancelled, of: event, at: timestamp, trace: trace)
    }

    private func send(_ phase: HostInput.MotionPhase, of event: UIEvent, at timestamp: TimeInterval, trace: TraceRecorder?) {
        event.timestamp = timestamp
        event.trace = trace
        event.motionPhases = [phase]
        sendTraced(event, trace: trace)
    }

    /// Calls the motion methods the event carries on `responder`, each a traced call
    /// that the default implementations pass up the chain (SPEC F2, R4).
    func deliverMotion(_ event: UIEvent, to responder: UIResponder) {
        for phase in event.motionPhases {
            switch phase {
            case .began:
                responder.invokeMessage("motionBegan:withEvent:", event) { responder.motionBegan(event.subtype, with: event) }
            case .ended:
                responder.invokeMessage("motionEnded:withEvent:", event) { responder.motionEnded(event.subtype, with: event) }
            case .cancelled:
                responder.invokeMessage("motionCancelled:withEvent:", event) { responder.motionCancelled(event.subtype, with: event) }
            }
        }
    }
}
