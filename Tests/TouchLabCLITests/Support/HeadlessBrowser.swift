import Foundation

/// Debian's `chromium`, headless, driven over the DevTools protocol on a pair
/// of pipes (`--remote-debugging-pipe`: the browser reads commands from its
/// descriptor 3 and writes answers and events to 4, each message ended by a
/// NUL byte). The one way the tests look at a lesson page in a real browser:
/// load it, press keys and tap as a student would, read the DOM and take a
/// screenshot.
///
/// The browser gets no network: every host name resolves to nothing and the
/// proxy is a closed port, and ``requests`` keeps every URL the page asked
/// for, so a test can require that none left the disk. Every wait has a
/// deadline; ``close()`` ends the browser's whole process group.
final class HeadlessBrowser {
    /// The browser's executable on `PATH`, if one is installed.
    static func locate() -> URL? {
        ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(ChildProcess.locate).first
    }

    private let pid: pid_t
    private let commands: Int32
    private let answers: Int32
    private var buffer: [UInt8] = []
    private var nextID = 0
    private var session: String?
    private let profile: URL
    /// Every URL the page requested (`Network.requestWillBeSent`), in order.
    private(set) var requests: [String] = []

    /// Starts the browser with a fresh profile, a window of `width` × `height`
    /// CSS pixels at one device pixel each.
    init(executable: URL, width: Int = 1500, height: Int = 1000) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        // Closed on exec, so no other test's child inherits them (the spawn
        // below gives the browser its two as 3 and 4).
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else {
            throw EndToEndFailure("Cannot make pipes: \(String(cString: strerror(errno)))")
        }
        for descriptor in toBrowser + fromBrowser { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        let arguments = [
            executable.path, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-sync", "--disable-background-networking", "--disable-component-update",
            "--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=127.0.0.1:9", "--hide-scrollbars",
            "--force-device-scale-factor=1", "--window-size=\(width),\(height)", "--user-data-dir=\(profile.path)",
            "--remote-debugging-pipe", "about:blank",
        ]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, executable.path, &actions, &attributes, argv, environ)
        Glibc.close(toBrowser[0])
        Glibc.close(fromBrowser[1])
        guard error == 0 else {
            Glibc.close(toBrowser[1])
            Glibc.close(fromBrowser[0])
            throw EndToEndFailure("Cannot start \(executable.path): \(String(cString: strerror(error)))")
        }
        self.pid = pid
        commands = toBrowser[1]
        answers = fromBrowser[0]
    }

    deinit { close() }

    private var closed = false
    /// Ends the browser and its helpers, and removes its profile.
    func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(commands)
        Glibc.close(answers)
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends one command (to the page's session once ``open(_:)`` made one)
    /// and returns its `result`; throws the browser's error or at the deadline.
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any] = [:], seconds: Double = 30) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            guard count > 0 else { throw EndToEndFailure("Cannot write to the browser: \(String(cString: strerror(errno)))") }
            written += count
        }
        let deadline = Deadline(seconds: seconds)
        while true {
            while let end = buffer.firstIndex(of: 0) {
                let data = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
                if let answer = object["id"] as? Int, answer == id {
                    if let error = object["error"] { throw EndToEndFailure("\(method) failed: \(error)") }
                    return object["result"] as? [String: Any] ?? [:]
                }
                if object["method"] as? String == "Network.requestWillBeSent",
                    let request = (object["params"] as? [String: Any])?["request"] as? [String: Any], let url = request["url"] as? String
                {
                    requests.append(url)
                }
            }
            if deadline.hasPassed { throw EndToEndFailure("The browser did not answer \(method) within \(seconds) s") }
            var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) >= 0 else { continue }
            guard poller.revents != 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(answers, $0.baseAddress, $0.count) }
            guard count > 0 else { throw EndToEndFailure("The browser closed its pipe while \(method) was waiting") }
            buffer += chunk[..<count]
        }
    }

    /// Opens a tab on `url` with the network watched, and waits until the page
    /// says it is ready (`document.body.dataset.ready`, set by its script).
    func open(_ url: URL, seconds: Double = 30) throws {
        let target = try send("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String else { throw EndToEndFailure("No target: \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        session = attached["sessionId"] as? String
        try send("Network.enable")
        try send("Page.enable")
        try send("Page.navigate", ["url": url.absoluteString])
        let deadline = Deadline(seconds: seconds)
        while try evaluate("document.readyState === 'complete' && document.body && document.body.dataset.ready === 'true'") as? Bool
            != true
        {
            if deadline.hasPassed { throw EndToEndFailure("\(url.lastPathComponent) was not ready within \(seconds) s") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// The value of a JavaScript expression in the page.
    func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] { throw EndToEndFailure("\(expression) threw: \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Presses and releases a key, as a keyboard does (`ArrowRight`: key code 39).
    func press(_ key: String, keyCode: Int) throws {
        for type in ["keyDown", "keyUp"] {
            try send(
                "Input.dispatchKeyEvent",
                ["type": type, "key": key, "code": key, "windowsVirtualKeyCode": keyCode, "nativeVirtualKeyCode": keyCode])
        }
    }

    /// A finger's tap at a point of the page (CSS pixels from its top left).
    func tap(x: Double, y: Double) throws {
        try send("Input.dispatchTouchEvent", ["type": "touchStart", "touchPoints": [["x": x, "y": y]]])
        try send("Input.dispatchTouchEvent", ["type": "touchEnd", "touchPoints": [[String: Any]]()])
    }

    /// A mouse press and release at a point of the page (CSS pixels).
    func click(x: Double, y: Double) throws {
        for type in ["mousePressed", "mouseReleased"] {
            try send("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
        }
    }

    /// A screenshot of the page's part `x, y, width, height` (CSS pixels), as PNG bytes.
    func screenshot(x: Double, y: Double, width: Double, height: Double) throws -> Data {
        let result = try send(
            "Page.captureScreenshot",
            ["format": "png", "clip": ["x": x, "y": y, "width": width, "height": height, "scale": 1], "captureBeyondViewport": true])
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
            throw EndToEndFailure("No screenshot: \(result.keys)")
        }
        return data
    }
}
