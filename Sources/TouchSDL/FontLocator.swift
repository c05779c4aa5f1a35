import CSDL2
import Foundation
import TouchCore

/// Finds TouchLab's bundled font, `Assets/Fonts/DejaVuSans.ttf`.
///
/// The font ships in the repository rather than as a SwiftPM resource, because
/// declaring `resources:` makes SwiftPM generate a `Bundle.module` accessor and
/// ties the binary to the build folder layout (notes/sdl-on-debian.md §2).
/// Instead the locator looks, in this order:
///
/// 1. `../share/touchlab/Fonts/DejaVuSans.ttf` from the executable's folder
///    (`SDL_GetBasePath()`, symbolic links resolved): where `make install` and
///    `make dist` put it (``installedFolder``), so an installed binary uses the
///    font installed with it, whatever checkout or setting is around.
/// 2. `$TOUCHLAB_ASSETS/Fonts/DejaVuSans.ttf`, for a binary copied away from its
///    assets. When the variable is set nothing after it is looked at: a wrong
///    setting is reported, not silently replaced by a build tree's copy.
/// 3. `Assets/Fonts/DejaVuSans.ttf` in the executable's folder and each folder
///    above it, which finds the repository from `.build/<triple>/debug/`.
/// 4. The same below the current directory and each folder above it.
/// 5. `Assets/Fonts/DejaVuSans.ttf` in TouchLab's own package folder, where this
///    file was compiled: a playground program in another package that depends on
///    `TouchPlayground` finds the font in TouchLab's checkout, wherever it runs from.
///
/// When nothing is found, ``locate()`` throws ``TouchSDLError/fontNotFound(tried:)``
/// naming every path it tried.
///
/// See also: SDL_GetBasePath (https://wiki.libsdl.org/SDL2/SDL_GetBasePath).
package struct FontLocator: Hashable, Sendable {
    package static let fontFileName = "DejaVuSans.ttf"
    package static let environmentKey = "TOUCHLAB_ASSETS"
    /// Where an installed binary's assets are, from the folder it is in: `make
    /// install` puts the binary in `PREFIX/bin` and the assets in
    /// `PREFIX/share/touchlab` (the scene library's `SceneLibrary.installedFolder` too).
    package static let installedFolder = "../share/touchlab"

    /// The value of `TOUCHLAB_ASSETS`, if set and not empty.
    package var assetsOverride: String?
    /// The running executable's folder, if known.
    package var executableDirectory: String?
    package var currentDirectory: String
    /// TouchLab's package folder (the one holding `Assets/`), if known.
    package var packageDirectory: String?

    package init(
        assetsOverride: String?, executableDirectory: String?, currentDirectory: String, packageDirectory: String? = nil
    ) {
        self.assetsOverride = assetsOverride.flatMap { $0.isEmpty ? nil : $0 }
        self.executableDirectory = executableDirectory
        self.currentDirectory = currentDirectory
        self.packageDirectory = packageDirectory
    }

    /// The package folder this file was compiled in: `Sources/TouchSDL/` is two
    /// folders below it.
    package static let compiledPackageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// A locator for this process: the environment, `SDL_GetBasePath()` (which
    /// needs no `SDL_Init`) and the current directory.
    package static func forCurrentProcess() -> FontLocator {
        var executableDirectory: String?
        if let base = SDL_GetBasePath() {
            executableDirectory = String(cString: base)
            SDL_free(base)
        }
        return FontLocator(
            assetsOverride: ProcessInfo.processInfo.environment[environmentKey],
            executableDirectory: executableDirectory,
            currentDirectory: FileManager.default.currentDirectoryPath,
            packageDirectory: compiledPackageDirectory
        )
    }

    /// Every path ``locate()`` looks at, in order, without duplicates.
    package func candidates() -> [String] {
        var paths: [String] = []
        if let executableDirectory {
            let installed = PathText.normalized(Self.installedFolder, in: PathText.normalized(executableDirectory, in: currentDirectory))
            paths.append(Self.join(installed, "Fonts", Self.fontFileName))
        }
        if let assetsOverride {
            return paths + [Self.join(assetsOverride, "Fonts", Self.fontFileName)]
        }
        for start in [executableDirectory, currentDirectory].compactMap({ $0 }) {
            for folder in Self.selfAndAncestors(of: start) {
                let path = Self.join(folder, "Assets", "Fonts", Self.fontFileName)
                if !paths.contains(path) { paths.append(path) }
            }
        }
        if let packageDirectory {
            let path = Self.join(packageDirectory, "Assets", "Fonts", Self.fontFileName)
            if !paths.contains(path) { paths.append(path) }
        }
        return paths
    }

    /// The path of the first candidate that is a readable file.
    package func locate() throws -> String {
        let tried = candidates()
        for path in tried where FileManager.default.isReadableFile(atPath: path) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return path
            }
        }
        throw TouchSDLError.fontNotFound(tried: tried)
    }

    /// `path` made absolute against the current directory and standardised,
    /// followed by each parent up to `/`.
    private static func selfAndAncestors(of path: String) -> [String] {
        var folder = PathText.normalized(path, in: FileManager.default.currentDirectoryPath)
        var folders = [folder]
        while folder != "/" {
            folder = PathText.parent(of: folder)
            folders.append(folder)
        }
        return folders
    }

    private static func join(_ parts: String...) -> String {
        parts.dropFirst().reduce(parts[0]) { PathText.joining($0, $1) }
    }
}
