import Foundation
import Testing

/// The conventions of a Unix tool: `-` reads a scene from standard input, `-o` is
/// `--out`, results go to standard output and errors to standard error, and the exit
/// statuses (0, 1, 64) are the ones `--help` states.
@Suite struct CommandConventionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func scene(_ name: String) -> String {
        repository.appendingPathComponent("scenes/\(name).yaml").path
    }

    /// A file holding `text`, for a child's standard input.
    static func inputFile(_ text: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stdin-\(UUID().uuidString).yaml")
        try Data(text.utf8).write(to: file)
        return file
    }

    static let brokenScene = "name: broken\n# the second line\nwindows: 3\n"

    @Test(arguments: [["trace"], ["trace", "--flat", "--only", "touches"], ["why", "-", "MovedView"]])
    func aScenePipedInReadsAsTheSameFile(arguments: [String]) throws {
        let withDash = arguments.contains("-") ? arguments : [arguments[0], "-"] + arguments.dropFirst()
        let withFile = withDash.map { $0 == "-" ? Self.scene("drag") : $0 }
        let piped = try ChildProcess.touchlab(withDash, standardInput: Self.scene("drag"))
        let file = try ChildProcess.touchlab(withFile)
        #expect(piped.status == 0, "\(piped.errors)")
        #expect(!piped.output.isEmpty)
        #expect(piped.output == file.output)
    }

    /// An error in a piped scene names `<stdin>` and its line and column, on standard
    /// error, with status 1 and nothing on standard output.
    @Test(arguments: [["trace", "-"], ["shoot", "-", "-o", "never-written"], ["why", "-", "View"], ["check", "-"], ["run", "-"]])
    func anErrorInAPipedSceneNamesStdinAndTheLine(arguments: [String]) throws {
        let input = try Self.inputFile(Self.brokenScene)
        defer { try? FileManager.default.removeItem(at: input) }
        let result = try ChildProcess.touchlab(arguments, environment: ["DISPLAY": nil], standardInput: input.path)
        #expect(result.status == 1)
        #expect(result.output.isEmpty, "\(result.output)")
        #expect(result.errors.hasPrefix("<stdin>:3:10: error: 'windows' must be a list of windows"), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: "never-written"))
    }

    @Test func aPipedSceneMayNotBeLargerThanAFile() throws {
        let input = try Self.inputFile(String(repeating: "#", count: 2_000_000))
        defer { try? FileManager.default.removeItem(at: input) }
        let result = try ChildProcess.touchlab(["trace", "-"], standardInput: input.path)
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("<stdin>: error: standard input holds more than"), "\(result.errors)")
    }

    /// `check` reads standard input once, among files: the piped scene's line says `<stdin>`.
    @Test func checkTakesStandardInputAmongFiles() throws {
        let good = try ChildProcess.touchlab(["check", Self.scene("drag"), "-"], standardInput: Self.scene("tap-gesture"))
        #expect(good.status == 0, "\(good.errors)")
        #expect(good.output.hasPrefix("\(Self.scene("drag")): ok — "))
        #expect(good.output.contains("\n<stdin>: ok — "), "\(good.output)")
        let twice = try ChildProcess.touchlab(["check", "-", "-"], standardInput: Self.scene("drag"))
        #expect(twice.status == 64)
        #expect(twice.errors.contains("'-' (a scene from standard input) can be given once"), "\(twice.errors)")
    }

    /// `shoot -o DIR` is `shoot --out DIR`: the paths written on standard output, nothing on standard error.
    @Test func shootTakesDashOForOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dash-o-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ChildProcess.touchlab(["shoot", Self.scene("drag"), "-o", folder.path, "--final"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == folder.appendingPathComponent("drag-drag-down-right-final.png").path + "\n")
        #expect(result.errors.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["drag-drag-down-right-final.png"])
    }

    /// A wrong command line (an unknown scene, script or option) is status 64, said on
    /// standard error; standard output stays empty.
    @Test(arguments: [
        ["trace", "no-such-scene"], ["trace", "drag", "--script", "no-such-script"], ["why", "drag", "NoSuchView"],
        ["shoot", "drag"], ["trace", "--no-such-option"],
    ])
    func aWrongCommandLineIsStatus64OnStandardError(arguments: [String]) throws {
        let result = try ChildProcess.touchlab(arguments)
        #expect(result.status == 64, "\(result.errors)")
        #expect(result.output.isEmpty, "\(result.output)")
        #expect(result.errors.hasPrefix("Error: "), "\(result.errors)")
    }

    /// `--help` (and so the man page) states the statuses; every command's help ends with them.
    @Test func helpStatesTheExitStatuses() throws {
        let root = try ChildProcess.touchlab(["--help"])
        #expect(root.output.contains("Exit status: 0 when the command did what was asked; 1 when it could not"), "\(root.output)")
        #expect(root.output.contains("64 when the command line is wrong"))
        for command in ["trace", "check", "list", "why", "shoot", "run", "bench"] {
            let help = try ChildProcess.touchlab([command, "--help"])
            let flat = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(
                flat.contains("Exit status: 0 on success; 1 when the command could not do it (the reason on standard error); 64 when"),
                "\(command): \(help.output)")
        }
        let shoot = try ChildProcess.touchlab(["shoot", "--help"])
        #expect(shoot.output.contains("-o, --out <out>"))
    }

    /// No library is no result: the note goes to standard error, and a pipe reads nothing.
    @Test func listWithoutALibrarySaysSoOnStandardError() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = try ChildProcess.touchlab(["list"], environment: ["TOUCHLAB_SCENES": empty.path])
        #expect(result.status == 0)
        #expect(result.output.isEmpty, "\(result.output)")
        #expect(result.errors.hasPrefix("No scene library found"), "\(result.errors)")
    }
}
