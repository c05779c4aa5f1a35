import ArgumentParser
import Foundation
import TouchPlaygroundUI

/// A slide's shape (`touchlab shoot --layout slide --aspect`): the picture's
/// size in pixels at `--scale 1`, 1080 pixels high, as a projector shows it.
enum SlideAspect: String, CaseIterable, ExpressibleByArgument {
    case wide = "16:9"
    case standard = "4:3"

    /// The picture's size in pixels at `--scale 1`: 1920×1080 or 1440×1080.
    var pixelSize: CGSize {
        switch self {
        case .wide: return CGSize(width: 1920, height: 1080)
        case .standard: return CGSize(width: 1440, height: 1080)
        }
    }
}

extension PlaygroundLayoutKind: ExpressibleByArgument {}
