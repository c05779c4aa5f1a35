import Foundation

/// The name of an action message, as Objective-C's `SEL` names a method.
///
/// Swift on Linux has no Objective-C runtime, so actions are named explicitly
/// (`Selector("buttonTap")`, or a string literal) and responders declare the actions
/// they implement (`UIResponder.handleAction(_:_:)`). The name is what the trace
/// prints, so write it as the article does (`buttonTap`, `actionTapView`).
///
/// A name may be written in Objective-C's spelling (`"buttonTapped:"`) or in Swift's,
/// as `#selector(buttonTapped(_:))` names the method (`"buttonTapped(_:)"`): the Swift
/// spelling becomes the Objective-C name the Swift compiler gives that method
/// (`buttonTapped:`; `handle(sender:)` → `handleWithSender:`; `tapped(_:forEvent:)` →
/// `tapped:forEvent:`; `reset()` → `reset`), so both spellings name one action, and
/// the trace prints the name a device log would (docs/uikit-api.md#porting).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The Objective-C name (`buttonTapped:`).
    public let name: String

    public init(_ name: String) {
        self.name = Self.objectiveCName(name)
    }

    public init(stringLiteral value: String) {
        self.name = Self.objectiveCName(value)
    }

    /// The Objective-C selector Swift gives a method written as `#selector` names it
    /// (The Swift Programming Language, "Attributes": `objc`; SE-0022): the base name,
    /// the first argument's label joined with `With` and capitalised, each later label
    /// followed by a colon, `_` contributing nothing but its colon. Anything that is not
    /// a Swift method name (`buttonTapped:`, `cut:`) is already Objective-C's and kept.
    static func objectiveCName(_ name: String) -> String {
        guard name.last == ")", let open = name.firstIndex(of: "(") else { return name }
        // `ViewController.buttonTapped(_:)` names the method of a type; the selector is the method's.
        let qualified = name[..<open]
        let base = qualified.split(separator: ".").last.map(String.init) ?? ""
        let labels = name[name.index(after: open)..<name.index(before: name.endIndex)]
        let isIdentifier: (Character) -> Bool = { $0 == "_" || $0.isLetter || $0.isNumber }
        guard !base.isEmpty, base.allSatisfy(isIdentifier), labels.allSatisfy({ $0 == ":" || isIdentifier($0) }) else {
            return name
        }
        if labels.isEmpty { return base }
        guard labels.last == ":" else { return name }
        var selector = base
        for (index, label) in labels.dropLast().split(separator: ":", omittingEmptySubsequences: false).enumerated() {
            guard !label.isEmpty else { return name }
            if label != "_" {
                selector += index == 0 ? "With" + label.prefix(1).uppercased() + label.dropFirst() : String(label)
            }
            selector += ":"
        }
        return selector
    }

    public var description: String { name }

    // The standard editing commands (Apple: UIResponderStandardEditActions), which travel
    // the responder chain like nil-target actions (SPEC F3).
    public static let cut = Selector("cut:")
    public static let copy = Selector("copy:")
    public static let paste = Selector("paste:")
    public static let selectAll = Selector("selectAll:")
}
