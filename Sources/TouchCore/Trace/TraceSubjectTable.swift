import Foundation

/// The objects a JSON trace names, by number: what gives each object its `id`
/// when records are written (``TraceRecord/jsonObject(index:subjects:)``), and
/// its identity when they are read back (``TraceRecord/init(json:subjects:)``).
///
/// Trace names are what the text prints, and they are not unique: every cell of
/// a table is `UITableViewCell`, every scroll view has a
/// `UIScrollViewDelayedTouchesBeganGestureRecognizer`. So the JSON form numbers
/// the objects, from 1, in the order they first appear in the trace — the same
/// numbers on every run of a script — and a page or a grader tells two cells
/// apart by `id`. One table serves a whole trace.
///
/// Reading back, an `id` the table numbered gives back that very subject; an
/// `id` it does not know gets a stand-in subject with its name and role, made
/// once, so every record naming that `id` names the same stand-in (the table
/// keeps the stand-ins alive, so no two share an identity). A table serves one
/// trace: written, then (or instead) read.
public final class TraceSubjectTable {
    /// An object whose only use is its identity.
    private final class StandIn {}

    /// Each identity's subject, number and JSON (made once: a trace names the
    /// same few objects millions of times).
    private var numbered: [ObjectIdentifier: (subject: TraceSubject, number: Int, json: TraceJSON)] = [:]
    private var subjects: [Int: TraceSubject] = [:]
    private var standIns: [StandIn] = []

    public init() {}

    /// The subject's number, given on first sight.
    public func number(of subject: TraceSubject) -> Int {
        entry(subject).number
    }

    /// `{"id": …, "name": …, "role": …}`.
    public func json(_ subject: TraceSubject) -> TraceJSON {
        entry(subject).json
    }

    /// The subject's entry; an address reused by a later object under another
    /// name or role is another object, with a number of its own.
    private func entry(_ subject: TraceSubject) -> (subject: TraceSubject, number: Int, json: TraceJSON) {
        if let known = numbered[subject.id], known.subject == subject { return known }
        let number = subjects.count + 1
        let json = TraceJSON.object([
            "id": .number(Double(number)), "name": .string(subject.name), "role": .string(subject.role.rawValue),
        ])
        let entry = (subject, number, json)
        numbered[subject.id] = entry
        subjects[number] = subject
        return entry
    }

    /// A subject's object, or `null`.
    public func json(_ subject: TraceSubject?) -> TraceJSON {
        subject.map(json) ?? .null
    }

    /// The subject numbered `id`: the one numbered so, or a stand-in named
    /// `name` with `role`, made once for that number.
    public func subject(id: Int, name: String, role: TraceSubject.Role) -> TraceSubject {
        if let known = subjects[id] { return known }
        let standIn = StandIn()
        standIns.append(standIn)
        let subject = TraceSubject(id: ObjectIdentifier(standIn), name: name, role: role)
        subjects[id] = subject
        return subject
    }
}
