// `import UIKit` on Linux: TouchPlayground under UIKit's name, so an article's file
// compiles with its first line unchanged (docs/uikit-api.md#porting). Only Package.swift
// on Linux declares this module; on Apple platforms UIKit is Apple's.
@_exported import TouchPlayground

#if canImport(Darwin)
    #error("TouchLab's UIKit module is for Linux only: on Apple platforms import TouchPlayground (UIKit is Apple's).")
#endif
