/// Why an end-to-end test could not go on, with what to do about it when the
/// cause is the machine (a missing tool) rather than the code.
struct EndToEndFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
