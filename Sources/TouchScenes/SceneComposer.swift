// libyaml, the system's (Debian: libyaml-dev), through the CLibYAML system-library target.
internal import CLibYAML
import Foundation

/// Composes scene text into ``SceneNode``s straight from libyaml's events.
///
/// What a YAML composer does, and only what a scene needs: aliases are expanded
/// (counted against the value limit each time they are used, so an alias bomb
/// stops at the limit), tags are read but kept only to tell repeated keys apart,
/// and every error comes with libyaml's own words and position — syntax errors,
/// a second document, an undefined alias, a key repeated in one mapping (at the
/// repeat), nesting deeper than ``maximumNesting`` and more values than the
/// limit. Errors are reported in the order a reader meets them: syntax, alias
/// and repeated-key errors anywhere in the file come before the value limit,
/// which is checked when the file has been read to its end.
///
/// JSON files (most generated scenes) take ``SceneJSONComposer``'s shortcut
/// first, which gives the same tree (README, "Dependencies", has the figures);
/// plain block YAML takes ``SceneBlockYAMLComposer``'s, for the same reason
/// (docs/performance.md, "Scene load").
struct SceneComposer {
    /// The most values a file may have (``SceneLimits/yamlValues``).
    let valueLimit: Int

    /// How deep lists and mappings may nest: libyaml's own limit in its later
    /// versions (`yaml_set_max_nest_level`), which Debian's 0.2.5 lacks; the
    /// composer's recursion stays far from the stack's end.
    static let maximumNesting = 1_000

    /// The one document's root; nil for a stream with no document (empty, or
    /// only comments).
    func compose(_ text: String) throws(SceneYAMLError) -> SceneNode? {
        var text = text
        let result: Result<SceneNode?, SceneYAMLError> = text.withUTF8 { bytes in
            Result { () throws(SceneYAMLError) in try compose(bytes: bytes) }
        }
        return try result.get()
    }

    /// The root of the UTF-8 text in `bytes`, as ``compose(_:)``.
    func compose(bytes: UnsafeBufferPointer<UInt8>) throws(SceneYAMLError) -> SceneNode? {
        if SceneJSONComposer.looksLikeJSON(bytes) {
            if let root = SceneJSONComposer(valueLimit: valueLimit).compose(bytes) { return root }
        } else if let root = SceneBlockYAMLComposer(valueLimit: valueLimit).compose(bytes) {
            return root
        }
        return try composeEvents(bytes)
    }

    /// The tree from libyaml's events alone (no JSON shortcut), as ``compose(_:)``.
    func composeEvents(_ bytes: UnsafeBufferPointer<UInt8>) throws(SceneYAMLError) -> SceneNode? {
        try EventReader(bytes: bytes, valueLimit: valueLimit).document()
    }

    /// The tag a key resolves to, for telling repeated keys apart as YAML 1.1
    /// does: `1` and `"1"` are different keys (an integer and a string), `a` and
    /// `"a"` the same. An explicit tag is itself; a quoted key is a string; a
    /// plain key is resolved by the YAML 1.1 core patterns.
    struct KeyTag: Equatable {
        let name: String

        static let string = KeyTag(name: "tag:yaml.org,2002:str")

        /// YAML 1.1's implicit types, in the order they are tried (yaml.org/type).
        private static let patterns: [(String, NSRegularExpression)] = [
            ("bool", "^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$"),
            (
                "int",
                "^(?:[-+]?0b[0-1_]+|[-+]?0o?[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$"
            ),
            (
                "float",
                "^(?:[-+]?(?:[0-9][0-9_]*)(?:\\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|\\.[0-9_]+(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"
            ),
            ("merge", "^(?:<<)$"),
            ("null", "^(?:~|null|Null|NULL|)$"),
            (
                "timestamp",
                "^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \\t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\\.[0-9]*)?(?:[ \\t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$"
            ),
            ("value", "^(?:=)$"),
        ].map { name, pattern in ("tag:yaml.org,2002:" + name, try! NSRegularExpression(pattern: pattern)) }

        /// The tag of a plain key with no explicit tag.
        static func implicit(_ text: String) -> KeyTag {
            let range = NSRange(text.startIndex..., in: text)
            for (name, pattern) in patterns where pattern.firstMatch(in: text, range: range) != nil {
                return KeyTag(name: name)
            }
            return .string
        }
    }

    /// How a key was written, enough to resolve its tag when another key has its text.
    struct KeyStyle: Equatable {
        /// A plain key with no tag, by far the most common: its tag follows from its text.
        static let plain = KeyStyle(tag: nil, quotedImplicit: false)

        /// The explicit tag, if any (`!!str` is `tag:yaml.org,2002:str`).
        let tag: String?
        /// Quoted or a block scalar, with no tag: a string.
        let quotedImplicit: Bool

        func tag(of text: String) -> KeyTag {
            if quotedImplicit { return .string }
            if let tag { return KeyTag(name: tag) }
            return KeyTag.implicit(text)
        }
    }

    /// The text of a scalar the fast composers found, as a `String`. Made in
    /// place: for up to 15 ASCII bytes (most keys, names and numbers of a scene)
    /// the standard library then skips the UTF-8 validation that
    /// `String(decoding:as:)` runs, a fifth of the cost of composing a large
    /// scene's tree; any other text is validated as before.
    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return 0 }
            target.initialize(from: source, count: bytes.count)
            return bytes.count
        }
    }

    /// The first key, in file order, that repeats a key before it in the same
    /// mapping, and where the repeat is; nil when all are distinct. Keys that are
    /// lists or mappings are never counted as repeats (the reader refuses them).
    /// `styles` is empty when every key is ``KeyStyle/plain``.
    static func firstRepeatedKey(_ pairs: [SceneNode.Pair], styles: [KeyStyle]) -> (String, ScenePosition)? {
        if pairs.count < 2 { return nil }
        func repeats(_ i: Int, _ j: Int, _ key: String) -> Bool {
            if styles.isEmpty || styles[i] == styles[j] { return true }
            return styles[i].tag(of: key) == styles[j].tag(of: key)
        }
        if pairs.count <= 16 {
            for i in 1..<pairs.count {
                guard let key = pairs[i].key.string else { continue }
                for j in 0..<i where pairs[j].key.string == key && repeats(i, j, key) {
                    return (key, pairs[i].key.position)
                }
            }
            return nil
        }
        var seen: [String: [Int]] = [:]
        seen.reserveCapacity(pairs.count)
        for (i, pair) in pairs.enumerated() {
            guard let key = pair.key.string else { continue }
            if let earlier = seen[key], earlier.contains(where: { repeats(i, $0, key) }) { return (key, pair.key.position) }
            seen[key, default: []].append(i)
        }
        return nil
    }

    /// Pulls libyaml's events one at a time and builds the nodes.
    private final class EventReader {
        // Passed to libyaml by address several times per event; one reader serves
        // one parse on one thread, so the runtime's exclusivity checks (a third of
        // this class's own time) are left out.
        @exclusivity(unchecked) private var parser = yaml_parser_t()
        @exclusivity(unchecked) private var event = yaml_event_t()
        @exclusivity(unchecked) private var hasEvent = false
        @exclusivity(unchecked) private var values = 0
        @exclusivity(unchecked) private var depth = 0
        /// Where the values passed the limit; from then on nodes are read, not kept.
        private var overflow: ScenePosition?
        /// Each anchor's node and its count of values, aliases in it expanded.
        private var anchors: [String: (node: SceneNode, values: Int)] = [:]
        private let valueLimit: Int

        /// What a value stands for once the limit is passed: nothing is kept.
        private static var discarded: SceneNode {
            .scalar(SceneNode.Scalar(string: "", style: .plain, position: ScenePosition(line: 0, column: 0)))
        }

        init(bytes: UnsafeBufferPointer<UInt8>, valueLimit: Int) {
            self.valueLimit = valueLimit
            yaml_parser_initialize(&parser)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
        }

        deinit {
            if hasEvent { yaml_event_delete(&event) }
            yaml_parser_delete(&parser)
        }

        /// The one document's root; nil for a stream with no document.
        func document() throws(SceneYAMLError) -> SceneNode? {
            try next()  // the stream's start
            try next()
            if event.type == YAML_STREAM_END_EVENT { return nil }
            try next()  // past the document's start
            let root = try node()
            try next()  // the document's end
            try next()
            if event.type != YAML_STREAM_END_EVENT {
                throw .secondDocument(Self.position(event.start_mark))
            }
            if let overflow { throw .tooManyValues(overflow) }
            return root
        }

        /// Replaces the current event with the next, or throws libyaml's error.
        private func next() throws(SceneYAMLError) {
            if hasEvent {
                yaml_event_delete(&event)
                hasEvent = false
            }
            guard yaml_parser_parse(&parser, &event) == 1 else { throw error() }
            hasEvent = true
        }

        /// libyaml's error, as its parser holds it.
        private func error() -> SceneYAMLError {
            let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
            switch parser.error {
            case YAML_MEMORY_ERROR: return .memory
            case YAML_READER_ERROR: return .reader(problem: problem, offset: parser.problem_offset)
            default:
                let context = parser.context.map {
                    SceneYAMLError.Context(text: String(cString: $0), position: Self.position(parser.context_mark))
                }
                return .syntax(problem: problem, position: Self.position(parser.problem_mark), context: context)
            }
        }

        private static func position(_ mark: yaml_mark_t) -> ScenePosition {
            ScenePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        }

        /// Counts `count` more values; past the limit, notes where and keeps nothing more.
        private func count(_ count: Int, at position: ScenePosition) {
            values += count
            if values > valueLimit, overflow == nil { overflow = position }
        }

        private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: $0) }
        }

        /// The node that starts with the current event.
        private func node() throws(SceneYAMLError) -> SceneNode {
            let position = Self.position(event.start_mark)
            switch event.type {
            case YAML_SCALAR_EVENT:
                count(1, at: position)
                let data = event.data.scalar
                let anchor = Self.string(data.anchor)
                guard overflow == nil else {
                    if let anchor { anchors[anchor] = (Self.discarded, 1) }
                    return Self.discarded
                }
                let style = SceneNode.Style(rawValue: UInt8(truncatingIfNeeded: data.style.rawValue)) ?? .plain
                let bytes = UnsafeBufferPointer(start: data.value, count: data.length)
                let node = SceneNode.scalar(SceneNode.Scalar(string: Self.string(bytes), style: style, position: position))
                if let anchor { anchors[anchor] = (node, 1) }
                return node
            case YAML_SEQUENCE_START_EVENT:
                let anchor = Self.string(event.data.sequence_start.anchor)
                let before = values
                count(1, at: position)
                try enter(at: position)
                // Most lists are points and rectangles: room for four saves regrowing.
                var nodes: [SceneNode] = []
                nodes.reserveCapacity(4)
                while true {
                    try next()
                    if event.type == YAML_SEQUENCE_END_EVENT { break }
                    let item = try node()
                    if overflow == nil { nodes.append(item) }
                }
                depth -= 1
                let node = overflow == nil ? SceneNode.sequence(SceneNode.List(nodes: nodes, position: position)) : Self.discarded
                if let anchor { anchors[anchor] = (node, values - before) }
                return node
            case YAML_MAPPING_START_EVENT:
                let anchor = Self.string(event.data.mapping_start.anchor)
                let before = values
                count(1, at: position)
                try enter(at: position)
                var pairs: [SceneNode.Pair] = []
                var styles: [KeyStyle] = []  // empty while every key is plain
                pairs.reserveCapacity(4)
                while true {
                    try next()
                    if event.type == YAML_MAPPING_END_EVENT { break }
                    let style =
                        event.type == YAML_SCALAR_EVENT
                        ? KeyStyle(tag: Self.string(event.data.scalar.tag), quotedImplicit: event.data.scalar.quoted_implicit != 0)
                        : .plain
                    let key = try node()
                    try next()
                    let value = try node()
                    if overflow == nil {
                        if style != .plain && styles.isEmpty { styles = Array(repeating: .plain, count: pairs.count) }
                        if !styles.isEmpty { styles.append(style) }
                        pairs.append(SceneNode.Pair(key: key, value: value))
                    }
                }
                depth -= 1
                if overflow == nil, let (key, repeated) = SceneComposer.firstRepeatedKey(pairs, styles: styles) {
                    throw .duplicateKey(key, repeated)
                }
                let node = overflow == nil ? SceneNode.mapping(SceneNode.Mapping(pairs: pairs, position: position)) : Self.discarded
                if let anchor { anchors[anchor] = (node, values - before) }
                return node
            default:
                // An alias: the anchored node again, with its position, counted again.
                guard let name = Self.string(event.data.alias.anchor), let anchored = anchors[name] else {
                    throw .undefinedAlias(position)
                }
                count(anchored.values, at: position)
                return overflow == nil ? anchored.node : Self.discarded
            }
        }

        /// One level deeper, within ``SceneComposer/maximumNesting``.
        private func enter(at position: ScenePosition) throws(SceneYAMLError) {
            depth += 1
            if depth > SceneComposer.maximumNesting { throw .tooDeep(position) }
        }

        /// A scalar's text; libyaml hands out valid UTF-8, and a byte order mark
        /// is left to Foundation to treat as it treats one at a string's start.
        private static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
            if bytes.contains(0xEF) {
                return String(bytes: bytes, encoding: .utf8) ?? String(decoding: bytes, as: UTF8.self)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
