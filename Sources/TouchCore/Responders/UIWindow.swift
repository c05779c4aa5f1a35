import Foundation

/// The backdrop of an app's views, which dispatches touch events to them
/// (Apple: UIWindow).
///
/// Touches go to the window they occurred in, not necessarily the key window (SPEC
/// W1); windows are tried by level, then most recently shown first (W2). A window's
/// `frame` is in screen coordinates. Like UIKit's, a new window is hidden until
/// `makeKeyAndVisible()` or `isHidden = false`.
open class UIWindow: UIView {
    /// The stacking level of a window (Apple: UIWindow.Level).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var windowLevel: Level = .normal
    /// The application this window belongs to; set by `UIApplication.addWindow(_:)`.
    weak var attachedApplication: UIApplication?
    /// Increases each time the window is shown, so that among windows of one level the
    /// most recently shown is tried first (SPEC W2).
    var orderNumber = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isWindowInstance = true
        super.isHidden = true
    }

    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            let wasHidden = super.isHidden
            // Showing the window makes its controllers' views appear, hiding it
            // disappear (Apple: viewWillAppear(_:); makeKeyAndVisible()).
            let changing = wasHidden != newValue ? beginAppearance(!newValue, in: self) : []
            super.isHidden = newValue
            if wasHidden && !newValue { attachedApplication?.windowDidBecomeVisible(self) }
            if !wasHidden && newValue { attachedApplication?.windowDidBecomeHidden(self) }
            finishAppearance(changing, in: self)
        }
    }

    /// The controller whose view fills the window; its `next` is the window (SPEC R2).
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            // The new view loads first (loadView, viewDidLoad), then the old one leaves.
            let newView = rootViewController?.view
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if let controller = rootViewController, let newView {
                newView.frame = bounds
                insertSubview(newView, at: 0)
                controller.viewDidLayoutSubviews()
            }
        }
    }

    public var isKeyWindow: Bool { attachedApplication?.keyWindow === self }

    /// Makes this the key window, which receives non-touch events (SPEC W1).
    open func makeKey() {
        attachedApplication?.setKeyWindow(self)
    }

    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    open override var window: UIWindow? { self }

    /// The window's next responder is the application (SPEC R3).
    open override var next: UIResponder? { attachedApplication }

    open override var traceRole: TraceSubject.Role { .window }

    /// Dispatches an event to the window's views (Apple: UIWindow.sendEvent(_:)).
    ///
    /// For touches: first to the gesture recognizers each touch collected, then to the
    /// touches' hit-test views subject to delays, cancellation, multiple- and
    /// exclusive-touch rules (SPEC §1 step 4). Override and call `super` to observe.
    open func sendEvent(_ event: UIEvent) {
        // The window's own application, not whatever its `next` chain reaches: a
        // window whose `next` is overridden still delivers its events (SPEC R4).
        guard let application = attachedApplication else { return }
        switch event.type {
        case .touches:
            application.touchDispatcher.dispatch(event, in: self)
        case .motion, .remoteControl, .presses:
            application.deliverToFirstResponder(event)
        }
    }
}
