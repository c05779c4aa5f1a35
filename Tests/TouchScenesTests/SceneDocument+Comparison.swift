import TouchScenes

extension SceneDocument {
    /// The document with every step's position cleared, for comparing files
    /// whose layout differs (YAML and JSON).
    var withoutStepPositions: SceneDocument {
        var copy = self
        for index in copy.scripts.indices {
            for step in copy.scripts[index].steps.indices {
                copy.scripts[index].steps[step].position = ScenePosition(line: 0, column: 0)
            }
        }
        return copy
    }
}
