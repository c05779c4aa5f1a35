import Foundation

/// One thing that may act on a touch of the selected view: a gesture
/// recognizer on it or on an ancestor (SPEC G1: a touch collects them all),
/// or one of its control's target-actions (SPEC C).
///
/// See also: ``ViewInspection``.
package struct HandlerEntry: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case recognizer
        case controlAction
    }

    package var kind: Kind
    /// The view the recognizer is attached to, or the control.
    package var owner: String
    /// Whether `owner` is the inspected view itself rather than an ancestor.
    package var isOwn: Bool
    /// `CTap (UITapGestureRecognizer) · possible · cancels touches`, or
    /// `touchUpInside → buttonTap: to Controller`.
    package var text: String

    package init(kind: Kind, owner: String, isOwn: Bool, text: String) {
        self.kind = kind
        self.owner = owner
        self.isOwn = isOwn
        self.text = text
    }
}
