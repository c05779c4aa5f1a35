import CGIF
import CWebP
import Foundation

/// Rendered frames with how long each shows, encoded as they come as an
/// animated GIF (by giflib) and an animated WebP (by libwebp's
/// `WebPAnimEncoder`): the moving pictures of `touchlab shoot --animate`.
///
/// Frames stream into both encoders one by one: only the frame
/// being shown (whose length is still growing) and the one before it (for the
/// GIF's changed rectangle) are kept uncompressed, so memory does not grow
/// with the script; the encoded bytes do, and ``maximumBytes`` bounds them.
///
/// Frames equal to the one before are merged into it (their times added), so a
/// still stretch of a script costs one frame. The encoders are the system
/// libraries; the bytes depend only on the frames: the GIF's colours are
/// chosen per frame by ``GIFPalette`` (the semantic and most frequent colours
/// kept exactly, giflib's deterministic median cut for the rest), and the WebP
/// is lossless and single-threaded.
/// Both loop forever, as a slide's animation should.
package final class RenderedAnimation {
    /// Why encoding stopped: the encoded bytes passed ``maximumBytes``.
    package struct TooLarge: Error, Sendable {
        /// The frames encoded when the limit was passed.
        package var frames: Int
        /// The bytes of the larger of the two files at that moment.
        package var bytes: Int
    }

    /// The most bytes either encoded file may reach.
    package let maximumBytes: Int
    /// How many distinct frames were given (merged repeats not counted).
    package private(set) var frameCount = 0
    /// When the last frame ends, in milliseconds.
    package private(set) var duration = 0

    private let width: Int
    private let height: Int
    /// The frame shown now, its start; its end is ``duration``.
    private var pending: (image: RenderedImage, start: Int)?
    /// The last frame given to the encoders, for the GIF's changed rectangle.
    private var previous: RenderedImage?
    private let sink = ByteSink()
    private var gif: UnsafeMutablePointer<GifFileType>?
    private var webp: OpaquePointer?
    private var config = WebPConfig()

    /// Opens both encoders for frames of `width` × `height` pixels.
    package init(width: Int, height: Int, maximumBytes: Int = .max) throws {
        self.width = width
        self.height = height
        self.maximumBytes = maximumBytes
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
        self.gif = gif
        EGifSetGifVersion(gif, true)
        guard EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil) == GIF_OK else {
            throw Self.gifError("EGifPutScreenDesc", gif.pointee.Error)
        }
        try putLoopForever(gif)

        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else {
            throw TouchSDLError.sdlCall(function: "WebPAnimEncoderOptionsInit", message: "libwebp version mismatch")
        }
        options.anim_params.loop_count = 0
        options.allow_mixed = 0
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw TouchSDLError.sdlCall(function: "WebPAnimEncoderNew", message: "cannot make the encoder")
        }
        webp = encoder
        guard WebPConfigInit(&config) != 0 else {
            throw TouchSDLError.sdlCall(function: "WebPConfigInit", message: "libwebp version mismatch")
        }
        config.lossless = 1
        config.method = 1
        config.quality = 50
        config.thread_level = 0
    }

    deinit {
        if let gif {
            var error: Int32 = 0
            EGifCloseFile(gif, &error)
        }
        if let webp { WebPAnimEncoderDelete(webp) }
    }

    /// Adds `image`, shown for `milliseconds`; an image equal to the frame
    /// shown now lengthens that frame instead. The frame before goes to the
    /// encoders now that its length is known; throws ``TooLarge`` when the
    /// encoded bytes pass ``maximumBytes``.
    package func append(_ image: RenderedImage, milliseconds: Int) throws {
        precondition(image.width == width && image.height == height, "every frame must have the first frame's size")
        if let pending, pending.image == image {
            duration += milliseconds
            return
        }
        try flush()
        pending = (image, duration)
        frameCount += 1
        duration += milliseconds
    }

    /// Gives the frame shown now to both encoders.
    private func flush() throws {
        guard let (image, start) = pending, let gif, let webp else { return }
        let rect = previous.map { Self.changedRect($0, image) ?? (0, 0, 1, 1) } ?? (0, 0, width, height)
        let delay = (duration + 5) / 10 - (start + 5) / 10
        try Self.putFrame(image, rect: rect, delay: max(delay, 1), into: gif)

        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else {
            throw TouchSDLError.sdlCall(function: "WebPPictureInit", message: "libwebp version mismatch")
        }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        defer { WebPPictureFree(&picture) }
        // ARGB words in memory are B, G, R, A bytes on a little-endian machine.
        let imported = image.pixels.withUnsafeBytes { bytes in
            WebPPictureImportBGRA(&picture, bytes.bindMemory(to: UInt8.self).baseAddress, Int32(width * 4))
        }
        guard imported != 0, WebPAnimEncoderAdd(webp, &picture, Int32(start), &config) != 0 else {
            throw TouchSDLError.sdlCall(function: "WebPAnimEncoderAdd", message: Self.webpError(webp))
        }
        previous = image
        pending = nil
        // The GIF is the larger file (its palettes and changed rectangles
        // against lossless WebP's), so its bytes so far stand for both.
        if sink.bytes.count > maximumBytes { throw TooLarge(frames: frameCount, bytes: sink.bytes.count) }
    }

    /// Ends both files; the GIF's and the WebP's bytes. The encoder takes no
    /// more frames.
    package func finish() throws -> (gif: [UInt8], webp: [UInt8]) {
        guard pending != nil else { throw TouchSDLError.sdlCall(function: "finish", message: "no frames") }
        try flush()
        guard let gif, let webp else { throw TouchSDLError.sdlCall(function: "finish", message: "already finished") }
        self.gif = nil
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw Self.gifError("EGifCloseFile", error) }
        guard WebPAnimEncoderAdd(webp, nil, Int32(duration), nil) != 0 else {
            throw TouchSDLError.sdlCall(function: "WebPAnimEncoderAdd", message: Self.webpError(webp))
        }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(webp, &data) != 0, let bytes = data.bytes else {
            throw TouchSDLError.sdlCall(function: "WebPAnimEncoderAssemble", message: Self.webpError(webp))
        }
        defer { WebPDataClear(&data) }
        let webpData = Array(UnsafeBufferPointer(start: bytes, count: data.size))
        if max(sink.bytes.count, webpData.count) > maximumBytes {
            throw TooLarge(frames: frameCount, bytes: max(sink.bytes.count, webpData.count))
        }
        return (sink.bytes, webpData)
    }

    /// The bytes the GIF spends on `image` shown after `previous`: its
    /// changed rectangle's palette, control block and LZW codes, exactly as
    /// ``append(_:milliseconds:)`` would write them; the whole image when
    /// `previous` is `nil`, and 0 when the two are equal (they merge). What
    /// `shoot --animate` measures on a sample of its frames to estimate the
    /// file before drawing the rest.
    package static func gifBytes(of image: RenderedImage, after previous: RenderedImage?) throws -> Int {
        let rect: (x: Int, y: Int, width: Int, height: Int)
        if let previous {
            precondition(previous.width == image.width && previous.height == image.height, "both frames must have one size")
            guard let changed = changedRect(previous, image) else { return 0 }
            rect = changed
        } else {
            rect = (0, 0, image.width, image.height)
        }
        let sink = ByteSink()
        var error: Int32 = 0
        let output: OutputFunc = { gif, bytes, count in
            guard let gif, count > 0 else { return 0 }
            Unmanaged<ByteSink>.fromOpaque(gif.pointee.UserData).takeUnretainedValue().count += Int(count)
            return count
        }
        guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), output, &error) else {
            throw gifError("EGifOpen", error)
        }
        defer { EGifCloseFile(gif, &error) }
        EGifSetGifVersion(gif, true)
        guard EGifPutScreenDesc(gif, Int32(image.width), Int32(image.height), 8, 0, nil) == GIF_OK else {
            throw gifError("EGifPutScreenDesc", gif.pointee.Error)
        }
        let header = sink.count
        try putFrame(image, rect: rect, delay: 4, into: gif)
        return sink.count - header
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
    private static func putFrame(
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

    private static func webpError(_ encoder: OpaquePointer) -> String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
    }

    /// Where giflib's output function puts the bytes.
    private final class ByteSink {
        var bytes: [UInt8] = []
        /// Bytes counted without being kept (``gifBytes(of:after:)``).
        var count = 0
    }
}
