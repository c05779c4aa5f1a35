import Foundation

/// Paths the tests need, found from this file's location so they do not depend
/// on the current directory.
enum TestAssets {
    /// The repository root (this file is Tests/TouchSDLTests/TestAssets.swift).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fontPath = repositoryRoot.appendingPathComponent("Assets/Fonts/DejaVuSans.ttf").path

    /// A fresh empty folder under the system's temporary folder.
    static func makeTemporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("TouchSDLTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
