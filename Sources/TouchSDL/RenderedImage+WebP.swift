import CWebP
import Foundation

/// Still WebP files of a rendered image: the frames of a lesson page
/// (`touchlab shoot --html`), which a browser shows one at a time.
extension RenderedImage {
    /// The image as a still WebP, encoded by libwebp in memory.
    ///
    /// Lossless by default: a frame is flat colour and small text, which
    /// lossless WebP keeps exact at a fraction of a PNG's size, and a
    /// learner reads the marks' text on it. `quality` (0 to 100) asks for a
    /// lossy picture instead. Single-threaded, so the bytes depend only on
    /// the pixels (and libwebp's version), and equal images give equal files.
    package func webpData(lossless: Bool = true, quality: Float = 75, method: Int32 = 4) throws -> [UInt8] {
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else {
            throw TouchSDLError.sdlCall(function: "WebPConfigInit", message: "libwebp version mismatch")
        }
        config.lossless = lossless ? 1 : 0
        config.quality = quality
        config.method = method
        config.thread_level = 0
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else {
            throw TouchSDLError.sdlCall(function: "WebPPictureInit", message: "libwebp version mismatch")
        }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        defer { WebPPictureFree(&picture) }
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        // ARGB words in memory are B, G, R, A bytes on a little-endian machine.
        let imported = pixels.withUnsafeBytes { bytes in
            WebPPictureImportBGRA(&picture, bytes.bindMemory(to: UInt8.self).baseAddress, Int32(width * 4))
        }
        guard imported != 0 else {
            throw TouchSDLError.sdlCall(function: "WebPPictureImportBGRA", message: "out of memory")
        }
        try withUnsafeMutablePointer(to: &writer) { writerPointer in
            picture.writer = WebPMemoryWrite
            picture.custom_ptr = UnsafeMutableRawPointer(writerPointer)
            guard WebPEncode(&config, &picture) != 0 else {
                throw TouchSDLError.sdlCall(function: "WebPEncode", message: "error code \(picture.error_code.rawValue)")
            }
        }
        guard let bytes = writer.mem else { throw TouchSDLError.sdlCall(function: "WebPEncode", message: "no output") }
        return Array(UnsafeBufferPointer(start: bytes, count: writer.size))
    }
}
