import Foundation
import TouchCore

/// A mistake in a playground program that UIKit would crash on, or that would make
/// the program silently do nothing, found before or while its script plays.
///
/// ``Playground/trace(_:application:_:)`` returns them with the trace
/// (``PlaygroundTrace/problems``), each also a `warning:` line in the trace where it
/// was found; ``Playground/run(title:options:application:_:)`` and
/// ``Playground/shoot(_:into:title:canvasSize:application:_:)`` throw them. The
/// wording names the view, class or step, and what to write instead.
public struct PlaygroundProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// An action registered for a target that does not implement it
        /// (`UnimplementedAction`); the script still plays.
        case unimplementedAction
        /// A script step names a view (or responder) that is not in the windows when
        /// the step starts; the script stops there.
        case unknownName
        /// A script step names a view that several views answer to; the script stops there.
        case ambiguousName
        /// A step whose numbers cannot be played (a NaN point, a drag of ten million
        /// moves); nothing is played.
        case impossibleStep
        /// A view whose frame, bounds, centre or transform is not finite; nothing is played.
        case nonFiniteGeometry
        /// Views nested deeper than ``Playground/maximumDepth``; nothing is played.
        case tooDeep
        /// An action method declared with `handleAction(_:_:)` was sent a sender of
        /// another type than it takes, so it did not run (Objective-C would have passed
        /// it); the script plays on.
        case senderMismatch
    }

    public let kind: Kind
    public let description: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }

    /// Whether the script cannot be played at all (its trace would be a lie).
    var stopsBeforePlaying: Bool {
        kind == .impossibleStep || kind == .nonFiniteGeometry || kind == .tooDeep
    }
}

/// Every problem of a run, thrown by ``PlaygroundTrace/check()`` and ``Playground/shoot(_:into:title:canvasSize:application:_:)``.
public struct PlaygroundFailure: Error, Sendable, CustomStringConvertible {
    public let problems: [PlaygroundProblem]

    public var description: String {
        problems.map { "error: \($0.description)" }.joined(separator: "\n")
    }
}
