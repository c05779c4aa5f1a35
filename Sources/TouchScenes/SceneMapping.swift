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

    /// The entries in file order.
    var entries: LazyMapCollection<[SceneNode.Pair], Entry> {
        pairs.lazy.map { Entry(key: $0.key.string ?? "", keyNode: $0.key, value: $0.value) }
    }

    subscript(key: String) -> SceneNode? {
        pairs.first { $0.key.string == key }?.value
    }

    func keyNode(_ key: String) -> SceneNode? {
        pairs.first { $0.key.string == key }?.key
    }

    func has(_ key: String) -> Bool {
        pairs.contains { $0.key.string == key }
    }
}
