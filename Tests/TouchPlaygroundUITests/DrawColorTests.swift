import Testing
import TouchDisplayList

@Suite struct DrawColorTests {
    @Test func withAlphaKeepsTheChannels() {
        let translucent = DrawColor.blue.withAlpha(64)
        #expect(translucent == DrawColor(red: 0, green: 122, blue: 255, alpha: 64))
        #expect(DrawColor.blue.alpha == 255)
    }

    @Test func defaultAlphaIsOpaque() {
        #expect(DrawColor(red: 1, green: 2, blue: 3).alpha == 255)
    }

    @Test func paletteColoursAreDistinct() {
        let palette: [DrawColor] = [
            .clear, .black, .white, .gray, .lightGray, .darkGray, .red, .orange,
            .yellow, .green, .teal, .blue, .indigo, .purple, .pink,
        ]
        #expect(Set(palette).count == palette.count)
        #expect(DrawColor.clear.alpha == 0)
    }

    @Test func descriptionNamesEveryChannel() {
        #expect(DrawColor(red: 1, green: 2, blue: 3, alpha: 4).description == "rgba(1,2,3,4)")
    }
}
