import Foundation
import TouchCore

/// Tells apart the objects of one class that a program did not name, as a scene file's
/// names do: two plain `UIView`s become `UIView#1` and `UIView#2` in the trace, in the
/// scripts' names and in the window.
///
/// A device log prints `NSStringFromClass([self class])`, the same for every instance;
/// an article's log stays readable because it has one view per class, but a program
/// written from a tutorial has several `UIView`s, two `UITapGestureRecognizer`s on one
/// view (single versus double tap), and the trace would not say which one answered.
/// The number is the object's place among its class's unnamed objects in the hierarchy
/// (windows in order, each view before its subviews, a view's controller and then its
/// recognizers after it); it is set as the object's `name`, so `.tap("UIView#2")`
/// names that view. A name the program gives is never changed.
enum PlaygroundNaming {
    /// Numbers the unnamed objects of each class that has several, and returns every
    /// object it saw. `known` is what an earlier call saw, when the trace may already
    /// have printed those objects: an object that was the only one of its class keeps
    /// its plain name (it counts as #1) and the newcomers number from 2 (a cell made on
    /// scrolling, a pushed controller's views), so no name changes within a trace.
    @discardableResult
    static func numberUnnamed(in windows: [UIWindow], known: Set<ObjectIdentifier>? = nil) -> Set<ObjectIdentifier> {
        var unnamed: [(className: String, id: ObjectIdentifier, name: (String) -> Void)] = []
        var highest: [String: Int] = [:]
        var seen: Set<ObjectIdentifier> = []
        func visit(_ object: AnyObject, name: String?, traceName: String, set: @escaping (String) -> Void) {
            seen.insert(ObjectIdentifier(object))
            guard let name else {
                unnamed.append((traceName, ObjectIdentifier(object), set))
                return
            }
            if let mark = name.lastIndex(of: "#"), let number = Int(name[name.index(after: mark)...]) {
                let className = String(name[..<mark])
                highest[className] = max(highest[className] ?? 0, number)
            }
        }
        var pending: [UIView] = windows.reversed()
        while let view = pending.popLast() {
            visit(view, name: view.name, traceName: view.traceName) { view.name = $0 }
            if let controller = view.next as? UIViewController, controller.viewIfLoaded === view {
                visit(controller, name: controller.name, traceName: controller.traceName) { controller.name = $0 }
            }
            for recognizer in view.gestureRecognizers ?? [] {
                visit(recognizer, name: recognizer.name, traceName: recognizer.traceName) { recognizer.name = $0 }
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
        var count: [String: Int] = [:]
        for entry in unnamed { count[entry.className, default: 0] += 1 }
        // An object the trace may have printed plain already stays so, and counts as #1.
        var keptPlain: Set<ObjectIdentifier> = []
        for entry in unnamed where known?.contains(entry.id) == true {
            highest[entry.className] = max(highest[entry.className] ?? 0, 1)
            keptPlain.insert(entry.id)
        }
        for entry in unnamed where !keptPlain.contains(entry.id) {
            let className = entry.className
            guard highest[className] != nil || count[className, default: 0] > 1 else { continue }
            let next = (highest[className] ?? 0) + 1
            highest[className] = next
            entry.name("\(className)#\(next)")
        }
        return seen
    }
}
