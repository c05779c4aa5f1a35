import Foundation
import TouchCore

/// Which of the window's scenes is running, which one was last asked for,
/// and whose file is watched for hot reload — the window's scene switching
/// without SDL, so it can be tested alone.
///
/// The running scene and the wanted one differ after a switch that failed
/// (the file does not parse): the old scene keeps running, but the file
/// watched is the one the user is fixing, so saving it loads it — not the
/// old scene again. Tab and Shift+Tab move from the wanted scene, so a
/// scene that fails does not stop the user from moving past it; reloading
/// (R) retries it.
///
/// Transitions: ``open(_:)`` sets `wanted` and watches its file, then
/// `current` becomes `wanted` only when the scene built;
/// ``sceneToReload()`` answers `wanted` when its file changed.
///
/// Whether a file changed is the host's to tell (files are not this layer's
/// business): `watch` starts watching a path and returns the check the
/// switcher polls (TouchSDL's `SceneFileWatcher`).
package struct PlaygroundSceneSwitcher {
    /// Starts watching a scene file; the result answers whether it changed
    /// since it was last asked.
    package typealias Watch = (_ path: String) -> () -> Bool

    /// A watch that never sees a change (no hot reload).
    package static var neverChanges: Watch { { _ in { false } } }

    private(set) var scenes: [PlaygroundScene]
    /// The scene the window shows.
    private(set) var current: Int
    /// The scene last asked for: `current`, unless it failed to load.
    private(set) var wanted: Int
    private let watch: Watch
    private var hasChanged: (() -> Bool)?

    init(scenes: [PlaygroundScene], current: Int, watch: @escaping Watch) {
        precondition(scenes.indices.contains(current), "current must index scenes")
        self.scenes = scenes
        self.current = current
        self.wanted = current
        self.watch = watch
        self.hasChanged = scenes[current].path.map(watch)
    }

    /// The scene `steps` places after the wanted one (before it when
    /// negative), wrapping around.
    func index(after steps: Int) -> Int {
        ((wanted + steps) % scenes.count + scenes.count) % scenes.count
    }

    /// Builds scene `index`, watching its file from now on whether or not it
    /// builds. On success it is the current scene and its world is returned
    /// (the caller closes the old one); on failure the current scene stays,
    /// and the error is returned for the window to show.
    mutating func open(_ index: Int) -> Result<PlaygroundSceneWorld, any Error> {
        precondition(scenes.indices.contains(index), "index must index scenes")
        wanted = index
        hasChanged = scenes[index].path.map(watch)
        do {
            let world = try scenes[index].open()
            current = index
            return .success(world)
        } catch {
            return .failure(error)
        }
    }

    /// The index of the scene whose file is `scene`'s (paths compared
    /// standardized), adding `scene` after the others when none is: a
    /// recording saved into another file (`--record FILE`) becomes a scene
    /// the window can switch to.
    mutating func index(adding scene: PlaygroundScene) -> Int {
        func standardized(_ path: String?) -> String? {
            path.map { PathText.normalized($0, in: FileManager.default.currentDirectoryPath) }
        }
        if let path = standardized(scene.path), let index = scenes.firstIndex(where: { standardized($0.path) == path }) {
            return index
        }
        scenes.append(scene)
        return scenes.count - 1
    }

    /// Takes any change of the watched file as seen without reloading: for a
    /// save the window made itself (a recorded script added to the scene),
    /// which should not interrupt the scene that made it.
    mutating func acknowledgeChange() {
        _ = hasChanged?()
    }

    /// The scene to reload because its file changed since the last poll:
    /// the wanted one, which is the running one unless it failed to load.
    mutating func sceneToReload() -> Int? {
        hasChanged?() == true ? wanted : nil
    }
}
