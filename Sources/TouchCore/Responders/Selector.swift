import Foundation

/// The name of an action message, as Objective-C's `SEL` names a method.
///
/// Swift on Linux has no Objective-C runtime, so actions are named explicitly
/// (`Selector("buttonTap")`, or a string literal) and responders declare the actions
/// they implement (`UIResponder.handleAction(_:_:)`). The name is what the trace
/// prints, so write it as the article does (`buttonTap`, `actionTapView`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral value: String) {
        self.name = value
    }

    public var description: String { name }

    // The standard editing commands (Apple: UIResponderStandardEditActions), which travel
    // the responder chain like nil-target actions (SPEC F3).
    public static let cut = Selector("cut:")
    public static let copy = Selector("copy:")
    public static let paste = Selector("paste:")
    public static let selectAll = Selector("selectAll:")
}
