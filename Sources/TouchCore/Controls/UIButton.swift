import Foundation

/// A control that performs an action on touch-up-inside (Apple: UIButton).
///
/// Its default action is a single-finger single tap, so it refuses an ancestor's
/// recognizer for exactly that gesture and tapping it fires the button's action
/// (SPEC G11; Apple: "Interacting with Other User Interface Controls"; seed 002
/// example 1). An ancestor's double tap, two-finger tap or long press recognizes as
/// usual, and a recognizer attached to the button itself gets the first chance
/// (example 2).
///
/// Titles are kept per `UIControl.State`, as UIKit keeps them: a state without its own
/// title shows the `.normal` one (Apple: UIButton.title(for:)).
open class UIButton: UIControl {
    /// The kinds of button (Apple: UIButton.ButtonType). They differ only in looks,
    /// which TouchLab does not draw; touch handling is the same for all.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let roundedRect = ButtonType.system
    }

    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]

    /// A button of `buttonType` with a zero frame (Apple: UIButton.init(type:)).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button of `buttonType` whose action for `.primaryActionTriggered` is
    /// `primaryAction`, titled with the action's title (Apple:
    /// init(type:primaryAction:): "registers the primary action event, and sets the
    /// title and image to the action's title and image").
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        adopt(primaryAction)
    }

    /// The same with a frame (Apple: UIButton.init(frame:primaryAction:)).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    private func adopt(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
    }

    /// Sets the title shown in `state`; nil removes it, so the `.normal` title shows
    /// (Apple: setTitle(_:for:)).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
    }

    /// The title for `state`, else the `.normal` title (Apple: title(for:)).
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// The title for the button's current state (Apple: currentTitle).
    open var currentTitle: String? { title(for: state) }

    /// The `.normal` title; not UIKit API (scenes set it), `setTitle(_:for:)` is.
    open var title: String? {
        get { title(for: .normal) }
        set { setTitle(newValue, for: .normal) }
    }

    open override func primaryEvents(forTouchUpInside touch: UITouch) -> Event? { .primaryActionTriggered }

    override func overlapsDefaultAction(_ recognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(recognizer)
    }
}
