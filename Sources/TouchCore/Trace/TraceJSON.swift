import Foundation

/// A JSON value, as the machine-readable trace writes and reads it
/// (`touchlab trace --format jsonl`, docs/trace-format.md).
///
/// ``text`` writes it the same way every time, so two runs of a scene give the
/// same bytes and a diff tool compares traces: no spaces, the keys of every
/// object in sorted order, whole numbers without a fraction (`200`, not
/// `200.0`), other numbers in the shortest form that reads back to the same
/// `Double` (`0.15`, `1e-05`), and a number that is not finite — a location
/// computed from a NaN frame — as the string `"NaN"`, `"Infinity"` or
/// `"-Infinity"`, since JSON has no such numbers. Written by hand rather than
/// with `JSONSerialization`: a trace is millions of records, and every one is
/// written (docs/performance.md).
///
/// See also: ``TraceRecord/jsonObject(index:subjects:)``, ``TraceRecord/init(json:subjects:)``.
public enum TraceJSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([TraceJSON])
    case object([String: TraceJSON])

    /// The value as compact JSON text, keys sorted (one line of a `.jsonl` file).
    public var text: String {
        var out: [UInt8] = []
        write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the value's text to `out`.
    public func write(to out: inout String) {
        out += text
    }

    /// Appends the value's text to `out` as UTF-8: the writer's own form (appending
    /// bytes costs a fraction of appending strings).
    public func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let value): Self.writeNumber(value, to: &out)
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let values):
            out.append(UInt8(ascii: "["))
            for (offset, value) in values.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            Self.writeObject(members.sorted { $0.key < $1.key }, to: &out)
        }
    }

    /// Writes an object from its members, already in key order.
    static func writeObject(_ members: [(key: String, value: TraceJSON)], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
        for (offset, member) in members.enumerated() {
            if offset > 0 { out.append(UInt8(ascii: ",")) }
            writeString(member.key, to: &out)
            out.append(UInt8(ascii: ":"))
            member.value.write(to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// Reads JSON text (one line of a `.jsonl` file) with Foundation's decoder.
    public init(parsing text: String) throws {
        self = try JSONDecoder().decode(TraceJSON.self, from: Data(text.utf8))
    }

    // MARK: Reading a value's parts

    /// The members of an object; nil for any other value.
    public var object: [String: TraceJSON]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The text of a string; nil for any other value.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// A number, or one of the three strings a number that is not finite is written as.
    public var number: Double? {
        switch self {
        case .number(let value): return value
        case .string("NaN"): return .nan
        case .string("Infinity"): return .infinity
        case .string("-Infinity"): return -.infinity
        default: return nil
        }
    }

    /// A whole number that fits an `Int`; nil for anything else.
    public var int: Int? {
        guard case .number(let value) = self, value.rounded() == value, abs(value) < 9e15 else { return nil }
        return Int(value)
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var array: [TraceJSON]? {
        if case .array(let values) = self { return values }
        return nil
    }

    // MARK: Writing

    private static func writeNumber(_ value: Double, to out: inout [UInt8]) {
        guard value.isFinite else {
            out.append(contentsOf: (value.isNaN ? "\"NaN\"" : value < 0 ? "\"-Infinity\"" : "\"Infinity\"").utf8)
            return
        }
        // Whole numbers below 2⁵³ are exact as integers; Swift's description of
        // any other double is its shortest round-trip form, valid JSON as it is.
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 {
            out.append(contentsOf: String(Int(value)).utf8)
        } else {
            out.append(contentsOf: value.description.utf8)
        }
    }

    static func writeString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most names and lines need no escape: append them whole.
        func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C }
        let escapes =
            text.utf8.withContiguousStorageIfAvailable { $0.contains(where: needsEscape) } ?? text.utf8.contains(where: needsEscape)
        if !escapes {
            out.append(contentsOf: text.utf8)
        } else {
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out.append(contentsOf: "\\\"".utf8)
                case "\\": out.append(contentsOf: "\\\\".utf8)
                case "\n": out.append(contentsOf: "\\n".utf8)
                case "\r": out.append(contentsOf: "\\r".utf8)
                case "\t": out.append(contentsOf: "\\t".utf8)
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                default: UTF8.encode(scalar) { out.append($0) }
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension TraceJSON: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let values = try? container.decode([TraceJSON].self) {
            self = .array(values)
        } else {
            self = .object(try container.decode([String: TraceJSON].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        case .object(let members): try container.encode(members)
        }
    }
}
