/// The pixels one render writes: a borrowed ARGB8888 buffer, row by row from
/// the top left, with the three ways a span is painted.
///
/// Every shape ends here as horizontal spans of whole pixels, already clipped
/// by the caller: an opaque colour is stored (`update(repeating:count:)`, which
/// the compiler turns into wide stores), an invisible one is skipped, anything
/// else is blended pixel by pixel (``SourceOverColor``). The buffer belongs to
/// ``RasterCanvas``, which makes a target only for the duration of a render.
struct PixelTarget {
    let base: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int

    var bounds: PixelRect { PixelRect(minX: 0, minY: 0, maxX: width, maxY: height) }

    /// Sets every pixel to `pixel`, unblended.
    func clear(to pixel: UInt32) {
        base.update(repeating: pixel, count: width * height)
    }

    /// Paints columns `start..<end` of `row`; nothing when `end ≤ start`. The
    /// span must lie inside the buffer.
    @inline(__always)
    func fillSpan(row: Int, from start: Int, to end: Int, _ color: SourceOverColor) {
        guard end > start else { return }
        let first = base + row * width + start
        let count = end - start
        if color.isOpaque {
            // A plain loop: most spans are a few pixels (outlines, slivers),
            // where a call to a bulk fill costs more than the stores; the
            // compiler vectorises the long ones.
            let pixel = color.pixel
            for index in 0..<count { first[index] = pixel }
        } else if !color.isInvisible {
            for index in 0..<count {
                first[index] = color.blend(over: first[index])
            }
        }
    }

    /// Paints every pixel of `rect`, which must lie inside the buffer.
    func fill(_ rect: PixelRect, _ color: SourceOverColor) {
        guard !rect.isEmpty, !color.isInvisible else { return }
        for row in rect.minY..<rect.maxY {
            fillSpan(row: row, from: rect.minX, to: rect.maxX, color)
        }
    }

    /// Blends `color` through a coverage mask whose top-left pixel lands at
    /// (`x`, `y`), limited to `clip` (which must lie inside the buffer).
    func blend(_ mask: TextMask, x: Int, y: Int, _ color: SourceOverColor, clip: PixelRect) {
        let area = clip.intersection(PixelRect(x: x, y: y, width: mask.width, height: mask.height))
        guard !area.isEmpty, !color.isInvisible else { return }
        mask.coverage.withUnsafeBufferPointer { coverage in
            for row in area.minY..<area.maxY {
                let source = coverage.baseAddress! + (row - y) * mask.width - x
                let destination = base + row * width
                for column in area.minX..<area.maxX {
                    let value = UInt32(source[column])
                    if value != 0 {
                        destination[column] = color.blend(over: destination[column], coverage: value)
                    }
                }
            }
        }
    }
}
