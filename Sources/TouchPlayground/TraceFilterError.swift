import Foundation

/// A trace filter that names what no trace has: a kind of line that does not exist, or
/// a receiver no line is about. A filter that quietly keeps nothing reads as "nothing
/// happened", so both are errors, each with the closest name that would match.
public enum TraceFilterError: Error, Equatable, CustomStringConvertible {
    /// `--only` / `only:` named no `TraceLineCategory` (its title).
    case unknownKind(String, suggestion: String?)
    /// `--receiver` / `receivers:` named an object no line of the trace is about.
    case unknownReceiver(String, suggestion: String?)

    public var description: String {
        switch self {
        case .unknownKind(let word, let suggestion):
            let titles = TraceLineCategory.allCases.map(\.title).joined(separator: ", ")
            return "'\(TerminalText.escaped(word))' is not a kind of line; use \(titles).\(Self.hint(suggestion))"
        case .unknownReceiver(let name, let suggestion):
            return "no line is about '\(TerminalText.escaped(name))'.\(Self.hint(suggestion))"
        }
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { " Did you mean '\($0)'?" } ?? ""
    }
}
