import Foundation

/// Why a JSON object is not a trace record (``TraceRecord/init(json:subjects:)``):
/// a key missing, of the wrong type, or naming no case; the message names the key.
public struct TraceJSONError: Error, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
