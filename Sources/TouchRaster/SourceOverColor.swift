import TouchDisplayList

/// A straight-alpha colour prepared for painting over ARGB8888 pixels with
/// source-over blending, in integer arithmetic.
///
/// The blend is SDL's (`SDL_BLENDMODE_BLEND`, SDL_draw.h and SDL_blit_auto.c),
/// so the pixels match what the SDL renderer gave before TouchRaster and
/// pixel tests can name exact values: with `a` the source alpha, each colour
/// channel becomes `s·a/255 + d·(255−a)/255` and the alpha channel
/// `a + d·(255−a)/255`, each quotient truncated. An opaque destination stays
/// opaque.
///
/// The source terms are the same for every pixel of a command, so they are
/// computed once here; per pixel only `d·(255−a)/255` is left, done for two
/// channels at once in the 16-bit lanes of a 32-bit word (SWAR), with the
/// exact identity `x/255 = (x + 1 + (x >> 8)) >> 8` for `x ≤ 255·255`.
/// ``isOpaque`` colours are plain stores and ``isInvisible`` ones are skipped.
package struct SourceOverColor: Hashable, Sendable {
    /// The colour as an `0xAARRGGBB` pixel.
    package let pixel: UInt32
    /// The source alpha, 0…255.
    package let alpha: UInt32
    /// `s·a/255` per channel (and `a` for alpha), spread into 16-bit lanes.
    let sourceTerms: UInt64
    /// The same terms as an `0xAARRGGBB` pixel.
    private let packedSourceTerms: UInt32
    /// The colour with alpha 255, spread into 16-bit lanes: for per-pixel
    /// alphas (text coverage).
    let spreadOpaque: UInt64

    package init(_ color: DrawColor) {
        let opaque = UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue) | 0xFF00_0000
        pixel = UInt32(color.alpha) << 24 | (opaque & 0x00FF_FFFF)
        alpha = UInt32(color.alpha)
        spreadOpaque = Self.spread(opaque)
        sourceTerms = Self.divideBy255(spreadOpaque &* UInt64(color.alpha))
        packedSourceTerms = Self.pack(sourceTerms)
    }

    /// The colour of an `0xAARRGGBB` pixel.
    package static func color(of pixel: UInt32) -> DrawColor {
        DrawColor(
            red: UInt8(truncatingIfNeeded: pixel >> 16), green: UInt8(truncatingIfNeeded: pixel >> 8),
            blue: UInt8(truncatingIfNeeded: pixel), alpha: UInt8(truncatingIfNeeded: pixel >> 24))
    }

    /// Painting is a plain store.
    package var isOpaque: Bool { alpha == 255 }
    /// Painting changes nothing.
    package var isInvisible: Bool { alpha == 0 }

    /// `destination` with this colour blended over it.
    ///
    /// Red and blue, then alpha and green, each pair in the 16-bit lanes of
    /// a 32-bit word (products at most 255·255, so no lane reaches the
    /// next), and the source terms added to the packed pixel: every
    /// channel's sum is at most 255, so no carry crosses a channel. About
    /// half the instructions of spreading the four channels over a 64-bit
    /// word and packing them back; a dashed outline's translucent pieces
    /// are blended a pixel at a time.
    @inline(__always)
    package func blend(over destination: UInt32) -> UInt32 {
        let keep = 255 &- alpha
        let redBlue = Self.divideBy255(pairs: (destination & 0x00FF_00FF) &* keep)
        let alphaGreen = Self.divideBy255(pairs: ((destination >> 8) & 0x00FF_00FF) &* keep)
        return (redBlue | alphaGreen << 8) &+ packedSourceTerms
    }

    /// `destination` with this colour blended over it at `coverage` (0…255)
    /// times its own alpha, as SDL blends a texture with an alpha modulation:
    /// the effective alpha is `coverage·a/255`, truncated.
    @inline(__always)
    package func blend(over destination: UInt32, coverage: UInt32) -> UInt32 {
        let effective = coverage &* alpha / 255
        if effective == 0 { return destination }
        if effective == 255 { return pixel }
        let source = Self.divideBy255(spreadOpaque &* UInt64(effective))
        let kept = Self.divideBy255(Self.spread(destination) &* UInt64(255 &- effective))
        return Self.pack(source &+ kept)
    }

    /// `0xAARRGGBB` → `0x00AA_00RR_00GG_00BB`.
    @inline(__always)
    static func spread(_ pixel: UInt32) -> UInt64 {
        let value = UInt64(pixel)
        return (value & 0xFF) | (value & 0xFF00) << 8 | (value & 0xFF_0000) << 16 | (value & 0xFF00_0000) << 24
    }

    /// The inverse of ``spread(_:)``; every lane must be at most 255.
    @inline(__always)
    static func pack(_ lanes: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: (lanes & 0xFF) | (lanes >> 8) & 0xFF00 | (lanes >> 16) & 0xFF_0000 | (lanes >> 24) & 0xFF00_0000)
    }

    /// Each 16-bit lane of a 32-bit word (at most 255·255) divided by 255,
    /// truncated.
    @inline(__always)
    static func divideBy255(pairs lanes: UInt32) -> UInt32 {
        let lowBytes: UInt32 = 0x00FF_00FF
        return ((lanes &+ 0x0001_0001 &+ ((lanes >> 8) & lowBytes)) >> 8) & lowBytes
    }

    /// Each 16-bit lane (at most 255·255) divided by 255, truncated.
    @inline(__always)
    static func divideBy255(_ lanes: UInt64) -> UInt64 {
        let lowBytes: UInt64 = 0x00FF_00FF_00FF_00FF
        return ((lanes &+ 0x0001_0001_0001_0001 &+ ((lanes >> 8) & lowBytes)) >> 8) & lowBytes
    }
}
