import Foundation

/// An object that can respond to and handle events (Apple: UIResponder).
///
/// The default touch, motion and remote-control methods do nothing but pass the
/// message to `next` (SPEC R4): a subclass consumes an event by overriding without
/// calling `super`, and handles-and-forwards by overriding and calling `super`.
/// Each forwarding step and the end of the chain are trace records.
open class UIResponder: UIActionTarget {
    /// What the trace calls this object. Defaults to the class name, as the seed logs
    /// print `NSStringFromClass([self class])`. Unchecked for exclusivity: read for
    /// every trace record (see UIView).
    @exclusivity(unchecked) open var name: String?

    public init() {}

    /// The next responder in the chain, or nil at its end (Apple: UIResponder.next).
    open var next: UIResponder? { nil }

    // MARK: - Touches

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.began, touches, event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.moved, touches, event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.ended, touches, event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.cancelled, touches, event)
    }

    /// Called when estimated properties of touches get their final values (Apple:
    /// UIResponder.touchesEstimatedPropertiesUpdated(_:)). Never called here: no
    /// touch has estimated properties (`UITouch.estimatedPropertiesExpectingUpdates`
    /// is always empty), so an override compiles and waits in vain, as it would on
    /// iOS for finger touches with exact values.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// UIResponder's default: hand the same touches to `next`, or drop them.
    private func forwardTouches(_ method: TraceRecord.TouchMethod, _ touches: Set<UITouch>, _ event: UIEvent?) {
        guard let next else {
            event?.trace?.record(.dropped(method.selector, last: traceSubject))
            return
        }
        next.invokeTouches(method, touches, event)
    }

    /// Calls the touch method for `method` on this responder, as a traced call.
    final func invokeTouches(_ method: TraceRecord.TouchMethod, _ touches: Set<UITouch>, _ event: UIEvent?) {
        let trace = event?.trace
        let index = trace?.begin(.touches(method, receiver: traceSubject, touches: UITouch.numbers(touches)), subject: self)
        switch method {
        case .began: touchesBegan(touches, with: event)
        case .moved: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        }
        if let index { trace?.end(index) }
    }

    // MARK: - Motion and remote control (SPEC F2)

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forwardMessage("motionBegan:withEvent:", event) { $0.motionBegan(motion, with: event) }
    }

    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forwardMessage("motionEnded:withEvent:", event) { $0.motionEnded(motion, with: event) }
    }

    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forwardMessage("motionCancelled:withEvent:", event) { $0.motionCancelled(motion, with: event) }
    }

    open func remoteControlReceived(with event: UIEvent?) {
        forwardMessage("remoteControlReceivedWithEvent:", event) { $0.remoteControlReceived(with: event) }
    }

    /// Passes a non-touch message to `next` as a traced call, or records the drop.
    private func forwardMessage(_ selector: String, _ event: UIEvent?, _ send: (UIResponder) -> Void) {
        guard let next else {
            event?.trace?.record(.dropped(selector, last: traceSubject))
            return
        }
        next.invokeMessage(selector, event) { send(next) }
    }

    final func invokeMessage(_ selector: String, _ event: UIEvent?, _ body: () -> Void) {
        let trace = event?.trace
        let index = trace?.begin(.call(receiver: traceSubject, selector: selector, detail: nil), subject: self)
        body()
        if let index { trace?.end(index) }
    }

    // MARK: - First responder (SPEC F1)

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    /// The application this responder reaches along its chain, if any.
    public var application: UIApplication? {
        responderChain.lazy.compactMap { $0 as? UIApplication }.first
    }

    /// Whether the responder is part of a window's hierarchy, which becoming first
    /// responder requires (Apple: "make sure your app has established its object graph").
    open var isInWindowHierarchy: Bool {
        responderChain.dropFirst().contains { $0 is UIWindow }
    }

    public var isFirstResponder: Bool { application?.firstResponder === self }

    /// Asks the current first responder to resign (it may refuse), then checks this
    /// responder (SPEC F1).
    ///
    /// With tracing on, the call is a record with its answer, and the questions it
    /// asks are nested under it: `-[Field becomeFirstResponder] → YES`, then
    /// `-[Old resignFirstResponder] → YES` and `-[Field canBecomeFirstResponder] → YES`.
    /// A responder that reaches no application records nothing: it has no trace.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let trace = firstResponderTrace else { return becomeFirstResponder(nil) }
        let outside = !(self is UIApplication) && !isInWindowHierarchy
        let index = trace.begin(
            .call(receiver: traceSubject, selector: "becomeFirstResponder", detail: outside ? .notInWindowHierarchy : nil),
            subject: self)
        let became = becomeFirstResponder(trace)
        trace.end(index, .bool(became))
        return became
    }

    private func becomeFirstResponder(_ trace: TraceRecorder?) -> Bool {
        guard let app = application, self is UIApplication || isInWindowHierarchy else { return false }
        if app.firstResponder === self { return true }
        // The candidate is asked first: one that cannot become first responder
        // leaves the current one in place (devices: a keyboard stays up when a
        // label is asked to become first responder; docs/fidelity.md, F1).
        guard answer("canBecomeFirstResponder", trace, { canBecomeFirstResponder }) else { return false }
        // A text field asks its delegate next, before the old first responder is
        // asked to resign (UITextField).
        guard shouldBecomeFirstResponder(trace) else { return false }
        if let current = app.firstResponder, !current.resignFirstResponder() { return false }
        app.setFirstResponder(self)
        didBecomeFirstResponder(trace)
        return true
    }

    /// Asked after `canBecomeFirstResponder` said yes: a text field's delegate may
    /// still refuse (Apple: textFieldShouldBeginEditing(_:)).
    func shouldBecomeFirstResponder(_ trace: TraceRecorder?) -> Bool { true }
    /// Called once this responder is the first responder (a text field begins editing).
    func didBecomeFirstResponder(_ trace: TraceRecorder?) {}
    /// Asked of the first responder after `canResignFirstResponder` said yes: a text
    /// field's delegate may still refuse (Apple: textFieldShouldEndEditing(_:)).
    func shouldResignFirstResponder(_ trace: TraceRecorder?) -> Bool { true }
    /// Called once this responder stopped being the first responder (a text field
    /// ends editing).
    func didResignFirstResponder(_ trace: TraceRecorder?) {}

    /// Set by `UIView.endEditing(true)` while it makes this responder resign: it is
    /// "never even asked; it is forced to resign" (Apple: endEditing(_:)).
    var isForcedToResign = false

    /// Gives up first-responder status if `canResignFirstResponder` allows it; true
    /// for a responder that is not the first responder (SPEC F1). Traced like
    /// ``becomeFirstResponder()``.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        let trace = firstResponderTrace
        let index = trace?.begin(.call(receiver: traceSubject, selector: "resignFirstResponder", detail: nil), subject: self)
        let isFirst = application?.firstResponder === self
        let resigned =
            isForcedToResign
            || (answer("canResignFirstResponder", trace, { canResignFirstResponder })
                && (!isFirst || shouldResignFirstResponder(trace)))
        if resigned, isFirst, let app = application {
            app.setFirstResponder(nil)
            didResignFirstResponder(trace)
        }
        if let index { trace?.end(index, .bool(resigned)) }
        return resigned
    }

    /// The application's trace while it records, for first-responder calls, which
    /// no event carries.
    var firstResponderTrace: TraceRecorder? {
        guard let trace = application?.trace, trace.isEnabled else { return nil }
        return trace
    }

    /// Reads a yes-or-no property a subclass may override, as a traced call with its
    /// answer (`-[Field canBecomeFirstResponder] → YES`).
    private func answer(_ selector: String, _ trace: TraceRecorder?, _ body: () -> Bool) -> Bool {
        guard let trace else { return body() }
        let index = trace.begin(.call(receiver: traceSubject, selector: selector, detail: nil), subject: self)
        let value = body()
        trace.end(index, .bool(value))
        return value
    }

    // MARK: - Actions (SPEC C5, F3)

    private var actionHandlers: [Selector: (Any?, UIEvent?) -> Void] = [:]

    /// Declares that this responder implements `action`, as an Objective-C class
    /// implements a method of that name.
    public func handleAction(_ action: Selector, _ handler: @escaping (_ sender: Any?, _ event: UIEvent?) -> Void) {
        actionHandlers[action] = handler
    }

    open func responds(to action: Selector) -> Bool {
        actionHandlers[action] != nil
    }

    /// The actions declared with `handleAction`, by name: what an unimplemented
    /// action's report compares a misspelt name with.
    public var declaredActions: [Selector] {
        actionHandlers.keys.sorted { $0.name < $1.name }
    }

    open func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
        actionHandlers[action]?(sender, event)
    }

    /// Set while `target(forAction:withSender:)` asks this responder, which then goes on
    /// to ask the next responder itself.
    private var isAskedForTarget = false

    /// True when this responder implements `action`, otherwise the next responder's
    /// answer (Apple: UIResponder.canPerformAction(_:withSender:): "returns true if
    /// the responder class implements the requested action and calls the next
    /// responder if it does not"). Override to answer for any action, implemented or
    /// not. The question passed on is a traced call nested in this one, so an edit
    /// menu's question to the first responder shows each responder it reaches.
    ///
    /// Asked by `target(forAction:withSender:)`, the default answers for this responder
    /// alone — YES when it implements the action, else NO — because the search asks
    /// the next responder itself; Apple's own sample code relies on that answer when it
    /// walks the chain calling `canPerformAction` (docs/fidelity.md, F3).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if responds(to: action) { return true }
        if isAskedForTarget { return false }
        return next?.tracedCanPerformAction(action, withSender: sender) ?? false
    }

    /// The first responder from here on whose `canPerformAction(_:withSender:)` answers
    /// YES (Apple: UIResponder.target(forAction:withSender:): "The default
    /// implementation calls the canPerformAction(_:withSender:) method to determine
    /// whether it can invoke the action. If the object can invoke the action, it
    /// returns itself, otherwise it passes the request up the responder chain").
    ///
    /// Every responder of the chain is asked in turn, whether or not it implements the
    /// action, each a traced call with its answer:
    /// `-[Editor canPerformAction:withSender:] paste → NO`. A responder that implements
    /// the action but answers NO is passed over; one whose override answers YES without
    /// implementing it is the target all the same, and the action sent to it is not
    /// performed (UIKit raises "unrecognized selector"; the trace says it does not
    /// implement the action).
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        isAskedForTarget = true
        let can = tracedCanPerformAction(action, withSender: sender)
        isAskedForTarget = false
        if can { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    /// Asks `canPerformAction(_:withSender:)` as a traced call, recorded in the
    /// trace of the application this responder belongs to — or, for the app
    /// delegate, which cannot reach the application along its own chain, the
    /// sender's.
    public final func tracedCanPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        let owner = application ?? (sender as? UIResponder)?.application
        guard let trace = owner?.trace, trace.isEnabled else { return canPerformAction(action, withSender: sender) }
        let index = trace.begin(
            .call(receiver: traceSubject, selector: "canPerformAction:withSender:", detail: .action(action.name)), subject: self)
        let answer = canPerformAction(action, withSender: sender)
        trace.end(index, .bool(answer))
        return answer
    }

    /// The most responders `ResponderChain` walks: a guard against custom `next`
    /// overrides that form a cycle.
    static let maximumChainLength = 10_000

    // MARK: - Trace

    /// The name the log prints for this responder.
    public var traceName: String { name ?? className }

    /// The class name, computed once: reflecting on the type for every trace record
    /// was the largest cost of a traced tap (docs/performance.md).
    private lazy var className = String(describing: type(of: self))

    open var traceRole: TraceSubject.Role { .responder }

    public var traceSubject: TraceSubject {
        TraceSubject(id: ObjectIdentifier(self), name: traceName, role: traceRole)
    }
}

extension UIResponder: Hashable {
    public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
