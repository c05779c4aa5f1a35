import Foundation
import TestSupport
import Testing

@testable import TouchSDL

#if canImport(Glibc)
    import Glibc
#endif

/// A disk that fills up, turns read-only or refuses a name: every failing step
/// keeps the old file, leaves no temporary file, and names the path and the
/// system's reason. The failures are injected into the writer's system calls;
/// a real full and read-only disk (a small tmpfs) is tried when the test runs
/// as root.
@Suite(.serialized) @MainActor struct AtomicFileWriterTests {
    let old = Data("the good PNG from an earlier run".utf8)
    let new: [UInt8] = Array(repeating: 0x42, count: 100_000)

    /// A folder holding `image.png` with the old contents.
    func folderWithOldFile() throws -> (URL, String) {
        let folder = try TestAssets.makeTemporaryFolder()
        let path = folder.appendingPathComponent("image.png").path
        try old.write(to: URL(fileURLWithPath: path))
        return (folder, path)
    }

    /// The real system calls, with `change` applied.
    func system(_ change: (inout AtomicFileWriter.System) -> Void) -> AtomicFileWriter.System {
        var system = AtomicFileWriter.System.posix
        change(&system)
        return system
    }

    static func strerror(_ code: Int32) -> String { String(cString: Glibc.strerror(code)) }

    /// Writes with `system`, expects the failure `reason`, and checks that the
    /// old file and nothing else is left.
    func expectFailure(_ system: AtomicFileWriter.System, reason: String) throws {
        let (folder, path) = try folderWithOldFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: TouchSDLError.cannotWrite(path: path, reason: reason)) {
            try AtomicFileWriter(system: system).write(new, to: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["image.png"])
    }

    @Test func fullDiskDuringAWriteKeepsTheOldFile() throws {
        // The first write goes through; the disk is full for the second.
        let writes = Counter()
        try expectFailure(
            system { system in
                system.write = { descriptor, bytes in
                    guard writes.next() == 0 else {
                        errno = ENOSPC
                        return -1
                    }
                    return Glibc.write(descriptor, bytes.baseAddress, min(bytes.count, 4096))
                }
            }, reason: Self.strerror(ENOSPC))
    }

    @Test func fullDiskReportedOnlyBySyncOrCloseKeepsTheOldFile() throws {
        try expectFailure(
            system { system in
                system.fsync = { _ in
                    errno = ENOSPC
                    return -1
                }
            }, reason: Self.strerror(ENOSPC))
        try expectFailure(
            system { system in
                system.close = { descriptor in
                    _ = Glibc.close(descriptor)
                    errno = EIO
                    return -1
                }
            }, reason: Self.strerror(EIO))
    }

    @Test func readOnlyDiskAtTheRenameKeepsTheOldFile() throws {
        try expectFailure(
            system { system in
                system.rename = { _, _ in
                    errno = EROFS
                    return -1
                }
            }, reason: Self.strerror(EROFS))
    }

    @Test func refusedTemporaryFileIsReportedWithTheSystemsReason() throws {
        try expectFailure(
            system { system in
                system.open = { _, _, _ in
                    errno = EROFS
                    return -1
                }
            }, reason: Self.strerror(EROFS))
    }

    /// Short writes are continued, interrupted ones retried: the file is whole.
    @Test func shortAndInterruptedWritesAreContinued() throws {
        let (folder, path) = try folderWithOldFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let calls = Counter()
        let writer = AtomicFileWriter(
            system: system { system in
                system.write = { descriptor, bytes in
                    if calls.next() % 3 == 1 {
                        errno = EINTR
                        return -1
                    }
                    return Glibc.write(descriptor, bytes.baseAddress, min(bytes.count, 777))
                }
            })
        try writer.write(new, to: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(new))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["image.png"])
    }

    /// A symbolic link planted at the destination is replaced by the new file;
    /// the file it points to is not touched.
    @Test func symbolicLinkAtTheDestinationIsReplacedNotFollowed() throws {
        let folder = try TestAssets.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appendingPathComponent("victim.png")
        try old.write(to: victim)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        let path = out.appendingPathComponent("image.png").path
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: victim.path)
        try AtomicFileWriter().write(new, to: path)
        #expect(try Data(contentsOf: victim) == old)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(new))
    }

    /// The temporary file's name does not grow with the destination's, so a
    /// destination name of 255 bytes (the most Linux allows) can be written.
    @Test func longestDestinationNameCanBeWritten() throws {
        let folder = try TestAssets.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(String(repeating: "n", count: 251) + ".png").path
        try AtomicFileWriter().write(new, to: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(new))
        let tooLong = folder.appendingPathComponent(String(repeating: "n", count: 252) + ".png").path
        #expect(throws: TouchSDLError.cannotWrite(path: tooLong, reason: Self.strerror(ENAMETOOLONG))) {
            try AtomicFileWriter().write(new, to: tooLong)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
    }

    /// A PNG encoded in memory is the file `IMG_SavePNG` wrote, byte for byte
    /// decodable to the same pixels.
    @Test func pngBytesRoundTrip() throws {
        let image = RenderedImage(width: 3, height: 2, pixels: [0xFFFF_0000, 0x80FF_FFFF, 0, 0xFF00_FF00, 0xFF00_00FF, 0xFF12_3456])
        let bytes = try image.pngData()
        #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let folder = try TestAssets.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("image.png").path
        try image.writePNG(to: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes))
        #expect(try RenderedImage(contentsOfPNG: path) == image)
    }

    /// Whether this process may mount a tmpfs: it runs as root and `mount`
    /// works (a container without CAP_SYS_ADMIN refuses it).
    nonisolated static let canMountTmpfs: Bool = {
        guard getuid() == 0, let folder = try? TestAssets.makeTemporaryFolder() else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        guard shell("mount", "-t", "tmpfs", "-o", "size=4k", "tmpfs", folder.path) else { return false }
        return shell("umount", folder.path)
    }()

    /// A real full disk and a real read-only one, through
    /// ``RenderedImage/writePNG(to:using:)`` as `touchlab shoot` writes: a tmpfs
    /// of 64 KB holding an earlier good PNG, asked to take a PNG of noise
    /// (about 160 KB), then the same tmpfs remounted read-only.
    @Test(
        .enabled(
            if: canMountTmpfs,
            "needs root and a working mount (to make a small tmpfs); the injected failures above cover the same steps"))
    func realFullAndReadOnlyDisks() throws {
        let mountPoint = try TestAssets.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: mountPoint) }
        #expect(Self.shell("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", mountPoint.path))
        defer { _ = Self.shell("umount", mountPoint.path) }
        let path = mountPoint.appendingPathComponent("image.png").path
        let good = RenderedImage(width: 2, height: 1, pixels: [0xFF00_FF00, 0xFF00_00FF])
        try good.writePNG(to: path)
        var noise = SeededRandom(seed: 7)
        let large = RenderedImage(width: 200, height: 200, pixels: (0..<40_000).map { _ in UInt32(truncatingIfNeeded: noise.next()) })
        #expect(throws: TouchSDLError.cannotWrite(path: path, reason: Self.strerror(ENOSPC))) {
            try large.writePNG(to: path)
        }
        #expect(try RenderedImage(contentsOfPNG: path) == good)
        #expect(try FileManager.default.contentsOfDirectory(atPath: mountPoint.path) == ["image.png"])

        #expect(Self.shell("mount", "-o", "remount,ro", mountPoint.path))
        #expect(throws: TouchSDLError.cannotWrite(path: path, reason: Self.strerror(EROFS))) {
            try good.writePNG(to: path)
        }
        #expect(try RenderedImage(contentsOfPNG: path) == good)
    }

    /// Runs a system tool quietly; whether it succeeded.
    nonisolated static func shell(_ arguments: String...) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

/// Counts calls from the writer's (Sendable) system-call closures.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    /// The count before this call.
    func next() -> Int {
        lock.withLock {
            defer { value += 1 }
            return value
        }
    }
}
