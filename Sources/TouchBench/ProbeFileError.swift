/// Why a probe file (``ProbeFile``) could not be used, as `file:line: message`.
public struct ProbeFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based; nil when the file could not be read at all.
    public var line: Int?
    public var message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): \(message)"
    }
}
