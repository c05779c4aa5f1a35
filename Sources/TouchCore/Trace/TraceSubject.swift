import Foundation

/// Who a trace record is about: an object's identity and the name the log calls it.
///
/// Records keep no references to views, so a long recording never keeps a removed
/// hierarchy alive; hosts map `id` back to their objects when they need to highlight.
public struct TraceSubject: Hashable, Sendable, CustomStringConvertible {
    /// What kind of object the subject is, so a renderer can draw views on the canvas
    /// and other responders as chips.
    public enum Role: String, Hashable, Sendable {
        case view, window, viewController, application, appDelegate, responder, gestureRecognizer, object
    }

    public let id: ObjectIdentifier
    public let name: String
    public let role: Role

    public init(id: ObjectIdentifier, name: String, role: Role) {
        self.id = id
        self.name = name
        self.role = role
    }

    public init(_ object: AnyObject) {
        if let responder = object as? UIResponder {
            self = responder.traceSubject
        } else if let recognizer = object as? UIGestureRecognizer {
            self = recognizer.traceSubject
        } else {
            // The unqualified type name, which is what `String(describing:)` prints for a
            // class, without its reflection: a delegate is named once per question asked.
            self.init(id: ObjectIdentifier(object), name: _typeName(type(of: object), qualified: false), role: .object)
        }
    }

    public var description: String { name }
}
