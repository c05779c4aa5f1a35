import Foundation

/// One thing that may act on a touch of the selected view: a gesture
/// recognizer on it or on an ancestor (SPEC G1: a touch collects them all),
/// or one of its control's target-actions (SPEC C).
///
/// See also: ``ViewInspection``.
public struct HandlerEntry: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case recognizer
        case controlAction
    }

    public var kind: Kind
    /// The view the recognizer is attached to, or the control.
    public var owner: String
    /// Whether `owner` is the inspected view itself rather than an ancestor.
    public var isOwn: Bool
    /// `CTap (UITapGestureRecognizer) · possible · cancels touches`, or
    /// `touchUpInside → buttonTap: to Controller`.
    public var text: String

    public init(kind: Kind, owner: String, isOwn: Bool, text: String) {
        self.kind = kind
        self.owner = owner
        self.isOwn = isOwn
        self.text = text
    }
}
