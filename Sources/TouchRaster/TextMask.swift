/// How much of each pixel a line of text covers, 0 (none) to 255 (all), row
/// by row from the top left: what a font rasteriser produces, without a colour.
///
/// Masks are colourless so one rasterised label serves every colour and alpha
/// it is drawn in; ``RasterCanvas`` blends the run's colour through the mask.
/// The coverage array is shared, not copied, when a mask is passed around.
package struct TextMask: Sendable {
    package let width: Int
    package let height: Int
    /// `width × height` coverage values.
    package let coverage: [UInt8]

    package init(width: Int, height: Int, coverage: [UInt8]) {
        precondition(
            width > 0 && height > 0 && coverage.count == width * height,
            "TextMask needs width × height coverage values, got \(coverage.count) for \(width)×\(height)")
        self.width = width
        self.height = height
        self.coverage = coverage
    }
}
