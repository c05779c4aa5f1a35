/// Composes a scene written in plain JSON into ``SceneNode``s without libyaml,
/// giving exactly the nodes libyaml's events would (JSON is YAML's flow style):
/// strings are double-quoted scalars, numbers, `true`, `false` and `null` plain
/// ones, each at the line and column (in characters) where libyaml puts it.
///
/// It reads a deliberately narrow JSON — spaces and newlines between tokens, no
/// escapes in strings, no control or non-printable characters, keys that are
/// strings, distinct and on one line with their colon — and returns nil for
/// anything else, so that ``SceneComposer``'s libyaml path reads those files
/// (and gives any error with libyaml's position). Within that JSON, YAML and JSON agree on every
/// value, so the reader cannot tell which path made the tree.
struct SceneJSONComposer {
    /// The most values a file may have (``SceneLimits/yamlValues``).
    let valueLimit: Int

    /// libyaml refuses deeper nesting (its `MAX_NESTING_LEVEL`, 1000); deeper files
    /// are left to it to refuse.
    static let maximumDepth = 500
    /// libyaml looks back at most 1024 characters for a key's colon; longer keys
    /// are left to it.
    static let maximumKeyDistance = 1000

    /// Whether `bytes` looks like JSON: the first byte that is not a space or a
    /// newline opens an object or an array.
    static func looksLikeJSON(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes {
            switch byte {
            case 0x20, 0x0A: continue
            case UInt8(ascii: "{"), UInt8(ascii: "["): return true
            default: return false
            }
        }
        return false
    }

    func compose(_ bytes: UnsafeBufferPointer<UInt8>) -> SceneNode? {
        var reader = Reader(bytes: bytes, valueLimit: valueLimit)
        reader.skipSpace()
        guard let root = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        guard !reader.failed, reader.index == bytes.count else { return nil }
        return root
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        let valueLimit: Int
        var index = 0
        var line = 1
        var lineStart = 0
        /// Whether the current line has a byte above ASCII before `index`, so that
        /// columns must count characters rather than bytes.
        var lineHasMultibyte = false
        var values = 0
        var failed = false
        var stacks = SceneNodeStacks()

        init(bytes: UnsafeBufferPointer<UInt8>, valueLimit: Int) {
            self.bytes = bytes
            self.valueLimit = valueLimit
        }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        /// Spaces and line feeds; a tab or a carriage return stops the fast path.
        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20:
                    index += 1
                case 0x0A:
                    index += 1
                    line += 1
                    lineStart = index
                    lineHasMultibyte = false
                case 0x09, 0x0D:
                    failed = true
                    return
                default:
                    return
                }
            }
        }

        /// libyaml's position of the byte at `index`: columns count characters.
        var position: ScenePosition {
            var column = index - lineStart + 1
            if lineHasMultibyte {
                column = 1
                for offset in lineStart..<index where bytes[offset] & 0xC0 != 0x80 { column += 1 }
            }
            return ScenePosition(line: line, column: column)
        }

        mutating func value(depth: Int) -> SceneNode? {
            values += 1
            guard !failed, values <= valueLimit, let byte = current else { return nil }
            switch byte {
            case UInt8(ascii: "{"): return object(depth: depth + 1)
            case UInt8(ascii: "["): return array(depth: depth + 1)
            case UInt8(ascii: "\""): return string()
            default: return literal()
            }
        }

        private mutating func object(depth: Int) -> SceneNode? {
            guard depth <= SceneJSONComposer.maximumDepth else { return nil }
            let start = position
            index += 1
            skipSpace()
            let mark = stacks.pairs.count
            if current == UInt8(ascii: "}") {
                index += 1
                return .mapping(SceneNode.Mapping(pairs: [], position: start))
            }
            var keyMask = SceneMapping.KeyMaskBuilder()
            while true {
                guard !failed, current == UInt8(ascii: "\"") else { return nil }
                let keyStart = index
                values += 1
                guard values <= valueLimit, let key = string() else { return nil }
                // The key's bytes lie between its quotes (it has no escapes).
                keyMask.add(UnsafeBufferPointer(rebasing: bytes[keyStart + 1..<index - 1]), plain: false)
                // The colon on the key's line, close enough for libyaml to find.
                while current == 0x20 { index += 1 }
                guard current == UInt8(ascii: ":"), index - keyStart <= SceneJSONComposer.maximumKeyDistance else { return nil }
                index += 1
                skipSpace()
                guard let value = value(depth: depth) else { return nil }
                stacks.pairs.append(SceneNode.Pair(key: key, value: value))
                skipSpace()
                guard !failed, let byte = current else { return nil }
                index += 1
                if byte == UInt8(ascii: "}") { break }
                guard byte == UInt8(ascii: ",") else { return nil }
                skipSpace()
            }
            let pairs = stacks.takePairs(from: mark)
            guard Self.keysAreDistinct(pairs) else { return nil }
            return .mapping(SceneNode.Mapping(pairs: pairs, position: start, knownKeyMask: keyMask.knownMask))
        }

        private mutating func array(depth: Int) -> SceneNode? {
            guard depth <= SceneJSONComposer.maximumDepth else { return nil }
            let start = position
            index += 1
            skipSpace()
            let mark = stacks.nodes.count
            if current == UInt8(ascii: "]") {
                index += 1
                return .sequence(SceneNode.List(nodes: [], position: start))
            }
            while true {
                guard let item = value(depth: depth) else { return nil }
                stacks.nodes.append(item)
                skipSpace()
                guard !failed, let byte = current else { return nil }
                index += 1
                if byte == UInt8(ascii: "]") { break }
                guard byte == UInt8(ascii: ",") else { return nil }
                skipSpace()
            }
            return .sequence(SceneNode.List(nodes: stacks.takeNodes(from: mark), position: start))
        }

        /// A string without escapes, of printable characters only (libyaml refuses
        /// C1 controls and U+FEFF, U+FFFE and U+FFFF; the text is valid UTF-8).
        private mutating func string() -> SceneNode? {
            let start = position
            index += 1
            let first = index
            while let byte = current {
                if byte == UInt8(ascii: "\"") {
                    let text = SceneComposer.text(UnsafeBufferPointer(rebasing: bytes[first..<index]))
                    index += 1
                    return .scalar(SceneNode.Scalar(string: text, style: .doubleQuoted, position: start))
                }
                if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") { return nil }
                if byte >= 0x80 {
                    lineHasMultibyte = true
                    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                    let third = index + 2 < bytes.count ? bytes[index + 2] : 0
                    if byte == 0xC2 && next < 0xA0 { return nil }
                    if byte == 0xEF && ((next == 0xBB && third == 0xBF) || (next == 0xBF && third >= 0xBE)) { return nil }
                }
                index += 1
            }
            return nil
        }

        /// A number, `true`, `false` or `null`, as JSON writes them; libyaml reads
        /// the same characters as a plain scalar.
        private mutating func literal() -> SceneNode? {
            let start = position
            let first = index
            // The first byte tells which to try: a frame's four numbers would
            // otherwise each be compared with the three words first.
            let matched: Bool
            switch bytes[index] {
            case UInt8(ascii: "t"): matched = matchWord("true")
            case UInt8(ascii: "f"): matched = matchWord("false")
            case UInt8(ascii: "n"): matched = matchWord("null")
            default: matched = matchNumber()
            }
            guard matched else { return nil }
            // What ends a plain scalar in flow style without doubt.
            if let byte = current, byte != 0x20, byte != 0x0A, byte != UInt8(ascii: ","), byte != UInt8(ascii: "]"),
                byte != UInt8(ascii: "}")
            {
                return nil
            }
            let text = SceneComposer.text(UnsafeBufferPointer(rebasing: bytes[first..<index]))
            return .scalar(SceneNode.Scalar(string: text, style: .plain, position: start))
        }

        private mutating func matchWord(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
            index += count
            return true
        }

        /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
        private mutating func matchNumber() -> Bool {
            func isDigit(_ byte: UInt8?) -> Bool { byte.map { (0x30...0x39).contains($0) } ?? false }
            if current == UInt8(ascii: "-") { index += 1 }
            guard isDigit(current) else { return false }
            if current == UInt8(ascii: "0") {
                index += 1
            } else {
                while isDigit(current) { index += 1 }
            }
            if current == UInt8(ascii: ".") {
                index += 1
                guard isDigit(current) else { return false }
                while isDigit(current) { index += 1 }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard isDigit(current) else { return false }
                while isDigit(current) { index += 1 }
            }
            return true
        }

        /// Whether no key repeats another: every key is a double-quoted string, so
        /// keys of the same text repeat; a file with a repeat is left to libyaml's
        /// path, which reports it where it is.
        private static func keysAreDistinct(_ pairs: [SceneNode.Pair]) -> Bool {
            SceneComposer.firstRepeatedKey(pairs, styles: []) == nil
        }
    }
}
