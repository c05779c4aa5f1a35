import Foundation

/// The base class of controls, which turn touches into control events and send
/// actions (Apple: UIControl).
///
/// Its touch methods drive `beginTracking`, `continueTracking`, `endTracking` and
/// `cancelTracking` (SPEC C1, seed 002) and send the matching events (C2): touch down,
/// drag inside/outside/enter/exit judged against the bounds grown by the tracking margin
/// (C3), touch up inside/outside, cancel. Each matching target-action goes through
/// `sendAction(_:to:for:)` to `UIApplication.sendAction(_:to:from:for:)` (C4); a nil
/// target travels the responder chain (C5). A control consumes its touches: they do not
/// travel further up the chain. Every change of `isHighlighted` is a trace record,
/// `-[Button setHighlighted:] YES` (SPEC §11).
///
/// UIKit's own controls refuse an ancestor's recognizer whose gesture overlaps their
/// default action, and nothing else (SPEC G11; Apple: "Interacting with Other User
/// Interface Controls"); each says which gestures those are. A custom `UIControl`
/// subclass has no such protection, and a recognizer attached to the control itself is
/// never refused.
open class UIControl: UIView {
    /// Control events (Apple: UIControl.Event).
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// Each event with its name, in UIKit's order: the trace and the inspector both read it.
        package static let named: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
            (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
            (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
            (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]

        public var description: String {
            Event.named.filter { contains($0.0) }.map(\.1).joined(separator: "|")
        }
    }

    /// One registration, in the order made: a target-action pair, or a `UIAction`
    /// (`action` nil), so both kinds are sent in the order they were added.
    private struct TargetAction {
        let target: Weak?
        let action: Selector?
        var uiAction: UIAction?
        var events: Event
    }

    /// Whether the control takes touches (Apple: UIControl.isEnabled, "a disabled control
    /// ignores touch events"). A disabled control is skipped by hit-testing with its
    /// subtree, so a touch on it goes to the view behind it — its superview, or a sibling
    /// under it — with that view's recognizers, as devices do (SPEC C1; docs/fidelity.md
    /// cites the reports). A touch it already tracks goes on to its end.
    open var isEnabled: Bool = true

    override var isDisabledControl: Bool { !isEnabled }
    open var isSelected: Bool = false
    /// Whether the control is highlighted: while a touch it tracks is inside (SPEC C1).
    open var isHighlighted: Bool = false {
        didSet {
            guard isHighlighted != oldValue, let trace = window?.attachedApplication?.trace, trace.isEnabled else { return }
            trace.record(.call(receiver: traceSubject, selector: "setHighlighted:", detail: .flag(isHighlighted)))
        }
    }
    public private(set) var isTracking = false
    public private(set) var isTouchInside = false
    private var targetActions: [TargetAction] = []
    private weak var trackingTouch: UITouch?

    // MARK: Target-action

    /// Adds `action` for `controlEvents`; a nil target sends it along the responder chain.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.append(TargetAction(target: target.map { Weak($0 as AnyObject) }, action: action, events: controlEvents))
    }

    /// Removes target-action pairs (not `UIAction`s: `removeAction(_:for:)` does that).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let target = target.map { $0 as AnyObject }
        targetActions.removeAll { entry in
            entry.action != nil && (target == nil || entry.target?.object === target)
                && (action == nil || entry.action == action) && !entry.events.intersection(controlEvents).isEmpty
        }
    }

    // MARK: UIAction (Apple: addAction(_:for:), removeAction(_:for:))

    /// A control whose primary action is `primaryAction`, registered for
    /// `.primaryActionTriggered` (Apple: UIControl.init(frame:primaryAction:)).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Runs `action`'s handler when one of `controlEvents` happens (Apple:
    /// addAction(_:for:)): "UIActions are uniqued based on their identifier, and
    /// subsequent actions with the same identifier replace previously added actions.
    /// You may add multiple UIActions for corresponding controlEvents, and you may add
    /// the same action to multiple controlEvents." So an action whose identifier is
    /// already registered takes that registration's place and adds its events.
    ///
    /// Apple does not document the order of `UIAction`s and target-action pairs for
    /// one event; TouchLab sends every registration in the order it was made.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = targetActions.firstIndex(where: { $0.uiAction?.identifier == action.identifier }) {
            targetActions[index].uiAction = action
            targetActions[index].events.formUnion(controlEvents)
        } else {
            targetActions.append(TargetAction(target: nil, action: nil, uiAction: action, events: controlEvents))
        }
    }

    /// Stops `action` (by its identifier) running for `controlEvents` (Apple:
    /// removeAction(_:for:)).
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops the action with `actionIdentifier` running for `controlEvents` (Apple:
    /// removeAction(identifiedBy:for:)).
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        guard let index = targetActions.firstIndex(where: { $0.uiAction?.identifier == actionIdentifier }) else { return }
        targetActions[index].events.subtract(controlEvents)
        if targetActions[index].events.isEmpty { targetActions.remove(at: index) }
    }

    /// Runs `action`'s handler with this control as its `sender` (Apple:
    /// sendAction(_:)), as a traced call, `-[Save sendAction:] UIAction "Save"`.
    /// Override to see every `UIAction` the control performs; call `super` to run it.
    open func sendAction(_ action: UIAction) {
        let trace = application.flatMap { $0.trace.isEnabled ? $0.trace : nil }
        let index = trace?.begin(
            .call(receiver: traceSubject, selector: "sendAction:", detail: .action(action.traceName)), subject: self)
        action.perform(sender: self)
        if let index { trace?.end(index) }
    }

    /// Calls `iterator` with every registration for each of its events, in the order
    /// they were made: a `UIAction`, or a target-action pair (Apple:
    /// enumerateEventHandlers(_:)). Set `stop` to end early.
    public func enumerateEventHandlers(
        _ iterator: (_ actionHandler: UIAction?, _ targetAction: (Any?, Selector)?, _ controlEvent: Event, _ stop: inout Bool) ->
            Void
    ) {
        var stop = false
        for entry in targetActions {
            for (event, _) in Event.named where entry.events.contains(event) {
                let pair: (Any?, Selector)? = entry.action.map { (entry.target?.object, $0) }
                iterator(entry.uiAction, pair, event, &stop)
                if stop { return }
            }
        }
    }

    /// Every distinct target (nil targets are not listed, as in UIKit's `allTargets`).
    public var allTargets: [AnyObject] {
        var result: [AnyObject] = []
        for entry in targetActions {
            if let object = entry.target?.object, !result.contains(where: { $0 === object }) { result.append(object) }
        }
        return result
    }

    /// Every named target and its action, for ``UnimplementedAction/find(in:)``.
    var namedTargetActions: [(target: AnyObject, action: Selector, events: Event)] {
        targetActions.compactMap { entry in
            guard let action = entry.action, let object = entry.target?.object else { return nil }
            return (object, action, entry.events)
        }
    }

    public var allControlEvents: Event {
        targetActions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The names of the actions registered for `target` (nil: the responder-chain
    /// actions) and `event`, as Apple's `[String]?` (UIControl.actions(forTarget:forControlEvent:)).
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let target = target.map { $0 as AnyObject }
        let actions = targetActions.filter { entry in
            entry.action != nil && entry.target?.object === target && !entry.events.intersection(controlEvent).isEmpty
        }.compactMap { $0.action?.name }
        return actions.isEmpty ? nil : actions
    }

    /// Hands one action to the application (Apple: UIControl.sendAction(_:to:for:)).
    /// Override to see or change every action the control sends; call `super` to send it.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        let trace = event?.trace
        let index = trace?.begin(
            .call(receiver: traceSubject, selector: "sendAction:to:forEvent:", detail: .action(action.name)), subject: self)
        application?.sendAction(action, to: target, from: self, for: event)
        if let index { trace?.end(index) }
    }

    /// Sends the actions of every target and runs every `UIAction` registered for
    /// `controlEvents`, in the order they were registered.
    open func sendActions(for controlEvents: Event, with event: UIEvent? = nil) {
        for entry in targetActions where !entry.events.intersection(controlEvents).isEmpty {
            if let uiAction = entry.uiAction {
                sendAction(uiAction)
                continue
            }
            if let weak = entry.target, weak.object == nil { continue }
            if let action = entry.action { sendAction(action, to: entry.target?.object, for: event) }
        }
    }

    /// Sends `events` as one traced `sendActionsForControlEvents:` call.
    func send(_ events: Event, _ event: UIEvent?) {
        event?.trace?.record(.call(receiver: traceSubject, selector: "sendActionsForControlEvents:", detail: .controlEvents(events)))
        sendActions(for: events, with: event)
    }

    // MARK: Tracking (SPEC C1)

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// Calls one of the tracking methods as a traced call on this control.
    private func traced<T>(_ selector: String, _ event: UIEvent?, _ body: () -> T) -> T {
        let trace = event?.trace
        let index = trace?.begin(.call(receiver: traceSubject, selector: selector, detail: nil), subject: self)
        let result = body()
        if let index {
            if let flag = result as? Bool { trace?.end(index, .bool(flag)) } else { trace?.end(index) }
        }
        return result
    }

    /// Whether `touch` counts as inside: the bounds grown by the tracking margin (C3).
    open func isTouchInside(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let margin = application?.fidelity.controlTrackingMargin ?? TouchConstants.controlTrackingMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(touch.location(in: self))
    }

    /// Starts tracking the first new touch. `beginTracking(_:with:)` decides: when it
    /// answers false the control does not track this touch at all — no highlight, no
    /// `touchDown`, no drag or touch-up events, no `endTracking` — and still consumes it
    /// (Apple: beginTracking(_:with:), "false if it should stop"; a slider's track
    /// touch, SPEC C1). A disabled control that is handed a touch anyway (an override
    /// of `hitTest` returned it) ignores it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackingTouch == nil, let touch = touches.min(by: { $0.number < $1.number }) else { return }
        let tracks = traced("beginTrackingWithTouch:withEvent:", event) { beginTracking(touch, with: event) }
        guard tracks else { return }
        trackingTouch = touch
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        send(touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInside
        isTouchInside = isTouchInside(touch, with: event)
        isHighlighted = isTouchInside
        if isTracking {
            isTracking = traced("continueTrackingWithTouch:withEvent:", event) { continueTracking(touch, with: event) }
        }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside != isTouchInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        send(events, event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        isTouchInside = isTouchInside(touch, with: event)
        isHighlighted = false
        if isTracking { traced("endTrackingWithTouch:withEvent:", event) { endTracking(touch, with: event) } }
        isTracking = false
        trackingTouch = nil
        var events: Event = isTouchInside ? .touchUpInside : .touchUpOutside
        if isTouchInside, let primary = primaryEvents(forTouchUpInside: touch) { events.formUnion(primary) }
        send(events, event)
        if isTouchInside { didTouchUpInside(touch, with: event) }
    }

    /// Called after a tracked touch lifted inside and its events were sent (a text
    /// field becomes the first responder then).
    func didTouchUpInside(_ touch: UITouch, with event: UIEvent?) {}

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        isHighlighted = false
        if isTracking { traced("cancelTrackingWithEvent:", event) { cancelTracking(with: event) } }
        isTracking = false
        trackingTouch = nil
        send(.touchCancel, event)
    }

    /// Extra events a control sends with touch-up-inside (a button's primary action, a
    /// switch's value change). The base control sends none.
    open func primaryEvents(forTouchUpInside touch: UITouch) -> Event? { nil }

    // MARK: Protection from ancestors' recognizers (SPEC G11)

    /// Refuses an ancestor's recognizer whose gesture overlaps this control's default
    /// action (Apple: "Interacting with Other User Interface Controls"), so the control's
    /// own action wins. A recognizer attached to the control itself is never refused:
    /// that is how a subclass changes the default action (Apple, same page).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer.view === self || !overlapsDefaultAction(gestureRecognizer)
    }

    /// Whether an ancestor's `recognizer`, about to leave `.possible`, would perform this
    /// control's default action. A custom `UIControl` subclass has no default action to
    /// protect (seed 002's conclusion), so the base class says no; UIKit's controls
    /// override this with the gestures Apple lists for them.
    func overlapsDefaultAction(_ recognizer: UIGestureRecognizer) -> Bool { false }

    /// A single-finger single tap: what a button, switch, stepper, segmented control
    /// and page control protect (Apple). An ancestor's tap with `cancelsTouchesInView`
    /// off cannot take the touch from the control, so both fire (seed 002; SPEC G11).
    func isSingleFingerSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1 && tap.cancelsTouchesInView
    }

    /// For a pan or swipe of exactly one finger on this control: where that finger
    /// began and how far it has moved, in the control's own coordinates (so "parallel
    /// to the control" follows its transform). Nil for any other gesture.
    func singleFingerDrag(of recognizer: UIGestureRecognizer) -> (touch: UITouch, start: CGPoint, translation: CGPoint)? {
        guard recognizer is UIPanGestureRecognizer || recognizer is UISwipeGestureRecognizer else { return nil }
        // A swipe decides as its finger lifts, when the touch is already ended.
        let touches = recognizer.trackedTouches.isEmpty ? recognizer.lastTouches : recognizer.trackedTouches
        guard touches.count == 1, let touch = touches.first, touch.view === self else { return nil }
        let start = touch.startLocation(in: self)
        return (touch, start, touch.location(in: self) - start)
    }
}
