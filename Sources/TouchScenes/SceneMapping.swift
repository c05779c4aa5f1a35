import Foundation

/// A YAML mapping being read: its entries in file order with string keys, and
/// the node itself for positions.
///
/// Reading goes through this type so that every mapping's keys are checked
/// against the keys its owner accepts before any value is used. It shares the
/// node's pairs (``SceneReader/mapping(_:_:)`` has checked every key is a
/// scalar), so making one copies nothing.
struct SceneMapping {
    struct Entry {
        let key: String
        let keyNode: SceneNode
        let value: SceneNode
    }

    let node: SceneNode
    let pairs: [SceneNode.Pair]
    /// One bit per key, chosen by ``bit(_:)``: a key whose bit is clear is not in
    /// the mapping, which settles most lookups (an object's optional keys are
    /// mostly absent) without comparing any text.
    let keyMask: UInt64

    init(node: SceneNode, pairs: [SceneNode.Pair], keyMask: UInt64) {
        self.node = node
        self.pairs = pairs
        self.keyMask = keyMask
    }

    /// The bit of `key` in ``keyMask``, from its length and first byte.
    @inline(__always)
    static func bit(_ key: String) -> UInt64 {
        1 << UInt64(truncatingIfNeeded: bitIndex(key))
    }

    /// Which of the 64 bits is `key`'s.
    @inline(__always)
    static func bitIndex(_ key: String) -> Int {
        let utf8 = key.utf8
        let count = utf8.count
        // The subscript, not `first`: `first` is a call on every lookup.
        return bitIndex(count: count, first: count == 0 ? 0 : utf8[utf8.startIndex])
    }

    /// The bit index of a key of `count` UTF-8 bytes whose first byte is `first`
    /// (0 for an empty key): the composers work it out from the bytes they read.
    @inline(__always)
    static func bitIndex(count: Int, first: UInt8) -> Int {
        (count &* 7 &+ Int(first)) & 63
    }

    /// ``bitIndex(_:)`` of a key written in the code: inlined, it is worked out
    /// when compiling.
    @inline(__always)
    static func bitIndex(_ key: StaticString) -> Int {
        let count = key.utf8CodeUnitCount
        return bitIndex(count: count, first: count == 0 ? 0 : key.utf8Start.pointee)
    }

    /// ``keyMask`` built by a composer as it reads a mapping's keys, for
    /// ``SceneNode/Mapping/knownKeyMask``.
    struct KeyMaskBuilder {
        private var mask: UInt64 = 0
        private var mayHaveNullKey = false
        /// Whether two keys share a bit. Keys of different bits differ in
        /// length or first byte, so only then can a key repeat another, and
        /// only then need a composer compare the keys' text.
        private(set) var mayRepeat = false

        /// A key of the text in `bytes`; `plain` when written without quotes, so
        /// that it may be YAML's null.
        @inline(__always)
        mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, plain: Bool) {
            let count = bytes.count
            let first = count == 0 ? 0 : bytes[0]
            add(bit: SceneMapping.bitIndex(count: count, first: first))
            // A key YAML reads as null leaves the reader to refuse it.
            if plain && SceneNode.isNullText(bytes) { mayHaveNullKey = true }
        }

        /// A key of bit `index` that cannot be null (a quoted one).
        @inline(__always)
        mutating func add(bit index: Int) {
            let bit: UInt64 = 1 << UInt64(truncatingIfNeeded: index)
            if mask & bit != 0 { mayRepeat = true }
            mask |= bit
        }

        /// The mask, or nil when a key may be null.
        var knownMask: UInt64? { mayHaveNullKey ? nil : mask }
    }

    /// The entries in file order.
    var entries: LazyMapCollection<[SceneNode.Pair], Entry> {
        pairs.lazy.map { Entry(key: $0.key.string ?? "", keyNode: $0.key, value: $0.value) }
    }

    subscript(key: String) -> SceneNode? {
        guard keyMask & Self.bit(key) != 0 else { return nil }
        for pair in pairs where Self.matches(pair.key, key) { return pair.value }
        return nil
    }

    /// The value of `key`, a key written in the code, as the subscript finds it:
    /// the lookups every view makes go this way, so that an absent key's bit is
    /// known when compiling and costs one test.
    @inline(__always)
    func value(_ key: StaticString) -> SceneNode? {
        guard keyMask & (1 << UInt64(truncatingIfNeeded: Self.bitIndex(key))) != 0 else { return nil }
        return value(ofPresent: key)
    }

    private func value(ofPresent key: StaticString) -> SceneNode? {
        let wanted = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        for pair in pairs {
            guard case .scalar(let scalar) = pair.key else { continue }
            let utf8 = scalar.string.utf8
            guard utf8.count == wanted.count else { continue }
            // The bytes in place (a small string's copied to the stack), compared at once.
            let equal = utf8.withContiguousStorageIfAvailable { bytes in
                memcmp(bytes.baseAddress!, wanted.baseAddress!, bytes.count) == 0
            }
            if equal ?? utf8.elementsEqual(wanted) { return pair.value }
        }
        return nil
    }

    /// Whether `node` is the scalar `key`. Lengths are compared first: most keys
    /// differ in length, and that test is inline where a full comparison is a call
    /// (a view's keys are looked up some twenty times while it is read).
    @inline(__always)
    static func matches(_ node: SceneNode, _ key: String) -> Bool {
        guard case .scalar(let scalar) = node else { return false }
        return scalar.string.utf8.count == key.utf8.count && scalar.string == key
    }

    func keyNode(_ key: String) -> SceneNode? {
        pairs.first { $0.key.string == key }?.key
    }

    func has(_ key: String) -> Bool {
        pairs.contains { $0.key.string == key }
    }
}
