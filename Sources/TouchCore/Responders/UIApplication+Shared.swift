import Foundation

/// `UIApplication.shared`, as articles write it, without a process-wide singleton.
///
/// On iOS there is one application per process (Apple: UIApplication.shared). TouchLab
/// builds as many as it likes, one per test or scene, so "the shared application" is
/// the application that is running *here*: the one delivering input or firing timers
/// on this thread (code called from a touch method, an action or a recognizer's target
/// sees the application that called it), otherwise the application created most
/// recently on this thread. Worlds built side by side in parallel tests never see each
/// other's application, and nothing is kept alive by being "shared".
extension UIApplication {
    /// The running application (Apple: UIApplication.shared).
    ///
    /// When this thread has no application yet, one is made and kept for the thread,
    /// as iOS always has one.
    public static var shared: UIApplication {
        let running = RunningApplications.forCurrentThread
        if let application = running.current { return application }
        let application = UIApplication()
        running.fallback = application
        return application
    }

    /// The application delivering input or firing timers on this thread now, or nil
    /// between events (when `shared` falls back to the one made last). What a program
    /// prints from a touch method, an action or a timer belongs in this application's
    /// trace, at the place it was printed.
    public static var delivering: UIApplication? {
        RunningApplications.forCurrentThread.delivering.reversed().lazy.compactMap(\.application).first
    }

    /// Runs `body` with this application as `UIApplication.shared` on this thread.
    func runningAsShared<T>(_ body: () -> T) -> T {
        let running = RunningApplications.forCurrentThread
        running.delivering.append(WeakApplication(self))
        defer { running.delivering.removeLast() }
        return body()
    }

    /// Remembers this application as the thread's most recent one.
    func noteCreated() {
        RunningApplications.forCurrentThread.latest = WeakApplication(self)
    }
}

/// One thread's applications: those delivering input (innermost last) and the one
/// created last. Weak, so a world that is done goes away.
final class RunningApplications {
    var delivering: [WeakApplication] = []
    var latest: WeakApplication?
    /// The application `UIApplication.shared` made because there was none.
    var fallback: UIApplication?

    var current: UIApplication? {
        for entry in delivering.reversed() {
            if let application = entry.application { return application }
        }
        return latest?.application ?? fallback
    }

    private static let key = "TouchCore.RunningApplications"

    static var forCurrentThread: RunningApplications {
        let dictionary = Thread.current.threadDictionary
        if let running = dictionary[key] as? RunningApplications { return running }
        let running = RunningApplications()
        dictionary[key] = running
        return running
    }
}

struct WeakApplication {
    weak var application: UIApplication?
    init(_ application: UIApplication) { self.application = application }
}
