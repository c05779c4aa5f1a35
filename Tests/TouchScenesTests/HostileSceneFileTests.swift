import Foundation
import TestSupport
import Testing

@testable import TouchScenes

#if canImport(Glibc)
    import Glibc
#endif

/// Paths that are not scene files, files too large to read, and text that
/// must not reach a terminal as it is: the loader and the library answer at
/// once, with an error that says what is there.
@Suite struct HostileSceneFileTests {
    /// A fresh folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    // MARK: Special files

    @Test func namedPipeIsRefusedAtOnceWithoutBlocking() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("scene.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let (result, timedOut) = NamedPipeDeadline.run(on: fifo) {
            Result { () throws(SceneError) in try SceneParser().parse(fileAtPath: fifo) }
        }
        #expect(!timedOut, "parsing a named pipe blocked until the deadline")
        #expect(
            throws: SceneError(
                file: fifo, line: 0, column: 0,
                message: "this is a named pipe (FIFO), not a scene file; save the scene to a regular file and give its path")
        ) { try result.get() }
    }

    /// An endless device is refused for what it is, before a byte is read.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/zero")))
    func devicesAreRefused() {
        #expect(
            throws: SceneError(
                file: "/dev/zero", line: 0, column: 0, message: "this is a device, not a scene file; give the path of a .yaml scene file")
        ) {
            try SceneParser().parse(fileAtPath: "/dev/zero")
        }
    }

    @Test func unreadableFileNamesTheSystemsReason() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let looping = folder.appendingPathComponent("loop.yaml").path
        try FileManager.default.createSymbolicLink(atPath: looping, withDestinationPath: looping)
        let error = try #require(throws: SceneError.self) { try SceneParser().parse(fileAtPath: looping) }
        #expect(error.message == "the file cannot be opened for reading: \(String(cString: strerror(ELOOP)))")
    }

    // MARK: The library

    /// `list` reads each file's header only: a description 200 MB into a
    /// (sparse) file is not found, and the summary is the header's comment.
    @Test func libraryReadsOnlyEachFilesHeader() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let huge = folder.appendingPathComponent("huge.yaml")
        try Data("# The header's summary\nname: huge\n".utf8).write(to: huge)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 200_000_000)
        try handle.seek(toOffset: 200_000_000)
        try handle.write(contentsOf: Data("\ndescription: found only by reading 200 MB\n".utf8))
        try handle.close()
        try Data("name: small\ndescription: A small scene\n".utf8).write(to: folder.appendingPathComponent("small.yaml"))

        let entries = SceneLibrary(directory: folder.path).entries()
        #expect(entries.map(\.name) == ["huge", "small"])
        #expect(entries.map(\.summary) == ["The header's summary", "A small scene"])
    }

    /// A named pipe in the library is listed without being opened for a
    /// blocking read, and finding another scene by name opens no file at all.
    @Test func namedPipeInTheLibraryDoesNotBlockListingOrLookup() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        try Data("name: real\n".utf8).write(to: folder.appendingPathComponent("real.yaml"))
        let library = SceneLibrary(directory: folder.path)
        let (entries, timedOut) = NamedPipeDeadline.run(on: fifo) { library.entries() }
        #expect(!timedOut, "listing the library blocked on a named pipe until the deadline")
        #expect(entries.map(\.name) == ["pipe", "real"])
        #expect(entries.first?.summary == "(not a regular file)")
        let (path, lookupTimedOut) = NamedPipeDeadline.run(on: fifo) { library.path(for: "real") }
        #expect(!lookupTimedOut)
        #expect(path == folder.appendingPathComponent("real.yaml").path)
    }

    @Test func headerCutInsideACharacterDropsTheCutLine() {
        let line = Array("description: café\n".utf8)
        var header = line + Array("# é".utf8)
        header.removeLast()  // half of the é's two bytes
        #expect(SceneLibrary.summary(of: SceneLibrary.completeLines(header, full: true)) == "café")
    }

    // MARK: Error text

    /// An error quoting a 200 KB name quotes its first 120 characters and
    /// says how long it was.
    @Test func longValuesAreCutInErrors() throws {
        let name = String(repeating: "B", count: 200_000)
        let yaml = "name: t\nwindows:\n  - name: W\n    root: {name: VC, view: {name: V}}\nscripts:\n  s:\n    - tap: \(name)\n"
        let error = try #require(throws: SceneError.self) { try SceneParser().parse(yaml, file: "long.yaml") }
        #expect(error.description.count < 400, "\(error.description.prefix(400))")
        #expect(error.message.contains("'\(String(repeating: "B", count: 120))… (200000 characters)'"))
    }

    /// Control characters in a refused value (and in the file name) are
    /// escaped: an ESC would start a terminal escape sequence, a newline would
    /// forge another line of output.
    @Test func controlCharactersAreEscapedInErrors() throws {
        let yaml = "name: t\nwindows:\n  - name: \"Win\\e[2J\\nerror: forged\"\n    root: {name: VC, view: {name: V}}\n"
        let error = try #require(throws: SceneError.self) { try SceneParser().parse(yaml, file: "evil\u{1B}]0;x\u{7}.yaml") }
        #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(error.description.hasPrefix("evil\\e]0;x\\u{7}.yaml:3:11: error: 'Win\\e[2J\\nerror: forged' cannot be a name"))
    }
}
