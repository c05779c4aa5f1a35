/// One row (cell) of a table view: its title and height in points.
package struct SceneTableRow: Hashable, Sendable {
    package var title: String
    package var height: Double

    package init(title: String, height: Double) {
        self.title = title
        self.height = height
    }
}
