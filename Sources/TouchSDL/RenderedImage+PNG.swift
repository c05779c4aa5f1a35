import CSDL2
import CSDL2Image
import Foundation
import TouchCore

/// PNG files of a rendered image.
extension RenderedImage {
    /// The image as PNG bytes, encoded by SDL_image into memory.
    ///
    /// Encoding into memory rather than straight into a file keeps every
    /// write to the disk in ``AtomicFileWriter``, which checks each one: a
    /// PNG written by `IMG_SavePNG` to a full disk was cut short without an
    /// error. The output depends only on the pixels (libpng writes no time
    /// stamp), so equal images give equal bytes.
    ///
    /// Consuming: the pixels are turned into the byte order PNG stores
    /// (R, G, B, A) in place, so SDL_image encodes them without converting
    /// them into a second surface first; a storyboard sheet's pixels are 172 MB.
    package consuming func pngData() throws -> [UInt8] {
        let sink = PNGSink()
        guard let stream = SDL_AllocRW() else { throw TouchSDLError.lastSDLError("SDL_AllocRW") }
        defer { SDL_FreeRW(stream) }
        stream.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(sink).toOpaque()
        stream.pointee.size = { stream in Int64(PNGSink.of(stream).bytes.count) }
        stream.pointee.seek = { stream, offset, whence in
            // Only "where are you" (a tell) is answered; an encoder that seeks
            // back would fail loudly rather than write a broken file.
            whence == RW_SEEK_CUR && offset == 0 ? Int64(PNGSink.of(stream).bytes.count) : -1
        }
        stream.pointee.read = { _, _, _, _ in 0 }
        stream.pointee.write = { stream, pointer, size, count in
            guard let pointer, size > 0, count > 0 else { return 0 }
            PNGSink.of(stream).bytes.append(contentsOf: UnsafeRawBufferPointer(start: pointer, count: size * count))
            return count
        }
        stream.pointee.close = { _ in 0 }
        let width = self.width, height = self.height
        // Moved out of the image, so the only reference: turned around in place.
        var rgba = (consume self).pixels
        let saved: Int32 = try rgba.withUnsafeMutableBufferPointer { words in
            // 0xAARRGGBB to 0xAABBGGRR: little-endian bytes R, G, B, A.
            for index in words.indices {
                let pixel = words[index]
                words[index] = pixel & 0xFF00_FF00 | (pixel >> 16) & 0xFF | (pixel & 0xFF) << 16
            }
            let buffer = UnsafeMutableRawBufferPointer(words)
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    buffer.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4), SDL_PIXELFORMAT_ABGR8888.rawValue)
            else { throw TouchSDLError.lastSDLError("SDL_CreateRGBSurfaceWithFormatFrom") }
            defer { SDL_FreeSurface(surface) }
            return IMG_SavePNG_RW(surface, stream, 0)
        }
        guard saved == 0, !sink.bytes.isEmpty else { throw TouchSDLError.lastSDLError("IMG_SavePNG_RW") }
        return withExtendedLifetime(sink) { sink.bytes }
    }

    /// Writes the image as a PNG at `path`, atomically (``AtomicFileWriter``):
    /// a reader (a test, a web page, an image viewer) never sees half a file,
    /// and a failed write keeps the old file.
    ///
    /// Throws ``TouchSDLError/cannotWrite(path:reason:)`` when the folder is
    /// missing or is not a folder, or with the system's reason when a write
    /// fails (a full or read-only disk, a name too long, `path` a folder); no
    /// temporary file is left behind.
    package func writePNG(to path: String, using writer: AtomicFileWriter = AtomicFileWriter()) throws {
        let folder = PathText.parent(of: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw TouchSDLError.cannotWrite(path: path, reason: "the folder \(folder) does not exist")
        }
        guard isDirectory.boolValue else {
            throw TouchSDLError.cannotWrite(path: path, reason: "\(folder) is not a folder")
        }
        try writer.write(pngData(), to: path)
    }
}

/// Where ``RenderedImage/pngData()``'s stream puts the bytes SDL_image writes.
private final class PNGSink {
    var bytes: [UInt8] = []

    static func of(_ stream: UnsafeMutablePointer<SDL_RWops>?) -> PNGSink {
        Unmanaged<PNGSink>.fromOpaque(stream!.pointee.hidden.unknown.data1).takeUnretainedValue()
    }
}
