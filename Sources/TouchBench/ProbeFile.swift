import Foundation
import TouchScenes

/// The screen points of a probe file, for `touchlab bench --scene FILE --points FILE`.
///
/// The format is plain text, one probe per line:
///
///     # points for the table-cells scene (screen points, origin top left)
///     20 40
///     187.5 300   # the middle of the second cell
///
/// Each line holds two numbers, `x y`, separated by spaces or tabs, in screen
/// points as the scene's touches use them. `#` starts a comment that runs to the
/// end of the line; blank lines are skipped. Numbers are decimals such as `12`,
/// `-3.5` or `1e2`; `nan` and infinities are refused, because no touch lands
/// there. A file without any point is an error, so a typo in the path of a
/// points file cannot pass as an empty measurement. Errors name the file and line.
package struct ProbeFile: Hashable, Sendable {
    /// One probe and the line it came from (1-based), so results can point back.
    package struct Probe: Hashable, Sendable {
        package var point: CGPoint
        package var line: Int

        package init(point: CGPoint, line: Int) {
            self.point = point
            self.line = line
        }
    }

    package var file: String
    package var probes: [Probe]

    package var points: [CGPoint] { probes.map(\.point) }

    /// Parses `text`; `file` names it in errors.
    package init(parsing text: String, file: String) throws(ProbeFileError) {
        self.file = file
        var probes: [Probe] = []
        var number = 0
        // "\r\n" is one Character in Swift, so it is a separator of its own.
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            var line = rawLine
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if fields.isEmpty { continue }
            guard fields.count == 2 else {
                throw ProbeFileError(
                    file: file, line: number,
                    message:
                        "expected two numbers `x y`, found \(fields.count) field\(fields.count == 1 ? "" : "s"): \(line.trimmingCharacters(in: .whitespaces))"
                )
            }
            guard let x = Self.coordinate(fields[0]), let y = Self.coordinate(fields[1]) else {
                let bad = Self.coordinate(fields[0]) == nil ? fields[0] : fields[1]
                throw ProbeFileError(file: file, line: number, message: "'\(bad)' is not a finite number")
            }
            probes.append(Probe(point: CGPoint(x: x, y: y), line: number))
        }
        guard !probes.isEmpty else {
            throw ProbeFileError(
                file: file, line: max(1, number),
                message: "no probe points; write one `x y` per line (`#` starts a comment)")
        }
        self.probes = probes
    }

    /// The largest probe file read, in bytes: ten million points' worth.
    package static let maximumBytes = 200_000_000

    /// Reads and parses the file at `path`.
    ///
    /// The path is read as scene files are (`SceneFile`): opened without blocking
    /// and refused unless it is a regular file, so a named pipe nobody writes to,
    /// a device or a folder is an error at once instead of a hang.
    package init(contentsOfFile path: String) throws(ProbeFileError) {
        let bytes: [UInt8]
        do {
            bytes = try SceneFile.contents(atPath: path, limit: Self.maximumBytes, kind: Self.kind)
        } catch {
            throw ProbeFileError(file: path, line: nil, message: "cannot read the file: \(error.message)")
        }
        guard bytes.count <= Self.maximumBytes else {
            throw ProbeFileError(
                file: path, line: nil, message: "the file is more than \(Self.maximumBytes) bytes, more than a probe file may have")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ProbeFileError(file: path, line: nil, message: "cannot read the file: it is not UTF-8 text")
        }
        try self.init(parsing: text, file: path)
    }

    private static let kind = SceneFile.Kind(
        noun: "probe file", content: "the points", expected: "a probe file (one `x y` per line)")

    private static func coordinate(_ text: Substring) -> CGFloat? {
        guard let value = Double(text), value.isFinite else { return nil }
        return CGFloat(value)
    }
}

/// Why a probe file (``ProbeFile``) could not be used, as `file:line: message`.
package struct ProbeFileError: Error, Hashable, Sendable, CustomStringConvertible {
    package var file: String
    /// 1-based; nil when the file could not be read at all.
    package var line: Int?
    package var message: String

    package init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    package var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): \(message)"
    }
}
