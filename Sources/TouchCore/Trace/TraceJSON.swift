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
        var out = ""
        write(to: &out)
        return out
    }

    /// Appends the value's text to `out`.
    public func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): Self.writeNumber(value, to: &out)
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let values):
            out += "["
            for (offset, value) in values.enumerated() {
                if offset > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (offset, key) in members.keys.sorted().enumerated() {
                if offset > 0 { out += "," }
                Self.writeString(key, to: &out)
                out += ":"
                members[key]!.write(to: &out)
            }
            out += "}"
        }
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

    private static func writeNumber(_ value: Double, to out: inout String) {
        guard value.isFinite else {
            out += value.isNaN ? "\"NaN\"" : value < 0 ? "\"-Infinity\"" : "\"Infinity\""
            return
        }
        // Whole numbers below 2⁵³ are exact as integers; Swift's description of
        // any other double is its shortest round-trip form, valid JSON as it is.
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 {
            out += String(Int(value))
        } else {
            out += value.description
        }
    }

    private static func writeString(_ text: String, to out: inout String) {
        out += "\""
        // Most names and lines need no escape: append them whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            out += text
        } else {
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
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
