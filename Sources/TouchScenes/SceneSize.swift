/// A width and height in points, as a scene file writes it: `[width, height]`.
///
/// The loader rejects negative sizes, so every `SceneSize` in a parsed document
/// has `width >= 0` and `height >= 0`.
public struct SceneSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
