import Foundation
import Testing

/// `touchlab shoot` refuses to write a picture with text no installed font can
/// draw (it would show empty boxes), naming the text and the characters; text
/// the fallback font has, like the seeds' Chinese, is drawn.
@Suite struct ShootGlyphTests {
    /// A view whose tap recognizer logs `label` (the log panel draws it).
    private func scene(label: String) -> String {
        """
        name: glyphs
        windows:
          - name: UIWindow
            root:
              name: Controller
              view:
                name: Root
                subviews:
                  - name: Box
                    frame: [10, 10, 200, 80]
                    recognizers:
                      - {kind: tap, name: BoxTap, message: "\(label)"}
        scripts:
          tap:
            - tap: [50, 30]
        """
    }

    private func shoot(label: String) async throws -> (status: Int32, output: String, errors: String, written: [String]) {
        let base = try HostileInputCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let file = base.appendingPathComponent("glyphs.yaml")
        try scene(label: label).write(to: file, atomically: true, encoding: .utf8)
        let out = base.appendingPathComponent("out")
        let (status, output, errors) = try await HostileInputCommandTests.touchlab(["shoot", file.path, "--out", out.path])
        let written = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
        return (status, output, errors, written)
    }

    @Test func aCharacterNoFontHasFailsTheShotAndIsNamed() async throws {
        // U+E000 is private use: no font installed for the playground has it.
        let run = try await shoot(label: "Box\u{E000}")
        #expect(run.status == 1)
        // The picture before the message is fine; the one with it is not written.
        #expect(run.written == ["glyphs-tap-01-down.png"], "no picture with boxes is written")
        #expect(run.errors.hasPrefix("touchlab shoot: the picture "), "\(run.errors)")
        #expect(run.errors.contains("would draw 'Box\u{E000}' with a character no installed font has (U+E000)"))
    }

    @Test func chineseTextIsDrawn() async throws {
        let run = try await shoot(label: "按钮")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.written.count == 2)
    }
}
