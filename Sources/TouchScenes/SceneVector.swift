/// A point or an offset in points, as a scene file writes it: `[x, y]`.
///
/// The scene layer keeps its own small value types instead of `CGPoint` so the
/// model stays a plain description that the core can be built from later,
/// without this target depending on the core's view API.
public struct SceneVector: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = SceneVector(x: 0, y: 0)
}
