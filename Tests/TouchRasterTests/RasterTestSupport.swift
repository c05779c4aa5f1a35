import Foundation
import TouchDisplayList
import TouchRaster

/// Renders a list built by `build` on a fresh canvas.
func render(
    width: CGFloat = 60, height: CGFloat = 40, background: DrawColor = .white, scale: CGFloat = 1,
    text: (any TextMaskSource)? = nil, _ build: (inout DrawList) -> Void
) throws -> RasterCanvas {
    var list = DrawList(size: CGSize(width: width, height: height), background: background)
    build(&list)
    let canvas = RasterCanvas(textSource: text)
    try canvas.render(list, scale: scale)
    return canvas
}

/// `0xAARRGGBB` of a colour.
func argb(_ color: DrawColor) -> UInt32 {
    UInt32(color.alpha) << 24 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
}

extension RasterCanvas {
    func pixel(x: Int, y: Int) -> DrawColor {
        let value = pixels[y * width + x]
        return DrawColor(
            red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
            blue: UInt8(truncatingIfNeeded: value), alpha: UInt8(truncatingIfNeeded: value >> 24))
    }

    /// The pixels equal to `color`, as (x, y) pairs in row order.
    func pixels(equalTo color: DrawColor) -> [(Int, Int)] {
        let wanted = argb(color)
        return pixels.indices.filter { pixels[$0] == wanted }.map { ($0 % width, $0 / width) }
    }

    /// One string per row of `rows`, `#` where the pixel is `color`.
    func picture(of color: DrawColor, rows: Range<Int>, columns: Range<Int>) -> [String] {
        rows.map { y in String(columns.map { pixel(x: $0, y: y) == color ? "#" : "." }) }
    }
}

/// A text source whose masks are solid blocks: `width` = 3 px per character,
/// `height` = the pixel size, coverage 255 except a 128 column at the left.
/// It records every request.
final class BlockTextSource: TextMaskSource {
    var requests: [(text: String, pixelSize: Int, maxWidth: Int?)] = []
    var framesEnded = 0

    func mask(for text: String, pixelSize: Int, maxWidth: Int?) throws -> TextMask? {
        requests.append((text, pixelSize, maxWidth))
        var width = 3 * text.count
        if let maxWidth { width = min(width, maxWidth) }
        guard width > 0 else { return nil }
        var coverage = [UInt8](repeating: 255, count: width * pixelSize)
        for row in 0..<pixelSize { coverage[row * width] = 128 }
        return TextMask(width: width, height: pixelSize, coverage: coverage)
    }

    func frameDidEnd() {
        framesEnded += 1
    }
}
