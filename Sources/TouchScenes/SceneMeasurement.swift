/// A number an object prints when it logs, as an article's `print` of
/// `touch.location(in: self)` or `pan.translation(in: view)`.
///
/// A view prints its touches' `location(in:)` and `previousLocation(in:)` each time
/// one of its touch methods is called (SPEC T5); a recognizer prints its
/// `location(in:)`, and a pan its `translation(in:)` and `velocity(in:)`, each time
/// its action fires. Quantities measured in the same space share a line:
/// `translation (30, 0) velocity (600, 0) in Card`.
package struct SceneMeasurement: Hashable, Sendable {
    /// `location`, `previousLocation`, `translation` or `velocity`.
    package var quantity: SceneLogTopic
    package var space: SceneSpace

    package init(_ quantity: SceneLogTopic, in space: SceneSpace = .own) {
        self.quantity = quantity
        self.space = space
    }
}
