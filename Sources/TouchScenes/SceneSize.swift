/// A width and height in points, as a scene file writes it: `[width, height]`.
///
/// The loader rejects negative sizes, so every `SceneSize` in a parsed document
/// has `width >= 0` and `height >= 0`.
package struct SceneSize: Hashable, Sendable {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
