import Foundation

/// The app delegate (Apple: UIApplicationDelegate).
///
/// When the delegate is also a `UIResponder` (and not a view, a controller or the
/// application), it is the application's `next` and the last stop of the responder
/// chain (SPEC R3), as `AppDelegate` is in the seed 002 printout.
public protocol UIApplicationDelegate: AnyObject {}
