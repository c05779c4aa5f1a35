/// A responder and those after it along `next`: the responder chain as UIKit
/// walks it to hand on an unhandled event or a nil-target action (SPEC R1–R3;
/// Apple: "Using responders and the responder chain to handle events").
///
/// The one walk of the chain: the core asks it for the application and the
/// window a responder belongs to and for where an action was dropped; the
/// insight library for the chain it draws and lists. An override of `next` may
/// form a cycle, which on iOS never ends; the walk ends before the first
/// responder met again, and after `UIResponder.maximumChainLength` responders.
/// Callers that show the chain take a `prefix` of it.
public struct ResponderChain: Sequence, IteratorProtocol {
    /// The responder the walk starts at, until it is returned.
    private var first: UIResponder?
    /// The responder returned last; its `next` is asked only when the walk goes on,
    /// so a `next` override runs exactly as often as on a device's walk.
    private var previous: UIResponder?
    private var seen: Set<ObjectIdentifier> = []

    init(from first: UIResponder?) {
        self.first = first
    }

    public mutating func next() -> UIResponder? {
        let candidate: UIResponder?
        if let start = first {
            candidate = start
            first = nil
        } else {
            candidate = previous?.next
        }
        guard let responder = candidate, seen.count < UIResponder.maximumChainLength,
            seen.insert(ObjectIdentifier(responder)).inserted
        else {
            previous = nil
            return nil
        }
        previous = responder
        return responder
    }
}

extension UIResponder {
    /// This responder, then each `next` after it (see `ResponderChain`).
    public var responderChain: ResponderChain { ResponderChain(from: self) }
}
