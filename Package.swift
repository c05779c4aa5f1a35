// swift-tools-version:6.0
//
// TouchLab: a faithful reimplementation of iOS touch delivery, with an SDL2
// playground that shows it live. The module graph (each module imports only
// those after its arrow; lower never imports higher):
//
//   TouchCore          (none)   UIKit-named core: responders, hit-testing, touches,
//                               events, gesture recognizers, controls, trace records.
//                               No SDL, files or pixels.
//   TouchDisplayList   (none)   a pure drawing description: rectangles, lines, text
//                               runs (Foundation only; no UIKit, traces or pixels).
//   TouchScenes        ← TouchCore, CLibYAML
//                               scene files (YAML through libyaml) -> a core hierarchy
//                               + a scripted input run.
//   TouchInsight       ← TouchCore
//                               trace records -> what they mean: explanations, the
//                               timeline, the hierarchy outline, filters. Used by the
//                               CLI, the window and the Swift library alike.
//   TouchRaster        ← TouchDisplayList
//                               display list -> pixels: a deterministic pure-Swift rasteriser.
//   TouchPlaygroundUI  ← TouchCore, TouchInsight, TouchDisplayList
//                               the playground's screen: one layout per frame, panels,
//                               labels, the exploded view, the platform-free controller
//                               -> a display list.
//   TouchSDL           ← TouchCore, TouchDisplayList, TouchInsight, TouchPlaygroundUI,
//                         TouchRaster, CSDL2, CSDL2TTF, CSDL2Image, CGIF, CWebP
//                               SDL2 input -> touch samples; fonts; PNG files; the window.
//   TouchBench         ← TouchCore, TouchScenes, TouchDisplayList, TouchPlaygroundUI, TouchSDL
//                               seeded hierarchies and the measurements of `touchlab bench`.
//   TouchPlayground    ← TouchCore, TouchScenes, TouchInsight, TouchPlaygroundUI, TouchSDL
//                               the library for your own Swift programs: build a UIWindow
//                               hierarchy in code, then Playground.run / trace / shoot it
//                               (Examples/ use it). Re-exports TouchCore (the UIKit
//                               names), TraceFilter and TraceLineCategory (for
//                               PlaygroundTrace.filtered), PlaygroundWindowOptions, and
//                               its own API — not the trace machinery.
//   UIKit (Linux only) ← TouchPlayground, under UIKit's name.
//   touchlab           ← TouchCore, TouchScenes, TouchDisplayList, TouchInsight,
//                         TouchPlaygroundUI, TouchSDL, TouchBench, TouchPlayground,
//                         ArgumentParser: the command line (trace, check, shoot, run, bench…).
//   BuildInfoPlugin    writes `touchlab --version`'s text (VERSION, the git commit)
//                      before each build.
//
// Cross-module plumbing is `package`: a program that imports the TouchPlayground
// product reaches only `public` declarations — the UIKit names, what TouchPlayground
// re-exports, and its own API.
import PackageDescription

let package = Package(
    name: "TouchLab",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TouchCore", targets: ["TouchCore"]),
        .library(name: "TouchPlayground", targets: ["TouchPlayground"]),
        .executable(name: "touchlab", targets: ["touchlab"]),
    ],
    dependencies: [
        // The touchlab command line: subcommands, --help, validation.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
        // `make docs`: the DocC reference of TouchPlayground (swift package generate-documentation).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "TouchCore"),
        .target(name: "TouchScenes", dependencies: ["TouchCore", "CLibYAML"]),
        // Scene files: libyaml's events, with line/column marks for errors (README: Dependencies).
        .systemLibrary(
            name: "CLibYAML", pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "TouchDisplayList"),
        .target(name: "TouchInsight", dependencies: ["TouchCore"]),
        .target(name: "TouchPlaygroundUI", dependencies: ["TouchCore", "TouchInsight", "TouchDisplayList"]),
        .target(name: "TouchRaster", dependencies: ["TouchDisplayList", "CCurrentProcessor"]),
        // The processor a thread runs on (sched_getcpu), for the render's band helpers.
        .target(name: "CCurrentProcessor"),
        .systemLibrary(
            name: "CSDL2", pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]
        ),
        .systemLibrary(
            name: "CSDL2TTF", pkgConfig: "SDL2_ttf",
            providers: [.apt(["libsdl2-ttf-dev"]), .brew(["sdl2_ttf"])]
        ),
        .systemLibrary(
            name: "CSDL2Image", pkgConfig: "SDL2_image",
            providers: [.apt(["libsdl2-image-dev"]), .brew(["sdl2_image"])]
        ),
        // Animated exports (`touchlab shoot --animate`): giflib and libwebp's animation encoder.
        .systemLibrary(
            name: "CGIF", pkgConfig: "libgif",
            providers: [.apt(["libgif-dev"]), .brew(["giflib"])]
        ),
        .systemLibrary(
            name: "CWebP", pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]
        ),
        .target(
            name: "TouchSDL",
            dependencies: [
                "TouchCore", "TouchDisplayList", "TouchInsight", "TouchPlaygroundUI", "TouchRaster", "CSDL2", "CSDL2TTF",
                "CSDL2Image", "CGIF", "CWebP",
            ]
        ),
        .target(
            name: "TouchBench",
            dependencies: ["TouchCore", "TouchScenes", "TouchDisplayList", "TouchPlaygroundUI", "TouchSDL"]
        ),
        .executableTarget(
            name: "touchlab",
            dependencies: [
                "TouchCore", "TouchScenes", "TouchDisplayList", "TouchInsight", "TouchPlaygroundUI", "TouchSDL", "TouchBench",
                "TouchPlayground",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // `touchlab --version`: VERSION and the git commit, written before each build.
            plugins: ["BuildInfoPlugin"]
        ),
        .plugin(name: "BuildInfoPlugin", capability: .buildTool()),
        .target(
            name: "TouchPlayground",
            dependencies: ["TouchCore", "TouchScenes", "TouchInsight", "TouchPlaygroundUI", "TouchSDL"]
        ),
        // The seed articles written in Swift: one library, and a thin `example-NAME`
        // executable per example (`swift run example-a-to-f [--trace]`).
        .target(name: "SeedExamples", dependencies: ["TouchPlayground"], path: "Examples/SeedExamples"),
        .executableTarget(name: "example-touch-logging", dependencies: ["SeedExamples"], path: "Examples/example-touch-logging"),
        .executableTarget(name: "example-hit-test-override", dependencies: ["SeedExamples"], path: "Examples/example-hit-test-override"),
        .executableTarget(name: "example-a-to-f", dependencies: ["SeedExamples"], path: "Examples/example-a-to-f"),
        .executableTarget(name: "example-gestures", dependencies: ["SeedExamples"], path: "Examples/example-gestures"),
        .executableTarget(name: "example-button", dependencies: ["SeedExamples"], path: "Examples/example-button"),
        .executableTarget(name: "example-table", dependencies: ["SeedExamples"], path: "Examples/example-table"),
        .executableTarget(name: "example-nested-views", dependencies: ["SeedExamples"], path: "Examples/example-nested-views"),
        // The README's "Write it in Swift" example, byte for byte (ReadmeExampleTests checks).
        .executableTarget(name: "readme-example", dependencies: ["TouchPlayground"], path: "Examples/readme-example"),
        // Helpers the test targets share (the seeded generator, draw-list fixtures); not a product.
        .target(name: "TestSupport", dependencies: ["TouchDisplayList"], path: "Tests/TestSupport"),
        .testTarget(name: "TouchCoreTests", dependencies: ["TouchCore", "TestSupport"]),
        .testTarget(name: "TouchScenesTests", dependencies: ["TouchScenes", "TouchCore", "TestSupport"]),
        .testTarget(
            name: "TouchPlaygroundUITests",
            dependencies: [
                "TouchPlaygroundUI", "TouchInsight", "TouchDisplayList", "TouchRaster", "TouchCore", "TouchScenes", "TouchPlayground",
                "TestSupport",
            ]
        ),
        // Runs the built `touchlab` binary and compares its output with golden files.
        .testTarget(
            name: "TouchLabCLITests",
            dependencies: [
                "touchlab", "TouchCore", "TouchBench", "TouchSDL", "TouchPlaygroundUI", "CSDL2", "TestSupport", "SeedExamples",
                "TouchPlayground", "TouchScenes", "example-a-to-f",
            ]
        ),
        .testTarget(
            name: "TouchBenchTests",
            dependencies: ["TouchBench", "TouchCore", "TouchScenes", "TouchInsight", "TouchPlaygroundUI", "TestSupport"]
        ),
        .testTarget(
            name: "TouchRasterTests",
            dependencies: ["TouchRaster", "TouchDisplayList", "TouchInsight", "TouchPlaygroundUI", "TestSupport"]
        ),
        // Article-style UIKit snippets, compiled against the library as a user would write them.
        .testTarget(name: "UIKitAPITests", dependencies: ["TouchPlayground"]),
        // Runs each example's binary too, so `make test` builds every example.
        .testTarget(
            name: "SeedExamplesTests",
            dependencies: [
                "SeedExamples", "TouchPlayground", "TouchScenes", "example-touch-logging", "example-hit-test-override",
                "example-a-to-f", "example-gestures", "example-button", "example-table", "example-nested-views",
                "readme-example",
            ]
        ),
        .testTarget(
            name: "TouchSDLTests",
            dependencies: [
                "TouchSDL", "TouchRaster", "TouchDisplayList", "TouchInsight", "TouchPlaygroundUI", "TouchCore", "CSDL2",
                "TestSupport",
            ]
        ),
    ]
)

// `import UIKit` for pasted article code, on Linux only (docs/uikit-api.md#porting): a module
// named UIKit that re-exports TouchPlayground, and the clang module map that lets
// `import UIKit.UIGestureRecognizerSubclass` compile too. Never on Apple platforms, where
// UIKit is Apple's: a package there must not declare a module of that name.
#if os(Linux)
    package.products.append(.library(name: "UIKit", targets: ["UIKit"]))
    package.targets += [
        .target(name: "UIKitSubmodules", path: "Sources/UIKitSubmodules"),
        .target(name: "UIKit", dependencies: ["TouchPlayground", "UIKitSubmodules"]),
        // Four tutorials' programs pasted with only the porting table's edits, `import UIKit` kept.
        .executableTarget(name: "example-larger-hit-area", dependencies: ["UIKit"], path: "Examples/example-larger-hit-area"),
        .executableTarget(name: "example-single-double-tap", dependencies: ["UIKit"], path: "Examples/example-single-double-tap"),
        .executableTarget(
            name: "example-button-in-tappable-view", dependencies: ["UIKit"], path: "Examples/example-button-in-tappable-view"),
        .executableTarget(name: "example-draggable-view", dependencies: ["UIKit"], path: "Examples/example-draggable-view"),
        // Runs the four programs and checks that every action fired.
        .testTarget(
            name: "TutorialExamplesTests",
            dependencies: [
                "TestSupport", "example-larger-hit-area", "example-single-double-tap", "example-button-in-tappable-view",
                "example-draggable-view",
            ]),
    ]
#endif
