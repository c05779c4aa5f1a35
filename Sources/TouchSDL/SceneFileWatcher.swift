import Foundation

/// Tells when a scene file has changed since it was last looked at, by its
/// modification date and size, for the window's hot reload.
///
/// Polled (the window asks about once a second) rather than notified: it
/// needs no platform API, and an editor that replaces the file instead of
/// writing it in place is caught just the same. A file that disappears
/// counts as unchanged, so saving through a temporary file does not reload a
/// half-written scene; the next poll sees the new file.
public struct SceneFileWatcher: Sendable {
    public let path: String
    private var stamp: Stamp?

    private struct Stamp: Equatable, Sendable {
        var modified: Date
        var size: Int
    }

    /// Starts watching `path` as it is now.
    public init(path: String) {
        self.path = path
        self.stamp = Self.stamp(of: path)
    }

    /// Whether the file changed since the last call (or since `init`).
    public mutating func hasChanged() -> Bool {
        guard let now = Self.stamp(of: path) else { return false }
        defer { stamp = now }
        return stamp != nil && now != stamp
    }

    private static func stamp(of path: String) -> Stamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let modified = attributes[.modificationDate] as? Date
        else { return nil }
        return Stamp(modified: modified, size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
    }
}
