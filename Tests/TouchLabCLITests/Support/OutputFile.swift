import Foundation

/// Where a child process's stdout or stderr goes: a temporary file rather
/// than a pipe, so the child never blocks on a full pipe, nothing has to be
/// drained after it exits, and no end-of-file depends on every copy of a
/// pipe's write end being closed (a child spawned concurrently by another
/// test could inherit one and keep it open).
///
/// Reading gives everything written so far; after the child has exited (and
/// been reaped), everything it wrote.
final class OutputFile: @unchecked Sendable {
    let url: URL
    /// Open for writing, close-on-exec: only the child's dup2'd copy survives `exec`.
    let descriptor: Int32

    init(_ name: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-\(name)-\(UUID().uuidString)")
        descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw EndToEndFailure("Cannot make \(url.path): \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        close(descriptor)
        try? FileManager.default.removeItem(at: url)
    }

    var text: String {
        String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
    }

    /// The complete lines so far, without indentation; a last line still being
    /// written is left out so a half-written line never matches.
    var lines: [String] {
        var lines = text.components(separatedBy: "\n")
        lines.removeLast()
        return lines.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
