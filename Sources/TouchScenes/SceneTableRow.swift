/// One row (cell) of a table view: its title and height in points.
public struct SceneTableRow: Hashable, Sendable {
    public var title: String
    public var height: Double

    public init(title: String, height: Double) {
        self.title = title
        self.height = height
    }
}
