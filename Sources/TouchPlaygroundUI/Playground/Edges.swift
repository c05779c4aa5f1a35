import Foundation

/// A rectangle's four edges, read once: `CGRect`'s `minX`, `maxX`, `minY` and
/// `maxY` each work the edge out again at every reading (the rectangle
/// standardized, a null one checked for), which a search that compares one
/// place with a hundred boxes pays a hundred times.
///
/// ``overlaps(_:)`` is ``PlaygroundRenderer/overlaps(_:_:)`` of the two
/// rectangles, comparison for comparison.
struct Edges {
    let minX: CGFloat
    let minY: CGFloat
    let maxX: CGFloat
    let maxY: CGFloat

    init(_ rect: CGRect) {
        minX = rect.minX
        minY = rect.minY
        maxX = rect.maxX
        maxY = rect.maxY
    }

    /// Whether the two rectangles share some area (NaN shares nothing).
    @inline(__always)
    func overlaps(_ other: Edges) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
