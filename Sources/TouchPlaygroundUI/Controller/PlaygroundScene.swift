import Foundation
import TouchCore

/// A scene the playground window can switch to and reload: its name, the
/// file to watch, and how to build it.
///
/// The window knows nothing of scene files (TouchSDL does not import
/// TouchScenes); the command line hands it these, so parsing and building
/// stay in one place and the window only asks for a fresh application.
package struct PlaygroundScene {
    package var name: String
    /// The scene file, watched for changes; `nil` for a scene compiled into
    /// the binary (the built-in default), which never changes.
    package var path: String?
    /// The first line of the scene's description, for the scene switcher.
    package var summary: String?
    /// Parses and builds the scene anew. Throws when the file does not parse;
    /// the error's description is shown in the window as is.
    package var open: () throws -> PlaygroundSceneWorld

    package init(
        name: String, path: String?, summary: String? = nil, open: @escaping () throws -> PlaygroundSceneWorld
    ) {
        self.name = name
        self.path = path
        self.summary = summary
        self.open = open
    }
}
