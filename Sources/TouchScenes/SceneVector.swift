/// A point or an offset in points, as a scene file writes it: `[x, y]`.
///
/// The scene layer keeps its own small value types instead of `CGPoint` so the
/// model stays a plain description that the core can be built from later,
/// without this target depending on the core's view API.
package struct SceneVector: Hashable, Sendable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    package static let zero = SceneVector(x: 0, y: 0)
}
