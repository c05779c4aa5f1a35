import Foundation

/// The centralized point of control: an event queue, the windows, the key window and
/// the first responder (Apple: UIApplication).
///
/// Hosts feed `HostInput` through `handle(_:)`; the application queues it FIFO and
/// takes one event at a time (SPEC §1.1): new touches are hit-tested once against the
/// windows front to back and bound to their view (H6, W2), then the event goes
/// `sendEvent(_:)` → `UIWindow.sendEvent(_:)` → recognizers → views → responder chain.
/// There is no process-wide instance: each test or scene builds its own application,
/// and `UIApplication.shared` is the one running on the caller's thread
/// (UIApplication+Shared.swift).
open class UIApplication: UIResponder {
    /// TouchLab: the only clock, which hosts advance (not UIKit API).
    package let clock: VirtualClock
    public var fidelity: FidelityOptions {
        didSet { gestureArena.fidelity = fidelity }
    }
    /// The structured record of every delivery decision (SPEC §11). Off by default.
    package let trace: TraceRecorder
    /// The app delegate; held strongly here because nothing else owns it.
    public var delegate: UIApplicationDelegate?

    public private(set) var windows: [UIWindow] = []
    public private(set) weak var keyWindow: UIWindow?
    public private(set) weak var firstResponder: UIResponder?

    let gestureArena: GestureArena
    private(set) lazy var touchDispatcher = TouchDispatcher(application: self, arena: gestureArena)

    private var queue: [HostInput] = []
    private var isDraining = false
    private var windowOrderCounter = 0
    private var touchCounter = 0
    /// The touches event, reused for the application's life as on iOS.
    private var touchesEvent: UIEvent?
    /// Touches on the screen, and touches whose ended is still withheld from the view.
    private var inFlight: [UITouch] = []
    private var lastTap: (location: CGPoint, time: TimeInterval, view: UIView?, tapCount: Int)?
    /// The shake between its `motionBegan` and its end or cancel (UIApplication+Motion).
    var shakeInProgress: UIEvent?

    /// An application on a clock of its own, following `fidelity` (SPEC §10).
    public convenience init(fidelity: FidelityOptions = FidelityOptions()) {
        self.init(clock: VirtualClock(), fidelity: fidelity)
    }

    package init(clock: VirtualClock, fidelity: FidelityOptions = FidelityOptions()) {
        self.clock = clock
        self.fidelity = fidelity
        let trace = TraceRecorder(clock: clock)
        self.trace = trace
        self.gestureArena = GestureArena(clock: clock, trace: trace, fidelity: fidelity)
        super.init()
        // Decisions made outside event delivery (timers, a recognizer disabled) are
        // applied at once, by the dispatcher, as decisions inside an event are.
        gestureArena.settle = { [unowned self] in
            self.touchDispatcher.applyArenaEffects(self.touchesEvent)
            self.gestureArena.resetFinishedRecognizers()
        }
        // SPEC §11: what a timer triggers is headed by the time it fired, like input.
        clock.willFire = { [weak trace] purpose in
            guard let trace, trace.isEnabled else { return }
            trace.headNextRecord(.timerFired(purpose))
        }
        clock.didFire = { [weak trace] in trace?.headNextRecord(nil) }
        noteCreated()
    }

    /// The touches event being delivered (or the last one), for effects that happen
    /// between input frames, such as timers.
    var currentTouchesEvent: UIEvent? { touchesEvent }

    /// Touches currently on the screen, in the order they began.
    public var activeTouches: [UITouch] { inFlight.filter(\.isActive) }

    /// Touches on the screen plus lifted ones whose end is still withheld from the view.
    var touchesInFlight: [UITouch] { inFlight }

    // MARK: Windows (SPEC W1, W2)

    /// Attaches a window to this application. It stays hidden until shown.
    public func addWindow(_ window: UIWindow) {
        guard !windows.contains(where: { $0 === window }) else { return }
        window.attachedApplication = self
        windows.append(window)
        if !window.isHidden { windowDidBecomeVisible(window) }
    }

    public func removeWindow(_ window: UIWindow) {
        touchDispatcher.cancelTouches(inSubtreeOf: window, event: touchesEvent)
        windows.removeAll { $0 === window }
        if keyWindow === window { keyWindow = nil }
        window.attachedApplication = nil
    }

    func windowDidBecomeVisible(_ window: UIWindow) {
        windowOrderCounter += 1
        window.orderNumber = windowOrderCounter
    }

    func windowDidBecomeHidden(_ window: UIWindow) {
        touchDispatcher.cancelTouches(inSubtreeOf: window, event: touchesEvent)
    }

    func setKeyWindow(_ window: UIWindow) {
        guard window.attachedApplication === self else { return }
        keyWindow = window
    }

    /// Visible windows in hit-testing order: higher level first, then most recently shown.
    public var windowsFrontToBack: [UIWindow] {
        windows.filter { !$0.isHidden }.sorted {
            $0.windowLevel != $1.windowLevel ? $0.windowLevel > $1.windowLevel : $0.orderNumber > $1.orderNumber
        }
    }

    /// A view is leaving its window: its touches are cancelled first, so it receives
    /// exactly one `touchesCancelled` and nothing after (the delivery invariant: every began gets one end; UIKit
    /// leaves this undocumented).
    func viewWillLeaveWindow(_ view: UIView) {
        touchDispatcher.cancelTouches(inSubtreeOf: view, event: touchesEvent)
    }

    // MARK: Input and the event queue (SPEC §1.1)

    /// Queues host input and processes the queue in order. Input handed in while an
    /// event is being delivered (from an action, say) waits its turn.
    public func handle(_ input: HostInput) {
        queue.append(input)
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        runningAsShared {
            while !queue.isEmpty {
                let next = queue.removeFirst()
                clock.advance(to: next.timestamp)
                // An input older than the clock (a host's late event, a script's step
                // behind a timer) is delivered now, in queue order, but keeps its own
                // time: in its touches' and event's `timestamp` (Apple: UITouch.timestamp,
                // "the time when the touch occurred") and on its trace lines.
                trace.inputTime = next.timestamp.isFinite && next.timestamp < clock.now ? next.timestamp : nil
                process(next)
                trace.inputTime = nil
            }
        }
    }

    /// Moves time forward, firing due timers (long presses, delays). Hosts call this
    /// every frame with their clock; tests with the time they want.
    public func advance(to time: TimeInterval) {
        runningAsShared { clock.advance(to: time) }
    }

    private func process(_ input: HostInput) {
        let trace = self.trace.isEnabled ? self.trace : nil
        switch input {
        case .touches(let samples, let timestamp):
            // An event older than the clock keeps its own time (see `handle`); one with
            // no usable time is stamped with the clock's.
            processTouches(samples, timestamp: timestamp.isFinite ? timestamp : clock.now, trace: trace)
        case .interruption(let timestamp):
            trace?.record(.input(.interruption))
            let samples = inFlight.filter(\.isActive).map {
                TouchSample(
                    finger: $0.finger, phase: .cancel, location: $0.window?.convertToScreen($0.locationInWindow) ?? $0.locationInWindow)
            }
            if !samples.isEmpty { processTouches(samples, timestamp: timestamp, trace: trace) }
            // Fingers that already lifted keep their end: withheld ends go out now.
            touchDispatcher.releaseWithheldEnds(reason: .interruption, event: touchesEvent)
            cancelShakeInProgress(reason: .systemInterruption, timestamp: timestamp, trace: trace)
        case .shake(let timestamp):
            processShake(timestamp: timestamp, trace: trace)
        case .motion(let phase, let timestamp):
            processMotion(phase, timestamp: timestamp, trace: trace)
        case .remoteControl(let subtype, let timestamp):
            trace?.record(.input(.remoteControl(subtype)))
            let event = UIEvent(type: .remoteControl, subtype: subtype, timestamp: timestamp)
            event.trace = trace
            sendTraced(event, trace: trace)
        }
    }

    func sendTraced(_ event: UIEvent, trace: TraceRecorder?) {
        let index = trace?.begin(.sendEvent(receiver: traceSubject), subject: self)
        sendEvent(event)
        if let index { trace?.end(index) }
    }

    // MARK: Touches

    private func processTouches(_ samples: [TouchSample], timestamp: TimeInterval, trace: TraceRecorder?) {
        let event = touchesEvent ?? UIEvent(type: .touches, timestamp: timestamp)
        touchesEvent = event
        event.trace = trace
        event.timestamp = timestamp

        // Touches still on the screen default to stationary for this frame (T1).
        inFlight.removeAll { !$0.isActive && !$0.delivery.isWithholding }
        for touch in inFlight where touch.isActive { touch.phase = .stationary }

        var newTouches: [UITouch] = []
        var changedTouches: [UITouch] = []
        for sample in samples {
            guard sample.location.isFinite else {
                trace?.record(.ignoredInput(.locationNotANumber(finger: sample.finger, sample.phase)))
                continue
            }
            guard !changedTouches.contains(where: { $0.finger == sample.finger }) else {
                trace?.record(.ignoredInput(.fingerAlreadyChanged(finger: sample.finger, sample.phase)))
                continue
            }
            let existing = inFlight.first { $0.finger == sample.finger && $0.isActive }
            switch sample.phase {
            case .down:
                guard existing == nil else {
                    trace?.record(.ignoredInput(.fingerAlreadyDown(finger: sample.finger)))
                    continue
                }
                guard inFlight.filter(\.isActive).count < TouchConstants.maximumSimultaneousTouches else {
                    trace?.record(
                        .ignoredInput(.tooManyFingers(finger: sample.finger, maximum: TouchConstants.maximumSimultaneousTouches)))
                    continue
                }
                touchCounter += 1
                let touch = UITouch(number: touchCounter, finger: sample.finger, locationInWindow: sample.location, timestamp: timestamp)
                apply(sample, to: touch)
                trace?.record(.input(.touch(touch.number, .began, at: sample.location)))
                newTouches.append(touch)
                changedTouches.append(touch)
                inFlight.append(touch)
            case .move, .up, .cancel:
                guard let touch = existing else {
                    trace?.record(.ignoredInput(.fingerNotDown(finger: sample.finger, sample.phase)))
                    continue
                }
                let location = touch.window.map { $0.convertFromScreen(sample.location) } ?? sample.location
                touch.previousLocationInWindow = touch.locationInWindow
                touch.locationInWindow = location
                touch.timestamp = timestamp
                touch.phase = sample.phase == .move ? .moved : sample.phase == .up ? .ended : .cancelled
                apply(sample, to: touch)
                changedTouches.append(touch)
                trace?.record(.input(.touch(touch.number, touch.phase, at: sample.location)))
            }
        }
        guard !changedTouches.isEmpty else { return }

        for touch in newTouches {
            hitTest(touch, event: event, trace: trace)
        }
        // The event holds every touch on the screen plus those that just lifted (T2).
        event.touchList = inFlight.filter { $0.isActive || changedTouches.contains($0) }
        sendTraced(event, trace: trace)
        gestureArena.finishEvent()
        for touch in changedTouches where touch.phase == .ended {
            lastTap = (touch.locationInWindow, timestamp, touch.view, touch.tapCount)
        }
        event.touchList = inFlight.filter(\.isActive)
    }

    private func apply(_ sample: TouchSample, to touch: UITouch) {
        if let force = sample.force {
            touch.force = force
            touch.maximumPossibleForce = max(touch.maximumPossibleForce, 6.666_666_7, force)
        }
        if let radius = sample.majorRadius { touch.majorRadius = radius }
    }

    /// Hit-tests a new touch against the windows front to back and binds the result
    /// to it for its whole life (SPEC H2, H6, W2, H7).
    private func hitTest(_ touch: UITouch, event: UIEvent, trace: TraceRecorder?) {
        let screenPoint = touch.locationInWindow
        var found: (window: UIWindow, view: UIView)?
        for pass in 1...max(1, min(2, fidelity.hitTestPasses)) {
            let index = trace?.begin(.hitTestTouch(touch: touch.number, location: screenPoint, pass: pass))
            var result: (window: UIWindow, view: UIView)?
            for window in windowsFrontToBack {
                let point = window.convertFromScreen(screenPoint)
                if let view = window.tracedHitTest(point, with: event) {
                    result = (window, view)
                    break
                }
            }
            if let index { trace?.end(index, .object(result.map { $0.view.traceSubject })) }
            if found == nil { found = result }
        }
        touch.window = found?.window
        touch.view = found?.view
        if let window = found?.window {
            touch.locationInWindow = window.convertFromScreen(screenPoint)
            touch.previousLocationInWindow = touch.locationInWindow
        }
        // T4: quick taps near the last one, on the same view, count up.
        if let last = lastTap, last.view === touch.view, touch.timestamp - last.time <= fidelity.multiTapInterval,
            last.location.distance(to: touch.locationInWindow) <= fidelity.multiTapDistance
        {
            touch.tapCount = last.tapCount + 1
        }
        trace?.record(
            .touchBound(
                touch: touch.number, view: touch.view?.traceSubject,
                window: touch.window?.traceSubject, tapCount: touch.tapCount))
        if touch.view != nil { gestureArena.collectRecognizers(for: touch) }
    }

    // MARK: Sending events (Apple: UIApplication.sendEvent(_:))

    /// Dispatches an event to the windows it concerns. Override and call `super` to
    /// observe every event.
    open func sendEvent(_ event: UIEvent) {
        let trace = event.trace
        switch event.type {
        case .touches:
            var targets: [UIWindow] = []
            for touch in event.touchList where touch.phase != .stationary {
                if let window = touch.window, !targets.contains(where: { $0 === window }) { targets.append(window) }
            }
            for window in targets {
                let index = trace?.begin(.sendEvent(receiver: window.traceSubject), subject: window)
                window.sendEvent(event)
                if let index { trace?.end(index) }
            }
        case .motion, .remoteControl, .presses:
            guard let window = keyWindow ?? windowsFrontToBack.first else {
                trace?.record(.dropped("sendEvent:", last: traceSubject))
                return
            }
            let index = trace?.begin(.sendEvent(receiver: window.traceSubject), subject: window)
            window.sendEvent(event)
            if let index { trace?.end(index) }
        }
    }

    /// Motion and remote-control events go to the first responder, then up its chain;
    /// with no first responder they start at the key window (SPEC F2, R6).
    func deliverToFirstResponder(_ event: UIEvent) {
        guard let responder = firstResponder ?? keyWindow else {
            event.trace?.record(.dropped("sendEvent:", last: traceSubject))
            return
        }
        switch event.type {
        case .motion:
            deliverMotion(event, to: responder)
        case .remoteControl:
            responder.invokeMessage("remoteControlReceivedWithEvent:", event) { responder.remoteControlReceived(with: event) }
        case .touches, .presses:
            break
        }
    }

    // MARK: Actions (SPEC C4, C5)

    /// Sends an action message to `target`, or along the responder chain when nil,
    /// starting at the first responder, else at `sender` (Apple:
    /// UIApplication.sendAction(_:to:from:for:)). Returns whether anyone performed it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let target = target.map { $0 as AnyObject }
        let trace = self.trace.isEnabled ? self.trace : nil
        let index = trace?.begin(
            .call(
                receiver: traceSubject, selector: "sendAction:to:from:forEvent:",
                detail: .sendAction(
                    action.name, target: target.map(TraceSubject.init), sender: (sender as AnyObject?).map(TraceSubject.init))))
        let receiver: UIActionTarget?
        if let target {
            receiver = target as? UIActionTarget
        } else {
            let start = firstResponder ?? (sender as? UIResponder)
            receiver = start?.target(forAction: action, withSender: sender) as? UIActionTarget
        }
        var performed = false
        if let receiver, receiver.responds(to: action) {
            let call = trace?.begin(.call(receiver: TraceSubject(receiver), selector: action.name, detail: nil))
            receiver.perform(action, sender: sender, event: event)
            if let call { trace?.end(call) }
            performed = true
        } else if let trace, let target = target ?? receiver.map({ $0 as AnyObject }) {
            // A named target, or the one the search chose because its canPerformAction
            // answered YES, is not searched past: UIKit sends it the message and the app
            // stops with "unrecognized selector sent to instance". Here it is a refusal that
            // names the target and the action, not an end of the chain no one walked.
            trace.record(.ignoredInput(.actionNotImplemented(target: TraceSubject(target), action: action.name)))
        } else if let trace {
            // Dropped where the search ended: the last responder of the chain from the
            // start — the app delegate, else the application (SPEC R3).
            let start = firstResponder ?? (sender as? UIResponder) ?? self
            let last = start.responderChain.reduce(start) { $1 }
            trace.record(.dropped(action.name, last: last.traceSubject))
        }
        if let index { trace?.end(index, .bool(performed)) }
        return performed
    }

    // MARK: First responder

    func setFirstResponder(_ responder: UIResponder?) {
        let old = firstResponder
        firstResponder = responder
        if trace.isEnabled {
            trace.record(
                .call(
                    receiver: (responder ?? old ?? self).traceSubject,
                    selector: responder == nil ? "resignFirstResponder" : "becomeFirstResponder",
                    detail: .firstResponder(responder != nil)))
        }
    }

    // MARK: Responder chain (SPEC R3)

    /// The app delegate, when it is a responder that is not a view, a controller or the
    /// application itself.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder,
            !(responder is UIView), !(responder is UIViewController), !(responder is UIApplication)
        else { return nil }
        return responder
    }

    open override var traceRole: TraceSubject.Role { .application }
}
