# The source edits that take a copy of Sources/TouchCore through Embedded Swift:
# its type checker, its checks after type checking, and the linker. Sourced by tools/wasm-probe.sh with $CORE set to the copy; each
# edit names the construct Embedded Swift refused (docs/wasm-feasibility.md).
# An edit whose text is no longer found says so, so the probe tells when the core
# has moved on.

edit() { # edit FILE SED-SCRIPT WHY
    local file="$CORE/$1"
    local before
    before=$(cksum <"$file")
    sed -i -e "$2" "$file"
    if [ "$(cksum <"$file")" = "$before" ]; then
        echo "wasm-probe: edit to $1 no longer applies ($3)" >&2
        EDITS_STALE=$((EDITS_STALE + 1))
    else
        EDITS_APPLIED=$((EDITS_APPLIED + 1))
    fi
}
EDITS_APPLIED=0
EDITS_STALE=0

# 1. `weak` and `unowned` are refused ("attribute 'weak' cannot be used in Embedded
#    Swift"): the embedded runtime has no side tables. unowned(unsafe) compiles but
#    is a dangling pointer once the object goes: a page must keep every object alive.
for f in "$CORE"/*.swift; do
    sed -i -E -e 's/(^|[^(a-zA-Z_])weak (var|let) /\1unowned(unsafe) \2 /g' \
        -e 's/(^|[^(a-zA-Z_])unowned (var|let) /\1unowned(unsafe) \2 /g' \
        -e 's/([[,] *)weak ([a-zA-Z_]+)/\1\2 = Optional(\2)/g' \
        -e 's/([[,] *)unowned ([a-zA-Z_]+)/\1\2/g' "$f"
done
# In capture lists, `[weak x]` becomes a strong `[x = Optional(x)]`: the closure's
# `guard let x` still compiles, but a timer now keeps its recognizer alive.

# 2. Codable, JSONDecoder and Data: the trace's JSON reader (`TraceJSON(parsing:)`)
#    goes; its writer is hand-written and stays.
edit TraceJSON.swift '/^extension TraceJSON: Codable {/,$d' "Codable is unavailable"
edit TraceJSON.swift '/public init(parsing text: String) throws {/,/^    }/d' "JSONDecoder"

# 3. Type names at run time: `String(describing: type(of:))` and `_typeName` are
#    unavailable (no reflection metadata). The trace's class names become a marker.
edit UIResponder.swift 's/String(describing: type(of: self))/"UIResponder?"/' "String(describing:) of a class"
edit UIGestureRecognizer.swift 's/String(describing: type(of: self))/"UIGestureRecognizer?"/' "String(describing:) of a class"
edit UnimplementedAction.swift 's/String(describing: type(of: target))/"NSObject?"/' "String(describing:) of a class"
edit UIResponder+ActionMethods.swift 's/sender.map { String(describing: type(of: \$0)) } ?? "nil"/(sender == nil ? "nil" : "Any?")/' "String(describing:) of Any"
edit TraceSubject.swift 's/_typeName(type(of: object), qualified: false)/"object"/' "_typeName"

# 4. Thread.current.threadDictionary (UIApplication.shared's per-thread registry):
#    a page has one thread, so one global table (wasm-probe/EmbeddedSupport.swift).
edit UIApplication+Shared.swift 's/Thread\.current\.threadDictionary/EmbeddedThreadDictionary.current/' "Thread"

# 5. @TaskLocal (Swift Concurrency's task-local values) is unknown: the animation
#    being built becomes a plain static, bound and restored by hand.
edit ViewAnimation.swift 's/@TaskLocal static var current/nonisolated(unsafe) static var current/' "@TaskLocal"
edit UIView+Animation.swift 's/ViewAnimation\.\$current\.withValue(animation) { animations() }/let outer = ViewAnimation.current; ViewAnimation.current = animation; animations(); ViewAnimation.current = outer/' "@TaskLocal"

# Edits 1-5 answer the type checker; 6-8 the checks Embedded Swift makes after it
# (the probe's stage 2a stops here: EDITS_UPTO=5); 9 the linker.
[ "${EDITS_UPTO:-9}" -ge 6 ] || return 0

# 6. Key paths are refused ("cannot use key path in embedded Swift"): every one in
#    the core is a key path used as a function (`map(\.x)`), so a closure does.
for f in "$CORE"/*.swift; do
    sed -i -E 's/\\\.([A-Za-z0-9_.]+)/{ $0.\1 }/g' "$f"
done
# The one KeyPath-typed parameter takes the closure instead.
edit TouchDispatcher.swift 's/where holds: KeyPath<UIGestureRecognizer, Bool>/where holds: (UIGestureRecognizer) -> Bool/' "KeyPath parameter"
edit GestureArena.swift 's/_ holds: KeyPath<UIGestureRecognizer, Bool>/_ holds: (UIGestureRecognizer) -> Bool/; s/recognizer\[keyPath: holds\]/holds(recognizer)/' "KeyPath parameter"

# 7. `Any` is refused ("cannot use a value of protocol type 'Any' in embedded
#    Swift"): UIKit's target-action API takes `Any?` targets and senders. Class-bound
#    `AnyObject` is allowed, and every target and sender in TouchCore is an object.
for f in "$CORE"/*.swift; do
    sed -i -E -e 's/\bAny\?/AnyObject?/g' -e 's/\bAny\.Type/AnyObject.Type/g' -e 's/(layer|target): Any([,)])/\1: AnyObject\2/g' "$f"
done
edit UISegmentedControl.swift 's/init(items: \[Any\]?)/init(items: [String]?)/; s/\$0 as? String/Optional($0)/' "[Any] items"
edit UIResponder+ActionMethods.swift 's/Target: UIResponder, Sender>/Target: UIResponder, Sender: AnyObject>/g' "Sender as AnyObject"

# 8. Dynamic casts are refused ("cannot do dynamic casting in embedded Swift"),
#    including those the standard library makes for you: an array upcast
#    ([UIWindow] as [UIView]), an array of unlabelled tuples passed as labelled
#    ones, and Dictionary(uniqueKeysWithValues:).
edit UnimplementedAction.swift 's/var pending: \[UIView\] = windows.reversed()/var pending: [UIView] = windows.reversed().map { $0 as UIView }/' "array upcast"
edit UITableView.swift 's/var rows: \[(UITableViewCell, IndexPath, CGFloat)\] = \[\]/var rows: [(cell: UITableViewCell, indexPath: IndexPath, height: CGFloat)] = []/' "tuple-label array conversion"
edit TraceRecord+JSON.swift 's/\.object(Dictionary(uniqueKeysWithValues: jsonFields(index: index, subjects: subjects)\.members))/.object(jsonFields(index: index, subjects: subjects).members.reduce(into: [:]) { $0[$1.0] = $1.1 })/' "Dictionary(uniqueKeysWithValues:)"

[ "${EDITS_UPTO:-9}" -ge 9 ] || return 0

# 9. Casts to a protocol (`as? UIActionTarget`) pass the type checker but need the
#    runtime's conformance lookup: wasm-ld then fails with "undefined symbol:
#    swift_conformsToProtocol" and the protocol descriptor. Targets are narrowed to
#    responders (a class cast, which Embedded Swift has), and a table view's
#    delegate is not asked for UITableViewDelegate's methods at all.
edit UIApplication.swift 's/as? UIActionTarget/as? UIResponder/g' "protocol cast"
edit UIGestureRecognizer.swift 's/as? UIActionTarget/as? UIResponder/g' "protocol cast"
edit UnimplementedAction.swift 's/as? UIActionTarget/as? UIResponder/g' "protocol cast"
edit UITableView.swift 's/{ delegate as? UITableViewDelegate }/{ nil }/' "protocol cast"
