import Foundation
import TouchScenes

/// A named script written in Swift: steps played one after another on the virtual
/// clock, each starting when the previous one ends, exactly as a scene's script.
public struct PlaygroundScript: Sendable {
    public var name: String
    public var steps: [PlaygroundStep]

    public init(_ name: String, _ steps: [PlaygroundStep]) {
        self.name = name
        self.steps = steps
    }

    /// A script named `script`.
    public init(_ steps: [PlaygroundStep]) {
        self.init("script", steps)
    }

    /// The scene model of this script, its steps placed in time.
    package var sceneScript: SceneScript {
        var state = PlaygroundScriptState()
        var time = 0.0
        var placed: [SceneStep] = []
        for (index, step) in steps.enumerated() {
            let (action, duration) = step.make(&state)
            let sceneStep = SceneStep(
                time: time, duration: duration, action: action, kind: step.kind, position: ScenePosition(line: index + 1, column: 1))
            placed.append(sceneStep)
            time = sceneStep.endTime
        }
        return SceneScript(name: name, steps: placed)
    }
}
