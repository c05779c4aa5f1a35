import Foundation

/// An object a control or the application can send an action message to.
///
/// UIKit sends actions through the Objective-C runtime (`respondsToSelector:` and
/// `performSelector:`). Here a target says which actions it implements and performs
/// them by name. Every `UIResponder` is a target; a plain object can be one too, as
/// any `NSObject` can be a target in UIKit.
public protocol UIActionTarget: AnyObject {
    /// Whether the target implements `action`.
    func responds(to action: Selector) -> Bool
    /// Performs `action`; called only when `responds(to:)` is true.
    func perform(_ action: Selector, sender: Any?, event: UIEvent?)
}
