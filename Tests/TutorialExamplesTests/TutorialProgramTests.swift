import Foundation
import Testing

/// Placeholder; filled below once the programs build.
@Suite struct TutorialProgramTests {}
