import Foundation
import TestSupport
import Testing
import TouchBench

#if canImport(Glibc)
    import Glibc
#endif

/// The probe-file format of `touchlab bench --scene FILE --points FILE`: one
/// `x y` per line, `#` comments, errors at file:line.
@Suite struct ProbeFileTests {
    @Test func pointsCommentsAndBlankLines() throws {
        let text = "# screen points\n20 40\n\n  187.5\t300   # second cell\r\n-3 1e2\n#\n"
        let file = try ProbeFile(parsing: text, file: "points.txt")
        #expect(file.points == [CGPoint(x: 20, y: 40), CGPoint(x: 187.5, y: 300), CGPoint(x: -3, y: 100)])
        #expect(file.probes.map(\.line) == [2, 4, 5])
    }

    @Test func aLineWithoutTwoNumbersNamesItsLine() {
        #expect(throws: ProbeFileError(file: "p.txt", line: 3, message: "expected two numbers `x y`, found 1 field: 7")) {
            try ProbeFile(parsing: "1 2\n# fine\n7\n", file: "p.txt")
        }
        #expect(throws: ProbeFileError(file: "p.txt", line: 1, message: "expected two numbers `x y`, found 3 fields: 1 2 3")) {
            try ProbeFile(parsing: "1 2 3", file: "p.txt")
        }
        #expect(throws: ProbeFileError(file: "p.txt", line: 2, message: "'abc' is not a finite number")) {
            try ProbeFile(parsing: "1 2\nabc 4\n", file: "p.txt")
        }
        #expect(throws: ProbeFileError(file: "p.txt", line: 1, message: "'nan' is not a finite number")) {
            try ProbeFile(parsing: "4 nan", file: "p.txt")
        }
    }

    @Test func aFileWithoutPointsIsAnError() {
        #expect(
            throws: ProbeFileError(
                file: "p.txt", line: 3,
                message: "no probe points; write one `x y` per line (`#` starts a comment)")
        ) {
            try ProbeFile(parsing: "# nothing\n\n", file: "p.txt")
        }
    }

    @Test func errorsReadAsFileColonLine() {
        #expect(ProbeFileError(file: "p.txt", line: 4, message: "bad").description == "p.txt:4: bad")
        #expect(ProbeFileError(file: "p.txt", line: nil, message: "cannot read").description == "p.txt: cannot read")
        #expect(throws: ProbeFileError.self) { try ProbeFile(contentsOfFile: "/nonexistent/points.txt") }
    }

    /// A named pipe nobody writes to is refused at once, as a scene path is
    /// (docs/robustness.md): opening it for reading would wait for a writer.
    @Test func aNamedPipeIsRefusedWithoutBlocking() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-probes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("points.txt").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let (result, timedOut) = NamedPipeDeadline.run(on: fifo) {
            Result { () throws(ProbeFileError) in try ProbeFile(contentsOfFile: fifo) }
        }
        #expect(!timedOut, "reading a named pipe as a probe file blocked until the deadline")
        #expect(
            throws: ProbeFileError(
                file: fifo, line: nil,
                message:
                    "cannot read the file: this is a named pipe (FIFO), not a probe file; save the points to a regular file and give its path"
            )
        ) { try result.get() }
    }

    @Test func aFolderIsRefused() {
        let folder = FileManager.default.temporaryDirectory.path
        #expect(
            throws: ProbeFileError(
                file: folder, line: nil,
                message: "cannot read the file: this is a folder; give the path of a probe file (one `x y` per line)")
        ) { try ProbeFile(contentsOfFile: folder) }
    }
}
