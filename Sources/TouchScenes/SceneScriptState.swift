/// What the reader tracks while it reads one script: the virtual time so far,
/// which fingers are down, the shots taken, the frames produced, the shake in
/// progress and the views removed.
///
/// Tracking fingers lets the loader reject `up` for a finger that is not down
/// (or `down` for one that is) at the step that is wrong, and lets gestures use
/// the lowest finger numbers that are free. Likewise `shake: ended` needs a shake
/// in progress, and a removed view has no place a finger could aim at.
struct SceneScriptState {
    var time = 0.0
    /// Fingers down, with where their `down` step is.
    var held: [Int: ScenePosition] = [:]
    /// Where the `shake: began` of the shake in progress is.
    var shake: ScenePosition?
    /// Views removed from their superview, with where their `remove` step is.
    var removed: [String: ScenePosition] = [:]
    var shots: [String: ScenePosition] = [:]
    /// The captions of the shots that have one.
    var shotCaptions: [String: String] = [:]
    var frames = 0

    /// The lowest `count` finger numbers not down, or nil if too few are free.
    func freeFingers(_ count: Int, limit: Int) -> [Int]? {
        let free = (1...max(limit, 1)).filter { held[$0] == nil }
        return free.count >= count ? Array(free.prefix(count)) : nil
    }
}
