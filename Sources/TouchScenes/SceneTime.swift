/// Virtual times in scripts, kept to whole microseconds.
///
/// Sums of decimal seconds drift in binary (0.1 + 0.2 is 0.30000000000000004);
/// snapping every computed time makes step and frame times equal the numbers
/// a person wrote, so traces print clean stamps and tests compare exactly.
enum SceneTime {
    static func snapped(_ seconds: Double) -> Double {
        (seconds * 1_000_000).rounded() / 1_000_000
    }
}
