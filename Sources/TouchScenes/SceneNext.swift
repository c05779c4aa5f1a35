/// An overridden `next` (`nextResponder`) of a responder.
///
/// Overriding `next` changes the responder chain (SPEC R4; seed 002). A scene
/// writes a responder's name, or `nil` to end the chain there. The loader rejects
/// names that are not responders (gesture recognizers never are, SPEC R5) and
/// chains that loop.
package enum SceneNext: Hashable, Sendable {
    /// `next` returns the responder with this scene name.
    case responder(String)
    /// `next` returns nil: events passed on from here are dropped.
    case none
}
