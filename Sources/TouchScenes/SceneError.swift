/// Why a scene file could not be loaded: where, and what was expected.
///
/// `description` has the `file:line:column: error: message` form compilers
/// use, so editors and terminals link it to the spot. Positions are 1-based and
/// point at the offending key or value; a problem with the whole file (it cannot
/// be read, it is too large) has line and column 0 and prints `file: error: …`.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    /// One sentence or two, lower-case first word, saying what is wrong and what
    /// to write instead.
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public init(file: String, position: ScenePosition?, message: String) {
        self.init(file: file, line: position?.line ?? 0, column: position?.column ?? 0, message: message)
    }

    public var position: ScenePosition? {
        line > 0 ? ScenePosition(line: line, column: column) : nil
    }

    public var description: String {
        if let position {
            return "\(file):\(position): error: \(message)"
        }
        return "\(file): error: \(message)"
    }
}
