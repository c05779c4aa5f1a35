import Foundation
import TestSupport

/// Random numbers and shapes for the raster tests, from the shared seeded
/// generator, so a failing random case replays.
extension SeededRandom {
    /// Uniform in `range`.
    mutating func number(_ range: ClosedRange<Double>) -> CGFloat {
        CGFloat(range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) / Double(1 << 53))
    }

    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }

    mutating func int(_ range: Range<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// A convex polygon of 3…8 corners around a random centre, some of it
    /// possibly off a canvas of `size`, in either winding.
    mutating func convexPolygon(in size: CGSize) -> [CGPoint] {
        let centre = CGPoint(x: number(-10...Double(size.width) + 10), y: number(-10...Double(size.height) + 10))
        let radiusX = number(2...Double(size.width) / 2), radiusY = number(2...Double(size.height) / 2)
        let rotation = number(0...2 * .pi)
        var angles = (0..<int(3..<9)).map { _ in number(0...2 * .pi) }
        angles.sort()
        // Points on a rotated ellipse, in angle order, are convex.
        var corners = angles.map { angle -> CGPoint in
            let x = radiusX * cos(angle), y = radiusY * sin(angle)
            return CGPoint(
                x: centre.x + x * cos(rotation) - y * sin(rotation), y: centre.y + x * sin(rotation) + y * cos(rotation))
        }
        if next() % 2 == 0 { corners.reverse() }
        return corners
    }
}
