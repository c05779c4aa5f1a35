// `import TouchPlayground` is all a playground program needs: the UIKit names come with
// it, and the window's options that `Playground.run` takes (it throws PlaygroundRunError).
// Foundation too, as `import UIKit` brings it on iOS: articles use CGRect and CGPoint
// with no other import. The trace filter and its kinds, for `PlaygroundTrace.filtered`.
@_exported import Foundation
@_exported import TouchCore

@_exported import struct TouchInsight.TraceFilter
@_exported import enum TouchInsight.TraceLineCategory
@_exported import struct TouchSDL.PlaygroundWindowOptions
