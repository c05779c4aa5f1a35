import Foundation

/// Arbitrates the gesture recognizers of an application: who sees which touch, who
/// may leave `.possible`, who prevents whom, and what recognition does to the views.
///
/// Named after Flutter's gesture arena, it implements UIKit's rules (SPEC §6):
/// recognizers are collected per touch at began (G1, G2); leaving `.possible` waits for
/// required failures (G9), asks `gestureRecognizerShouldBegin` (G10, G11) and fails the
/// recognizers it prevents (G8).
///
/// The arena decides; it does not deliver. What a decision implies for the views and
/// the targets comes out as `Effect`s, queued while recognizers are receiving an event
/// and handed over once they all have (`takeEffects()`), recognitions before
/// failures, so a recognition in the same event wins over a failure that would
/// release a withheld began (seed 002 phenomenon 1). The window's `TouchDispatcher`
/// applies them. A decision made outside event delivery (a timer, a recognizer being
/// disabled) calls `settle`, which the application wires to the dispatcher.
final class GestureArena {
    /// What a decision asks of the rest of the pipeline, in the order to apply it.
    enum Effect {
        /// Send the recognizer's actions for its new state (SPEC G3).
        case sendActions(UIGestureRecognizer)
        /// The recognizer recognized with `cancelsTouchesInView`: cancel its touches in
        /// their views and discard what is withheld from them (SPEC G4, G7).
        case cancelViewTouches(UIGestureRecognizer)
        /// Some recognizers decided: release the phases nobody holds back any more, in
        /// this very event (SPEC G4, G6).
        case releaseWithheld
    }

    let clock: VirtualClock
    /// The application's switches, kept in step by the application.
    var fidelity: FidelityOptions
    private let traceRecorder: TraceRecorder
    /// Applies pending effects after a decision made outside event delivery.
    var settle: () -> Void = {}

    /// Recognizers that received a touch since their last reset, in that order.
    private(set) var participants: [UIGestureRecognizer] = []
    private var recognitionEffects: [Effect] = []
    private var decidedRecognizers: [UIGestureRecognizer] = []
    private var deliveryDepth = 0

    init(clock: VirtualClock, trace: TraceRecorder, fidelity: FidelityOptions) {
        self.clock = clock
        self.traceRecorder = trace
        self.fidelity = fidelity
    }
    private var trace: TraceRecorder? { traceRecorder.isEnabled ? traceRecorder : nil }

    // MARK: Collecting (SPEC G1, G2)

    /// At began: the recognizers of the hit-test view and every ancestor up to the
    /// window, hit-test view outward, that are enabled, not finished with the current
    /// sequence, and whose delegate lets them receive the touch.
    func collectRecognizers(for touch: UITouch) {
        resetFinishedRecognizers()
        var collected: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.gestureRecognizers ?? [] where recognizer.isEnabled {
                // Apple: allowedTouchTypes; a recognizer not allowing the touch's type never sees it.
                guard recognizer.allowedTouchTypes.contains(touch.type.rawValue) else { continue }
                // A recognizer waiting for another to fail (G9) is still collected: the
                // touch goes to it, and it fails with it if the other recognizes (G1).
                guard !recognizer.state.isFinished else { continue }
                guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else {
                    trace?.record(
                        .call(
                            receiver: recognizer.traceSubject, selector: "gestureRecognizer:shouldReceiveTouch:",
                            detail: .touchHidden(touch: touch.number)))
                    continue
                }
                collected.append(recognizer)
            }
            view = current.superview
        }
        touch.gestureRecognizers = collected
        if !collected.isEmpty {
            trace?.record(.recognizersCollected(touch: touch.number, recognizers: collected.map(\.traceSubject)))
        }
    }

    // MARK: Delivering (SPEC G1: recognizers before the view)

    /// Gives the changed touches to their recognizers, then runs the queued effects.
    func deliver(_ event: UIEvent, touches changed: [UITouch]) {
        // Each recognizer once, in the order the touches list them, with its touches in
        // the order of `changed`: one pass over the lists, so hundreds of recognizers on
        // one touch cost what they number, not its square.
        var order: [UIGestureRecognizer] = []
        var touchesOf: [ObjectIdentifier: [UITouch]] = [:]
        for touch in changed {
            for recognizer in touch.gestureRecognizers ?? [] {
                let id = ObjectIdentifier(recognizer)
                if let touches = touchesOf[id] {
                    if touches.last !== touch { touchesOf[id]!.append(touch) }
                } else {
                    order.append(recognizer)
                    touchesOf[id] = [touch]
                }
            }
        }
        deliveryDepth += 1
        for recognizer in order {
            deliver(event, touchesOf[ObjectIdentifier(recognizer)] ?? [], to: recognizer)
        }
        deliveryDepth -= 1
    }

    private func deliver(_ event: UIEvent, _ touches: [UITouch], to recognizer: UIGestureRecognizer) {
        // A finished recognizer ignores the rest of the current touches (G3).
        guard recognizer.isEnabled, !recognizer.state.isFinished else { return }
        if !recognizer.isParticipating {
            recognizer.isParticipating = true
            recognizer.arena = self
            participants.append(recognizer)
        }
        for touch in touches where touch.phase == .began && !recognizer.trackedTouches.contains(where: { $0 === touch }) {
            recognizer.trackedTouches.append(touch)
            recognizer.sequenceTouches.append(touch)
        }
        for method in TraceRecord.TouchMethod.allCases {
            let group = touches.filter { TraceRecord.TouchMethod($0.phase) == method }
            guard !group.isEmpty, !recognizer.state.isFinished else { continue }
            let set = Set(group)
            let index = trace?.begin(
                .recognizerTouches(method, recognizer: recognizer.traceSubject, touches: UITouch.numbers(group)),
                subject: recognizer)
            switch method {
            case .began: recognizer.touchesBegan(set, with: event)
            case .moved: recognizer.touchesMoved(set, with: event)
            case .ended: recognizer.touchesEnded(set, with: event)
            case .cancelled: recognizer.touchesCancelled(set, with: event)
            }
            if let index { trace?.end(index) }
        }
        recognizer.lastTouches = recognizer.trackedTouches
    }

    // MARK: Transitions (SPEC G3, G8–G10)

    /// A recognizer assigned `state`: apply it, defer it, or refuse it.
    func requestTransition(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        // Effects wait until the transition and everything it implies are settled. A
        // transition outside event delivery (a timer) settles at once, and recognizers it
        // finished with no touches left reset, ready for the next sequence.
        deliveryDepth += 1
        defer {
            deliveryDepth -= 1
            if deliveryDepth == 0 { settle() }
        }
        let old = recognizer.state
        guard old.allowsTransition(to: newState) else {
            trace?.record(.ignoredInput(.illegalTransition(recognizer: recognizer.traceSubject, from: old, to: newState)))
            return
        }
        guard old == .possible, newState == .began || newState == .ended else {
            apply(newState, to: recognizer, reason: nil)
            return
        }
        attemptRecognition(recognizer, to: newState)
    }

    private func attemptRecognition(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        // G9: wait while a recognizer this one requires to fail is still undecided; fail
        // if one has recognized. One pass asks each other recognizer once.
        var blocker: UIGestureRecognizer?
        var winner: UIGestureRecognizer?
        for other in participants where other !== recognizer && blocker == nil {
            let state = other.state
            guard state == .possible || state.isInProgress || state == .ended else { continue }
            guard requires(recognizer, toFail: other) else { continue }
            if state == .possible {
                blocker = other
            } else if winner == nil {
                winner = other
            }
        }
        if let blocker {
            if recognizer.pendingState == nil {
                recognizer.pendingState = newState
                trace?.record(
                    .recognizerState(
                        recognizer: recognizer.traceSubject, from: .possible, to: .possible,
                        reason: .waitingForFailure(of: blocker.traceSubject)))
            }
            return
        }
        recognizer.pendingState = nil
        if let winner {
            apply(.failed, to: recognizer, reason: .requiredRecognizerRecognized(winner.traceSubject))
            return
        }
        // G10, G11: the delegate, then the recognizer's view and the touches' views.
        if let refusal = shouldBeginRefusal(recognizer) {
            apply(.failed, to: recognizer, reason: refusal)
            return
        }
        // G8: an in-progress recognizer that prevents this one wins.
        if let preventer = participants.first(where: { other in
            other !== recognizer && other.state.isInProgress && sharesTouches(other, recognizer)
                && prevents(other, recognizer)
        }) {
            apply(.failed, to: recognizer, reason: .prevented(by: preventer.traceSubject))
            return
        }
        apply(newState, to: recognizer, reason: nil)
        for other in participants where other !== recognizer && other.state == .possible {
            if requires(other, toFail: recognizer) {
                other.pendingState = nil
                apply(.failed, to: other, reason: .requiredRecognizerRecognized(recognizer.traceSubject))
            } else if sharesTouches(recognizer, other) && prevents(recognizer, other) {
                other.pendingState = nil
                apply(.failed, to: other, reason: .prevented(by: recognizer.traceSubject))
            }
        }
    }

    /// Why the recognizer may not begin, or nil if it may (SPEC G10, G11).
    private func shouldBeginRefusal(_ recognizer: UIGestureRecognizer) -> TraceRecord.StateChangeReason? {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            return .delegateShouldBeginRefused
        }
        var asked: [UIView] = []
        if let view = recognizer.view { asked.append(view) }
        for touch in recognizer.sequenceTouches {
            if let view = touch.view, !asked.contains(where: { $0 === view }) { asked.append(view) }
        }
        for view in asked where !view.gestureRecognizerShouldBegin(recognizer) {
            trace?.record(
                .call(
                    receiver: view.traceSubject, selector: "gestureRecognizerShouldBegin:",
                    detail: .shouldBeginRefused(recognizer.traceSubject)))
            return .viewShouldBeginRefused(view.traceSubject)
        }
        return nil
    }

    /// Whether `recognizer` must wait for `other` to fail (SPEC G9: all five forms).
    func requires(_ recognizer: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
        recognizer.requiredToFail.contains { $0.object === other }
            || recognizer.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }

    /// Whether `winner` recognizing stops `loser` (SPEC G8). Each delegate asked is a
    /// traced call with its answer, so "both fired" is explained by the line that allowed it.
    private func prevents(_ winner: UIGestureRecognizer, _ loser: UIGestureRecognizer) -> Bool {
        guard winner.canPrevent(loser), loser.canBePrevented(by: winner) else { return false }
        for (asked, other) in [(winner, loser), (loser, winner)] {
            guard let delegate = asked.delegate else { continue }
            let answer = delegate.gestureRecognizer(asked, shouldRecognizeSimultaneouslyWith: other)
            trace?.record(
                .call(
                    receiver: TraceSubject(delegate), selector: "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:",
                    detail: .simultaneous(asked.traceSubject, other.traceSubject)),
                outcome: .bool(answer))
            if answer { return false }
        }
        return true
    }

    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        b.sequenceTouches.contains { touch in a.sequenceTouches.contains { $0 === touch } }
    }

    /// Sets the state, records it, and queues what it implies.
    private func apply(
        _ newState: UIGestureRecognizer.State, to recognizer: UIGestureRecognizer, reason: TraceRecord.StateChangeReason?
    ) {
        let old = recognizer.state
        recognizer.setStateDirectly(newState)
        trace?.record(
            .recognizerState(
                recognizer: recognizer.traceSubject, from: old, to: newState, reason: reason))
        switch newState {
        case .began, .changed, .ended, .cancelled:
            recognitionEffects.append(.sendActions(recognizer))
        case .failed, .possible:
            break
        }
        if old == .possible && (newState == .began || newState == .ended) && recognizer.cancelsTouchesInView {
            recognitionEffects.append(.cancelViewTouches(recognizer))
        }
        if old == .possible && newState != .possible {
            decidedRecognizers.append(recognizer)
        }
        if newState == .failed {
            // G9: recognizers waiting for this one may now go ahead.
            for waiting in participants where waiting.pendingState != nil && requires(waiting, toFail: recognizer) {
                if let pending = waiting.pendingState { attemptRecognition(waiting, to: pending) }
            }
        }
    }

    // MARK: Effects

    /// The effects of the decisions made so far, in the order to apply them: actions
    /// and cancellations first (in the order set by the G13 switch), then — once no
    /// recognition is left to run — the release of phases withheld for recognizers
    /// that have decided. Applying a batch may decide more (an action disables a
    /// recognizer), so callers take batches until one comes back empty.
    func takeEffects() -> [Effect] {
        if !recognitionEffects.isEmpty {
            var batch = recognitionEffects
            recognitionEffects.removeAll()
            if !fidelity.recognizerActionBeforeCancel {
                batch = batch.filter { $0.isCancellation } + batch.filter { !$0.isCancellation }
            }
            return batch
        }
        guard !decidedRecognizers.isEmpty else { return [] }
        decidedRecognizers.removeAll()
        return [.releaseWithheld]
    }

    /// Whether `recognizer` is deciding about `touch` and holds the phase `holds` back
    /// from its view (SPEC G4, G6): enabled, still possible (a recognizer waiting for
    /// another to fail has not decided either), and the touch is part of its sequence —
    /// also after the finger lifted.
    func isWithholding(
        _ touch: UITouch, by recognizer: UIGestureRecognizer, _ holds: KeyPath<UIGestureRecognizer, Bool>
    ) -> Bool {
        recognizer[keyPath: holds] && recognizer.isEnabled && recognizer.state == .possible
            && recognizer.sequenceTouches.contains { $0 === touch }
    }

    // MARK: Ending a sequence

    /// After an event: forget ended touches, and reset recognizers that are finished
    /// and have no touches left (SPEC G3).
    func finishEvent() {
        for recognizer in participants {
            recognizer.trackedTouches.removeAll { !$0.isActive }
        }
        resetFinishedRecognizers()
    }

    func resetFinishedRecognizers() {
        var finished: Set<ObjectIdentifier> = []
        for recognizer in participants where recognizer.state.isFinished && recognizer.trackedTouches.isEmpty {
            finished.insert(ObjectIdentifier(recognizer))
        }
        guard !finished.isEmpty else { return }
        // Leaving the arena first, all at once (one pass, however many finished), then
        // reset in arena order, as each would have been alone.
        let leaving = participants.filter { finished.contains(ObjectIdentifier($0)) }
        participants.removeAll { finished.contains(ObjectIdentifier($0)) }
        for recognizer in leaving { reset(recognizer) }
    }

    /// Resets a recognizer that has already left `participants`.
    private func reset(_ recognizer: UIGestureRecognizer) {
        let old = recognizer.state
        recognizer.setStateDirectly(.possible)
        recognizer.pendingState = nil
        recognizer.isParticipating = false
        recognizer.lastTouches = []
        recognizer.sequenceTouches = []
        recognizer.reset()
        trace?.record(
            .recognizerState(
                recognizer: recognizer.traceSubject, from: old, to: .possible, reason: .reset))
    }

    /// Disabling a recognizer mid-gesture cancels or fails it (Apple: isEnabled).
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        guard recognizer.isParticipating else { return }
        deliveryDepth += 1
        if recognizer.state.isInProgress {
            apply(.cancelled, to: recognizer, reason: .disabled)
        } else if recognizer.state == .possible {
            apply(.failed, to: recognizer, reason: .disabled)
        }
        recognizer.trackedTouches.removeAll()
        deliveryDepth -= 1
        if deliveryDepth == 0 { settle() }
    }
}

extension GestureArena.Effect {
    var isCancellation: Bool {
        if case .cancelViewTouches = self { return true }
        return false
    }
}
