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
///
/// It walks the bytes through a pointer, with no bounds check past the one
/// against the end, and takes the careful path only at a byte outside
/// printable ASCII: a generated scene is all ASCII, and the JSON path must stay
/// well below YAML's cost to be worth having (docs/performance.md, "Scene load").
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
        guard let base = bytes.baseAddress else { return nil }
        var reader = Reader(base: base, count: bytes.count, valueLimit: valueLimit)
        reader.skipSpace()
        guard let root = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        guard !reader.failed, reader.index == bytes.count else { return nil }
        return root
    }

    private struct Reader {
        let base: UnsafePointer<UInt8>
        let count: Int
        let valueLimit: Int
        var index = 0
        var line = 1
        var lineStart = 0
        /// Whether the current line has a byte above ASCII before `index`, so that
        /// columns must count characters rather than bytes.
        var lineHasMultibyte = false
        var values = 0
        var failed = false
        let stacks = SceneNodeStacks()
        /// The last key read of each ``SceneMapping/bitIndex(count:first:)``,
        /// its bytes and length as ``key()`` packs them.
        var keyTexts = [KeyText](repeating: KeyText(low: 0, high: 0, text: ""), count: 64)

        struct KeyText {
            let low: UInt64
            /// The key's length in the top byte, so that keys differing only in
            /// trailing zero bytes differ here; an unused entry, all zero, is the
            /// empty key's, whose text is empty too.
            let high: UInt64
            let text: String
        }

        init(base: UnsafePointer<UInt8>, count: Int, valueLimit: Int) {
            self.base = base
            self.count = count
            self.valueLimit = valueLimit
        }

        /// The byte at `index`, or 0 at the end: no token starts or ends with 0,
        /// and a string refuses it as a control character, so every test of
        /// `current` treats the end as the wrong byte without an Optional.
        @inline(__always)
        var current: UInt8 { index < count ? base[index] : 0 }

        /// Spaces and line feeds; a tab or a carriage return stops the fast path.
        @inline(__always)
        mutating func skipSpace() {
            while index < count {
                switch base[index] {
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
        /// Worked out in 32 bits straight away where no line or column can pass
        /// 4 billion (each is at most the file's length plus one), as
        /// ``SceneNode/Place`` keeps it; a larger file's is clamped as before.
        @inline(__always)
        var position: SceneNode.Place {
            if lineHasMultibyte || count >= Int(UInt32.max) - 1 { return SceneNode.Place(slowPosition) }
            return SceneNode.Place(
                line: UInt32(truncatingIfNeeded: line), column: UInt32(truncatingIfNeeded: index &- lineStart &+ 1))
        }

        private var slowPosition: ScenePosition {
            lineHasMultibyte ? multibytePosition : ScenePosition(line: line, column: index - lineStart + 1)
        }

        private var multibytePosition: ScenePosition {
            var column = 1
            for offset in lineStart..<index where base[offset] & 0xC0 != 0x80 { column += 1 }
            return ScenePosition(line: line, column: column)
        }

        mutating func value(depth: Int) -> SceneNode? {
            values += 1
            guard !failed, values <= valueLimit, index < count else { return nil }
            switch base[index] {
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
                return .mapping(SceneNode.Mapping(pairs: [], place: start))
            }
            var keyMask = SceneMapping.KeyMaskBuilder()
            while true {
                guard !failed, current == UInt8(ascii: "\"") else { return nil }
                let keyStart = index
                values += 1
                guard values <= valueLimit, let (key, bit) = key() else { return nil }
                keyMask.add(bit: bit)
                // The colon on the key's line, close enough for libyaml to find.
                while current == 0x20 { index += 1 }
                guard current == UInt8(ascii: ":"), index - keyStart <= SceneJSONComposer.maximumKeyDistance else { return nil }
                index += 1
                skipSpace()
                guard let value = value(depth: depth) else { return nil }
                stacks.pairs.append(SceneNode.Pair(key: key, value: value))
                skipSpace()
                let byte = current
                guard !failed, index < count else { return nil }
                index += 1
                if byte == UInt8(ascii: "}") { break }
                guard byte == UInt8(ascii: ",") else { return nil }
                skipSpace()
            }
            let pairs = stacks.takePairs(from: mark)
            // Every key is a double-quoted string, so keys of the same text
            // repeat; a file with a repeat is left to libyaml's path, which
            // reports it where it is.
            if keyMask.mayRepeat && SceneComposer.firstRepeatedKey(pairs, styles: []) != nil { return nil }
            return .mapping(SceneNode.Mapping(pairs: pairs, place: start, knownKeyMask: keyMask.knownMask))
        }

        private mutating func array(depth: Int) -> SceneNode? {
            guard depth <= SceneJSONComposer.maximumDepth else { return nil }
            let start = position
            index += 1
            skipSpace()
            let mark = stacks.nodes.count
            if current == UInt8(ascii: "]") {
                index += 1
                return .sequence(SceneNode.List(nodes: [], place: start))
            }
            while true {
                guard let item = value(depth: depth) else { return nil }
                stacks.nodes.append(item)
                skipSpace()
                let byte = current
                guard !failed, index < count else { return nil }
                index += 1
                if byte == UInt8(ascii: "]") { break }
                guard byte == UInt8(ascii: ",") else { return nil }
                skipSpace()
            }
            return .sequence(SceneNode.List(nodes: stacks.takeNodes(from: mark), place: start))
        }

        /// A string without escapes, of printable characters only (libyaml refuses
        /// C1 controls and U+FEFF, U+FFFE and U+FFFF; the text is valid UTF-8).
        @inline(__always)
        private mutating func string() -> SceneNode? {
            let start = position
            guard let end = closingQuote() else { return nil }
            let text = text(from: index + 1, count: end - index - 1)
            index = end + 1
            return .scalar(SceneNode.Scalar(string: text, style: .doubleQuoted, place: start))
        }

        /// A key: a string, its text taken from ``keyTexts`` when an earlier key
        /// had the same bytes. A scene's objects use a dozen keys over and over,
        /// and finding one there costs a fraction of making its `String` again.
        @inline(__always)
        private mutating func key() -> (key: SceneNode, bit: Int)? {
            let start = position
            let first = index + 1
            // The common case whole: a key of printable ASCII that closes within
            // the sixteen bytes after its quote, read as two words once.
            guard first + 16 <= count else { return key(at: start) }
            var low = Self.word(at: base + first)
            var high = Self.word(at: base + first + 8)
            let length: Int
            let lowStops = Self.stopBytes(low)
            if lowStops != 0 {
                length = lowStops.trailingZeroBitCount &>> 3
                low &= Self.lowBytes(length)
                high = 0
            } else {
                let highStops = Self.stopBytes(high)
                guard highStops != 0 else { return key(at: start) }
                length = 8 + highStops.trailingZeroBitCount &>> 3
                high &= Self.lowBytes(length - 8)
            }
            guard base[first + length] == UInt8(ascii: "\"") else { return key(at: start) }
            index = first + length + 1
            return (
                .scalar(SceneNode.Scalar(string: keyText(low: low, high: high, length: length), style: .doubleQuoted, place: start)),
                SceneMapping.bitIndex(count: length, first: length == 0 ? 0 : UInt8(truncatingIfNeeded: low))
            )
        }

        /// The text of a key of `length` bytes, at most 15, that are `low` and
        /// `high` (zero past the key's end), from ``keyTexts`` when there.
        @inline(__always)
        private mutating func keyText(low: UInt64, high: UInt64, length: Int) -> String {
            let first = index - length - 1
            let bit = SceneMapping.bitIndex(count: length, first: length == 0 ? 0 : UInt8(truncatingIfNeeded: low))
            let packed = high | UInt64(truncatingIfNeeded: length) << 56
            let cached = keyTexts[bit]
            if cached.low == low && cached.high == packed { return cached.text }
            let text = text(from: first, count: length)
            keyTexts[bit] = KeyText(low: low, high: packed, text: text)
            return text
        }

        /// ``key()`` for any other key: one with a byte above ASCII, sixteen
        /// bytes or more, or near the file's end.
        private mutating func key(at start: SceneNode.Place) -> (key: SceneNode, bit: Int)? {
            guard let end = closingQuote() else { return nil }
            let first = index + 1
            let length = end - first
            index = end + 1
            return (
                .scalar(SceneNode.Scalar(string: text(from: first, count: length), style: .doubleQuoted, place: start)),
                SceneMapping.bitIndex(count: length, first: length == 0 ? 0 : base[first])
            )
        }

        /// The `count` bytes from `first` as a `String`, as ``SceneComposer/text(_:)``
        /// makes it; text of up to eight bytes with eight to read is written in
        /// as one word, zero past its end as a small string keeps it, rather
        /// than copied by `memcpy`.
        @inline(__always)
        private func text(from first: Int, count length: Int) -> String {
            guard length <= 8 && first + 8 <= count else {
                return SceneComposer.text(UnsafeBufferPointer(start: base + first, count: length))
            }
            let word = Self.word(at: base + first) & Self.lowBytes(length)
            return String(unsafeUninitializedCapacity: 8) { buffer in
                UnsafeMutableRawPointer(buffer.baseAddress!).storeBytes(of: word.littleEndian, as: UInt64.self)
                return length
            }
        }

        /// The eight bytes at `pointer` as one number, the first byte lowest.
        @inline(__always)
        private static func word(at pointer: UnsafePointer<UInt8>) -> UInt64 {
            UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
        }

        /// A mask of the lowest `count` bytes of a word (`count` from 0 to 8).
        @inline(__always)
        private static func lowBytes(_ count: Int) -> UInt64 {
            count >= 8 ? ~0 : (1 << UInt64(truncatingIfNeeded: count &* 8)) &- 1
        }

        /// The high bit of each byte of `word` that ends the fast walk through a
        /// string: a quote, a backslash, a control character, DEL or a byte
        /// above ASCII. Each test's borrows and carries run only from a byte
        /// that is itself marked, so the lowest mark is exact.
        @inline(__always)
        private static func stopBytes(_ word: UInt64) -> UInt64 {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let isQuote = (quote &- ones) & ~quote
            let isBackslash = (backslash &- ones) & ~backslash
            let isControl = (word &- ones &* 0x20) & ~word
            let isDeleteOrAbove = (word &+ ones) | word
            return (isQuote | isBackslash | isControl | isDeleteOrAbove) & (ones &* 0x80)
        }

        /// The index of the quote that closes the string opening at `index`, or
        /// nil when the string has a byte the fast path does not read. Most keys
        /// and values of a scene close within the word after the opening quote,
        /// which is looked at here, inline; the rest go on in ``stringEnd(from:)``.
        @inline(__always)
        private mutating func closingQuote() -> Int? {
            let first = index + 1
            guard first + 8 <= count else { return stringEnd(from: first) }
            let stops = Self.stopBytes(Self.word(at: base + first))
            guard stops != 0 else { return stringEnd(from: first + 8) }
            let at = first + stops.trailingZeroBitCount &>> 3
            return base[at] == UInt8(ascii: "\"") ? at : stringEnd(from: at)
        }

        /// ``closingQuote()`` from `offset`, a byte of the string.
        private mutating func stringEnd(from offset: Int) -> Int? {
            var at = offset
            while true {
                // Eight bytes at a time, to the word with the first stop.
                while at + 8 <= count {
                    let stops = Self.stopBytes(Self.word(at: base + at))
                    if stops != 0 {
                        at += stops.trailingZeroBitCount &>> 3
                        break
                    }
                    at += 8
                }
                // Byte by byte over the last few, or to the stop found.
                while at < count {
                    let byte = base[at]
                    if byte &- 0x20 >= 0x5F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
                    at += 1
                }
                guard at < count else { return nil }
                let byte = base[at]
                if byte == UInt8(ascii: "\"") { return at }
                if byte < 0x80 { return nil }  // a backslash, a control character or DEL
                lineHasMultibyte = true
                let next = at + 1 < count ? base[at + 1] : 0
                let third = at + 2 < count ? base[at + 2] : 0
                if byte == 0xC2 && next < 0xA0 { return nil }
                if byte == 0xEF && ((next == 0xBB && third == 0xBF) || (next == 0xBF && third >= 0xBE)) { return nil }
                at += 1
            }
        }

        /// A number, `true`, `false` or `null`, as JSON writes them; libyaml reads
        /// the same characters as a plain scalar.
        @inline(__always)
        private mutating func literal() -> SceneNode? {
            let start = position
            let first = index
            // The first byte tells which to try: a frame's four numbers would
            // otherwise each be compared with the three words first.
            let matched: Bool
            let lead = base[index]
            if Self.isDigit(lead) || lead == UInt8(ascii: "-") {
                matched = matchNumber()
            } else {
                switch lead {
                case UInt8(ascii: "t"): matched = matchWord("true")
                case UInt8(ascii: "f"): matched = matchWord("false")
                case UInt8(ascii: "n"): matched = matchWord("null")
                default: matched = false
                }
            }
            guard matched else { return nil }
            // What ends a plain scalar in flow style without doubt.
            if index < count {
                let byte = base[index]
                guard
                    byte == 0x20 || byte == 0x0A || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]")
                        || byte == UInt8(ascii: "}")
                else { return nil }
            }
            let text = text(from: first, count: index - first)
            return .scalar(SceneNode.Scalar(string: text, style: .plain, place: start))
        }

        private mutating func matchWord(_ word: StaticString) -> Bool {
            let length = word.utf8CodeUnitCount
            guard index + length <= count else { return false }
            for offset in 0..<length where base[index + offset] != word.utf8Start[offset] { return false }
            index += length
            return true
        }

        /// Whether `byte` is an ASCII digit.
        @inline(__always)
        private static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

        /// The byte at `offset`, or 0 past the end (as ``current``).
        @inline(__always)
        private func byte(at offset: Int) -> UInt8 { offset < count ? base[offset] : 0 }

        /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, a byte at a time: a
        /// scene's numbers are a few digits each, too short for words to pay.
        @inline(__always)
        private mutating func matchNumber() -> Bool {
            var at = index
            if byte(at: at) == UInt8(ascii: "-") { at += 1 }
            let lead = byte(at: at)
            guard Self.isDigit(lead) else { return false }
            at += 1
            if lead != UInt8(ascii: "0") {
                while Self.isDigit(byte(at: at)) { at += 1 }
            }
            if byte(at: at) == UInt8(ascii: ".") {
                at += 1
                guard Self.isDigit(byte(at: at)) else { return false }
                at += 1
                while Self.isDigit(byte(at: at)) { at += 1 }
            }
            if byte(at: at) | 0x20 == UInt8(ascii: "e") {
                at += 1
                if byte(at: at) == UInt8(ascii: "+") || byte(at: at) == UInt8(ascii: "-") { at += 1 }
                guard Self.isDigit(byte(at: at)) else { return false }
                at += 1
                while Self.isDigit(byte(at: at)) { at += 1 }
            }
            index = at
            return true
        }
    }
}
