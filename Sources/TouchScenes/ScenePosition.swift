/// A place in a scene file: 1-based line and column, columns counted in Unicode scalars.
///
/// Errors point at the offending key or value with it, and script steps keep the
/// position of their action so a run can say which line of the file a delivery came from.
public struct ScenePosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, the form compilers and editors understand.
    public var description: String { "\(line):\(column)" }
}
