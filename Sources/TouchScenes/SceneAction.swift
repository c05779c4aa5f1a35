/// An action method a responder implements, such as `buttonTap` or `copy`.
///
/// Control targets (SPEC C4), nil-target actions searching the chain (SPEC C5)
/// and editing commands (SPEC F3) are all answered by these: `canPerformAction`
/// is true for exactly the actions listed. `message` is what the method prints
/// when it runs, like the seeds' `NSLog(@"button clicked!")`; nil prints nothing
/// besides the trace's own record of the call.
package struct SceneAction: Hashable, Sendable {
    /// The selector's name without the colon, e.g. `buttonTap`.
    package var name: String
    package var message: String?

    package init(name: String, message: String?) {
        self.name = name
        self.message = message
    }
}
