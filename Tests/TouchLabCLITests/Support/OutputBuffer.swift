import Foundation

/// Bytes a child process has written so far, filled from a pipe's readability
/// handler (another thread) and read by a test polling for a line.
///
/// A class with a lock rather than an actor so the handler, which Foundation
/// calls synchronously, can append without hopping.
final class OutputBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var closed = false

    func append(_ chunk: Data) {
        lock.withLock { data.append(chunk) }
    }

    /// Marks the end of the stream (the writer closed the pipe).
    func close() {
        lock.withLock { closed = true }
    }

    var isClosed: Bool { lock.withLock { closed } }

    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }

    /// The complete lines so far, without indentation; a last line still being
    /// written is left out so a half-written line never matches.
    var lines: [String] {
        let text = self.text
        var lines = text.components(separatedBy: "\n")
        lines.removeLast()
        return lines.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
