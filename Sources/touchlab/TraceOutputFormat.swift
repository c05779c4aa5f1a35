import ArgumentParser

/// How `touchlab trace` writes the trace: the text a person reads (the default),
/// or one JSON object per record for programs (docs/trace-format.md).
enum TraceOutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text, jsonl
}
