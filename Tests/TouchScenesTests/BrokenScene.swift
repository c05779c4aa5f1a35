import Testing
import TouchScenes

/// A scene file with one mistake, and the error the loader must report for it.
struct BrokenScene: Sendable, CustomTestStringConvertible {
    let name: String
    let yaml: String
    let line: Int
    let column: Int
    let message: String

    var testDescription: String { name }

    /// The error the parser throws for this scene, or nil if it loads.
    func error(limits: SceneLimits = .default) -> SceneError? {
        do {
            _ = try SceneParser(limits: limits).parse(yaml, file: "broken.yaml")
            return nil
        } catch {
            return error
        }
    }
}
