import Foundation

/// The closure a `UIAction` runs (Apple: UIActionHandler).
public typealias UIActionHandler = (UIAction) -> Void

/// An action a control performs with a closure instead of a target and a selector
/// (Apple: UIAction; UIControl.addAction(_:for:), UIButton.init(type:primaryAction:)).
///
/// A closure needs no Objective-C runtime, so modern button code runs as written:
///
/// ```swift
/// let button = UIButton(primaryAction: UIAction(title: "Save") { action in save() })
/// ```
///
/// The trace shows each performance as the control sending it,
/// `-[Save sendAction:] UIAction "Save"`, with what the handler does nested under it.
///
/// Deliberate differences from iOS: no `image`, `selectedImage`, `attributes` or
/// `state` (TouchLab draws no menus or button images), and `UIAction` is not a
/// `UIMenuElement`.
open class UIAction {
    /// An action's identity: a control keeps one action per identifier (Apple:
    /// UIAction.Identifier).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title a menu or button shows (Apple: title). `UIButton(primaryAction:)`
    /// takes it as the button's title; the trace names the action by it.
    open var title: String
    open var subtitle: String?
    open var discoverabilityTitle: String?
    /// The action's identity (Apple: identifier). One made up for the action when
    /// none was given, as UIKit does.
    public let identifier: Identifier
    /// Whether the identifier was given by the caller, so the trace can name an
    /// untitled action by it.
    let hasGivenIdentifier: Bool
    let handler: UIActionHandler

    /// The control performing the action, while its handler runs (Apple: sender,
    /// "The object responsible for the action handler"); nil otherwise.
    public private(set) var sender: Any?

    /// An action with a title and a closure (Apple:
    /// init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:),
    /// without the image and menu arguments).
    public init(
        title: String = "", subtitle: String? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.subtitle = subtitle
        self.discoverabilityTitle = discoverabilityTitle
        self.identifier = identifier ?? Identifier("UIAction-\(UUID().uuidString)")
        self.hasGivenIdentifier = identifier != nil
        self.handler = handler
    }

    /// What the trace calls the action: `UIAction "Save"`, its identifier when it has
    /// no title, else `UIAction (untitled)`.
    public var traceName: String {
        if !title.isEmpty { return "UIAction \"\(title)\"" }
        if hasGivenIdentifier { return "UIAction \(identifier.rawValue)" }
        return "UIAction (untitled)"
    }

    /// Runs the handler with `sender` set.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
