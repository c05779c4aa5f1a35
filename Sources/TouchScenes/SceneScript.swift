/// A named script: timed finger actions and events played against the scene's
/// hierarchy.
///
/// A scene may hold several scripts over one hierarchy, such as the four
/// table-view phenomena of seed 002; each runs on a freshly built hierarchy from
/// time 0. Fingers still down when the script ends stay down.
package struct SceneScript: Hashable, Sendable {
    package var name: String
    package var steps: [SceneStep]
    /// The captions `shot` steps carry (`- shot: {name: released, caption: ...}`),
    /// by shot name: what happens at that moment, for a storyboard's frame.
    package var shotCaptions: [String: String] = [:]

    package init(name: String, steps: [SceneStep]) {
        self.name = name
        self.steps = steps
    }

    /// When the last step ends.
    package var duration: Double { steps.last?.endTime ?? 0 }

    /// The screenshot names in order.
    package var shots: [String] {
        steps.compactMap { step in
            if case .shot(let name) = step.action { return name }
            return nil
        }
    }
}
