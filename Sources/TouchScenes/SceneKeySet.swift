/// The keys one kind of object accepts, kept so that ``SceneReader/checkKeys(_:accepted:in:elsewhere:)``
/// settles a key with a bit test and one or two comparisons instead of comparing
/// it with every accepted key: a view accepts some thirty keys, and every key of
/// every view of a large scene is checked.
struct SceneKeySet {
    /// The accepted keys, in the order given (error messages list them so).
    let keys: [String]
    /// ``SceneMapping/bit(_:)`` of every accepted key, or-ed together.
    private let mask: UInt64
    /// The accepted keys by their bit's index.
    private let keysByBit: [[String]]

    init(_ keys: [String]) {
        self.keys = keys
        var mask: UInt64 = 0
        var keysByBit = [[String]](repeating: [], count: 64)
        for key in keys {
            let index = SceneMapping.bitIndex(key)
            mask |= 1 << UInt64(index)
            keysByBit[index].append(key)
        }
        self.mask = mask
        self.keysByBit = keysByBit
    }

    func contains(_ key: String) -> Bool {
        let index = SceneMapping.bitIndex(key)
        guard mask & (1 << UInt64(index)) != 0 else { return false }
        for candidate in keysByBit[index] where candidate == key { return true }
        return false
    }
}
