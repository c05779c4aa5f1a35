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
        // Rows and columns lie inside the buffer, at most 16384 a side: no
        // overflow to check.
        let first = base + (row &* width &+ start)
        let count = end &- start
        if color.isOpaque {
            Self.store(color.pixel, at: first, count: count)
        } else if !color.isInvisible {
            if Self.blendsFourAtATime {
                Self.blend(color, at: first, count: count)
            } else {
                for index in 0..<count { first[index] = color.blend(over: first[index]) }
            }
        }
    }

    /// Whether translucent spans and text masks are blended four pixels at a
    /// time: not in a debug build, where the vector arithmetic, unoptimised,
    /// is generic code run lane by lane, many times slower than one pixel at
    /// a time (a debug frame took three times as long). The bytes are the
    /// same either way; `PixelTargetBlendTests` checks both.
    @inline(__always)
    static var blendsFourAtATime: Bool {
        #if DEBUG
            return false
        #else
            return true
        #endif
    }

    /// Blends `color` over the `count` pixels from `first`, four at a time:
    /// the same arithmetic as ``SourceOverColor/blend(over:)`` (each channel
    /// `s·a/255 + d·(255−a)/255`, quotients truncated with the same exact
    /// identity) in 16-bit lanes, so the bytes are the same as one pixel at
    /// a time. Four pixels are read as eight 16-bit lanes: their low bytes
    /// are the blue and red channels, their high bytes green and alpha, each
    /// blended in the lanes of its own vector and put back together; every
    /// operation is one SSE2 instruction.
    @inline(__always)
    static func blend(_ color: SourceOverColor, at first: UnsafeMutablePointer<UInt32>, count: Int) {
        var index = 0
        if count >= 4 {
            let keep = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: 255 &- color.alpha))
            let terms = color.sourceTerms
            let (blue, green) = (UInt16(truncatingIfNeeded: terms), UInt16(truncatingIfNeeded: terms >> 16))
            let (red, alpha) = (UInt16(truncatingIfNeeded: terms >> 32), UInt16(truncatingIfNeeded: terms >> 48))
            let low = SIMD8<UInt16>(blue, red, blue, red, blue, red, blue, red)
            let high = SIMD8<UInt16>(green, alpha, green, alpha, green, alpha, green, alpha)
            let raw = UnsafeMutableRawPointer(first)
            // `index` stays below `count`, a span's length: no overflow to check.
            while index &+ 4 <= count {
                let pixels = raw.loadUnaligned(fromByteOffset: 4 &* index, as: SIMD8<UInt16>.self)
                let lows = Self.divideBy255((pixels & 0xFF) &* keep) &+ low
                let highs = Self.divideBy255((pixels &>> 8) &* keep) &+ high
                raw.storeBytes(of: lows | highs &<< 8, toByteOffset: 4 &* index, as: SIMD8<UInt16>.self)
                index &+= 4
            }
        }
        while index < count {
            first[index] = color.blend(over: first[index])
            index &+= 1
        }
    }

    /// Each lane (at most 255·255) divided by 255, truncated: `(x + 1 + (x >> 8)) >> 8`,
    /// exact in that range, as ``SourceOverColor`` divides.
    @inline(__always)
    static func divideBy255(_ lanes: SIMD8<UInt16>) -> SIMD8<UInt16> {
        (lanes &+ 1 &+ (lanes &>> 8)) &>> 8
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
            offset &+= 16  // below `last`, far from overflow: no check in the loop
        }
        raw.storeBytes(of: four, toByteOffset: last, as: SIMD4<UInt32>.self)
    }

    /// Paints every pixel of `rect`, which must lie inside the buffer.
    func fill(_ rect: PixelRect, _ color: SourceOverColor) {
        guard !rect.isEmpty, !color.isInvisible else { return }
        let count = rect.width
        var first = base + rect.minY * width + rect.minX
        if color.isOpaque {
            // Most rectangles are opaque (views, panels): the colour's test
            // and each row's address once, not per row. Most of their rows
            // are a view's border, one to three pixels wide: the width is
            // tested once, not per row (as `store` would), for those.
            let pixel = color.pixel
            var rows = rect.height
            switch count {
            case 1:
                while rows > 0 {
                    first[0] = pixel
                    first += width
                    rows &-= 1
                }
            case 2:
                while rows > 0 {
                    first[0] = pixel
                    first[1] = pixel
                    first += width
                    rows &-= 1
                }
            case 3:
                while rows > 0 {
                    first[0] = pixel
                    first[1] = pixel
                    first[2] = pixel
                    first += width
                    rows &-= 1
                }
            default:
                while rows > 0 {
                    Self.store(pixel, at: first, count: count)
                    first += width
                    rows &-= 1
                }
            }
            return
        }
        for row in rect.minY..<rect.maxY {
            fillSpan(row: row, from: rect.minX, to: rect.maxX, color)
        }
    }

    /// Blends `color` through a coverage mask whose top-left pixel lands at
    /// (`x`, `y`), limited to `clip` (which must lie inside the buffer).
    /// With `fourAtATime`, four pixels at a time (the same bytes).
    func blend(
        _ mask: TextMask, x: Int, y: Int, _ color: SourceOverColor, clip: PixelRect,
        fourAtATime: Bool = Self.blendsFourAtATime
    ) {
        let area = clip.intersection(PixelRect(x: x, y: y, width: mask.width, height: mask.height))
        guard !area.isEmpty, !color.isInvisible else { return }
        let alpha = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: color.alpha))
        let opaque = color.spreadOpaque
        let (blue, green) = (UInt16(truncatingIfNeeded: opaque), UInt16(truncatingIfNeeded: opaque >> 16))
        let (red, full) = (UInt16(truncatingIfNeeded: opaque >> 32), UInt16(truncatingIfNeeded: opaque >> 48))
        let low = SIMD8<UInt16>(blue, red, blue, red, blue, red, blue, red)
        let high = SIMD8<UInt16>(green, full, green, full, green, full, green, full)
        mask.coverage.withUnsafeBufferPointer { coverage in
            for row in area.minY..<area.maxY {
                let source = coverage.baseAddress! + (row - y) * mask.width - x
                let destination = base + row * width
                var column = area.minX
                while fourAtATime && column + 4 <= area.maxX {
                    let values = UnsafeRawPointer(source + column).loadUnaligned(as: UInt32.self)
                    if values != 0 {
                        Self.blend(low, high, alpha: alpha, coverage: values, at: destination + column)
                    }
                    column += 4
                }
                while column < area.maxX {
                    let value = UInt32(source[column])
                    if value != 0 {
                        destination[column] = color.blend(over: destination[column], coverage: value)
                    }
                    column += 1
                }
            }
        }
    }

    /// Blends an opaque colour over the four pixels at `pixels`, each at
    /// `coverage × alpha / 255` (`coverage`: four bytes, the first pixel's
    /// lowest): ``SourceOverColor/blend(over:coverage:)``'s arithmetic, four
    /// pixels at once, split into low and high bytes as in
    /// ``blend(_:at:count:)`` (`low`, `high`: the colour's blue and red, and
    /// green and alpha 255, in those lanes). A pixel with no coverage keeps
    /// its value (its destination term is `d·255/255 = d`, exactly).
    @inline(__always)
    private static func blend(
        _ low: SIMD8<UInt16>, _ high: SIMD8<UInt16>, alpha: SIMD8<UInt16>, coverage: UInt32,
        at pixels: UnsafeMutablePointer<UInt32>
    ) {
        let (c0, c1) = (UInt16(truncatingIfNeeded: coverage & 0xFF), UInt16(truncatingIfNeeded: coverage >> 8 & 0xFF))
        let (c2, c3) = (UInt16(truncatingIfNeeded: coverage >> 16 & 0xFF), UInt16(truncatingIfNeeded: coverage >> 24))
        let effective = divideBy255(SIMD8<UInt16>(c0, c0, c1, c1, c2, c2, c3, c3) &* alpha)
        let rest = 255 &- effective
        let raw = UnsafeMutableRawPointer(pixels)
        let destination = raw.loadUnaligned(as: SIMD8<UInt16>.self)
        let lows = divideBy255(low &* effective) &+ divideBy255((destination & 0xFF) &* rest)
        let highs = divideBy255(high &* effective) &+ divideBy255((destination &>> 8) &* rest)
        raw.storeBytes(of: lows | highs &<< 8, as: SIMD8<UInt16>.self)
    }
}
