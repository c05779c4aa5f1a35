import Foundation
import Synchronization
import TouchCore

#if canImport(Glibc)
    import Glibc
#endif

/// Linux inotify notifications for one file, read without blocking: what
/// lets ``SceneFileWatcher`` see a save at once instead of at its next poll.
///
/// Two watches share one non-blocking inotify descriptor. The file's folder
/// is watched for entries of the file's name being closed after writing,
/// created, moved in or out, deleted or given new attributes, so an editor
/// that saves by writing a temporary file and renaming it over the scene is
/// seen as well as one that writes in place. The file itself is watched too
/// (through a symbolic link, its target), for writes made through another
/// name; that watch is renewed after each notification, since a rename-save
/// leaves it on the old file. A plain write (`IN_MODIFY`) is not a change by
/// itself: the file is looked at when its writer closes it, so a scene is not
/// reloaded half written.
///
/// Nothing here opens the file: a named pipe put in its place is noticed
/// without blocking (the loader then refuses it). `nil` from ``init(path:)``
/// when inotify is unavailable (another system, no descriptors left, the
/// folder missing or its watch refused); the watcher then polls.
///
/// With ``startWaking(_:)`` a thread of its own waits on the descriptor
/// (`poll`) and calls the given function when a notification is queued, once
/// until the notifications are taken, so a loop asleep waiting for events
/// (the window's) can be woken to look at once. It does not read them, so
/// any entry of the folder changing wakes it (the loop then finds nothing
/// for the file, at the cost of one turn). The thread ends with the notifier.
final class SceneFileNotifier: Sendable {
    #if os(Linux)
        private let descriptor: Int32
        private let folderWatch: Int32
        private let path: String
        private let name: [UInt8]
        /// The waking thread's state, when one runs.
        private let waker = Mutex<NotificationWaker?>(nil)

        private static let folderEvents =
            UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE)
            | UInt32(IN_DELETE) | UInt32(IN_ATTRIB)
        private static let fileEvents = UInt32(IN_CLOSE_WRITE) | UInt32(IN_ATTRIB)

        init?(path: String) {
            let folder = PathText.parent(of: path)
            let name = Array(PathText.lastComponent(of: path).utf8)
            guard !name.isEmpty else { return nil }
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            let folderWatch = inotify_add_watch(descriptor, folder, Self.folderEvents)
            guard folderWatch >= 0 else {
                close(descriptor)
                return nil
            }
            self.descriptor = descriptor
            self.folderWatch = folderWatch
            self.path = path
            self.name = name
            watchFile()
        }

        deinit {
            waker.withLock { $0 }?.stop()  // before the descriptor it polls is closed
            close(descriptor)
        }

        /// Starts a thread that calls `wake` whenever a notification is
        /// queued: once, then not again until ``takeNotifications()`` has read
        /// them. Once per notifier; `false` if the thread could not start.
        @discardableResult
        func startWaking(_ wake: @escaping @Sendable () -> Void) -> Bool {
            waker.withLock { waker in
                if waker == nil { waker = NotificationWaker(descriptor: descriptor, wake: wake) }
                return waker != nil
            }
        }

        /// Reads every queued notification; whether one concerned the file.
        /// Never blocks.
        func takeNotifications() -> Bool {
            defer { waker.withLock { $0 }?.notificationsTaken() }
            var concerned = false
            let capacity = 4096
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
            defer { buffer.deallocate() }
            while true {
                let count = read(descriptor, buffer, capacity)
                guard count > 0 else { break }
                var offset = 0
                let header = MemoryLayout<inotify_event>.size
                while offset + header <= count {
                    let event = (buffer + offset).loadUnaligned(as: inotify_event.self)
                    if event.wd != folderWatch {
                        concerned = true  // the file's own watch (or an earlier file's)
                    } else if Self.names(buffer + offset + header, length: Int(event.len), name) {
                        concerned = true
                    }
                    offset += header + Int(event.len)
                }
            }
            if concerned { watchFile() }
            return concerned
        }

        /// Whether the NUL-padded name of `length` bytes at `bytes` is `name`.
        private static func names(_ bytes: UnsafeMutableRawPointer, length: Int, _ name: [UInt8]) -> Bool {
            guard length > name.count else { return false }
            let text = bytes.assumingMemoryBound(to: UInt8.self)
            guard text[name.count] == 0 else { return false }
            for index in name.indices where text[index] != name[index] { return false }
            return true
        }

        /// Watches whatever file is at the path now (a new one after a rename-save).
        private func watchFile() {
            _ = inotify_add_watch(descriptor, path, Self.fileEvents)
        }
    #else
        init?(path: String) { nil }

        func takeNotifications() -> Bool { false }

        func startWaking(_ wake: @escaping @Sendable () -> Void) -> Bool { false }
    #endif
}
