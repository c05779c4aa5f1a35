/// The pixels one render writes: a borrowed ARGB8888 buffer, row by row from
/// the top left, with the three ways a span is painted.
///
/// Every shape ends here as horizontal spans of whole pixels, already clipped
/// by the caller: an opaque colour is stored (`update(repeating:count:)`, which
/// the compiler turns into wide stores), an invisible one is skipped, anything
/// else is blended pixel by pixel (``SourceOverColor``). The buffer belongs to
/// ``RasterCanvas``, which makes a target only for the duration of a render;
/// during a banded render several threads write through copies of one
/// target, each into its own rows (``RasterBandJob``).
struct PixelTarget {
    let base: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int

    var bounds: PixelRect { PixelRect(minX: 0, minY: 0, maxX: width, maxY: height) }

    /// Sets every pixel of rows `rows` to `pixel`, unblended.
    func clear(rows: Range<Int>, to pixel: UInt32) {
        (base + rows.lowerBound * width).update(repeating: pixel, count: rows.count * width)
    }

    /// Sets rows `rows` to the same rows of `source`, a buffer of the same size.
    func copy(rows: Range<Int>, from source: UnsafePointer<UInt32>) {
        (base + rows.lowerBound * width).update(from: source + rows.lowerBound * width, count: rows.count * width)
    }

    /// Copies rows `rows` into the same rows of `destination`, a buffer of the same size.
    func copy(rows: Range<Int>, into destination: UnsafeMutablePointer<UInt32>) {
        (destination + rows.lowerBound * width).update(from: base + rows.lowerBound * width, count: rows.count * width)
    }

    /// Paints columns `start..<end` of `row`; nothing when `end ≤ start`. The
    /// span must lie inside the buffer.
    @inline(__always)
    func fillSpan(row: Int, from start: Int, to end: Int, _ color: SourceOverColor) {
        guard end > start else { return }
        let first = base + row * width + start
        let count = end - start
        if color.isOpaque {
            Self.store(color.pixel, at: first, count: count)
        } else if !color.isInvisible {
            for index in 0..<count {
                first[index] = color.blend(over: first[index])
            }
        }
    }

    /// Stores `pixel` in the `count` (at least 1) pixels from `first`.
    ///
    /// Most spans are a few pixels (outlines, rotated slivers): a call to a
    /// bulk fill costs more than the stores, and a plain loop's scalar tail
    /// (up to seven single stores after the vectorised part) was the hottest
    /// instruction of a frame. So four pixels go in one 16-byte store, and
    /// the last four of the span in one more, overlapping the previous store
    /// when the count is not a multiple of four: a span of 4 to 8 pixels is
    /// two stores, whatever its length.
    @inline(__always)
    static func store(_ pixel: UInt32, at first: UnsafeMutablePointer<UInt32>, count: Int) {
        if count < 4 {
            first[0] = pixel
            if count > 1 { first[1] = pixel }
            if count > 2 { first[2] = pixel }
            return
        }
        let four = SIMD4<UInt32>(repeating: pixel)
        let raw = UnsafeMutableRawPointer(first)
        var offset = 0
        let last = 4 * (count - 4)
        while offset < last {
            raw.storeBytes(of: four, toByteOffset: offset, as: SIMD4<UInt32>.self)
            offset += 16
        }
        raw.storeBytes(of: four, toByteOffset: last, as: SIMD4<UInt32>.self)
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
