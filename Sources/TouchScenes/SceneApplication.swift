/// The application object (`UIApplication`) as a responder.
///
/// It is the window's `next` (SPEC R3) and the last stop before the app delegate,
/// so a scene can give it actions (a nil-target action nobody else implements)
/// or make it handle touches that travelled the whole chain.
package struct SceneApplication: Hashable, Sendable {
    package var name: String
    package var responder: SceneResponder

    package init(name: String = "UIApplication", responder: SceneResponder = SceneResponder()) {
        self.name = name
        self.responder = responder
    }
}
