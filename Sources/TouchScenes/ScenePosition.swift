/// A place in a scene file: 1-based line and column, columns counted in Unicode scalars.
///
/// Errors point at the offending key or value with it, and script steps keep the
/// position of their action so a run can say which line of the file a delivery came from.
package struct ScenePosition: Hashable, Sendable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, the form compilers and editors understand.
    package var description: String { "\(line):\(column)" }
}
