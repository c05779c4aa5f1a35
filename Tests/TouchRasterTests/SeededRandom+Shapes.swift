import Foundation
import TestSupport
import TouchDisplayList

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

    /// One time in six, a new clip of up to 60 points somewhere on a canvas
    /// of `size`, the open one (if any) popped first: the clipped and
    /// unclipped stretches of a random list.
    mutating func maybeSwitchClip(_ list: inout DrawList, size: CGSize, clipped: inout Bool) {
        guard int(0..<6) == 0 else { return }
        if clipped { list.append(.popClip) }
        let origin = CGPoint(x: number(-5...Double(size.width)), y: number(-5...Double(size.height)))
        list.append(.pushClip(CGRect(origin: origin, size: CGSize(width: number(0...60), height: number(0...60)))))
        clipped = true
    }
}

/// A view-like quad: `width` × `height` points, rotated by `angle` about
/// `centre`, as the playground draws a transformed view's outline; corners
/// clockwise from the top left.
func rotatedQuad(centre: CGPoint, width: CGFloat, height: CGFloat, angle: CGFloat) -> [CGPoint] {
    let (c, s) = (cos(angle), sin(angle))
    return [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { corner in
        let x = corner.0 * width / 2, y = corner.1 * height / 2
        return CGPoint(x: centre.x + x * c - y * s, y: centre.y + x * s + y * c)
    }
}
