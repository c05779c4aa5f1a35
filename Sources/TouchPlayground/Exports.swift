// `import TouchPlayground` is all a playground program needs: the UIKit names come with
// it, and the window's options that `Playground.run` takes (it throws PlaygroundRunError).
// Foundation too, as `import UIKit` brings it on iOS: articles use CGRect and CGPoint
// with no other import.
@_exported import Foundation
@_exported import TouchCore

@_exported import struct TouchDrawing.TraceFilter
// The trace filter's kinds, for `PlaygroundTrace.filtered(only:receivers:)`.
@_exported import enum TouchDrawing.TraceLineCategory
@_exported import struct TouchSDL.PlaygroundWindowOptions
