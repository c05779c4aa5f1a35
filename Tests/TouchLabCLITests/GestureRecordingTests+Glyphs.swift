import CSDL2
import Foundation
import Testing
import TouchCore

@testable import TouchSDL
@testable import touchlab

/// Issue #25, defect 7: text no installed font has is handled the same way
/// everywhere. `shoot` and `--animate` refuse the picture naming the
/// characters (`ShootGlyphTests`); the window, which cannot refuse a frame,
/// says so in a notice with the same characters. (With the recording tests:
/// the same serialized suite of SDL windows.)
extension GestureRecordingTests {
    @Test func theWindowNamesCharactersNoFontHas() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glyph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("box.yaml").path
        // U+E000 is private use: no font installed for the playground has it.
        try """
        name: box
        windows:
          - name: UIWindow
            root:
              name: Controller
              view:
                name: Root
                subviews:
                  - {kind: label, name: Caption, frame: [10, 10, 200, 40], text: "Box\\uE000"}
        scripts:
          tap:
            - tap: [50, 30]
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let (scenes, current) = RunCommand.scenes(startingWith: path, libraryDirectory: nil)
        let world = try scenes[current].open()
        let options = PlaygroundWindowOptions(size: CGSize(width: 1000, height: 760), usesSoftwareRenderer: true)
        try PlaygroundWindow.open(scenes: scenes, current: current, world: world, options: options, fallbackDriver: "dummy") {
            playground in
            let driver = EventDriver(playground: playground)
            try driver.turn(2)
            let notice = playground.controller.notice ?? ""
            #expect(notice.contains("'Box□' has a character no installed font has (U+E000)"), "\(notice)")
        }
    }
}
