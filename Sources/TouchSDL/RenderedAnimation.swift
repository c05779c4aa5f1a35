import CGIF
import CWebP
import Foundation

/// Rendered frames with how long each shows, encoded as an animated GIF (by
/// giflib) or an animated WebP (by libwebp's `WebPAnimEncoder`): the moving
/// pictures of `touchlab shoot --animate`.
///
/// Frames equal to the one before are merged into it (their times added), so a
/// still stretch of a script costs one frame. The encoders are the system
/// libraries; the bytes depend only on the frames: the GIF's colours are
/// chosen per frame by ``GIFPalette`` (the semantic and most frequent colours
/// kept exactly, giflib's deterministic median cut for the rest), and the WebP
/// is lossless and single-threaded.
/// Both loop forever, as a slide's animation should.
public struct RenderedAnimation: Sendable {
    /// The frames, none equal to the one before.
    public private(set) var frames: [RenderedImage] = []
    /// When each frame starts, in milliseconds from the first.
    public private(set) var starts: [Int] = []
    /// When the last frame ends, in milliseconds.
    public private(set) var duration = 0

    public init() {}

    /// Adds `image`, shown for `milliseconds`; an image equal to the last
    /// frame lengthens that frame instead.
    public mutating func append(_ image: RenderedImage, milliseconds: Int) {
        if let last = frames.last, last == image {
            duration += milliseconds
            return
        }
        if let first = frames.first {
            precondition(first.width == image.width && first.height == image.height, "every frame must have the first frame's size")
        }
        frames.append(image)
        starts.append(duration)
        duration += milliseconds
    }

    /// When frame `index` ends, in milliseconds.
    func end(of index: Int) -> Int {
        index + 1 < starts.count ? starts[index + 1] : duration
    }

    // MARK: GIF

    /// The animation as GIF89a bytes.
    ///
    /// Each frame after the first stores only the rectangle where it differs
    /// from the frame before (the rest is left in place: disposal "do not
    /// dispose"), with its own palette of up to 256 colours (``GIFPalette``). GIF counts time in hundredths of a second, so each
    /// frame's delay is its end minus its start, both rounded, and the rounding
    /// never adds up.
    public func gifData() throws -> [UInt8] {
        guard let first = frames.first else { throw TouchSDLError.sdlCall(function: "gifData", message: "no frames") }
        let sink = ByteSink()
        var error: Int32 = 0
        let output: OutputFunc = { gif, bytes, count in
            guard let gif, let bytes, count > 0 else { return 0 }
            let sink = Unmanaged<ByteSink>.fromOpaque(gif.pointee.UserData).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
            return count
        }
        guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), output, &error) else {
            throw Self.gifError("EGifOpen", error)
        }
        var closed = false
        defer { if !closed { EGifCloseFile(gif, &error) } }
        EGifSetGifVersion(gif, true)
        guard EGifPutScreenDesc(gif, Int32(first.width), Int32(first.height), 8, 0, nil) == GIF_OK else {
            throw Self.gifError("EGifPutScreenDesc", gif.pointee.Error)
        }
        try putLoopForever(gif)
        for index in frames.indices {
            let rect = index == 0 ? (0, 0, first.width, first.height) : Self.changedRect(frames[index - 1], frames[index])
            let delay = (end(of: index) + 5) / 10 - (starts[index] + 5) / 10
            try putFrame(frames[index], rect: rect ?? (0, 0, 1, 1), delay: max(delay, 1), into: gif)
        }
        closed = true
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw Self.gifError("EGifCloseFile", error) }
        return withExtendedLifetime(sink) { sink.bytes }
    }

    /// The NETSCAPE2.0 extension: loop forever.
    private func putLoopForever(_ gif: UnsafeMutablePointer<GifFileType>) throws {
        var application = Array("NETSCAPE2.0".utf8)
        var loop: [UInt8] = [1, 0, 0]
        guard EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
            EGifPutExtensionBlock(gif, 11, &application) == GIF_OK,
            EGifPutExtensionBlock(gif, 3, &loop) == GIF_OK,
            EGifPutExtensionTrailer(gif) == GIF_OK
        else { throw Self.gifError("EGifPutExtension (loop)", gif.pointee.Error) }
    }

    /// One frame: the part `rect` (x, y, width, height) of `image`, shown for
    /// `delay` hundredths of a second.
    private func putFrame(
        _ image: RenderedImage, rect: (x: Int, y: Int, width: Int, height: Int), delay: Int,
        into gif: UnsafeMutablePointer<GifFileType>
    ) throws {
        let count = rect.width * rect.height
        var pixels = [UInt32](repeating: 0, count: count)
        for row in 0..<rect.height {
            let source = (rect.y + row) * image.width + rect.x
            for column in 0..<rect.width {
                pixels[row * rect.width + column] = image.pixels[source + column]
            }
        }
        let palette = try GIFPalette(pixels: pixels)
        var indices = palette.indices
        var colors = [GifColorType](repeating: GifColorType(), count: 256)
        for (position, color) in palette.colors.enumerated() {
            colors[position] = GifColorType(
                Red: UInt8(truncatingIfNeeded: color >> 16), Green: UInt8(truncatingIfNeeded: color >> 8),
                Blue: UInt8(truncatingIfNeeded: color))
        }
        guard let map = GifMakeMapObject(256, colors) else { throw Self.gifError("GifMakeMapObject", D_GIF_ERR_NOT_ENOUGH_MEM) }
        defer { GifFreeMapObject(map) }
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(min(delay, 65_535)),
            TransparentColor: NO_TRANSPARENT_COLOR)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        guard EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes) == GIF_OK,
            EGifPutImageDesc(gif, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, map) == GIF_OK,
            EGifPutLine(gif, &indices, Int32(count)) == GIF_OK
        else { throw Self.gifError("EGifPutImageDesc/EGifPutLine", gif.pointee.Error) }
    }

    /// The smallest rectangle holding every pixel where `new` differs from
    /// `old`; `nil` when none does.
    static func changedRect(_ old: RenderedImage, _ new: RenderedImage) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        old.pixels.withUnsafeBufferPointer { a in
            new.pixels.withUnsafeBufferPointer { b in
                for y in 0..<new.height {
                    let row = y * new.width
                    for x in 0..<new.width where a[row + x] != b[row + x] {
                        minX = min(minX, x)
                        maxX = max(maxX, x)
                        minY = min(minY, y)
                        maxY = max(maxY, y)
                    }
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    private static func gifError(_ function: String, _ code: Int32) -> TouchSDLError {
        let reason = GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
        return .sdlCall(function: function, message: reason)
    }

    // MARK: WebP

    /// The animation as animated WebP bytes, lossless, each frame shown for
    /// its own milliseconds.
    public func webpData() throws -> [UInt8] {
        guard let first = frames.first else { throw TouchSDLError.sdlCall(function: "webpData", message: "no frames") }
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else {
            throw TouchSDLError.sdlCall(function: "WebPAnimEncoderOptionsInit", message: "libwebp version mismatch")
        }
        options.anim_params.loop_count = 0
        options.allow_mixed = 0
        guard let encoder = WebPAnimEncoderNew(Int32(first.width), Int32(first.height), &options) else {
            throw TouchSDLError.sdlCall(function: "WebPAnimEncoderNew", message: "cannot make the encoder")
        }
        defer { WebPAnimEncoderDelete(encoder) }
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else {
            throw TouchSDLError.sdlCall(function: "WebPConfigInit", message: "libwebp version mismatch")
        }
        config.lossless = 1
        config.method = 1
        config.quality = 50
        config.thread_level = 0
        for index in frames.indices {
            var picture = WebPPicture()
            guard WebPPictureInit(&picture) != 0 else {
                throw TouchSDLError.sdlCall(function: "WebPPictureInit", message: "libwebp version mismatch")
            }
            picture.use_argb = 1
            picture.width = Int32(first.width)
            picture.height = Int32(first.height)
            defer { WebPPictureFree(&picture) }
            // ARGB words in memory are B, G, R, A bytes on a little-endian machine.
            let imported = frames[index].pixels.withUnsafeBytes { bytes in
                WebPPictureImportBGRA(&picture, bytes.bindMemory(to: UInt8.self).baseAddress, Int32(first.width * 4))
            }
            guard imported != 0, WebPAnimEncoderAdd(encoder, &picture, Int32(starts[index]), &config) != 0 else {
                throw TouchSDLError.sdlCall(function: "WebPAnimEncoderAdd", message: Self.webpError(encoder))
            }
        }
        guard WebPAnimEncoderAdd(encoder, nil, Int32(duration), nil) != 0 else {
            throw TouchSDLError.sdlCall(function: "WebPAnimEncoderAdd", message: Self.webpError(encoder))
        }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw TouchSDLError.sdlCall(function: "WebPAnimEncoderAssemble", message: Self.webpError(encoder))
        }
        defer { WebPDataClear(&data) }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }

    private static func webpError(_ encoder: OpaquePointer) -> String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
    }

    /// Where giflib's output function puts the bytes.
    private final class ByteSink {
        var bytes: [UInt8] = []
    }
}
