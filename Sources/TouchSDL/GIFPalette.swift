import CGIF
import Synchronization
import TouchPlaygroundUI

/// A GIF frame's palette of at most 256 colours, and each pixel's index in it,
/// keeping the colours that mean something exactly.
///
/// giflib's median cut (`GifQuantizeBuffer`) alone averages each box of
/// similar colours, so the flat greys of the legend's swatches, the canvas and
/// the panels came out tinted (green, brown) next to the PNG of the same frame,
/// and a grey that means "neutral" must not read as the hit-test green. A
/// playground frame is mostly flat colours, so the palette is built in two
/// parts: first every semantic colour of ``PlaygroundStyle/semanticColors``
/// that the frame uses and then the frame's most frequent exact colours, each
/// reserved an entry of its own; then the median cut of the remaining pixels
/// (anti-aliased edges, text) fills the entries left. A pixel of a reserved
/// colour gets that entry; any other the nearest entry (in RGB), so an edge
/// between two greys stays grey. A frame of 256 colours or fewer keeps them all.
///
/// Deterministic: colours are ranked by count, then by value.
struct GIFPalette {
    /// The palette, 0xRRGGBB, at most 256 entries.
    private(set) var colors: [UInt32] = []
    /// Each pixel's index in ``colors``.
    private(set) var indices: [UInt8] = []

    /// How many entries go to the most frequent colours when a frame has
    /// more than 256; the median cut gets the rest.
    static let reservedCount = 192

    /// The semantic colours, kept exactly whenever a frame uses them.
    static let semantic: [UInt32] = PlaygroundStyle.semanticColors.map {
        UInt32($0.color.red) << 16 | UInt32($0.color.green) << 8 | UInt32($0.color.blue)
    }

    /// The palette of `pixels` (0xRRGGBB in the low 24 bits; the top byte is ignored).
    init(pixels: [UInt32]) throws {
        var counts: [UInt32: Int] = [:]
        for pixel in pixels { counts[pixel & 0xFF_FFFF, default: 0] += 1 }
        let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
        var index: [UInt32: UInt8] = [:]
        if ranked.count <= 256 {
            colors = ranked
        } else {
            colors = Self.semantic.filter { counts[$0] != nil }
            for color in ranked where colors.count < Self.reservedCount && !colors.contains(color) {
                colors.append(color)
            }
            let reserved = Set(colors)
            let rest = pixels.lazy.map { $0 & 0xFF_FFFF }.filter { !reserved.contains($0) }
            colors += try Self.medianCut(Array(rest), count: 256 - colors.count)
        }
        for (position, color) in colors.enumerated() where index[color] == nil { index[color] = UInt8(position) }
        indices = pixels.map { pixel in
            let color = pixel & 0xFF_FFFF
            if let found = index[color] { return found }
            let nearest = Self.nearest(color, in: colors)
            index[color] = nearest
            return nearest
        }
    }

    /// giflib's median cut sorts with `qsort` through a file-level `static`
    /// (the axis being sorted), so two frames quantised at once on two threads
    /// sort by each other's axis and the palette changes from run to run.
    /// One lock for the process keeps every call alone.
    private static let quantizerLock = Mutex<Void>(())

    /// giflib's median cut of `pixels` into at most `count` colours.
    private static func medianCut(_ pixels: [UInt32], count: Int) throws -> [UInt32] {
        guard !pixels.isEmpty, count > 0 else { return [] }
        var red = pixels.map { UInt8(truncatingIfNeeded: $0 >> 16) }
        var green = pixels.map { UInt8(truncatingIfNeeded: $0 >> 8) }
        var blue = pixels.map { UInt8(truncatingIfNeeded: $0) }
        var indices = [UInt8](repeating: 0, count: pixels.count)
        var map = [GifColorType](repeating: GifColorType(), count: 256)
        var size = Int32(count)
        let status = quantizerLock.withLock { _ in
            GifQuantizeBuffer(UInt32(pixels.count), 1, &size, &red, &green, &blue, &indices, &map)
        }
        guard status == GIF_OK else {
            throw TouchSDLError.sdlCall(function: "GifQuantizeBuffer", message: "could not quantise a frame")
        }
        return map.prefix(Int(size)).map { UInt32($0.Red) << 16 | UInt32($0.Green) << 8 | UInt32($0.Blue) }
    }

    /// The index of the entry of `palette` nearest `color` (squared RGB distance; the first on a tie).
    private static func nearest(_ color: UInt32, in palette: [UInt32]) -> UInt8 {
        func channels(_ value: UInt32) -> (Int, Int, Int) {
            (Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF))
        }
        let (r, g, b) = channels(color)
        var best = 0, bestDistance = Int.max
        for (position, entry) in palette.enumerated() {
            let (er, eg, eb) = channels(entry)
            let distance = (r - er) * (r - er) + (g - eg) * (g - eg) + (b - eb) * (b - eb)
            if distance < bestDistance { (best, bestDistance) = (position, distance) }
        }
        return UInt8(best)
    }
}
