/// A rectangle of whole pixels: columns `minX..<maxX`, rows `minY..<maxY`.
///
/// Clips and axis-aligned fills are kept in this form once their edges are
/// snapped, so every later test is integer arithmetic and two rectangles that
/// share an edge never both paint the pixels along it.
package struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    package var minX: Int
    package var minY: Int
    package var maxX: Int
    package var maxY: Int

    package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// A rectangle of `width × height` pixels with its top-left pixel at (`x`, `y`).
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.init(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    package var width: Int { maxX - minX }
    package var height: Int { maxY - minY }

    /// No pixel at all (a side of 0 or less).
    package var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// The pixels in both rectangles; empty (with `maxX ≥ minX`, `maxY ≥ minY`)
    /// when they do not overlap.
    package func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        return PixelRect(minX: x0, minY: y0, maxX: Swift.max(x0, x1), maxY: Swift.max(y0, y1))
    }

    package var description: String { "[\(minX)..<\(maxX) × \(minY)..<\(maxY)]" }
}
