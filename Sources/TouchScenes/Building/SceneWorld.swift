import Foundation
import TouchCore

/// A scene brought to life: the application, its windows and everything named in the
/// scene, ready for a script or a person to drive.
public final class SceneWorld {
    package let document: SceneDocument
    public let application: UIApplication
    public internal(set) var windows: [UIWindow] = []

    // The tables are filled once per object built and read on every lookup by
    // name; the world is used on one thread and never holds an access to one
    // across a call, so the runtime's exclusivity checks only cost time (a
    // million-view scene's build, docs/performance.md, "Scene load").
    /// Views the document's ``SceneNames`` lacks (a document made or changed
    /// in code); the rest are in `viewsByPlace`.
    @exclusivity(unchecked) var viewsByName: [String: UIView] = [:]
    /// The parser's table of every name, shared with the document rather than
    /// copied into a second table of a million names (docs/performance.md,
    /// "Scene load").
    let names: [String: Int]
    /// The names by place (``SceneNames/order``).
    let order: [String]
    /// The place to try first for the next view filed: the one after the last.
    @exclusivity(unchecked) var nextPlace = 0
    /// Views by their name's place in `names`.
    @exclusivity(unchecked) var viewsByPlace: [UIView?]
    @exclusivity(unchecked) var respondersByName: [String: UIResponder] = [:]
    @exclusivity(unchecked) var recognizersByName: [String: UIGestureRecognizer] = [:]
    /// What each object's class "logs", as the articles' subclasses print their calls.
    @exclusivity(unchecked) var logTopics: [ObjectIdentifier: Set<SceneLogTopic>] = [:]
    /// Delegates are weak in UIKit; the world keeps them alive.
    var retained: [AnyObject] = []

    init(document: SceneDocument, application: UIApplication) {
        self.document = document
        self.application = application
        names = document.names.indexByName
        order = document.names.order
        viewsByPlace = Array(repeating: nil, count: names.count)
    }

    /// A world built in code rather than from a scene file: views, controllers and
    /// recognizers are found by their trace name (`name`, else the class name) when a
    /// script names them, in the windows as they are then.
    var findsByName = false

    /// Wraps a hierarchy built in code, so scene scripts can play against it: the
    /// windows are attached to `application` (the first becomes key when none is) and
    /// shown.
    public convenience init(name: String, application: UIApplication, windows: [UIWindow]) {
        self.init(document: SceneDocument(name: name, windows: []), application: application)
        self.windows = windows
        findsByName = true
        for window in windows {
            application.addWindow(window)
            window.isHidden = false
        }
        if application.keyWindow == nil { windows.first?.makeKey() }
    }

    /// Every responder in `windows`: the views depth first, each followed by the
    /// controllers on its chain that are not views.
    static func responders(in windows: [UIWindow]) -> [UIResponder] {
        var found: [UIResponder] = []
        func visit(_ view: UIView) {
            found.append(view)
            if let controller = view.next as? UIViewController { found.append(controller) }
            for subview in view.subviews { visit(subview) }
        }
        windows.forEach(visit)
        return found
    }

    /// Releases the scene: the application stops owning the world, so both can go once
    /// nobody else holds them (a window reloading its scene calls this).
    public func close() {
        (application as? ScriptedApplication)?.world = nil
    }

    /// Files a view the builder made under its name.
    func file(_ view: UIView, named name: String) {
        // The builder makes views in about the parser's order: the place after
        // the last one filed is tried first (`order[place]` is the name whose
        // place it is, so a match is the table's answer without the table).
        if nextPlace < order.count, order[nextPlace] == name {
            viewsByPlace[nextPlace] = view
            nextPlace += 1
        } else if let place = names[name] {
            viewsByPlace[place] = view
            nextPlace = place + 1
        } else {
            viewsByName[name] = view
        }
    }

    /// The view filed under `name`.
    private func filedView(named name: String) -> UIView? {
        if let place = names[name], let view = viewsByPlace[place] { return view }
        return viewsByName[name]
    }

    public func view(named name: String) -> UIView? {
        if let view = filedView(named: name) { return view }
        return findsByName ? windows.lazy.compactMap { $0.viewNamed(name) }.first : nil
    }
    public func responder(named name: String) -> UIResponder? {
        if let responder = respondersByName[name] ?? view(named: name) { return responder }
        guard findsByName else { return nil }
        return Self.responders(in: windows).first { $0.traceName == name }
    }
    /// A recognizer by its scene name, or a scroll or table view's built-in one
    /// written `Feed.panGestureRecognizer`.
    public func recognizer(named name: String) -> UIGestureRecognizer? {
        if let recognizer = recognizersByName[name] { return recognizer }
        if findsByName {
            let views = Self.responders(in: windows).compactMap { $0 as? UIView }
            if let recognizer = views.lazy.flatMap({ $0.gestureRecognizers ?? [] }).first(where: { $0.traceName == name }) {
                return recognizer
            }
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1] == "panGestureRecognizer", let scroll = filedView(named: String(parts[0])) as? UIScrollView
        else { return nil }
        return scroll.panGestureRecognizer
    }

    /// The log topics the scene gave the object with this identity.
    package func logTopics(of id: ObjectIdentifier) -> Set<SceneLogTopic> { logTopics[id] ?? [] }
}
