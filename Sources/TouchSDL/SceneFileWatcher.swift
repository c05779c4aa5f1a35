import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Tells when a scene file has changed since it was last looked at, by its
/// modification and status-change times, size and inode, for the window's
/// hot reload.
///
/// The window asks on every turn of its loop (at least every 16 ms). On Linux
/// the answer comes from inotify (``SceneFileNotifier``): the file's status is
/// read only when a notification concerns it, and once a second besides, in
/// case a change was not notified (a network file system, the folder moved);
/// given a `wake` function, a notification also calls it at once (from
/// another thread), so the window's loop need not wait out its 16 ms.
/// Where inotify is unavailable the status (`stat`, nothing opened or read)
/// is read at most every ``pollingMilliseconds``. Either way an editor that
/// replaces the file instead of writing it in place is caught. A file that
/// disappears counts as unchanged, so saving through a temporary file does
/// not reload a half-written scene; the new file is seen when it arrives.
package struct SceneFileWatcher: Sendable {
    /// How often the status is read without inotify.
    package static let pollingMilliseconds: UInt64 = 15
    /// How often the status is read with inotify, for changes it missed.
    package static let backstopMilliseconds: UInt64 = 1000

    package let path: String
    private var stamp: Stamp?
    private let notifier: SceneFileNotifier?
    private let clock: @Sendable () -> UInt64
    /// When the status was last read, in the clock's milliseconds.
    private var lastRead: UInt64

    private struct Stamp: Equatable, Sendable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int
        /// Which file it is: a replacement (an editor's rename, `mv`) is a
        /// new inode even when its size and modification time are the old
        /// one's (`touch -r`, a copy keeping times).
        var device: UInt64
        var inode: UInt64
        /// When the inode last changed: every write moves it, and no one
        /// can set it back, unlike the modification time.
        var changeSeconds: Int
        var changeNanoseconds: Int
    }

    /// Starts watching `path` as it is now, through inotify when `notifies`
    /// and it is available. `clock` gives milliseconds on a monotonic clock
    /// (tests pass their own). With inotify, `wake` is called on another
    /// thread when a notification arrives, once until ``hasChanged()`` next
    /// reads them (``SceneFileNotifier/startWaking(_:)``).
    package init(
        path: String, notifies: Bool = true,
        clock: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds / 1_000_000 },
        wake: (@Sendable () -> Void)? = nil
    ) {
        self.path = path
        self.notifier = notifies ? SceneFileNotifier(path: path) : nil
        if let wake { notifier?.startWaking(wake) }
        self.clock = clock
        self.stamp = Self.stamp(of: path)
        self.lastRead = clock()
    }

    /// Whether inotify tells this watcher of changes (otherwise it polls).
    package var isNotified: Bool { notifier != nil }

    /// Whether the file changed since the last call (or since `init`).
    package mutating func hasChanged() -> Bool {
        let notified = notifier?.takeNotifications() ?? false
        let now = clock()
        let interval = notifier == nil ? Self.pollingMilliseconds : Self.backstopMilliseconds
        guard notified || now >= lastRead &+ interval || now < lastRead else { return false }
        lastRead = now
        guard let current = Self.stamp(of: path) else { return false }
        defer { stamp = current }
        return stamp != nil && current != stamp
    }

    /// The file's times, size and identity (following a symbolic link),
    /// or `nil` when there is nothing at `path`.
    private static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if os(Linux)
            let modified = info.st_mtim
            let changed = info.st_ctim
        #else
            let modified = info.st_mtimespec
            let changed = info.st_ctimespec
        #endif
        return Stamp(
            seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec), size: Int(info.st_size),
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino),
            changeSeconds: Int(changed.tv_sec), changeNanoseconds: Int(changed.tv_nsec))
    }
}
