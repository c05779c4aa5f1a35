import Yams

/// A YAML mapping being read: its entries in file order with string keys, and
/// the node itself for positions.
///
/// Reading goes through this type so that every mapping's keys are checked
/// against the keys its owner accepts before any value is used.
struct SceneMapping {
    struct Entry {
        let key: String
        let keyNode: Node
        let value: Node
    }

    let node: Node
    let entries: [Entry]

    subscript(key: String) -> Node? {
        entries.first { $0.key == key }?.value
    }

    func keyNode(_ key: String) -> Node? {
        entries.first { $0.key == key }?.keyNode
    }

    func has(_ key: String) -> Bool {
        entries.contains { $0.key == key }
    }
}
