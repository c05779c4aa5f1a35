// `import TouchPlayground` is all a playground program needs: the UIKit names come with it.
@_exported import TouchCore
