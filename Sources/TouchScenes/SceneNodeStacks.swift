/// The pairs and items of the collections a scene composer is reading,
/// innermost last (``SceneJSONComposer`` and ``SceneBlockYAMLComposer``):
/// each collection takes its own off the stack into an array of exactly
/// their count, so no array in the tree keeps the spare room of growing.
struct SceneNodeStacks {
    let pairs = SceneNodeStack<SceneNode.Pair>()
    let nodes = SceneNodeStack<SceneNode>()

    /// The pairs pushed since `mark`, as an array of their exact count, and off the stack.
    func takePairs(from mark: Int) -> [SceneNode.Pair] {
        pairs.take(from: mark)
    }

    /// The items pushed since `mark`, as an array of their exact count, and off the stack.
    func takeNodes(from mark: Int) -> [SceneNode] {
        nodes.take(from: mark)
    }
}
