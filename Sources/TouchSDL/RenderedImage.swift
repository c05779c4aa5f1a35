import CSDL2
import CSDL2Image
import Foundation
import TouchDisplayList

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pixels of a rendered frame, as a plain value: width × height ARGB8888
/// words, row by row from the top left.
///
/// A value rather than an `SDL_Surface`, so tests compare pixels with `==` and
/// no SDL object outlives the render that made it.
package struct RenderedImage: Hashable, Sendable {
    package let width: Int
    package let height: Int
    /// `0xAARRGGBB` per pixel, `width × height` of them.
    package let pixels: [UInt32]

    package init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(
            width > 0 && height > 0 && pixels.count == width * height,
            "RenderedImage needs width × height pixels, got \(pixels.count) for \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Copies an ARGB8888 surface (as `SDL_CreateRGBSurfaceWithFormat` makes
    /// them), row by row because a surface's rows may be padded (`pitch`).
    init(argbSurface surface: UnsafeMutablePointer<SDL_Surface>) throws {
        guard surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue else {
            throw TouchSDLError.sdlCall(function: "RenderedImage(argbSurface:)", message: "surface is not ARGB8888")
        }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard SDL_LockSurface(surface) == 0 else { throw TouchSDLError.lastSDLError("SDL_LockSurface") }
        defer { SDL_UnlockSurface(surface) }
        let base = UnsafeRawPointer(surface.pointee.pixels!)
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for row in 0..<height {
            let rowStart = base.advanced(by: row * pitch).assumingMemoryBound(to: UInt32.self)
            pixels.append(contentsOf: UnsafeBufferPointer(start: rowStart, count: width))
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Loads a PNG (or any format SDL_image reads), e.g. a golden screenshot.
    package init(contentsOfPNG path: String) throws {
        guard let loaded = IMG_Load(path) else { throw TouchSDLError.lastSDLError("IMG_Load(\(path))") }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw TouchSDLError.lastSDLError("SDL_ConvertSurfaceFormat")
        }
        defer { SDL_FreeSurface(converted) }
        try self.init(argbSurface: converted)
    }

    /// The colour at column `x`, row `y` (0-based from the top left).
    package func pixel(x: Int, y: Int) -> DrawColor {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(width)×\(height)")
        let argb = pixels[y * width + x]
        return DrawColor(
            red: UInt8(truncatingIfNeeded: argb >> 16), green: UInt8(truncatingIfNeeded: argb >> 8),
            blue: UInt8(truncatingIfNeeded: argb), alpha: UInt8(truncatingIfNeeded: argb >> 24))
    }

    /// How many pixels differ from `other` by more than `tolerance` in any
    /// channel; every pixel counts when the sizes differ. Golden screenshots
    /// compare with a small tolerance because text antialiasing shifts by ±1
    /// between SDL/FreeType builds (notes §5; SDL's testautomation_render.c).
    package func countOfPixelsDiffering(from other: RenderedImage, tolerance: UInt8 = 0) -> Int {
        guard width == other.width, height == other.height else { return max(pixels.count, other.pixels.count) }
        var count = 0
        for (a, b) in zip(pixels, other.pixels) where a != b {
            for shift in stride(from: 0, through: 24, by: 8) {
                let ca = Int((a >> UInt32(shift)) & 0xFF), cb = Int((b >> UInt32(shift)) & 0xFF)
                if abs(ca - cb) > Int(tolerance) {
                    count += 1
                    break
                }
            }
        }
        return count
    }
}
