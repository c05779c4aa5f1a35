// `import TouchPlayground` is all a playground program needs: the UIKit names come with
// it, and the window's options and errors that `Playground.run` takes and throws.
@_exported import TouchCore
@_exported import enum TouchSDL.PlaygroundWindowError
@_exported import struct TouchSDL.PlaygroundWindowOptions
