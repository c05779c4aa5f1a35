import Foundation
import TouchCore

/// The folder of scenes TouchLab ships (`scenes/`), and how to find one by name.
///
/// The library is looked for in `TOUCHLAB_SCENES` if set (a library of your own,
/// such as a class's folder), else in `../share/touchlab/scenes` from the
/// executable's folder (where `make install` and `make dist` put it:
/// ``installedFolder``), else in `$TOUCHLAB_ASSETS/scenes`, else upward from the
/// current directory and from the executable's, so `touchlab` works from anywhere in
/// a checkout. A scene argument may be a path or a library name (`hit-testing`).
package struct SceneLibrary: Sendable {
    package struct Entry: Sendable, Equatable {
        package let name: String
        package let path: String
        /// The first line of the scene's description, or of its leading comment.
        package let summary: String
    }

    /// The installed library, from the executable's folder: `make install` puts the
    /// binary in `PREFIX/bin` and the scenes in `PREFIX/share/touchlab/scenes` (beside
    /// the font, TouchSDL's `FontLocator.installedFolder`).
    package static let installedFolder = "../share/touchlab/scenes"

    package let directory: String?

    package init(directory: String?) {
        self.directory = directory
    }

    /// The library for this process, if one can be found.
    package static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        executable: String = SceneLibrary.executablePath()
    ) -> SceneLibrary {
        if let override = environment["TOUCHLAB_SCENES"] { return SceneLibrary(directory: override) }
        // Paths taken apart as text (``TouchCore/PathText``): Foundation's
        // URL methods trapped on short relative paths.
        let resolved = realpath(executable, nil)
        let executablePath = resolved.map { String(cString: $0) } ?? executable
        free(resolved)
        let executableDirectory = PathText.normalized(PathText.parent(of: executablePath), in: currentDirectory)
        var installed = [PathText.normalized(installedFolder, in: executableDirectory)]
        if let assets = environment["TOUCHLAB_ASSETS"], !assets.isEmpty {
            installed.append(PathText.joining(PathText.normalized(assets, in: currentDirectory), "scenes"))
        }
        for candidate in installed where FileManager.default.fileExists(atPath: PathText.joining(candidate, "default.yaml")) {
            return SceneLibrary(directory: candidate)
        }
        for start in [currentDirectory, executableDirectory] {
            var folder = PathText.normalized(start, in: currentDirectory)
            for _ in 0..<12 {
                let candidate = PathText.joining(folder, "scenes")
                if FileManager.default.fileExists(atPath: PathText.joining(candidate, "default.yaml")) {
                    return SceneLibrary(directory: candidate)
                }
                let parent = PathText.parent(of: folder)
                if parent == folder { break }
                folder = parent
            }
        }
        return SceneLibrary(directory: nil)
    }

    /// The running executable's path. On Linux `/proc/self/exe`, since the first
    /// argument is only `touchlab` when it was found through `PATH`; elsewhere the
    /// first argument.
    package static func executablePath() -> String {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: 4_096)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if count > 0 { return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #endif
        return CommandLine.arguments.first ?? ""
    }

    /// Bytes of a scene file read for its summary. The summary comes from the
    /// file's header (its `description:` or leading comment, in the first
    /// lines), so listing a library reads no more of a 200 MB file than of a
    /// small one.
    package static let headerBytes = 4_096

    /// Every `.yaml`, `.yml` and `.json` scene in the library, by name, with
    /// the summary found in its header. A file that is not a regular file (a
    /// named pipe, a device) is listed without reading it, summarised as such,
    /// so `check` can say what is wrong with it.
    package func entries() -> [Entry] {
        sceneFiles().map { file in
            let summary: String
            if let header = SceneFile.prefix(atPath: file.path, count: Self.headerBytes) {
                summary = Self.summary(of: Self.completeLines(header, full: header.count == Self.headerBytes))
            } else {
                summary = SceneFile.isRegularFile(file.path) ? "" : "(not a regular file)"
            }
            return Entry(name: file.name, path: file.path, summary: summary)
        }
    }

    /// The names and paths of the library's scene files, sorted, read from
    /// the folder alone.
    private func sceneFiles() -> [(name: String, path: String)] {
        guard let directory, let files = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return files.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted().map { file in
            (PathText.stem(of: file), PathText.joining(directory, file))
        }
    }

    /// A header as text: when it filled its whole buffer, its last line may be
    /// cut (even inside a UTF-8 sequence), so only the lines before it count.
    static func completeLines(_ header: [UInt8], full: Bool) -> String {
        guard full, let lastNewline = header.lastIndex(of: UInt8(ascii: "\n")) else {
            return String(decoding: header, as: UTF8.self)
        }
        return String(decoding: header[..<lastNewline], as: UTF8.self)
    }

    /// A path for `argument`: the file itself if it exists, else a library
    /// scene of that name (found by file name, without opening any file).
    package func path(for argument: String) -> String? {
        // `lstat`, not `fileExists`: a symbolic link that loops or points
        // nowhere is still the user's file, so opening it reports the real
        // reason ("a loop of symbolic links") rather than "no such file".
        var info = stat()
        if lstat(argument, &info) == 0 { return argument }
        return sceneFiles().first { $0.name == argument }?.path
    }

    /// The `description:` line, else the first comment line.
    static func summary(of text: String) -> String {
        var comment: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("description:") {
                let value = line.dropFirst("description:".count).trimmingCharacters(in: .whitespaces)
                if !value.isEmpty && value != ">" && value != "|" { return value }
            }
            if comment == nil, line.hasPrefix("#") {
                comment = line.drop { $0 == "#" || $0 == " " }.trimmingCharacters(in: .whitespaces)
            }
        }
        return comment ?? ""
    }
}
