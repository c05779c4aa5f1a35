import Foundation

/// Delivers a window's touches to their hit-test views: `UIWindow.sendEvent(_:)`'s work.
///
/// Recognizers see every phase first (SPEC G1). Then each view gets one call per phase
/// with only its own touches (T2, T3), unless a rule keeps the phase from it:
/// `isMultipleTouchEnabled` (T7) and `isExclusiveTouch` (T8) exclude a new touch for
/// its whole life; `delaysTouchesBegan` and a scroll view's content delay hold began
/// back (G6, S1); `delaysTouchesEnded` holds ended back while recognizers decide (G4);
/// a recognition cancels the view's touches (G4, G7). Every decision is recorded.
final class TouchDispatcher {
    private unowned let application: UIApplication

    init(application: UIApplication) {
        self.application = application
    }

    private var trace: TraceRecorder? { application.trace.isEnabled ? application.trace : nil }
    private var arena: GestureArena { application.gestureArena }

    /// `UIWindow.sendEvent(_:)` for a touches event.
    func dispatch(_ event: UIEvent, in window: UIWindow) {
        let changed = event.touchList.filter { $0.window === window && $0.phase != .stationary }
        guard !changed.isEmpty else { return }
        arena.deliver(event, touches: changed)
        deliverToViews(event, changed)
    }

    // MARK: The views' pass

    private func deliverToViews(_ event: UIEvent, _ changed: [UITouch]) {
        var views: [UIView] = []
        for touch in changed {
            if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
            if touch.view == nil, touch.phase == .began, touch.delivery.excluded == nil {
                touch.delivery.excluded = .noHitTestView
                trace?.record(.ignoredInput("touch #\(touch.number): no window or view took it; nothing receives it"))
            }
        }
        for view in views {
            let mine = changed.filter { $0.view === view }
            let began = mine.filter { $0.phase == .began && admitBegan($0, event) }
            deliver(.began, began, to: view, event)
            let moved = mine.filter { $0.phase == .moved && admitMoved($0) }
            deliver(.moved, moved, to: view, event)
            let ended = mine.filter { $0.phase == .ended && admitEnded($0) }
            deliver(.ended, ended, to: view, event)
            let cancelled = mine.filter { $0.phase == .cancelled && admitCancelled($0) }
            deliver(.cancelled, cancelled, to: view, event)
        }
    }

    /// Calls one touch method on `view` with `touches`, updating their delivery state.
    private func deliver(_ method: TraceRecord.TouchMethod, _ touches: [UITouch], to view: UIView, _ event: UIEvent?) {
        guard !touches.isEmpty else { return }
        for touch in touches {
            switch method {
            case .began: touch.delivery.beganDelivered = true
            case .moved: break
            case .ended, .cancelled:
                touch.delivery.finished = true
                application.clock.cancel(touch.delivery.endedReleaseTimer)
                touch.delivery.endedReleaseTimer = nil
            }
        }
        view.invokeTouches(method, Set(touches), event)
    }

    /// A new touch: T7, T8, then G6/S1.
    private func admitBegan(_ touch: UITouch, _ event: UIEvent) -> Bool {
        guard let view = touch.view, touch.delivery.isOpen else { return false }
        let tracked = event.touchList.filter {
            $0 !== touch && $0.window === touch.window && $0.delivery.isOpen
                && ($0.delivery.beganDelivered || $0.delivery.beganWithheld)
        }
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
        if scrollViewRefusesContentTouch(touch, event) {
            return exclude(touch, .refusedByScrollView)
        }
        if let delayer = undecided(touch, where: \.delaysTouchesBegan) {
            touch.delivery.beganWithheld = true
            trace?.record(
                .withheld(
                    .began, view: view.traceSubject, touches: [touch.number],
                    reason: .delaysTouchesBegan, by: delayer.traceSubject))
            return false
        }
        return true
    }

    private func admitMoved(_ touch: UITouch) -> Bool {
        guard touch.delivery.isOpen else { return false }
        if touch.delivery.beganWithheld {
            if let view = touch.view {
                trace?.record(
                    .withheld(
                        .moved, view: view.traceSubject, touches: [touch.number],
                        reason: .delaysTouchesBegan, by: undecided(touch, where: \.delaysTouchesBegan)?.traceSubject))
            }
            return false
        }
        return touch.delivery.beganDelivered
    }

    private func admitEnded(_ touch: UITouch) -> Bool {
        guard touch.delivery.isOpen, let view = touch.view else { return false }
        if let delayer = undecided(touch, where: \.delaysTouchesEnded) {
            withholdEnded(touch, view: view, by: delayer)
            return false
        }
        if touch.delivery.beganWithheld {
            // S1: the held began goes out immediately, followed by the end.
            releaseBegan([touch], reason: "touch ended before the delay ran out", event: application.currentTouchesEvent)
        }
        return touch.delivery.beganDelivered
    }

    private func admitCancelled(_ touch: UITouch) -> Bool {
        guard touch.delivery.isOpen else { return false }
        if touch.delivery.beganDelivered { return true }
        discardWithheld(touch, reason: .touchCancelled)
        return false
    }

    /// SPEC S3: the nearest enclosing scroll view may refuse its content a touch.
    private func scrollViewRefusesContentTouch(_ touch: UITouch, _ event: UIEvent?) -> Bool {
        guard let view = touch.view else { return false }
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView {
                return !scrollView.touchesShouldBegin([touch], with: event, in: view)
            }
            ancestor = current.superview
        }
        return false
    }

    private func exclude(_ touch: UITouch, _ reason: TraceRecord.Withholding) -> Bool {
        touch.delivery.excluded = reason
        if let view = touch.view {
            trace?.record(.withheld(.began, view: view.traceSubject, touches: [touch.number], reason: reason, by: nil))
        }
        return false
    }

    /// The first recognizer of the touch still deciding that holds a phase back.
    private func undecided(_ touch: UITouch, where holds: KeyPath<UIGestureRecognizer, Bool>) -> UIGestureRecognizer? {
        touch.gestureRecognizers?.first { recognizer in
            recognizer[keyPath: holds] && recognizer.isEnabled && recognizer.state == .possible
                && recognizer.trackedTouches.contains { $0 === touch }
        }
    }

    // MARK: Withheld ended (SPEC G4)

    private func withholdEnded(_ touch: UITouch, view: UIView, by delayer: UIGestureRecognizer) {
        touch.delivery.endedWithheld = true
        trace?.record(
            .withheld(
                .ended, view: view.traceSubject, touches: [touch.number],
                reason: .delaysTouchesEnded, by: delayer.traceSubject))
        if case .afterDelay(let delay) = application.fidelity.withheldEndedRelease {
            touch.delivery.endedReleaseTimer = application.clock.schedule(after: delay) { [weak self, weak touch] in
                guard let self, let touch else { return }
                touch.delivery.endedReleaseTimer = nil
                self.releaseEnded(
                    [touch], reason: "released after \(delay)s as on devices",
                    event: self.application.currentTouchesEvent)
            }
        }
    }

    /// Delivers withheld ends now, whatever the recognizers are doing.
    func releaseWithheldEnds(_ touches: [UITouch], reason: String, event: UIEvent?) {
        releaseEnded(touches, reason: reason, event: event)
    }

    private func releaseEnded(_ touches: [UITouch], reason: String, event: UIEvent?) {
        let due = touches.filter { $0.delivery.endedWithheld && $0.delivery.isOpen }
        guard !due.isEmpty else { return }
        for touch in due where touch.delivery.beganWithheld {
            releaseBegan([touch], reason: reason, event: event)
        }
        for touch in due { touch.delivery.endedWithheld = false }
        for (view, group) in groupedByView(due.filter { $0.delivery.beganDelivered }) {
            trace?.record(.released(.ended, view: view.traceSubject, touches: UITouch.numbers(group), reason: reason))
            deliver(.ended, group, to: view, event)
        }
    }

    private func releaseBegan(_ touches: [UITouch], reason: String, event: UIEvent?) {
        var due = touches.filter { $0.delivery.beganWithheld && $0.delivery.isOpen }
        for touch in due { touch.delivery.beganWithheld = false }
        due = due.filter { touch in
            guard scrollViewRefusesContentTouch(touch, event) else { return true }
            _ = exclude(touch, .refusedByScrollView)
            return false
        }
        for (view, group) in groupedByView(due) {
            trace?.record(.released(.began, view: view.traceSubject, touches: UITouch.numbers(group), reason: reason))
            deliver(.began, group, to: view, event)
        }
    }

    private func discardWithheld(_ touch: UITouch, reason: TraceRecord.Withholding) {
        guard let view = touch.view, touch.delivery.beganWithheld || touch.delivery.endedWithheld else { return }
        touch.delivery.beganWithheld = false
        touch.delivery.endedWithheld = false
        application.clock.cancel(touch.delivery.endedReleaseTimer)
        touch.delivery.endedReleaseTimer = nil
        trace?.record(.withheld(.began, view: view.traceSubject, touches: [touch.number], reason: reason, by: nil))
    }

    /// Recognizers decided: phases they were holding back go out now, unless another
    /// undecided recognizer still holds them (SPEC G4, G6, S1).
    func releaseWithheld(_ touches: [UITouch], event: UIEvent?) {
        // A touch being cancelled keeps its held began: the views' pass discards it, so
        // the view is not handed a began only to have it cancelled in the same event.
        let beganDue = touches.filter {
            $0.delivery.beganWithheld && $0.delivery.isOpen && $0.phase != .cancelled
                && undecided($0, where: \.delaysTouchesBegan) == nil
        }
        releaseBegan(beganDue, reason: "recognizers decided", event: event)
        let endedDue = touches.filter {
            $0.delivery.endedWithheld && $0.delivery.isOpen && undecided($0, where: \.delaysTouchesEnded) == nil
        }
        releaseEnded(endedDue, reason: "recognizers decided", event: event)
    }

    // MARK: Cancellation by recognition (SPEC G4, G7)

    /// The recognizer recognized: its touches are cancelled in their views (those that
    /// already received began), and withheld phases are discarded.
    func cancelViewTouches(of recognizer: UIGestureRecognizer, event: UIEvent?) {
        var touches: [UITouch] = []
        for touch in recognizer.trackedTouches + recognizer.lastTouches where !touches.contains(where: { $0 === touch }) {
            touches.append(touch)
        }
        let open = touches.filter { $0.delivery.isOpen }.sorted { $0.number < $1.number }
        var delivered: [UITouch] = []
        for touch in open {
            if touch.delivery.beganDelivered {
                delivered.append(touch)
            } else if let view = touch.view {
                touch.delivery.beganWithheld = false
                touch.delivery.endedWithheld = false
                trace?.record(
                    .withheld(
                        .began, view: view.traceSubject, touches: [touch.number],
                        reason: .cancelledByRecognizer, by: recognizer.traceSubject))
            }
            touch.delivery.endedWithheld = false
            touch.delivery.excluded = .cancelledByRecognizer
        }
        for (view, group) in groupedByView(delivered) {
            for touch in group { touch.delivery.excluded = nil }
            deliver(.cancelled, group, to: view, event)
            for touch in group { touch.delivery.excluded = .cancelledByRecognizer }
        }
    }

    /// Cancels every touch `view` (or its subtree) is receiving, before it leaves its
    /// window, so that it gets exactly one cancelled and nothing afterwards.
    func cancelTouches(inSubtreeOf view: UIView, event: UIEvent?) {
        // Lifted touches whose end is withheld count too: their view still awaits it.
        let affected = application.touchesInFlight.filter { touch in
            touch.delivery.isOpen && touch.view?.isDescendant(of: view) == true
        }
        let delivered = affected.filter { $0.delivery.beganDelivered }
        for touch in affected where !touch.delivery.beganDelivered {
            discardWithheld(touch, reason: .viewLeftWindow)
            touch.delivery.excluded = .noHitTestView
        }
        for (target, group) in groupedByView(delivered) {
            deliver(.cancelled, group, to: target, event)
        }
        for touch in affected { touch.delivery.excluded = .noHitTestView }
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
}
