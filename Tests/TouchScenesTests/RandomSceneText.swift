import TestSupport

/// A random document shaped loosely like a scene: the format's own keys with
/// values of random types and depths, written as YAML flow or as JSON.
///
/// Mutating real scenes mostly explores near-valid files; this explores the reader's
/// handling of every key given every kind of value.
enum RandomSceneText {
    static func make(rng: inout SeededRandom) -> String {
        let json = rng.chance(2)
        var fields = ["\(quote("name", json)): \(quote("random", json))"]
        let windows = (0..<Int.random(in: 0...3, using: &rng)).map { _ in view(depth: 0, json: json, rng: &rng) }
        fields.append("\(quote("windows", json)): [\(windows.joined(separator: ", "))]")
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            fields.append("\(quote(rng.pick(SceneMutator.keys), json)): \(value(depth: 0, json: json, rng: &rng))")
        }
        return json ? "{" + fields.joined(separator: ", ") + "}" : fields.joined(separator: "\n") + "\n"
    }

    private static func quote(_ text: String, _ json: Bool) -> String {
        json ? "\"\(text)\"" : text.isEmpty ? "\"\"" : text
    }

    private static func view(depth: Int, json: Bool, rng: inout SeededRandom) -> String {
        var fields: [String] = []
        if !rng.chance(10) { fields.append("\(quote("name", json)): \(quote("V\(Int.random(in: 0..<20, using: &rng))", json))") }
        if !rng.chance(5) {
            let numbers = (0..<Int.random(in: 3...5, using: &rng)).map { _ in
                rng.chance(6) ? rng.pick(SceneMutator.oddNumbers) : String(Int.random(in: -50...500, using: &rng))
            }
            fields.append(
                "\(quote("frame", json)): [\(numbers.map { json && Double($0) == nil ? "\"\($0)\"" : $0 }.joined(separator: ", "))]")
        }
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            fields.append("\(quote(rng.pick(SceneMutator.keys), json)): \(value(depth: depth + 1, json: json, rng: &rng))")
        }
        if depth < 4 && rng.chance(2) {
            let children = (0..<Int.random(in: 0...4, using: &rng)).map { _ in view(depth: depth + 1, json: json, rng: &rng) }
            fields.append("\(quote("subviews", json)): [\(children.joined(separator: ", "))]")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private static func value(depth: Int, json: Bool, rng: inout SeededRandom) -> String {
        switch Int.random(in: 0..<(depth > 3 ? 6 : 8), using: &rng) {
        case 0: return json ? "\"\(rng.pick(SceneMutator.oddNumbers))\"" : rng.pick(SceneMutator.oddNumbers)
        case 1: return String(Double.random(in: -1_000...1_000, using: &rng))
        case 2: return rng.pick(["true", "false", "null", json ? "\"nil\"" : "nil", json ? "\"yes\"" : "yes"])
        case 3: return quote(rng.pick(["tap", "pan", "button", "view", "red", "#ff00ff", "#zzz", "UIWindow", "", "V1"]), json)
        case 4: return "[\(Int.random(in: 0...400, using: &rng)), \(Int.random(in: 0...800, using: &rng))]"
        case 5: return "\"\(String(repeating: "é", count: Int.random(in: 0...50, using: &rng)))\""
        case 6:
            return "["
                + (0..<Int.random(in: 0...4, using: &rng)).map { _ in value(depth: depth + 1, json: json, rng: &rng) }
                .joined(separator: ", ") + "]"
        default:
            return "{"
                + (0..<Int.random(in: 0...4, using: &rng)).map { _ in
                    "\(quote(rng.pick(SceneMutator.keys), json)): \(value(depth: depth + 1, json: json, rng: &rng))"
                }.joined(separator: ", ") + "}"
        }
    }
}
