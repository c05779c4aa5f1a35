/// What the reader tracks while it reads one script: the virtual time so far,
/// which fingers are down, the shots taken and the frames produced.
///
/// Tracking fingers lets the loader reject `up` for a finger that is not down
/// (or `down` for one that is) at the step that is wrong, and lets gestures use
/// the lowest finger numbers that are free.
struct SceneScriptState {
    var time = 0.0
    /// Fingers down, with where their `down` step is.
    var held: [Int: ScenePosition] = [:]
    var shots: [String: ScenePosition] = [:]
    var frames = 0

    /// The lowest `count` finger numbers not down, or nil if too few are free.
    func freeFingers(_ count: Int, limit: Int) -> [Int]? {
        let free = (1...max(limit, 1)).filter { held[$0] == nil }
        return free.count >= count ? Array(free.prefix(count)) : nil
    }
}
