import Foundation
import TouchCore

/// Writes `items` to standard output as Swift's `print` does and, when it runs while an
/// application delivers input or fires a timer with its trace recording, places the
/// line in that trace at the moment it was printed, as the seeds' `NSLog(@"View Taped")`
/// lines sit among the device log's calls.
///
/// A program that imports `TouchPlayground` (or `UIKit`, which re-exports it) calls this
/// `print` instead of the standard library's: a declaration of a module shadows one of
/// the modules it imports. So an article's `print("Button tapped")` in an action needs
/// no edit to appear in ``PlaygroundTrace/text`` right under the action's
/// `-[ViewController buttonTapped:]` line, and in the window's log.
///
/// What is printed outside delivery (while building the hierarchy, after a run) is
/// not in any trace and only reaches standard output, as before. Each line of a
/// printed text is a line of the trace; empty lines are left out. `print(_:to:)`
/// (into a string) is the standard library's and records nothing.
/// ``Playground/log(_:)`` records without writing to standard output.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { String(describing: $0) }.joined(separator: separator)
    Swift.print(text, terminator: terminator)
    guard let application = UIApplication.delivering, application.trace.isEnabled else { return }
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
        application.trace.message(String(line))
    }
}
