import Foundation
import Testing

@testable import TouchSDL

/// Hot reload's change detection, on a real file whose dates the test sets
/// (no waiting for the clock to tick).
struct SceneFileWatcherTests {
    private func temporaryFile(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString).yaml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func touch(_ path: String, _ seconds: TimeInterval) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: path)
    }

    @Test func aNewModificationDateIsOneChange() throws {
        let path = try temporaryFile("name: a\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try touch(path, 1_000)
        var watcher = SceneFileWatcher(path: path)
        let changed1 = watcher.hasChanged()
        #expect(!changed1)
        try touch(path, 2_000)
        let changed2 = watcher.hasChanged()
        #expect(changed2)
        let changed3 = watcher.hasChanged()
        #expect(!changed3, "reported once")
    }

    @Test func aDifferentSizeWithTheSameDateIsAChange() throws {
        let path = try temporaryFile("name: a\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try touch(path, 1_000)
        var watcher = SceneFileWatcher(path: path)
        try "name: longer\n".write(toFile: path, atomically: false, encoding: .utf8)
        try touch(path, 1_000)
        let changed4 = watcher.hasChanged()
        #expect(changed4)
    }

    @Test func aMissingFileIsNoChangeUntilItReturns() throws {
        let path = try temporaryFile("name: a\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try touch(path, 1_000)
        var watcher = SceneFileWatcher(path: path)
        try FileManager.default.removeItem(atPath: path)
        let changed5 = watcher.hasChanged()
        #expect(!changed5)
        try "name: b\n".write(toFile: path, atomically: true, encoding: .utf8)
        try touch(path, 3_000)
        let changed6 = watcher.hasChanged()
        #expect(changed6)
    }
}
