import Foundation

/// Delivers a window's touches to their hit-test views: `UIWindow.sendEvent(_:)`'s work.
///
/// Recognizers see every phase first (SPEC G1); the arena's decisions come back as
/// effects, which this type applies (actions, cancellations, releases). Then each
/// view gets one call per phase with only its own touches (T2, T3), unless a rule
/// keeps the phase from it: `isMultipleTouchEnabled` (T7) and `isExclusiveTouch` (T8)
/// exclude a new touch for its whole life; `delaysTouchesBegan` and a scroll view's
/// content delay hold began back (G6, S1); `delaysTouchesEnded` holds ended back while
/// recognizers decide (G4); a recognition cancels the view's touches (G4, G7). Each
/// touch's progress is a `TouchDelivery` state machine, and every decision is recorded.
final class TouchDispatcher {
    private unowned let application: UIApplication
    private let arena: GestureArena

    init(application: UIApplication, arena: GestureArena) {
        self.application = application
        self.arena = arena
    }

    private var trace: TraceRecorder? { application.trace.isEnabled ? application.trace : nil }

    /// `UIWindow.sendEvent(_:)` for a touches event.
    func dispatch(_ event: UIEvent, in window: UIWindow) {
        let changed = event.touchList.filter { $0.window === window && $0.phase != .stationary }
        guard !changed.isEmpty else { return }
        arena.deliver(event, touches: changed)
        applyArenaEffects(event)
        deliverToViews(event, changed)
    }

    /// Applies what the arena decided, batch by batch, until nothing is left.
    func applyArenaEffects(_ event: UIEvent?) {
        while true {
            let effects = arena.takeEffects()
            guard !effects.isEmpty else { return }
            for effect in effects {
                switch effect {
                case .sendActions(let recognizer):
                    recognizer.sendActions(trace: trace, event: event)
                case .cancelViewTouches(let recognizer):
                    cancelViewTouches(of: recognizer, event: event)
                case .releaseWithheld:
                    releaseWithheld(event: event)
                }
            }
        }
    }

    // MARK: The views' pass

    private func deliverToViews(_ event: UIEvent, _ changed: [UITouch]) {
        var views: [UIView] = []
        for touch in changed {
            if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
            if touch.view == nil, touch.phase == .began, touch.delivery.state == .notDelivered {
                touch.delivery.exclude(.noHitTestView)
                trace?.record(.ignoredInput(.noReceiver(touch: touch.number)))
            }
        }
        // Touches admitted in this event count as tracked for the next ones (T7, T8):
        // two fingers landing in one frame on a single-touch view give it one of them.
        var admitted: [UITouch] = []
        for view in views {
            let mine = changed.filter { $0.view === view }
            var began: [UITouch] = []
            for touch in mine where touch.phase == .began && admitBegan(touch, event, alsoTracking: admitted) {
                began.append(touch)
                admitted.append(touch)
            }
            for touch in began { touch.delivery.deliverBegan() }
            invoke(.began, began, on: view, event)
            invoke(.moved, mine.filter { $0.phase == .moved && admitMoved($0) }, on: view, event)
            let ended = mine.filter { $0.phase == .ended && admitEnded($0) }
            finish(ended)
            invoke(.ended, ended, on: view, event)
            let cancelled = mine.filter { $0.phase == .cancelled && admitCancelled($0) }
            finish(cancelled)
            invoke(.cancelled, cancelled, on: view, event)
        }
    }

    /// Calls one touch method on `view` with `touches`.
    private func invoke(_ method: TraceRecord.TouchMethod, _ touches: [UITouch], on view: UIView, _ event: UIEvent?) {
        guard !touches.isEmpty else { return }
        view.invokeTouches(method, Set(touches), event)
    }

    /// The view is about to get `touchesEnded` or `touchesCancelled` for these touches.
    private func finish(_ touches: [UITouch]) {
        for touch in touches {
            touch.delivery.finish()
            application.clock.cancel(touch.delivery.endedReleaseTimer)
            touch.delivery.endedReleaseTimer = nil
        }
    }

    /// A new touch: T7, T8, then G6/S1, then S3.
    private func admitBegan(_ touch: UITouch, _ event: UIEvent, alsoTracking admitted: [UITouch]) -> Bool {
        guard let view = touch.view, touch.delivery.state == .notDelivered else { return false }
        let tracked =
            event.touchList.filter {
                $0 !== touch && $0.window === touch.window
                    && ($0.delivery.awaitsEnd || $0.delivery.isBeganWithheld)
            } + admitted.filter { $0.window === touch.window }
        // T8: an exclusive view tracking a touch blocks every other view, and an
        // exclusive view receives nothing while another view tracks one.
        if tracked.contains(where: { $0.view !== view && ($0.view?.isExclusiveTouch == true || view.isExclusiveTouch) }) {
            return exclude(touch, .exclusiveTouch)
        }
        // T7: a view without multiple touch receives one touch at a time; the extra
        // finger is not rerouted to another view. A window always accepts several (W3).
        if !view.isMultipleTouchEnabled && !(view is UIWindow) && tracked.contains(where: { $0.view === view }) {
            return exclude(touch, .multipleTouchDisabled)
        }
        if let delayer = undecided(touch, where: \.delaysTouchesBegan) {
            touch.delivery.withholdBegan()
            trace?.record(
                .withheld(
                    .began, view: view.traceSubject, touches: [touch.number],
                    reason: .delaysTouchesBegan, by: delayer.traceSubject))
            return false
        }
        // S3: the scroll view is asked when the content touch is about to be delivered.
        if scrollViewRefusesContentTouch(touch, event) {
            return exclude(touch, .refusedByScrollView)
        }
        return true
    }

    private func admitMoved(_ touch: UITouch) -> Bool {
        if touch.delivery.isBeganWithheld, let view = touch.view {
            trace?.record(
                .withheld(
                    .moved, view: view.traceSubject, touches: [touch.number],
                    reason: .delaysTouchesBegan, by: undecided(touch, where: \.delaysTouchesBegan)?.traceSubject))
            return false
        }
        return touch.delivery.state == .open
    }

    private func admitEnded(_ touch: UITouch) -> Bool {
        guard touch.delivery.state == .open || touch.delivery.state == .beganWithheld, let view = touch.view else {
            return false
        }
        if let delayer = undecided(touch, where: \.delaysTouchesEnded) {
            withholdEnded(touch, view: view, by: delayer)
            return false
        }
        if touch.delivery.isBeganWithheld {
            // S1: the held began goes out immediately, followed by the end.
            releaseBegan([touch], reason: .touchEndedBeforeDelay, event: application.currentTouchesEvent)
        }
        return touch.delivery.state == .open
    }

    private func admitCancelled(_ touch: UITouch) -> Bool {
        if touch.delivery.state == .open { return true }
        if touch.delivery.isBeganWithheld { discardWithheld(touch, reason: .touchCancelled, by: nil) }
        return false
    }

    /// SPEC S3: the nearest enclosing scroll view may refuse its content a touch. The
    /// question is a traced call with its answer.
    private func scrollViewRefusesContentTouch(_ touch: UITouch, _ event: UIEvent?) -> Bool {
        guard let view = touch.view else { return false }
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView {
                let answer = scrollView.touchesShouldBegin([touch], with: event, in: view)
                trace?.record(
                    .call(
                        receiver: scrollView.traceSubject, selector: "touchesShouldBegin:withEvent:inContentView:",
                        detail: .about(view.traceSubject)),
                    outcome: .bool(answer))
                return !answer
            }
            ancestor = current.superview
        }
        return false
    }

    private func exclude(_ touch: UITouch, _ reason: TraceRecord.Withholding) -> Bool {
        touch.delivery.exclude(reason)
        if let view = touch.view {
            trace?.record(.withheld(.began, view: view.traceSubject, touches: [touch.number], reason: reason, by: nil))
        }
        return false
    }

    /// The first recognizer of the touch still deciding that holds a phase back.
    private func undecided(_ touch: UITouch, where holds: KeyPath<UIGestureRecognizer, Bool>) -> UIGestureRecognizer? {
        touch.gestureRecognizers?.first { arena.isWithholding(touch, by: $0, holds) }
    }

    // MARK: Withheld phases (SPEC G4, G6, S1)

    private func withholdEnded(_ touch: UITouch, view: UIView, by delayer: UIGestureRecognizer) {
        touch.delivery.withholdEnded()
        trace?.record(
            .withheld(
                .ended, view: view.traceSubject, touches: [touch.number],
                reason: .delaysTouchesEnded, by: delayer.traceSubject))
        if case .afterDelay(let delay) = application.fidelity.withheldEndedRelease {
            touch.delivery.endedReleaseTimer = application.clock.schedule(
                after: delay, purpose: .withheldEndedRelease(touch: touch.number, delay: delay)
            ) { [weak self, weak touch] in
                guard let self, let touch else { return }
                touch.delivery.endedReleaseTimer = nil
                self.releaseEnded(
                    [touch], reason: .deviceDelay(delay),
                    event: self.application.currentTouchesEvent)
            }
        }
    }

    /// Delivers withheld ends now, whatever the recognizers are doing (a system
    /// interruption: the fingers already lifted keep their end).
    func releaseWithheldEnds(reason: TraceRecord.ReleaseReason, event: UIEvent?) {
        releaseEnded(application.touchesInFlight, reason: reason, event: event)
    }

    /// Touches whose ended is withheld, due now: their began first if it was held too,
    /// then one `touchesEnded` per view and lift time, in the order the fingers lifted.
    private func releaseEnded(_ touches: [UITouch], reason: TraceRecord.ReleaseReason, event: UIEvent?) {
        let due = touches.filter(\.delivery.isEndedWithheld)
        guard !due.isEmpty else { return }
        let beganHeld = due.filter(\.delivery.isBeganWithheld)
        if !beganHeld.isEmpty { releaseBegan(beganHeld, reason: reason, event: event) }
        let ready = due.filter { $0.delivery.state == .endedWithheld }
        for (view, group) in groupedByViewAndLift(ready) {
            finish(group)
            trace?.record(.released(.ended, view: view.traceSubject, touches: UITouch.numbers(group), reason: reason))
            invoke(.ended, group, on: view, event)
        }
    }

    private func releaseBegan(_ touches: [UITouch], reason: TraceRecord.ReleaseReason, event: UIEvent?) {
        var due: [UITouch] = []
        for touch in touches where touch.delivery.isBeganWithheld {
            // S3: asked now, when the held content touch is about to be delivered.
            if scrollViewRefusesContentTouch(touch, event) {
                _ = exclude(touch, .refusedByScrollView)
            } else {
                touch.delivery.releaseBegan()
                due.append(touch)
            }
        }
        for (view, group) in groupedByView(due) {
            trace?.record(.released(.began, view: view.traceSubject, touches: UITouch.numbers(group), reason: reason))
            invoke(.began, group, on: view, event)
        }
    }

    /// Withheld phases of a touch its view will never see, thrown away with the reason.
    private func discardWithheld(_ touch: UITouch, reason: TraceRecord.Withholding, by recognizer: UIGestureRecognizer?) {
        application.clock.cancel(touch.delivery.endedReleaseTimer)
        touch.delivery.endedReleaseTimer = nil
        touch.delivery.exclude(reason)
        if let view = touch.view {
            trace?.record(
                .withheld(.began, view: view.traceSubject, touches: [touch.number], reason: reason, by: recognizer?.traceSubject))
        }
    }

    /// Recognizers decided: phases no undecided recognizer holds back any more go out
    /// now, in this event — for every touch in flight, lifted ones included, so a
    /// finger that lifted before the last recognizer failed gets its end in the very
    /// event in which it failed (SPEC G4, G6, S1).
    private func releaseWithheld(event: UIEvent?) {
        let withheld = application.touchesInFlight.filter(\.delivery.isWithholding).sorted { $0.number < $1.number }
        // A touch being cancelled keeps its held began: the views' pass discards it, so
        // the view is not handed a began only to have it cancelled in the same event.
        let beganDue = withheld.filter {
            $0.delivery.isBeganWithheld && $0.phase != .cancelled && undecided($0, where: \.delaysTouchesBegan) == nil
        }
        releaseBegan(beganDue, reason: .recognizersDecided, event: event)
        let endedDue = withheld.filter {
            $0.delivery.state == .endedWithheld && undecided($0, where: \.delaysTouchesEnded) == nil
        }
        releaseEnded(endedDue, reason: .recognizersDecided, event: event)
    }

    // MARK: Cancellation by recognition (SPEC G4, G7)

    /// The recognizer recognized: every touch of its sequence is cancelled in its view —
    /// those whose began the view received, lifted fingers whose end is withheld
    /// included — and withheld began phases are discarded. Lifted touches get their
    /// `touchesCancelled` first, one call per lift, in the order they lifted; the
    /// touches still down follow, one call per view.
    func cancelViewTouches(of recognizer: UIGestureRecognizer, event: UIEvent?) {
        let touches = recognizer.sequenceTouches.filter(\.delivery.isLive).sorted { $0.number < $1.number }
        var delivered: [UITouch] = []
        for touch in touches {
            switch touch.delivery.state {
            case .open, .endedWithheld:
                delivered.append(touch)
            case .notDelivered, .beganWithheld, .beganAndEndedWithheld:
                // Never shown to the view (recognized in the touch's own began event,
                // before the views' pass) or held back: thrown away.
                discardWithheld(touch, reason: .cancelledByRecognizer, by: recognizer)
            case .finished, .excluded:
                break
            }
        }
        let lifted = delivered.filter { $0.delivery.state == .endedWithheld }
        let down = delivered.filter { $0.delivery.state == .open }
        for (view, group) in groupedByViewAndLift(lifted) + groupedByView(down) {
            finish(group)
            invoke(.cancelled, group, on: view, event)
        }
    }

    /// Cancels every touch `view` (or its subtree) is receiving, before it leaves its
    /// window, so that it gets exactly one cancelled and nothing afterwards.
    func cancelTouches(inSubtreeOf view: UIView, event: UIEvent?) {
        // Lifted touches whose end is withheld count too: their view still awaits it.
        let affected = application.touchesInFlight.filter { touch in
            touch.delivery.isLive && touch.view?.isDescendant(of: view) == true
        }
        let delivered = affected.filter(\.delivery.awaitsEnd)
        for touch in affected where !touch.delivery.awaitsEnd {
            if touch.delivery.isBeganWithheld {
                discardWithheld(touch, reason: .viewLeftWindow, by: nil)
            } else {
                touch.delivery.exclude(.viewLeftWindow)
            }
        }
        for (target, group) in groupedByView(delivered) {
            finish(group)
            invoke(.cancelled, group, on: target, event)
        }
    }

    private func groupedByView(_ touches: [UITouch]) -> [(UIView, [UITouch])] {
        var groups: [(UIView, [UITouch])] = []
        for touch in touches {
            guard let view = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.0 === view }) {
                groups[index].1.append(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        return groups
    }

    /// Lifted touches grouped by view and by the moment they lifted, earliest first:
    /// fingers that lifted together are closed together, others in the order they
    /// lifted (each began is closed in timestamp order).
    private func groupedByViewAndLift(_ touches: [UITouch]) -> [(UIView, [UITouch])] {
        var groups: [(view: UIView, time: TimeInterval, touches: [UITouch])] = []
        for touch in touches {
            guard let view = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.view === view && $0.time == touch.timestamp }) {
                groups[index].touches.append(touch)
            } else {
                groups.append((view, touch.timestamp, [touch]))
            }
        }
        return groups.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map {
            ($0.element.view, $0.element.touches)
        }
    }
}
