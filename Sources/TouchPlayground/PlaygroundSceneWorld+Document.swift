import Foundation
import TouchPlaygroundUI
import TouchScenes

extension PlaygroundSceneWorld {
    /// The window's world for a scene file's `document`: its application, what the
    /// lesson card says, and its scripts, each played by a `SceneScriptPlayer`
    /// — the player `touchlab trace` runs, so the window's trace is its trace.
    /// `touchlab run` opens its scenes with it, and the controller's tests build the
    /// same world.
    package init(document: SceneDocument) {
        let built = SceneBuilder().build(document)
        self.init(
            application: built.application, close: built.close, description: document.description,
            lesson: document.lesson, scripts: document.scripts.map(\.name),
            player: { name in
                guard let script = document.script(named: name) else { return nil }
                var player = SceneScriptPlayer(script, in: built)
                return PlaygroundScriptPlayer(
                    name: name, nextTime: { player.nextTime },
                    playNext: { deliver, advance in player.playNext(deliver: deliver, advance: advance) },
                    playedEvents: { player.playedEvents })
            })
    }
}
