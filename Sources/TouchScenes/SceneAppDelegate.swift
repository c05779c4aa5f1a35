/// The app delegate, the end of every responder chain when it is a responder.
///
/// `UIApplication.next` is the app delegate only if it is a `UIResponder` that is
/// not a view, a controller or the application itself (SPEC R3). Xcode's
/// templates make `AppDelegate` a `UIResponder`, hence the default; with
/// `isResponder == false` events passed on by the application are dropped, and
/// the loader rejects responder behaviour on it.
package struct SceneAppDelegate: Hashable, Sendable {
    package var name: String
    package var isResponder: Bool
    package var responder: SceneResponder

    package init(name: String = "AppDelegate", isResponder: Bool = true, responder: SceneResponder = SceneResponder()) {
        self.name = name
        self.isResponder = isResponder
        self.responder = responder
    }
}
