/// What one probe of a scene file found: the view hit-testing returns there, and
/// how many views the full walk considers to find it.
public struct SceneProbeResult: Codable, Hashable, Sendable {
    /// The probe's line in the points file.
    public var line: Int
    public var x: Double
    public var y: Double
    /// The window and view the untraced hit-test returns, by their trace names;
    /// nil when no visible window takes the point.
    public var window: String?
    public var view: String?
    /// `.hitTest` records of the first hit-testing pass of a traced touch at the
    /// point: the views the full walk considers (the untraced walk may skip some
    /// through the subview grid).
    public var viewsConsidered: Int
    /// Median nanoseconds for one untraced hit-test of the point.
    public var medianNanoseconds: Double

    public init(
        line: Int, x: Double, y: Double, window: String?, view: String?, viewsConsidered: Int,
        medianNanoseconds: Double
    ) {
        self.line = line
        self.x = x
        self.y = y
        self.window = window
        self.view = view
        self.viewsConsidered = viewsConsidered
        self.medianNanoseconds = medianNanoseconds
    }
}
