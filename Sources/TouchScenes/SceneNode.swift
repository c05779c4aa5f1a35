/// One YAML value of a scene file as the reader reads it: a scalar (its text, how
/// it was quoted), a mapping (key and value pairs in file order) or a list, each
/// with the line and column where it starts.
///
/// Aliases are already expanded and tags play no part in a scene, so neither is
/// kept. The tree is made by ``SceneComposer`` straight from libyaml's events, or,
/// for plain JSON, by ``SceneJSONComposer``; both give the same nodes for the same
/// text, so the reader's answers and error positions do not depend on the path.
enum SceneNode {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(List)

    /// How a scalar was written: plain (unquoted), quoted, or a block scalar.
    /// libyaml's numbering (`yaml_scalar_style_t`); `any` is never parsed.
    enum Style: UInt8 {
        case any, plain, singleQuoted, doubleQuoted, literal, folded
    }

    // Positions are kept as two 32-bit numbers (``Place``) rather than a
    // ``ScenePosition`` of two `Int`s: a node is then 32 bytes instead of 48,
    // and a large scene's tree, which is all in memory while it is read, about
    // a third smaller (docs/performance.md, "Scene load").

    struct Scalar {
        let string: String
        let style: Style
        private let place: Place

        init(string: String, style: Style, position: ScenePosition) {
            self.init(string: string, style: style, place: Place(position))
        }

        init(string: String, style: Style, place: Place) {
            self.string = string
            self.style = style
            self.place = place
        }

        var position: ScenePosition { place.position }
    }

    struct Mapping {
        let pairs: [Pair]
        private let place: Place
        /// The ``SceneMapping/keyMask`` of the keys, when the composer knew as it
        /// read them that every key is plain text and none is null (the fast
        /// composers do, from the keys' bytes); nil leaves the reader to check the
        /// keys and work the mask out. Derived, so not part of equality.
        let knownKeyMask: UInt64?

        init(pairs: [Pair], position: ScenePosition, knownKeyMask: UInt64? = nil) {
            self.init(pairs: pairs, place: Place(position), knownKeyMask: knownKeyMask)
        }

        init(pairs: [Pair], place: Place, knownKeyMask: UInt64? = nil) {
            self.pairs = pairs
            self.place = place
            self.knownKeyMask = knownKeyMask
        }

        var position: ScenePosition { place.position }
    }

    /// One key and its value.
    struct Pair {
        let key: SceneNode
        let value: SceneNode
    }

    struct List {
        let nodes: [SceneNode]
        private let place: Place

        init(nodes: [SceneNode], position: ScenePosition) {
            self.init(nodes: nodes, place: Place(position))
        }

        init(nodes: [SceneNode], place: Place) {
            self.nodes = nodes
            self.place = place
        }

        var position: ScenePosition { place.position }
    }

    /// A ``ScenePosition`` in 32-bit numbers; a line or column past 4 billion
    /// (a file far over any limit) is kept as the largest.
    struct Place: Equatable {
        let line: UInt32
        let column: UInt32

        init(_ position: ScenePosition) {
            line = UInt32(clamping: position.line)
            column = UInt32(clamping: position.column)
        }

        /// A place already in 32 bits (a fast composer's, in a file too short
        /// for any line or column to pass 4 billion).
        init(line: UInt32, column: UInt32) {
            self.line = line
            self.column = column
        }

        var position: ScenePosition { ScenePosition(line: Int(line), column: Int(column)) }
    }

    /// Where the value starts (1-based line and column, as editors count).
    var position: ScenePosition {
        switch self {
        case .scalar(let scalar): return scalar.position
        case .mapping(let mapping): return mapping.position
        case .sequence(let sequence): return sequence.position
        }
    }

    /// Whether plain (unquoted) text is YAML's null: nothing, `~`, `null`, `Null`
    /// or `NULL`. The reader's `isNull` and the fast composers' key masks both
    /// ask here. The null words are at most four characters and start with `~`,
    /// `nu` or `Nu` (any case): other text, such as every view's `name` key, is
    /// decided without comparing it with each.
    @inline(__always)
    static func isNullText<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        let count = bytes.count
        guard count <= 4 else { return false }
        guard let first = bytes.first else { return true }
        if count == 1 { return first == UInt8(ascii: "~") }
        guard count == 4, first | 0x20 == UInt8(ascii: "n"), bytes[bytes.index(after: bytes.startIndex)] | 0x20 == UInt8(ascii: "u")
        else { return false }
        return nullWords.contains { $0.utf8.elementsEqual(bytes) }
    }

    private static let nullWords = ["null", "Null", "NULL"]

    /// The text of a scalar; nil for a mapping or a list.
    var string: String? {
        if case .scalar(let scalar) = self { return scalar.string }
        return nil
    }

    var scalar: Scalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    var sequence: List? {
        if case .sequence(let sequence) = self { return sequence }
        return nil
    }
}

// Equal trees are what the composers' differential tests compare.
extension SceneNode: Equatable {}
extension SceneNode.Scalar: Equatable {}
extension SceneNode.Mapping: Equatable {
    static func == (left: SceneNode.Mapping, right: SceneNode.Mapping) -> Bool {
        left.pairs == right.pairs && left.place == right.place
    }
}
extension SceneNode.Pair: Equatable {}
extension SceneNode.List: Equatable {}
