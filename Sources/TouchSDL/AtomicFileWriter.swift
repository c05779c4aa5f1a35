import Foundation
import TouchCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a whole file so that a reader sees the old file or the complete new
/// one, never a part, and a failure keeps the old file and says why.
///
/// Screenshots go to real disks, which fill up, turn read-only, or refuse a
/// name. Each step is checked:
///
/// 1. a temporary file is created in the destination's folder (so the final
///    rename stays on one file system), with `O_CREAT | O_EXCL | O_NOFOLLOW`:
///    nothing already there, a planted symbolic link included, is reused;
/// 2. every byte is written, a short write continued and a failed one (a full
///    disk) reported;
/// 3. `fsync` puts the bytes on the disk (some file systems report a full
///    disk only here);
/// 4. `close` is checked (network file systems report write errors there);
/// 5. `rename(2)` replaces the destination in one step; a symbolic link at
///    the destination is replaced, not followed, so the file it points to is
///    untouched;
/// 6. the folder is synced so the rename survives a crash (best effort: some
///    file systems cannot sync a folder).
///
/// When any step fails the temporary file is removed, the destination keeps
/// its old contents, and ``TouchSDLError/cannotWrite(path:reason:)`` names
/// the destination and the system's reason (`strerror`: "No space left on
/// device", "Read-only file system", "File name too long").
package struct AtomicFileWriter: Sendable {
    /// The system calls the writer makes. Each returns what its POSIX
    /// namesake returns and sets `errno` the same way, so tests can replace
    /// one with a call that fails as a full or read-only disk would.
    package struct System: Sendable {
        package var open: @Sendable (_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32
        package var write: @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int
        package var fsync: @Sendable (_ descriptor: Int32) -> Int32
        package var close: @Sendable (_ descriptor: Int32) -> Int32
        package var rename: @Sendable (_ from: String, _ to: String) -> Int32
        package var unlink: @Sendable (_ path: String) -> Int32

        package init(
            open: @escaping @Sendable (String, Int32, mode_t) -> Int32,
            write: @escaping @Sendable (Int32, UnsafeRawBufferPointer) -> Int,
            fsync: @escaping @Sendable (Int32) -> Int32,
            close: @escaping @Sendable (Int32) -> Int32,
            rename: @escaping @Sendable (String, String) -> Int32,
            unlink: @escaping @Sendable (String) -> Int32
        ) {
            self.open = open
            self.write = write
            self.fsync = fsync
            self.close = close
            self.rename = rename
            self.unlink = unlink
        }

        /// The real system calls.
        package static let posix = System(
            open: posixOpen, write: posixWrite, fsync: posixFsync, close: posixClose, rename: posixRename, unlink: posixUnlink)
    }

    package var system: System

    package init(system: System = .posix) {
        self.system = system
    }

    /// Writes `bytes` to `path` atomically (see the type's steps); throws
    /// ``TouchSDLError/cannotWrite(path:reason:)`` with the system's reason.
    ///
    /// With `keepingModeAndOwner`, a file already at `path` passes its
    /// permission bits and, where the system allows, its owner and group to
    /// the new file before the rename: a scene file the user keeps `0600`
    /// stays `0600` when a recording is added to it. An owner
    /// that cannot be given (another user's file, not running as root) stays
    /// the writer's; the mode always follows.
    package func write(_ bytes: [UInt8], to path: String, keepingModeAndOwner: Bool = false) throws(TouchSDLError) {
        // A device, folder, pipe or socket at the destination is not a file
        // to replace: renaming over /dev/zero as root would remove the
        // device. A symbolic link is replaced (step 5).
        var existing = stat()
        if lstat(path, &existing) == 0 {
            let type = existing.st_mode & S_IFMT
            if type == S_IFDIR { throw .cannotWrite(path: path, reason: Self.reason(EISDIR)) }
            if type != S_IFREG && type != S_IFLNK {
                let what = type == S_IFCHR || type == S_IFBLK ? "a device" : "a pipe or socket"
                throw .cannotWrite(path: path, reason: "it is \(what), not a regular file that can be replaced")
            }
        }
        var kept: stat?
        if keepingModeAndOwner {
            var status = stat()
            if stat(path, &status) == 0 { kept = status }
        }
        let folder = PathText.parent(of: path)
        let (descriptor, temporary) = try createTemporaryFile(in: folder, for: path)
        var closed = false
        func fail(_ code: Int32) -> TouchSDLError {
            if !closed { _ = system.close(descriptor) }
            _ = system.unlink(temporary)
            return .cannotWrite(path: path, reason: Self.reason(code))
        }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                system.write(descriptor, UnsafeRawBufferPointer(rebasing: buffer[offset...]))
            }
            if written > 0 {
                offset += written
            } else if written == 0 {
                throw fail(EIO)
            } else if errno != EINTR {
                throw fail(errno)
            }
        }
        if let kept {
            if kept.st_uid != geteuid() || kept.st_gid != getegid() { _ = fchown(descriptor, kept.st_uid, kept.st_gid) }
            guard fchmod(descriptor, kept.st_mode & 0o7777) == 0 else { throw fail(errno) }
        }
        guard system.fsync(descriptor) == 0 else { throw fail(errno) }
        closed = true
        guard system.close(descriptor) == 0 else { throw fail(errno) }
        guard system.rename(temporary, path) == 0 else { throw fail(errno) }
        Self.syncFolder(folder)
    }

    /// A new, empty temporary file in `folder`, its name short whatever the
    /// destination's, so a long destination name cannot make it too long.
    private func createTemporaryFile(in folder: String, for path: String) throws(TouchSDLError) -> (Int32, String) {
        for _ in 0..<8 {
            let name = String(format: ".touchlab-%d-%016llx.tmp", getpid(), UInt64.random(in: .min ... .max))
            let temporary = PathText.joining(folder, name)
            let descriptor = system.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, temporary) }
            guard errno == EEXIST else { throw .cannotWrite(path: path, reason: Self.reason(errno)) }
        }
        throw .cannotWrite(path: path, reason: Self.reason(EEXIST))
    }

    /// Makes a rename in `folder` durable; a folder that cannot be synced is
    /// left as it is (the file itself was synced before the rename).
    private static func syncFolder(_ folder: String) {
        let descriptor = posixOpen(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
        guard descriptor >= 0 else { return }
        _ = posixFsync(descriptor)
        _ = posixClose(descriptor)
    }

    /// The system's words for `code` ("No space left on device").
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

// The POSIX calls under names the writer's own properties do not shadow.
@Sendable private func posixOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
@Sendable private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    write(descriptor, bytes.baseAddress, bytes.count)
}
@Sendable private func posixFsync(_ descriptor: Int32) -> Int32 { fsync(descriptor) }
@Sendable private func posixClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
@Sendable private func posixRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
@Sendable private func posixUnlink(_ path: String) -> Int32 { unlink(path) }
