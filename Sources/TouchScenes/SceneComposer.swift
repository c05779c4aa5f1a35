// libyaml, as Yams builds and links it (Yams' own parser runs on it too).
internal import CYaml
import Foundation

/// Composes scene text into ``SceneNode``s straight from libyaml's events: the
/// same parser Yams runs, without the per-value work of Yams' tree that a scene
/// never uses (a tag object per value, and tag resolution by regular expressions
/// for every key when Yams checks a mapping for repeated keys).
///
/// It composes only files where the result is certain to equal Yams' tree and
/// leaves everything else to Yams (``compose(_:)`` returns nil): text libyaml
/// refuses, an empty stream or several documents, anchors and aliases, explicit
/// tags, keys that are not scalars or that repeat a key's text in one mapping, and
/// files with more values than the limit. Those files are composed again by Yams,
/// which gives the error, its position and the alias expansion exactly as before.
struct SceneComposer {
    /// The most values a file may have (``SceneLimits/yamlValues``).
    let valueLimit: Int

    func compose(_ text: String) -> SceneNode? {
        var text = text
        return text.withUTF8 { bytes in
            if SceneJSONComposer.looksLikeJSON(bytes), let root = SceneJSONComposer(valueLimit: valueLimit).compose(bytes) {
                return root
            }
            return composeEvents(bytes)
        }
    }

    /// The tree from libyaml's events alone (no JSON shortcut); nil as for ``compose(_:)``.
    func composeEvents(_ bytes: UnsafeBufferPointer<UInt8>) -> SceneNode? {
        EventReader(bytes: bytes, valueLimit: valueLimit).document()
    }

    /// Yams' composer refuses two equal keys, equal meaning the same text and
    /// the same resolved tag; keys of different text never are, and keys of the
    /// same text are left to Yams to judge.
    static func keysAreDistinct(_ pairs: [SceneNode.Pair]) -> Bool {
        if pairs.count < 2 { return true }
        if pairs.count <= 16 {
            for i in 1..<pairs.count {
                let key = pairs[i].key.string
                for j in 0..<i where pairs[j].key.string == key { return false }
            }
            return true
        }
        var seen = Set<String>(minimumCapacity: pairs.count)
        for pair in pairs {
            guard let key = pair.key.string, seen.insert(key).inserted else { return false }
        }
        return true
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
        private let valueLimit: Int

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

        /// The one document's root, or nil for anything left to Yams.
        func document() -> SceneNode? {
            guard next(), event.type == YAML_STREAM_START_EVENT else { return nil }
            guard next(), event.type == YAML_DOCUMENT_START_EVENT else { return nil }
            guard next(), let root = node() else { return nil }
            guard next(), event.type == YAML_DOCUMENT_END_EVENT else { return nil }
            guard next(), event.type == YAML_STREAM_END_EVENT else { return nil }
            return root
        }

        /// Replaces the current event with the next; false on a syntax error.
        private func next() -> Bool {
            if hasEvent {
                yaml_event_delete(&event)
                hasEvent = false
            }
            guard yaml_parser_parse(&parser, &event) == 1 else { return false }
            hasEvent = true
            return true
        }

        /// The node that starts with the current event.
        private func node() -> SceneNode? {
            values += 1
            guard values <= valueLimit else { return nil }
            let position = ScenePosition(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_SCALAR_EVENT:
                let data = event.data.scalar
                guard data.anchor == nil, data.tag == nil,
                    let style = SceneNode.Style(rawValue: UInt8(truncatingIfNeeded: data.style.rawValue))
                else { return nil }
                let bytes = UnsafeBufferPointer(start: data.value, count: data.length)
                return .scalar(SceneNode.Scalar(string: Self.string(bytes), style: style, position: position))
            case YAML_SEQUENCE_START_EVENT:
                guard event.data.sequence_start.anchor == nil, event.data.sequence_start.tag == nil else { return nil }
                // Most lists are points and rectangles: room for four saves regrowing.
                var nodes: [SceneNode] = []
                nodes.reserveCapacity(4)
                while true {
                    guard next() else { return nil }
                    if event.type == YAML_SEQUENCE_END_EVENT { break }
                    guard let item = node() else { return nil }
                    nodes.append(item)
                }
                return .sequence(SceneNode.List(nodes: nodes, position: position))
            case YAML_MAPPING_START_EVENT:
                guard event.data.mapping_start.anchor == nil, event.data.mapping_start.tag == nil else { return nil }
                var pairs: [SceneNode.Pair] = []
                pairs.reserveCapacity(4)
                while true {
                    guard next() else { return nil }
                    if event.type == YAML_MAPPING_END_EVENT { break }
                    guard let key = node(), case .scalar = key, next(), let value = node() else { return nil }
                    pairs.append(SceneNode.Pair(key: key, value: value))
                }
                guard SceneComposer.keysAreDistinct(pairs) else { return nil }
                return .mapping(SceneNode.Mapping(pairs: pairs, position: position))
            default:
                // An alias: Yams expands it and counts the expansion.
                return nil
            }
        }

        /// The scalar's text as Yams makes it (`String(bytes:encoding: .utf8)`);
        /// libyaml hands out valid UTF-8, so decoding gives the same string, except
        /// that a byte order mark is left to Foundation to treat as Yams' call does.
        private static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
            if bytes.contains(0xEF) {
                return String(bytes: bytes, encoding: .utf8) ?? String(decoding: bytes, as: UTF8.self)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
