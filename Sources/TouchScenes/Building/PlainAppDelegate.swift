import Foundation
import TouchCore

/// An app delegate that is not a responder (`appDelegate: {responder: false}`), so the
/// chain ends at the application (SPEC R3).
final class PlainAppDelegate: UIApplicationDelegate {
    let name: String

    init(name: String) {
        self.name = name
    }
}
