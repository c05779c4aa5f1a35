import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads scene files without trusting what is at their path.
///
/// A path may name a named pipe (FIFO) that nobody writes to, a device that
/// never ends, a socket, or a file of hundreds of megabytes. Opening a FIFO for
/// reading blocks until a writer comes, and reading it blocks until the writer
/// writes, so `check`, `trace` and the window's reload would hang. The file is
/// therefore opened without blocking (`O_NONBLOCK`), asked what it is
/// (`fstat`) before a byte is read, refused unless it is a regular file, and
/// read only up to a limit.
///
/// Other text inputs given by path (the probe files of `touchlab bench`) are read
/// the same way, with their own ``Kind`` naming them in the errors.
package enum SceneFile {
    /// What a file is called in the errors, so a refused probe file is not told it
    /// is no scene file.
    package struct Kind: Hashable, Sendable {
        /// "scene file".
        package var noun: String
        /// What to save to a regular file: "the scene".
        package var content: String
        /// What to give the path of instead: "a .yaml scene file".
        package var expected: String

        package init(noun: String, content: String, expected: String) {
            self.noun = noun
            self.content = content
            self.expected = expected
        }

        package static let scene = Kind(noun: "scene file", content: "the scene", expected: "a .yaml scene file")
    }

    /// The bytes of the regular file at `path`, at most `limit + 1` of them
    /// (one more than the caller accepts, so it can tell a file that is too
    /// large); a ``SceneError`` at line 0 saying what is wrong otherwise.
    package static func contents(atPath path: String, limit: Int, kind: Kind = .scene) throws(SceneError) -> [UInt8] {
        let descriptor = try openRegularFile(path, kind: kind)
        defer { close(descriptor) }
        return try readBytes(descriptor, path: path, upTo: limit + 1, expected: fileSize(descriptor))
    }

    /// The size `fstat` reports, to size the read buffer by the file rather than
    /// by the limit (a generous limit must not allocate its whole size).
    private static func fileSize(_ descriptor: Int32) -> Int {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return 0 }
        return Int(info.st_size)
    }

    /// The first `count` bytes of the regular file at `path`, or `nil` when it
    /// cannot be opened or is not a regular file. For headers: the library
    /// list reads a scene's description from its first lines only.
    static func prefix(atPath path: String, count: Int) -> [UInt8]? {
        guard let descriptor = try? openRegularFile(path, kind: .scene) else { return nil }
        defer { close(descriptor) }
        return try? readBytes(descriptor, path: path, upTo: count)
    }

    /// Whether `path` itself is a symbolic link.
    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Whether `path` is a regular file (following symbolic links), asked
    /// without opening it.
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Opens `path` for reading without blocking and checks that it is a
    /// regular file.
    private static func openRegularFile(_ path: String, kind file: Kind) throws(SceneError) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ENOENT: throw failure(path, isLink(path) ? "a symbolic link to a file that does not exist" : "no such file")
            case ENXIO: throw failure(path, "this is a socket or a device with nothing behind it, not a \(file.noun)")
            default: throw failure(path, "the file cannot be opened for reading: \(reason(code))")
            }
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw failure(path, "the file cannot be read: \(reason(code))")
        }
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return descriptor
        case S_IFDIR: kind = "this is a folder; give the path of \(file.expected)"
        case S_IFIFO:
            kind = "this is a named pipe (FIFO), not a \(file.noun); save \(file.content) to a regular file and give its path"
        case S_IFCHR, S_IFBLK: kind = "this is a device, not a \(file.noun); give the path of \(file.expected)"
        case S_IFSOCK: kind = "this is a socket, not a \(file.noun); give the path of \(file.expected)"
        default: kind = "this is not a regular file; give the path of \(file.expected)"
        }
        close(descriptor)
        throw failure(path, kind)
    }

    /// Up to `count` bytes from `descriptor`, retrying interrupted reads. The buffer
    /// starts at the `expected` size (plus one, to see the end) and grows while the
    /// file keeps giving bytes, so a file that grows while read is read as before.
    private static func readBytes(
        _ descriptor: Int32, path: String, upTo count: Int, expected: Int? = nil
    ) throws(SceneError) -> [UInt8] {
        let count = max(0, count)
        var bytes = [UInt8](repeating: 0, count: min(count, max(4_096, (expected ?? count) + 1)))
        var filled = 0
        while filled < count {
            if filled == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: min(count, bytes.count * 2) - bytes.count))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, min(buffer.count - filled, 1 << 20))
            }
            if got > 0 {
                filled += got
            } else if got == 0 {
                break
            } else if errno != EINTR {
                throw failure(path, "the file cannot be read: \(reason(errno))")
            }
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    private static func failure(_ path: String, _ message: String) -> SceneError {
        SceneError(file: path, line: 0, column: 0, message: message)
    }

    /// The system's words for an `errno` value ("Permission denied").
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
