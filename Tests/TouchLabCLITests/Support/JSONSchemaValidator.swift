import Foundation
import TouchCore

/// Checks JSON values against a JSON Schema (draft 2020-12), for the subset
/// docs/trace-format.schema.json uses: `type` (one name), `const`, `enum`,
/// `properties`, `required`, `additionalProperties: false`, `items`, `minItems`,
/// `maxItems`, `minimum`, `oneOf` and local `$ref`s (`#/$defs/NAME`); `title`,
/// `description`, `$schema`, `$id` and `$defs` are annotations. Any other keyword
/// is an error, so the schema cannot come to rely on a rule this validator
/// silently skips.
struct JSONSchemaValidator {
    let schema: TraceJSON

    init(schema: TraceJSON) {
        self.schema = schema
    }

    static let annotations: Set<String> = ["title", "description", "$schema", "$id", "$defs"]
    static let keywords: Set<String> = [
        "type", "const", "enum", "properties", "required", "additionalProperties", "items", "minItems", "maxItems", "minimum",
        "oneOf", "$ref",
    ]

    /// What is wrong with `value`: empty when it is valid.
    func errors(_ value: TraceJSON) -> [String] {
        errors(value, against: schema, at: "$")
    }

    private func errors(_ value: TraceJSON, against rule: TraceJSON, at path: String) -> [String] {
        guard let rule = rule.object else { return ["\(path): the schema here is not an object"] }
        var problems: [String] = []
        for key in rule.keys where !Self.keywords.contains(key) && !Self.annotations.contains(key) {
            problems.append("\(path): the schema uses '\(key)', which this validator does not know")
        }
        if let reference = rule["$ref"]?.string {
            guard reference.hasPrefix("#/$defs/"), let target = schema.object?["$defs"]?.object?[String(reference.dropFirst(8))]
            else { return problems + ["\(path): no definition \(reference)"] }
            problems += errors(value, against: target, at: path)
        }
        if let type = rule["type"]?.string, !Self.value(value, hasType: type) {
            problems.append("\(path): \(value.text) is not of type \(type)")
        }
        if let constant = rule["const"], constant != value {
            problems.append("\(path): \(value.text) is not \(constant.text)")
        }
        if let choices = rule["enum"]?.array, !choices.contains(value) {
            problems.append("\(path): \(value.text) is none of \(TraceJSON.array(choices).text)")
        }
        if let minimum = rule["minimum"]?.number, case .number(let number) = value, number < minimum {
            problems.append("\(path): \(number) is below \(minimum)")
        }
        if let members = value.object {
            let properties = rule["properties"]?.object ?? [:]
            for key in rule["required"]?.array?.compactMap(\.string) ?? [] where members[key] == nil {
                problems.append("\(path): '\(key)' is missing")
            }
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                if let property = properties[key] {
                    problems += errors(member, against: property, at: "\(path).\(key)")
                } else if rule["additionalProperties"] == .bool(false) {
                    problems.append("\(path): '\(key)' is not allowed here")
                }
            }
        }
        if let items = value.array {
            if let minItems = rule["minItems"]?.int, items.count < minItems {
                problems.append("\(path): \(items.count) items, fewer than \(minItems)")
            }
            if let maxItems = rule["maxItems"]?.int, items.count > maxItems {
                problems.append("\(path): \(items.count) items, more than \(maxItems)")
            }
            if let itemRule = rule["items"] {
                for (offset, item) in items.enumerated() { problems += errors(item, against: itemRule, at: "\(path)[\(offset)]") }
            }
        }
        if let alternatives = rule["oneOf"]?.array {
            let results = alternatives.map { errors(value, against: $0, at: path) }
            let matches = results.filter(\.isEmpty).count
            if matches != 1 {
                // Of the alternatives, the one with the fewest problems says best what is wrong.
                let closest = results.min { $0.count < $1.count } ?? []
                problems.append(
                    "\(path): matches \(matches) of the \(alternatives.count) alternatives (one must); closest: \(closest.prefix(3).joined(separator: "; "))"
                )
            }
        }
        return problems
    }

    private static func value(_ value: TraceJSON, hasType type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number):
            return true
        case ("integer", .number(let number)): return number.rounded() == number
        default: return false
        }
    }
}
