import Foundation
import TouchCore
import TouchScenes

/// The scenario the app opens on: the built-in default scene, brought to life.
///
/// `scenes/default.yaml` is compiled into the binary (`BuiltInScenes.defaultScene`), so
/// `touchlab run` and `touchlab trace` work from anywhere, even without the library.
struct BuiltInScenario {
    let world: SceneWorld

    var application: UIApplication { world.application }

    static func makeDefault() -> BuiltInScenario {
        // The built-in scene is checked by a test, so parsing it cannot fail.
        let document = try! SceneParser().parse(BuiltInScenes.defaultScene, file: "default.yaml")
        return BuiltInScenario(world: SceneBuilder().build(document))
    }

    /// Plays the scene's first script.
    func run() {
        guard let script = world.document.scripts.first else { return }
        SceneRunner().run(script, in: world)
    }
}
