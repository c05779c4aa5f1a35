import Foundation
import TouchPlayground

/// One seed article's example written in Swift, as an iOS developer would write it:
/// UIKit subclasses built in code, and the scripts that replay the article's taps and
/// drags on the playground's virtual clock.
public struct SeedExample: Sendable {
    /// One way to play the example: a script over a fresh hierarchy.
    public struct Run: Sendable {
        public let script: PlaygroundScript
        public let makeApplication: @Sendable () -> UIApplication
        public let makeWindow: @Sendable () -> UIWindow

        public init(
            _ script: PlaygroundScript, application: @escaping @Sendable () -> UIApplication = SeedExample.application,
            window: @escaping @Sendable () -> UIWindow
        ) {
            self.script = script
            self.makeApplication = application
            self.makeWindow = window
        }

        /// Plays the script and returns its trace.
        public func trace() -> PlaygroundTrace {
            Playground.trace(script, application: makeApplication, makeWindow)
        }
    }

    /// The name after `example-` (`swift run example-a-to-f`).
    public let name: String
    public let summary: String
    /// The first run's hierarchy is what `swift run example-NAME` opens.
    public let runs: [Run]

    public init(name: String, summary: String, runs: [Run]) {
        self.name = name
        self.summary = summary
        self.runs = runs
    }

    /// The articles' apps have an `AppDelegate` that is a responder, so the chain ends
    /// there (seed 002's printout: `… --> UIApplication --> AppDelegate`).
    public static let application: @Sendable () -> UIApplication = {
        let application = UIApplication()
        application.delegate = AppDelegate()
        return application
    }

    /// The device the seeds' logs come from (a 6.1-inch iPhone, in points).
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// A key window whose root view controller is `controller`, as a scene delegate makes it.
    static func window(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: screen)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    /// `swift run example-NAME`: opens the playground window on the example, or with
    /// `--trace` prints each run's trace (`# run: NAME` before each). The window takes
    /// `touchlab run`'s `--echo-trace`, `--software` and `--size WxH`.
    @MainActor
    public func main(arguments: [String] = CommandLine.arguments) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print("usage: example-\(name) [--trace] [--echo-trace] [--software] [--size WxH]\n\n\(summary)")
            print("Runs: " + runs.map(\.script.name).joined(separator: ", "))
            return 0
        }
        let options: PlaygroundWindowOptions
        do {
            options = try Self.windowOptions(arguments.dropFirst())
        } catch {
            FileHandle.standardError.write(Data("example-\(name): \(error)\n".utf8))
            return 64
        }
        if arguments.contains("--trace") {
            // A run with problems (an action nobody implements, a step naming no view)
            // prints its trace, then its errors on stderr, and the program fails.
            var failed = false
            for (index, run) in runs.enumerated() {
                if index > 0 { print("") }
                print("# run: \(run.script.name)")
                let trace = run.trace()
                print(trace.text, terminator: "")
                for problem in trace.problems {
                    FileHandle.standardError.write(Data("example-\(name): run \(run.script.name): error: \(problem)\n".utf8))
                }
                failed = failed || !trace.succeeded
            }
            return failed ? 1 : 0
        }
        guard let first = runs.first else { return 0 }
        do {
            try Playground.run(
                title: "example-\(name)", options: options, application: first.makeApplication, first.makeWindow)
            return 0
        } catch PlaygroundRunError.problems(let problems) {
            for problem in problems { FileHandle.standardError.write(Data("example-\(name): error: \(problem)\n".utf8)) }
            return 1
        } catch let error as PlaygroundRunError {
            let hint = "without a display, `swift run example-\(name) --trace` prints what the window would show in its log"
            FileHandle.standardError.write(Data("example-\(name): \(error)\n\(hint)\n".utf8))
            return 1
        } catch {
            FileHandle.standardError.write(Data("example-\(name): \(error)\n".utf8))
            return 1
        }
    }
}

extension SeedExample {
    /// An argument the examples do not take.
    struct ArgumentError: Error, CustomStringConvertible {
        let description: String
    }

    /// The window options among `arguments`: `--echo-trace`, `--software`, `--size WxH`
    /// (as `touchlab run` takes them); `--trace` is handled before.
    static func windowOptions(_ arguments: ArraySlice<String>) throws -> PlaygroundWindowOptions {
        var options = PlaygroundWindowOptions()
        var remaining = arguments.makeIterator()
        while let argument = remaining.next() {
            switch argument {
            case "--echo-trace": options.echoesTrace = true
            case "--software": options.usesSoftwareRenderer = true
            case "--trace": break
            case "--size":
                let parts = (remaining.next() ?? "").split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts.allSatisfy({ (200...8192).contains($0) }) else {
                    throw ArgumentError(description: "--size takes WIDTHxHEIGHT in points, each 200 to 8192 (e.g. 1280x860)")
                }
                options.size = CGSize(width: parts[0], height: parts[1])
            default:
                throw ArgumentError(description: "unknown argument '\(argument)'; see --help")
            }
        }
        return options
    }
}

/// The app delegate of every example: a responder at the end of the chain.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

/// Every example, in the order the README lists them.
public enum SeedExamples {
    public static let all: [SeedExample] = [
        TouchLoggingExample.example, HitTestOverrideExample.example, AToFExample.example, GesturesExample.example,
        ButtonExample.example, TableExample.example, NestedViewsExample.example,
    ]

    public static func named(_ name: String) -> SeedExample? {
        all.first { $0.name == name }
    }
}
