import Foundation

#if canImport(Glibc)
    import Glibc
#endif

#if os(Linux)
    /// A thread that waits for an inotify descriptor to have notifications
    /// queued and then calls a function, for ``SceneFileNotifier``: what lets
    /// the window's loop, asleep in `SDL_WaitEventTimeout`, be woken by a save
    /// rather than find it when its wait times out.
    ///
    /// It only polls (`poll`, no reading): the notifications stay queued for
    /// their owner. After a wake it waits until ``notificationsTaken()`` says
    /// they were read before polling again, so one save wakes once rather
    /// than again and again while the notifications wait. ``stop()`` (a byte
    /// through a pipe the thread polls too) ends the thread and waits for it,
    /// before the descriptor may be closed.
    final class NotificationWaker: @unchecked Sendable {
        private let descriptor: Int32
        /// The pipe's ends: the thread polls the first, ``stop()`` writes to the second.
        private let stopSignal: (read: Int32, write: Int32)
        private let wake: @Sendable () -> Void
        /// Guards `isPending` and `isStopped`.
        private let condition = NSCondition()
        /// A wake was sent and the notifications were not read since.
        private var isPending = false
        private var isStopped = false
        private let finished = DispatchSemaphore(value: 0)

        /// Starts the thread; `nil` when no pipe is left to stop it with.
        init?(descriptor: Int32, wake: @escaping @Sendable () -> Void) {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return nil }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }  // not inherited by a child process
            self.descriptor = descriptor
            self.stopSignal = (ends[0], ends[1])
            self.wake = wake
            let thread = Thread { [self] in run() }
            thread.name = "TouchLab scene file notifications"
            thread.start()
        }

        deinit {
            close(stopSignal.read)
            close(stopSignal.write)
        }

        /// The owner read the queued notifications: the next ones wake again.
        func notificationsTaken() {
            condition.withLock {
                isPending = false
                condition.signal()
            }
        }

        /// Ends the thread and waits until it has.
        func stop() {
            condition.withLock {
                isStopped = true
                condition.signal()
            }
            var byte: UInt8 = 1
            _ = write(stopSignal.write, &byte, 1)
            finished.wait()
        }

        private func run() {
            defer { finished.signal() }
            var watched = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stopSignal.read, events: Int16(POLLIN), revents: 0),
            ]
            while true {
                watched[0].revents = 0
                watched[1].revents = 0
                let ready = poll(&watched, nfds_t(watched.count), -1)
                if ready < 0 && errno == EINTR { continue }
                if ready < 0 || watched[1].revents != 0 { return }
                guard watched[0].revents != 0 else { continue }
                if watched[0].revents & Int16(POLLIN) == 0 { return }  // the descriptor failed
                let stopped = condition.withLock {
                    // Pending before the wake: the owner may read at once.
                    isPending = true
                    return isStopped
                }
                if stopped { return }
                wake()
                let stoppedWaiting = condition.withLock {
                    while isPending && !isStopped { condition.wait() }
                    return isStopped
                }
                if stoppedWaiting { return }
            }
        }
    }
#endif
