import Foundation

/// The base class of gesture recognizers (Apple: UIGestureRecognizer).
///
/// A recognizer is not a responder (SPEC R5). It sees a touch before the touch's
/// hit-test view does (G1), through the same four touch methods a subclass overrides,
/// and moves through its state machine by assigning `state`:
///
/// - discrete: `.possible` → `.recognized` (= `.ended`) | `.failed`
/// - continuous: `.possible` → `.began` → `.changed`* → `.ended` | `.cancelled`, or `.failed`
///
/// Leaving `.possible` is arbitrated by the `GestureArena`: required failures, the
/// delegate and the views' `gestureRecognizerShouldBegin(_:)`, and exclusion of the
/// other recognizers (G8–G10). An illegal transition is refused and recorded.
open class UIGestureRecognizer {
    /// Recognizer states (Apple: UIGestureRecognizer.State).
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: return "possible"
            case .began: return "began"
            case .changed: return "changed"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            case .failed: return "failed"
            }
        }

        /// Ended, cancelled or failed: the recognizer ignores the rest of the current
        /// touches until it resets (SPEC G3).
        public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
        /// Began or changed: a continuous gesture in progress.
        public var isInProgress: Bool { self == .began || self == .changed }

        /// The transitions SPEC G3 allows a recognizer to make by assigning `state`.
        func allowsTransition(to next: State) -> Bool {
            switch (self, next) {
            case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
            case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
            case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
            default: return false
            }
        }
    }

    /// What the trace and the window call this recognizer (UIKit: UIGestureRecognizer.name).
    public var name: String?
    public internal(set) weak var view: UIView?
    public weak var delegate: UIGestureRecognizerDelegate?
    /// A disabled recognizer receives no touches; disabling one mid-gesture cancels it.
    open var isEnabled: Bool = true {
        didSet {
            if oldValue && !isEnabled { arena?.recognizerWasDisabled(self) }
        }
    }
    /// Recognition cancels the touches in the view (default true; SPEC G4, G5).
    open var cancelsTouchesInView: Bool = true
    /// Hold `touchesBegan` back from the view while undecided (default false; SPEC G6).
    open var delaysTouchesBegan: Bool = false
    /// Hold `touchesEnded` back from the view while undecided (default true; SPEC G4).
    open var delaysTouchesEnded: Bool = true
    /// Whether the recognizer, once it has a touch of one type, ignores touches of
    /// other types (Apple: requiresExclusiveTouchType; default true). Every touch
    /// TouchLab delivers is `.direct`, so both settings behave the same.
    open var requiresExclusiveTouchType: Bool = true
    /// The touch types the recognizer receives, as `UITouch.TouchType` raw values
    /// (Apple: allowedTouchTypes, an array of NSNumber). A recognizer that does not
    /// allow `.direct` receives no touches here.
    open var allowedTouchTypes: [Int] = [
        UITouch.TouchType.direct.rawValue, UITouch.TouchType.indirect.rawValue, UITouch.TouchType.pencil.rawValue,
    ]

    /// Whether the trace prints this recognizer's touch-method calls (the seeds print them
    /// only where the article's subclass logs them). Always recorded; this is a hint for
    /// log filters.
    public var logsTouchMethods: Bool = false

    private var storedState: State = .possible
    /// Touches this recognizer is tracking, in the order they began.
    public internal(set) var trackedTouches: [UITouch] = []
    private var targets: [(target: Weak, action: Selector)] = []
    private var handlers: [(UIGestureRecognizer) -> Void] = []
    var requiredToFail: [Weak] = []
    /// The arena arbitrating this recognizer, set when it first receives a touch.
    weak var arena: GestureArena?
    /// A transition held back until the recognizers this one requires fail (SPEC G9).
    var pendingState: State?
    /// Received a touch since the last reset: takes part in arbitration.
    var isParticipating = false

    public init(target: Any?, action: Selector?) {
        if let target, let action { targets.append((Weak(target as AnyObject), action)) }
    }

    public convenience init() {
        self.init(target: nil, action: nil)
    }

    /// A Swift-natural alternative to target-action: `handler` runs whenever an action
    /// would be sent.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        handlers.append(handler)
    }

    /// The current state. Subclasses assign it to report progress; the assignment is
    /// arbitrated (it may be refused, deferred, or turned into `.failed`).
    open var state: State {
        get { storedState }
        set {
            if let arena {
                arena.requestTransition(self, to: newValue)
            } else if storedState.allowsTransition(to: newValue) {
                storedState = newValue
            }
        }
    }

    /// Sets the state without arbitration; the arena's own path.
    func setStateDirectly(_ state: State) {
        storedState = state
    }

    // MARK: Target-action (SPEC G3)

    open func addTarget(_ target: Any, action: Selector) {
        targets.append((Weak(target as AnyObject), action))
    }

    /// Adds a closure run whenever an action would be sent (Swift-natural target-action).
    public func addHandler(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// Every live target and its action, for ``UnimplementedAction/find(in:)``.
    var namedTargets: [(target: AnyObject, action: Selector)] {
        targets.compactMap { entry in entry.target.object.map { ($0, entry.action) } }
    }

    open func removeTarget(_ target: Any?, action: Selector?) {
        let target = target.map { $0 as AnyObject }
        targets.removeAll { entry in
            (target == nil || entry.target.object === target) && (action == nil || entry.action == action)
        }
    }

    /// Sends every action; the arena calls this on began, changed, ended and cancelled.
    func sendActions(trace: TraceRecorder?, event: UIEvent?) {
        for entry in targets {
            guard let target = entry.target.object else { continue }
            let subject = TraceSubject(target)
            let index = trace?.begin(
                .call(receiver: subject, selector: entry.action.name, detail: .recognizerAction(from: traceSubject, state: state)))
            if let actionTarget = target as? UIActionTarget, actionTarget.responds(to: entry.action) {
                actionTarget.perform(entry.action, sender: self, event: event)
            } else {
                trace?.record(.ignoredInput(.actionNotImplemented(target: subject, action: entry.action.name)))
            }
            if let index { trace?.end(index) }
        }
        for handler in handlers { handler(self) }
    }

    // MARK: Dependencies (SPEC G9)

    /// This recognizer recognizes only once `other` has failed.
    public func require(toFail other: UIGestureRecognizer) {
        guard other !== self, !requiredToFail.contains(where: { $0.object === other }) else { return }
        requiredToFail.append(Weak(other))
    }

    /// Override to require `otherGestureRecognizer` to fail first (Apple: subclass hook).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Override to make `otherGestureRecognizer` wait for this one to fail.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether recognizing prevents `preventedGestureRecognizer` (default true; SPEC G8).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing prevents this one (default true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Touches (overridden by subclasses; call super)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Stops delivering `touch` to this recognizer (Apple: ignore(_:for:)).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        sequenceTouches.removeAll { $0 === touch }
        touch.gestureRecognizers?.removeAll { $0 === self }
    }

    /// Returns to `.possible` and forgets the gesture; subclasses reset their own state
    /// and call super (Apple: reset()).
    open func reset() {}

    // MARK: Locations

    /// The centroid of the tracked touches in `view`'s coordinates (Apple: location(in:)).
    open func location(in view: UIView?) -> CGPoint {
        let touches = trackedTouches.isEmpty ? lastTouches : trackedTouches
        guard !touches.isEmpty else { return .zero }
        let points = touches.map { $0.location(in: view) }
        let count = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
    }

    /// Touches of the last event, kept so actions sent after touches ended still have a
    /// location.
    var lastTouches: [UITouch] = []

    /// Every touch this recognizer received since its last reset, lifted ones included:
    /// the touches whose phases it may hold back from their views and cancel there when
    /// it recognizes (SPEC G4, G6) — a finger that lifted before the recognizer decided
    /// is still its business.
    var sequenceTouches: [UITouch] = []

    open var numberOfTouches: Int { trackedTouches.count }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return .zero }
        return trackedTouches[touchIndex].location(in: view)
    }

    // MARK: Time

    /// The application's clock, for recognizers with timers (long press, multi-tap).
    package var clock: VirtualClock? { arena?.clock }

    /// The application's fidelity switches, once the recognizer has seen a touch.
    public var fidelity: FidelityOptions { arena?.fidelity ?? FidelityOptions() }

    // MARK: Trace

    /// The name the trace prints: `name`, else what identifies the recognizer
    /// without one (its class; a scroll view's pan is named after its scroll view).
    public var traceName: String { name ?? unnamedTraceName }

    /// The trace name of a recognizer whose `name` is nil: its class name.
    var unnamedTraceName: String { className }

    /// The class name, computed once (see UIResponder.traceName).
    private lazy var className = String(describing: type(of: self))

    public var traceSubject: TraceSubject {
        TraceSubject(id: ObjectIdentifier(self), name: traceName, role: .gestureRecognizer)
    }
}

/// A weak reference, for targets and dependencies that must not be retained.
struct Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
