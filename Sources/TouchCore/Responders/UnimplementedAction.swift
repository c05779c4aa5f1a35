import Foundation

/// An action registered for a target that does not implement it.
///
/// UIKit finds out when the action is sent: `-[ViewController buttonTapped:]:
/// unrecognized selector sent to instance` ends the app (a named target), or the
/// message is silently lost (a recognizer's target). Linux has no Objective-C
/// runtime, so a target says which actions it implements with
/// `UIResponder.handleAction(_:_:)` (or, for a plain object, `UIActionTarget`); a
/// forgotten or misspelt declaration is the most common reason an article's
/// `#selector(buttonTapped)` ported here does nothing. ``find(in:)`` lists them
/// before anything is tapped, naming the class, the action and the call that
/// registered it, so the mistake is reported where it was made.
public struct UnimplementedAction: Hashable, Sendable, CustomStringConvertible {
    /// The target's class (`ViewController`).
    public let targetClass: String
    /// The action's name as registered (`buttonTapped`).
    public let action: String
    /// The control or recognizer the action was registered on, by trace name.
    public let registeredOn: String
    /// The registering call, in Swift (`addTarget(_:action:for:)`).
    public let registration: String
    /// Whether the target is a responder (it can declare the action with `handleAction`).
    public let targetIsResponder: Bool
    /// An action the target does declare that differs from this one only in case or
    /// colons (`buttonTapped` for `buttonTapped:`), the likeliest slip.
    public var similar: String? = nil

    public var description: String {
        // `buttonTapped:` is the method `buttonTapped(_:)`, whose Swift name is `buttonTapped`.
        let method = action.split(separator: ":").first.map(String.init) ?? action
        let fix =
            targetIsResponder
            ? "declare it in \(targetClass) (in init or viewDidLoad): handleAction(\"\(action)\", Self.\(method)) for its"
                + " method, or handleAction(\"\(action)\") { sender, event in … }"
            : "\(targetClass) is not a UIResponder: make it one and declare handleAction(\"\(action)\") { sender, event in … },"
                + " or conform it to UIActionTarget (responds(to:) and perform(_:sender:event:))"
        let hint =
            similar.map {
                " It declares \($0): Objective-C tells \($0) and \(action) apart (a colon per argument), so register and"
                    + " declare one spelling."
            } ?? ""
        return "\(targetClass) does not implement \(action), registered on \(registeredOn) with \(registration);"
            + " its action would never run. Linux has no @objc methods: \(fix) (docs/uikit-api.md#porting).\(hint)"
    }

    /// The declared action equal to `action` but for case and colons.
    static func similar(to action: Selector, in target: AnyObject) -> String? {
        guard let responder = target as? UIResponder else { return nil }
        func key(_ name: String) -> String { name.replacingOccurrences(of: ":", with: "").lowercased() }
        return responder.declaredActions.first { key($0.name) == key(action.name) }?.name
    }

    /// Every action registered in `windows`' hierarchies (their controls' targets and
    /// every view's recognizers) whose named target does not implement it. Nil targets
    /// (actions sent up the responder chain) are not checked: UIKit drops those
    /// quietly by design (SPEC R3). Walks iteratively, so a hierarchy of any depth is
    /// checked without recursion.
    public static func find(in windows: [UIWindow]) -> [UnimplementedAction] {
        var found: [UnimplementedAction] = []
        var seen: Set<UnimplementedAction> = []
        func check(_ target: AnyObject, _ action: Selector, on owner: String, _ registration: String) {
            if let actionTarget = target as? UIActionTarget, actionTarget.responds(to: action) { return }
            let className = String(describing: type(of: target))
            let problem = UnimplementedAction(
                targetClass: className, action: action.name, registeredOn: owner, registration: registration,
                targetIsResponder: target is UIResponder, similar: similar(to: action, in: target))
            if seen.insert(problem).inserted { found.append(problem) }
        }
        var pending: [UIView] = windows.reversed()
        while let view = pending.popLast() {
            if let control = view as? UIControl {
                for entry in control.namedTargetActions {
                    check(entry.target, entry.action, on: control.traceName, "addTarget(_:action:for:)")
                }
            }
            for recognizer in view.gestureRecognizers ?? [] {
                for entry in recognizer.namedTargets {
                    check(
                        entry.target, entry.action, on: recognizer.traceName,
                        "\(type(of: recognizer))(target:action:) or addTarget(_:action:)")
                }
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return found
    }
}
