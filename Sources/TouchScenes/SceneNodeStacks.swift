/// The pairs and items of the collections a scene composer is reading,
/// innermost last (``SceneJSONComposer`` and ``SceneBlockYAMLComposer``):
/// each collection takes its own off the stack into an array of exactly
/// their count, so no array in the tree keeps the spare room of growing.
struct SceneNodeStacks {
    var pairs: [SceneNode.Pair] = []
    var nodes: [SceneNode] = []

    /// The pairs pushed since `mark`, as an array of their exact count, and off the stack.
    mutating func takePairs(from mark: Int) -> [SceneNode.Pair] {
        let taken = Array(pairs[mark...])
        pairs.removeSubrange(mark...)
        return taken
    }

    /// The items pushed since `mark`, as an array of their exact count, and off the stack.
    mutating func takeNodes(from mark: Int) -> [SceneNode] {
        let taken = Array(nodes[mark...])
        nodes.removeSubrange(mark...)
        return taken
    }
}
