import Foundation
import TouchCore

/// A scene brought to life: the application, its windows and everything named in the
/// scene, ready for a script or a person to drive.
public final class SceneWorld {
    public let document: SceneDocument
    public let application: UIApplication
    public internal(set) var windows: [UIWindow] = []

    var viewsByName: [String: UIView] = [:]
    var respondersByName: [String: UIResponder] = [:]
    var recognizersByName: [String: UIGestureRecognizer] = [:]
    /// What each object's class "logs", as the articles' subclasses print their calls.
    var logTopics: [ObjectIdentifier: Set<SceneLogTopic>] = [:]
    /// Delegates are weak in UIKit; the world keeps them alive.
    var retained: [AnyObject] = []

    init(document: SceneDocument, application: UIApplication) {
        self.document = document
        self.application = application
    }

    /// Releases the scene: the application stops owning the world, so both can go once
    /// nobody else holds them (a window reloading its scene calls this).
    public func close() {
        (application as? ScriptedApplication)?.world = nil
    }

    public func view(named name: String) -> UIView? { viewsByName[name] }
    public func responder(named name: String) -> UIResponder? { respondersByName[name] ?? viewsByName[name] }
    /// A recognizer by its scene name, or a scroll or table view's built-in one
    /// written `Feed.panGestureRecognizer`.
    public func recognizer(named name: String) -> UIGestureRecognizer? {
        if let recognizer = recognizersByName[name] { return recognizer }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1] == "panGestureRecognizer", let scroll = viewsByName[String(parts[0])] as? UIScrollView
        else { return nil }
        return scroll.panGestureRecognizer
    }

    /// The log topics the scene gave the object with this identity.
    public func logTopics(of id: ObjectIdentifier) -> Set<SceneLogTopic> { logTopics[id] ?? [] }
}
