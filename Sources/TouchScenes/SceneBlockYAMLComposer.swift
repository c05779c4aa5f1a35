/// Composes a scene written in plain block YAML into ``SceneNode``s without
/// libyaml, giving exactly the nodes libyaml's events would: the shape
/// generators and most people write — `key: value` lines indented by spaces,
/// `- ` lists, one-line `[…]` and `{…}` values, plain and double-quoted
/// scalars, comments.
///
/// Like ``SceneJSONComposer`` it reads a deliberately narrow YAML and returns
/// nil for anything else, so that ``SceneComposer``'s libyaml path reads those
/// files and gives any error at libyaml's position. What it reads: ASCII only;
/// spaces and line feeds (no tabs, no carriage returns); keys made of letters,
/// digits and `_`, written plain on one line with `:` and a space or the line's
/// end after them, distinct in their mapping; plain scalars of letters, digits,
/// spaces and `_ . + - /` on one line (a `-` first only before another such
/// character); double-quoted scalars without escapes on one line; flow lists
/// and mappings of those on one line; full-line comments and comments after a
/// value. Everything else — a key with nothing after it, a value continued on
/// the next line, block scalars, anchors, aliases, tags, documents,
/// directives, flow collections across lines — is left to libyaml. Within that
/// YAML the two paths cannot disagree (`SceneComposerTests` checks it on every
/// library scene and thousands of edits of them), so the reader cannot tell
/// which made the tree.
///
/// Positions are libyaml's: a scalar or flow collection where it starts, a
/// block mapping at its first key, a block list at its first `-`.
struct SceneBlockYAMLComposer {
    /// The most values a file may have (``SceneLimits/yamlValues``).
    let valueLimit: Int

    /// Deeper files are left to libyaml's path, which refuses them past its limit.
    static let maximumDepth = 500
    /// libyaml looks back at most 1024 characters for a key's colon.
    static let maximumKeyLength = 1000

    func compose(_ bytes: UnsafeBufferPointer<UInt8>) -> SceneNode? {
        var reader = Reader(bytes: bytes, valueLimit: valueLimit)
        guard reader.nextContentLine() else { return nil }
        guard let root = reader.blockMapping(indent: reader.lineIndent, depth: 1) else { return nil }
        // Nothing but blank and comment lines after the root.
        guard !reader.failed, reader.atEnd else { return nil }
        return root
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        let valueLimit: Int
        var index = 0
        /// 1-based line of `index`, and where that line starts.
        var line = 1
        var lineStart = 0
        /// Indent of the content line `index` is at (after ``nextContentLine()``).
        var lineIndent = 0
        var values = 0
        var failed = false
        var stacks = SceneNodeStacks()

        init(bytes: UnsafeBufferPointer<UInt8>, valueLimit: Int) {
            self.bytes = bytes
            self.valueLimit = valueLimit
        }

        var atEnd: Bool { index >= bytes.count }
        var current: UInt8 { index < bytes.count ? bytes[index] : 0 }
        func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
        var column: Int { index - lineStart }
        var position: ScenePosition { ScenePosition(line: line, column: index - lineStart + 1) }

        /// Counts one value; false (and the fast path given up) past the limit.
        mutating func count() -> Bool {
            values += 1
            if values > valueLimit { failed = true }
            return !failed
        }

        /// Moves to the first character of the next line that has content (not
        /// blank, not only a comment), from the start of a line; false at the
        /// end of the text. A tab, a carriage return or a byte that is not
        /// printable ASCII gives the fast path up.
        mutating func nextContentLine() -> Bool {
            while index < bytes.count {
                let start = index
                while current == 0x20 { index += 1 }
                let byte = current
                if index >= bytes.count { return false }
                if byte == 0x0A {
                    index += 1
                    line += 1
                    lineStart = index
                    continue
                }
                if byte == UInt8(ascii: "#") {
                    guard skipToLineEnd() else { return false }
                    continue
                }
                lineIndent = index - start
                return !failed
            }
            return false
        }

        /// Past a comment to the start of the next line. Its characters must be
        /// ones libyaml reads (printable: no controls, no DEL, no C1 controls,
        /// no U+FEFF, U+FFFE or U+FFFF; the text is valid UTF-8).
        mutating func skipToLineEnd() -> Bool {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    index += 1
                    line += 1
                    lineStart = index
                    return true
                }
                if byte < 0x20 || byte == 0x7F {
                    failed = true
                    return false
                }
                if byte >= 0x80 {
                    let next = self.byte(at: index + 1), third = self.byte(at: index + 2)
                    if (byte == 0xC2 && next < 0xA0)
                        || (byte == 0xEF && ((next == 0xBB && third == 0xBF) || (next == 0xBF && third >= 0xBE)))
                    {
                        failed = true
                        return false
                    }
                }
                index += 1
            }
            return true
        }

        /// After a value on its line: spaces, then the line's end, the text's
        /// end or a comment (after a space); then on to the next content line
        /// (``nextContentLine()``). False when anything else follows the value.
        mutating func endOfLineAndPeek() -> Bool {
            while current == 0x20 { index += 1 }
            if index < bytes.count {
                switch current {
                case 0x0A:
                    index += 1
                    line += 1
                    lineStart = index
                case UInt8(ascii: "#") where bytes[index - 1] == 0x20:
                    guard skipToLineEnd() else { return false }
                default:
                    failed = true
                    return false
                }
            }
            _ = nextContentLine()
            return !failed
        }

        static func isKeyByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"):
                return true
            default: return false
            }
        }

        /// Bytes a plain scalar may hold here, besides spaces inside it.
        static func isPlainByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "/"):
                return true
            default: return false
            }
        }

        /// The length of the key at `index` if the line has `key:` there
        /// followed by a space or the line's end; nil otherwise.
        func keyLength() -> Int? {
            var end = index
            while end < bytes.count, Self.isKeyByte(bytes[end]) { end += 1 }
            guard end > index, end - index <= SceneBlockYAMLComposer.maximumKeyLength, byte(at: end) == UInt8(ascii: ":") else {
                return nil
            }
            let after = byte(at: end + 1)
            guard after == 0x20 || after == 0x0A || end + 1 >= bytes.count else { return nil }
            return end - index
        }

        /// A plain key of `length` bytes at `index`, and past its colon.
        mutating func key(length: Int) -> SceneNode? {
            guard count() else { return nil }
            let start = position
            let text = SceneComposer.text(UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
            index += length + 1
            return .scalar(SceneNode.Scalar(string: text, style: .plain, position: start))
        }

        // Every block reader below starts at its first content byte and returns
        // at the first content byte of the line after it (``nextContentLine()``
        // done, `lineIndent` set), or at the text's end.

        /// A block mapping whose keys are at `indent`, starting at a key on the
        /// current line (at `index`, which may follow a list's `- `).
        mutating func blockMapping(indent: Int, depth: Int) -> SceneNode? {
            guard depth <= SceneBlockYAMLComposer.maximumDepth, count() else { return nil }
            let start = position
            let mark = stacks.pairs.count
            var keyMask = SceneMapping.KeyMaskBuilder()
            while true {
                guard let length = keyLength() else { return nil }
                keyMask.add(UnsafeBufferPointer(rebasing: bytes[index..<index + length]), plain: true)
                guard let key = key(length: length) else { return nil }
                guard let value = valueAfterKey(indent: indent, depth: depth) else { return nil }
                stacks.pairs.append(SceneNode.Pair(key: key, value: value))
                // The next key at this indent, or the mapping's end.
                if failed { return nil }
                if atEnd || lineIndent < indent { break }
                guard lineIndent == indent else { return nil }
            }
            let pairs = stacks.takePairs(from: mark)
            // Keys of different ``SceneMapping/KeyMaskBuilder`` bits cannot repeat.
            if keyMask.mayRepeat && SceneComposer.firstRepeatedKey(pairs, styles: []) != nil { return nil }
            return .mapping(SceneNode.Mapping(pairs: pairs, position: start, knownKeyMask: keyMask.knownMask))
        }

        /// The value after a block mapping's `key:` (`index` just past the colon).
        mutating func valueAfterKey(indent: Int, depth: Int) -> SceneNode? {
            while current == 0x20 { index += 1 }
            if index < bytes.count && current != 0x0A && !(current == UInt8(ascii: "#") && bytes[index - 1] == 0x20) {
                guard let value = inlineValue(depth: depth), endOfLineAndPeek() else { return nil }
                return value
            }
            // Nothing more on the key's line: a nested block on the lines below,
            // more indented, or a list at the key's own indent. (Nothing at all,
            // a null, is left to libyaml.)
            guard endOfLineAndPeek(), !atEnd else { return nil }
            if current == UInt8(ascii: "-") && byte(at: index + 1) == 0x20 {
                guard lineIndent >= indent else { return nil }
                return blockList(indent: lineIndent, depth: depth + 1, indentless: lineIndent == indent)
            }
            guard lineIndent > indent else { return nil }
            return blockMapping(indent: lineIndent, depth: depth + 1)
        }

        /// A block list whose `- ` are at `indent`, from the current line's `-`.
        /// `indentless`: at its key's own indent, so a key there ends it.
        mutating func blockList(indent: Int, depth: Int, indentless: Bool) -> SceneNode? {
            guard depth <= SceneBlockYAMLComposer.maximumDepth, count() else { return nil }
            let start = position
            let mark = stacks.nodes.count
            while true {
                index += 1  // the dash
                while current == 0x20 { index += 1 }
                if keyLength() != nil {
                    guard let item = blockMapping(indent: column, depth: depth + 1) else { return nil }
                    stacks.nodes.append(item)
                } else {
                    // A list or a null on the lines below is left to libyaml.
                    guard index < bytes.count, current != 0x0A, current != UInt8(ascii: "#"),
                        let item = inlineValue(depth: depth), endOfLineAndPeek()
                    else { return nil }
                    stacks.nodes.append(item)
                }
                if failed { return nil }
                if atEnd || lineIndent < indent { break }
                guard lineIndent == indent else { return nil }
                if current == UInt8(ascii: "-") && byte(at: index + 1) == 0x20 { continue }
                // At the list's indent but not an item: the parent mapping's next
                // key when the list sits at the key's indent, else not ours to read.
                guard indentless else { return nil }
                break
            }
            return .sequence(SceneNode.List(nodes: stacks.takeNodes(from: mark), position: start))
        }

        /// A value that fits on the current line: a flow list or mapping, a
        /// double-quoted or a plain scalar.
        mutating func inlineValue(depth: Int) -> SceneNode? {
            switch current {
            case UInt8(ascii: "["): return flowList(depth: depth + 1)
            case UInt8(ascii: "{"): return flowMapping(depth: depth + 1)
            case UInt8(ascii: "\""): return quoted()
            default: return plain(inFlow: false)
            }
        }

        mutating func skipFlowSpace() {
            while current == 0x20 { index += 1 }
        }

        mutating func flowList(depth: Int) -> SceneNode? {
            guard depth <= SceneBlockYAMLComposer.maximumDepth, count() else { return nil }
            let start = position
            index += 1
            skipFlowSpace()
            let mark = stacks.nodes.count
            if current == UInt8(ascii: "]") {
                index += 1
                return .sequence(SceneNode.List(nodes: [], position: start))
            }
            while true {
                let item: SceneNode?
                switch current {
                case UInt8(ascii: "["): item = flowList(depth: depth + 1)
                case UInt8(ascii: "{"): item = flowMapping(depth: depth + 1)
                case UInt8(ascii: "\""): item = quoted()
                default: item = plain(inFlow: true)
                }
                guard let item else { return nil }
                stacks.nodes.append(item)
                skipFlowSpace()
                let byte = current
                index += 1
                if byte == UInt8(ascii: "]") { break }
                guard byte == UInt8(ascii: ",") else { return nil }
                skipFlowSpace()
                // A trailing comma is left to libyaml.
                guard current != UInt8(ascii: "]") else { return nil }
            }
            return .sequence(SceneNode.List(nodes: stacks.takeNodes(from: mark), position: start))
        }

        mutating func flowMapping(depth: Int) -> SceneNode? {
            guard depth <= SceneBlockYAMLComposer.maximumDepth, count() else { return nil }
            let start = position
            index += 1
            skipFlowSpace()
            let mark = stacks.pairs.count
            if current == UInt8(ascii: "}") {
                index += 1
                return .mapping(SceneNode.Mapping(pairs: [], position: start))
            }
            var keyMask = SceneMapping.KeyMaskBuilder()
            while true {
                // `key: ` with the space, so that the colon cannot be read as part of the key.
                guard let length = keyLength(), byte(at: index + length + 1) == 0x20 else { return nil }
                keyMask.add(UnsafeBufferPointer(rebasing: bytes[index..<index + length]), plain: true)
                guard let key = key(length: length) else { return nil }
                skipFlowSpace()
                let value: SceneNode?
                switch current {
                case UInt8(ascii: "["): value = flowList(depth: depth + 1)
                case UInt8(ascii: "{"): value = flowMapping(depth: depth + 1)
                case UInt8(ascii: "\""): value = quoted()
                default: value = plain(inFlow: true)
                }
                guard let value else { return nil }
                stacks.pairs.append(SceneNode.Pair(key: key, value: value))
                skipFlowSpace()
                let byte = current
                index += 1
                if byte == UInt8(ascii: "}") { break }
                guard byte == UInt8(ascii: ",") else { return nil }
                skipFlowSpace()
                guard current != UInt8(ascii: "}") else { return nil }
            }
            let pairs = stacks.takePairs(from: mark)
            // Keys of different ``SceneMapping/KeyMaskBuilder`` bits cannot repeat.
            if keyMask.mayRepeat && SceneComposer.firstRepeatedKey(pairs, styles: []) != nil { return nil }
            return .mapping(SceneNode.Mapping(pairs: pairs, position: start, knownKeyMask: keyMask.knownMask))
        }

        /// A double-quoted scalar without escapes, on one line, of printable ASCII.
        mutating func quoted() -> SceneNode? {
            guard count() else { return nil }
            let start = position
            index += 1
            let first = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let text = SceneComposer.text(UnsafeBufferPointer(rebasing: bytes[first..<index]))
                    index += 1
                    return .scalar(SceneNode.Scalar(string: text, style: .doubleQuoted, position: start))
                }
                if byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\\") { return nil }
                index += 1
            }
            return nil
        }

        /// A plain scalar on one line: it ends at the line's end or a comment in
        /// block context, and at `,`, `]` or `}` in a flow collection; trailing
        /// spaces are not part of it. Any other byte gives the fast path up.
        mutating func plain(inFlow: Bool) -> SceneNode? {
            guard count() else { return nil }
            let first = current
            guard Self.isPlainByte(first) else { return nil }
            // `-` starts a list entry before a space; before another plain byte it is text.
            if first == UInt8(ascii: "-") && !Self.isPlainByte(byte(at: index + 1)) { return nil }
            let start = position
            let begin = index
            var end = index
            while index < bytes.count {
                let byte = bytes[index]
                if Self.isPlainByte(byte) {
                    index += 1
                    end = index
                } else if byte == 0x20 {
                    index += 1
                    // ` #` starts a comment.
                    if current == UInt8(ascii: "#") { break }
                } else if byte == 0x0A || (inFlow && (byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")))
                {
                    break
                } else {
                    return nil
                }
            }
            index = end
            let text = SceneComposer.text(UnsafeBufferPointer(rebasing: bytes[begin..<end]))
            return .scalar(SceneNode.Scalar(string: text, style: .plain, position: start))
        }
    }
}
