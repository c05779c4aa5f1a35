// Compiled into the TouchCore copy by tools/wasm-probe.sh only: what edits.sh
// puts in place of Foundation's Thread.current.threadDictionary.

/// The page's one thread's dictionary (see edits.sh, 4).
final class EmbeddedThreadDictionary {
    nonisolated(unsafe) static let current = EmbeddedThreadDictionary()
    private var values: [String: AnyObject] = [:]
    subscript(key: String) -> AnyObject? {
        get { values[key] }
        set { values[key] = newValue }
    }
}
