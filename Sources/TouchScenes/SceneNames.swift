/// Every name of a parsed scene and the place of its object in the order the
/// parser read them: the table the validator builds to find repeated names,
/// kept with the document so that the builder files the views it makes by
/// these places instead of filling a second table of every name
/// (``SceneWorld/view(named:)``; docs/performance.md, "Scene load").
///
/// It is derived from the rest of the document, so it takes no part in
/// equality or hashing: two documents that say the same are equal however
/// they were made. A document made or changed in code may name objects the
/// table lacks; the world files those by name as before.
package struct SceneNames: Hashable, Sendable {
    /// A name's place among the parsed objects (one place per name).
    let indexByName: [String: Int]
    /// The names by place: `indexByName[order[place]] == place`. The builder
    /// makes views in about the order the parser read them, so the place after
    /// the last view filed is tried first, an array read and a comparison
    /// where the table would cost a hash and a cache miss.
    let order: [String]

    init() {
        indexByName = [:]
        order = []
    }

    /// `order` holds each name once; `indexByName` gives each its place there.
    init(indexByName: [String: Int], order: [String]) {
        self.indexByName = indexByName
        self.order = order
    }

    /// The number of places (every named object, not only views).
    var count: Int { indexByName.count }

    package static func == (left: SceneNames, right: SceneNames) -> Bool { true }
    package func hash(into hasher: inout Hasher) {}
}
