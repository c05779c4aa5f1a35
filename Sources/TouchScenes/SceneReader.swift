/// Reads a composed YAML tree into a ``SceneDocument``, checking structure,
/// types and ranges as it goes, and collecting names and references in a
/// ``SceneRegistry`` for ``SceneValidator``.
///
/// Each `read…` method handles one kind of mapping (see the `SceneReader+…`
/// files). Every error is thrown at the first problem, positioned at the
/// offending key or value. The reader keeps per-file state only (counts and the
/// registry), so one reader reads one file.
final class SceneReader {
    let file: String
    let limits: SceneLimits
    // Read and written once per object read; the reader is never shared, so the
    // runtime's exclusivity checks on every access only cost time.
    @exclusivity(unchecked) var registry = SceneRegistry()
    @exclusivity(unchecked) var viewCount = 0
    @exclusivity(unchecked) var recognizerCount = 0

    init(file: String, limits: SceneLimits) {
        self.file = file
        self.limits = limits
    }

    // MARK: Errors

    func position(of node: SceneNode) -> ScenePosition {
        node.position
    }

    func error(_ node: SceneNode, _ message: String) -> SceneError {
        SceneError(file: file, position: position(of: node), message: message)
    }

    func error(at position: ScenePosition, _ message: String) -> SceneError {
        SceneError(file: file, position: position, message: message)
    }

    // MARK: Mappings and keys

    /// `node` as a mapping whose keys are plain text; `what` names it in messages
    /// ("view 'BView'", "the scene").
    func mapping(_ node: SceneNode, _ what: String) throws(SceneError) -> SceneMapping {
        guard case .mapping(let mapping) = node else {
            throw error(node, "\(what) must be a mapping of keys to values, but found \(describe(node))")
        }
        if let keyMask = mapping.knownKeyMask {
            return SceneMapping(node: node, pairs: mapping.pairs, keyMask: keyMask)
        }
        var keyMask: UInt64 = 0
        for pair in mapping.pairs {
            guard case .scalar(let key) = pair.key, !isNull(pair.key) else {
                throw error(pair.key, "keys in \(what) must be plain words, but found \(describe(pair.key))")
            }
            keyMask |= SceneMapping.bit(key.string)
        }
        return SceneMapping(node: node, pairs: mapping.pairs, keyMask: keyMask)
    }

    /// Fails at the first key of `map` that `what` does not accept, suggesting
    /// the closest accepted key; `elsewhere` explains keys that are valid only
    /// on other kinds of object.
    ///
    /// `elsewhere` is only evaluated when a key is refused: its phrases name the
    /// object, and building them for every object would cost more than reading it.
    func checkKeys(
        _ map: SceneMapping, allowed: [String], in what: @autoclosure () -> String,
        elsewhere makeElsewhere: @autoclosure () -> [String: String] = [:]
    ) throws(SceneError) {
        for entry in map.entries where !allowed.contains(where: { $0.utf8.count == entry.key.utf8.count && $0 == entry.key }) {
            throw refusal(of: entry, allowed: allowed, in: what(), elsewhere: makeElsewhere())
        }
    }

    /// ``checkKeys(_:allowed:in:elsewhere:)`` for an object read many times in a
    /// large scene (a view): the keys looked up in a ``SceneKeySet``, and no
    /// entry made for an accepted key.
    func checkKeys(
        _ map: SceneMapping, accepted: SceneKeySet, in what: @autoclosure () -> String,
        elsewhere makeElsewhere: @autoclosure () -> [String: String]
    ) throws(SceneError) {
        for pair in map.pairs {
            // `mapping(_:_:)` made sure every key is a scalar.
            guard case .scalar(let key) = pair.key, !accepted.contains(key.string) else { continue }
            throw refusal(
                of: SceneMapping.Entry(key: key.string, keyNode: pair.key, value: pair.value), allowed: accepted.keys, in: what(),
                elsewhere: makeElsewhere())
        }
    }

    /// The error for a key `what` does not accept.
    private func refusal(of entry: SceneMapping.Entry, allowed: [String], in what: String, elsewhere: [String: String]) -> SceneError {
        if entry.key == "<<" {
            return error(entry.keyNode, "merge keys ('<<') are not supported in scenes; write the keys out in \(what)")
        }
        if let reason = elsewhere[entry.key] {
            return error(entry.keyNode, "'\(entry.key)' cannot be used in \(what): \(reason)")
        }
        if let suggestion = SceneSuggestion.closest(to: entry.key, in: allowed + elsewhere.keys) {
            return error(entry.keyNode, "unknown key '\(entry.key)' in \(what); did you mean '\(suggestion)'?")
        }
        return error(entry.keyNode, "unknown key '\(entry.key)' in \(what); expected one of: \(allowed.joined(separator: ", "))")
    }

    /// The value of a key that must be present.
    /// `what` and `hint` are made only for the error.
    func required(
        _ map: SceneMapping, _ key: String, in what: @autoclosure () -> String, _ hint: @autoclosure () -> String
    ) throws(SceneError) -> SceneNode {
        guard let value = map[key] else {
            throw error(map.node, "\(what()) has no '\(key)'; \(hint())")
        }
        return value
    }

    // MARK: Describing values

    /// A plain null: nothing after the colon, `~` or `null`.
    func isNull(_ node: SceneNode) -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
        return SceneNode.isNullText(scalar.string.utf8)
    }

    /// How a found value reads in a message: "the text 'abc'", "the number 3",
    /// "a list", "nothing".
    func describe(_ node: SceneNode) -> String {
        switch node {
        case .scalar(let scalar):
            if isNull(node) { return "nothing" }
            let text = scalar.string.count > 40 ? String(scalar.string.prefix(40)) + "…" : scalar.string
            if scalar.style == .plain {
                if Double(text)?.isFinite == true { return "the number \(text)" }
                if ["true", "false", "True", "False", "TRUE", "FALSE"].contains(text) { return text.lowercased() }
            }
            return "the text '\(text)'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }
}
