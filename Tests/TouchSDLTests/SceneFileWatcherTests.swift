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

    /// Issue #25: a replacement with the same size and the same modification
    /// time (`touch -r`, a copy that keeps times) moved in by rename is a new
    /// inode, and is seen.
    @Test func aSameSizeSameDateReplacementIsAChange() throws {
        let path = try temporaryFile("name: a\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try touch(path, 1_000)
        let clock = TestClock()
        var watcher = SceneFileWatcher(path: path, notifies: false) { clock.milliseconds }
        let replacement = path + ".new"
        try "name: b\n".write(toFile: replacement, atomically: false, encoding: .utf8)
        try touch(replacement, 1_000)
        #expect(rename(replacement, path) == 0)
        clock.milliseconds += 20
        let changed = watcher.hasChanged()
        #expect(changed)
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

    /// Milliseconds the test sets, shared with the watcher's clock.
    private final class TestClock: @unchecked Sendable {
        var milliseconds: UInt64 = 5_000
    }

    /// Without inotify the file's status is read at most every 15 ms: a change
    /// is not seen before then, and is seen once the interval has passed
    /// (a frame or so of the window's loop, not a second).
    @Test func withoutNotificationsTheStatusIsPolledEveryFifteenMilliseconds() throws {
        let path = try temporaryFile("name: a\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try touch(path, 1_000)
        let clock = TestClock()
        var watcher = SceneFileWatcher(path: path, notifies: false) { clock.milliseconds }
        #expect(!watcher.isNotified)
        try touch(path, 2_000)
        clock.milliseconds += 14
        let early = watcher.hasChanged()
        #expect(!early, "not looked at yet")
        clock.milliseconds += 1
        let due = watcher.hasChanged()
        #expect(due)
        clock.milliseconds += 15
        let again = watcher.hasChanged()
        #expect(!again, "reported once")
    }

    #if os(Linux)
        /// With inotify a save is seen at the very next question, with no time
        /// passing: written in place (seen when the writer closes it) or
        /// written to a temporary file renamed over the scene, as many editors
        /// save.
        @Test func aNotifiedSaveIsSeenAtOnceWrittenInPlaceOrRenamed() throws {
            let path = try temporaryFile("name: a\n")
            defer { try? FileManager.default.removeItem(atPath: path) }
            let clock = TestClock()
            var watcher = SceneFileWatcher(path: path) { clock.milliseconds }
            #expect(watcher.isNotified)
            let before = watcher.hasChanged()
            #expect(!before)
            try "name: in place\n".write(toFile: path, atomically: false, encoding: .utf8)
            let inPlace = watcher.hasChanged()
            #expect(inPlace)
            let temporary = path + ".tmp"
            try "name: renamed over it\n".write(toFile: temporary, atomically: false, encoding: .utf8)
            let noticedTemporary = watcher.hasChanged()
            #expect(!noticedTemporary, "another file of the folder")
            #expect(rename(temporary, path) == 0)
            let renamed = watcher.hasChanged()
            #expect(renamed)
            let afterwards = watcher.hasChanged()
            #expect(!afterwards, "reported once")
            // The file's own watch follows the new file: a later in-place save
            // of it is seen too.
            try "name: again\n".write(toFile: path, atomically: false, encoding: .utf8)
            let again = watcher.hasChanged()
            #expect(again)
        }

        /// Counts wakes from the notifier's thread.
        private final class Wakes: @unchecked Sendable {
            let semaphore = DispatchSemaphore(value: 0)
            func wake() { semaphore.signal() }
            /// Whether a wake came within `seconds` (a bound, not a sleep: it
            /// returns as soon as one does).
            func arrives(within seconds: Double) -> Bool { semaphore.wait(timeout: .now() + seconds) == .success }
        }

        /// With a `wake` function, a save calls it from the notifier's thread
        /// without anyone asking the watcher: once, until the watcher reads
        /// the notifications, then again for the next save. The window's loop
        /// is woken this way instead of finding the save when its wait ends.
        @Test func aNotificationWakesOnceUntilTheWatcherReadsIt() throws {
            // A folder of its own: any entry of the watched folder may wake.
            let folder = try TestAssets.makeTemporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("scene.yaml").path
            try "name: a\n".write(toFile: path, atomically: true, encoding: .utf8)
            let wakes = Wakes()
            var watcher: SceneFileWatcher? = SceneFileWatcher(path: path, wake: { wakes.wake() })
            #expect(watcher?.isNotified == true)
            #expect(!wakes.arrives(within: 0.05), "nothing changed yet")
            let temporary = path + ".tmp"
            try "name: renamed over it\n".write(toFile: temporary, atomically: false, encoding: .utf8)
            #expect(rename(temporary, path) == 0)
            #expect(wakes.arrives(within: 5))
            // The save's several notifications (the temporary file's, the
            // rename's) wake once while unread.
            #expect(!wakes.arrives(within: 0.1))
            let changed = watcher?.hasChanged() == true
            #expect(changed)
            try "name: in place\n".write(toFile: path, atomically: false, encoding: .utf8)
            #expect(wakes.arrives(within: 5))
            let again = watcher?.hasChanged() == true
            #expect(again)
            watcher = nil  // ends the thread (waits for it) before the descriptor closes
            try "name: unwatched\n".write(toFile: path, atomically: false, encoding: .utf8)
            #expect(!wakes.arrives(within: 0.1))
        }

        /// Where inotify cannot watch (here the folder does not exist yet), the
        /// watcher polls the status instead, and still sees the file's changes.
        @Test func aFolderInotifyCannotWatchFallsBackToPolling() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)").path
            let path = folder + "/scene.yaml"
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let clock = TestClock()
            var watcher = SceneFileWatcher(path: path) { clock.milliseconds }
            #expect(!watcher.isNotified)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            try "name: a\n".write(toFile: path, atomically: true, encoding: .utf8)
            try touch(path, 1_000)
            clock.milliseconds += 15
            let appeared = watcher.hasChanged()
            #expect(!appeared, "nothing was there to change")
            try touch(path, 2_000)
            clock.milliseconds += 15
            let changed = watcher.hasChanged()
            #expect(changed)
        }
    #endif
}
