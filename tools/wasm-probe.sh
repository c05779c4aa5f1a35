#!/usr/bin/env bash
# Can TouchCore run in a browser? Compiles a copy of Sources/TouchCore with Embedded
# Swift for wasm32-unknown-none-wasm, links it with wasm-ld, taps it in node and in
# headless Chromium (a file:// page, no network), and compares the trace with the
# same taps on a native build. docs/wasm-feasibility.md is the report; every number
# in it comes from this script's output.
#
#   tools/wasm-probe.sh [OUT_DIR]      (default: $TMPDIR/touchlab-wasm-probe)
#
# Not part of `make test` or .ci/run: it takes a few minutes of CPU (the Embedded
# compile of the whole core at -Osize is about 2 minutes on this machine's 2 cores)
# and needs the toolchain's Embedded wasm32 standard library, wasm-ld, clang,
# node and chromium. It never touches the package's build: it works on a copy.
#
# Stages (each writes its log to OUT_DIR and prints one summary line):
#   0. the core as it is, without any Foundation          → 0-no-foundation.log
#   1. the core as it is, with a stand-in Foundation module → 1-as-is.log
#  2a. the core after edits.sh's type-checker edits (1-5)  → 2a-typechecked.log
#   2. the core after all of tools/wasm-probe/edits.sh, + Probe.swift → 2-edited.log, core.o
#   3. link: core.o + stand-in + runtime.c + Unicode tables → touchcore.wasm
#   4. node: four taps → wasm-taps.txt
#   5. native: the unedited core + Probe.swift, same taps → native-taps.txt, taps.diff
#   6. chromium --headless --dump-dom on page.html#x,y → dom.html, page.png
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
PROBE="$ROOT/tools/wasm-probe"
OUT=${1:-${TMPDIR:-/tmp}/touchlab-wasm-probe}
SWIFTC=${SWIFTC:-swiftc}
TOOLCHAIN_LIB=$(dirname "$(dirname "$(command -v "$SWIFTC")")")/lib/swift
EMBEDDED_LIB="$TOOLCHAIN_LIB/embedded/wasm32-unknown-none-wasm"
CHROMIUM=${CHROMIUM:-chromium}

for tool in "$SWIFTC" wasm-ld clang node "$CHROMIUM" base64 gzip; do
    command -v "$tool" >/dev/null || { echo "wasm-probe: $tool is not on PATH" >&2; exit 2; }
done
[ -d "$EMBEDDED_LIB" ] || {
    echo "wasm-probe: no Embedded Swift standard library for wasm32 at $EMBEDDED_LIB" >&2
    exit 2
}

rm -rf "$OUT"
mkdir -p "$OUT/mods"
echo "wasm-probe: $("$SWIFTC" --version 2>&1 | head -1); $(wasm-ld --version | head -1); output in $OUT"

EMBEDDED=(
    -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded
    -enable-experimental-feature Extern -wmo -Osize -parse-as-library
    -Xfrontend -disable-stack-protector -diagnostic-style llvm -package-name TouchLab
)
core_files() { find "$ROOT/Sources/TouchCore" -name '*.swift' | sort; }
# Errors per file in a log, as "N file" lines, and the count of files with one.
files_with_errors() { grep ' error:' "$1" | sed -E 's|^.*/([^/]+\.swift):.*|\1|' | sort | uniq -c | sort -rn; }

TOTAL=$(core_files | wc -l)

# 0. As it is: every file imports Foundation, which Embedded Swift does not have.
mkdir -p "$OUT/core-as-is"
cp $(core_files) "$OUT/core-as-is/"
"$SWIFTC" "${EMBEDDED[@]}" -module-name TouchCore -typecheck "$OUT"/core-as-is/*.swift >"$OUT/0-no-foundation.log" 2>&1 || true
echo "stage 0 (as is, no Foundation): $(grep -c ' error:' "$OUT/0-no-foundation.log") error(s): $(grep -m1 ' error:' "$OUT/0-no-foundation.log" | sed 's/.*error: //')"

# The stand-in Foundation: geometry, TimeInterval, IndexPath, a few String methods.
"$SWIFTC" "${EMBEDDED[@]}" -module-name Foundation -emit-module -emit-module-path "$OUT/mods/Foundation.swiftmodule" \
    -c "$PROBE/Foundation/Foundation.swift" -o "$OUT/foundation.o"

# 1. As it is, with the stand-in: what Embedded Swift's type checker refuses.
"$SWIFTC" "${EMBEDDED[@]}" -I "$OUT/mods" -module-name TouchCore -typecheck "$OUT"/core-as-is/*.swift \
    >"$OUT/1-as-is.log" 2>&1 || true
files_with_errors "$OUT/1-as-is.log" >"$OUT/1-as-is-files.txt"
REFUSED=$(wc -l <"$OUT/1-as-is-files.txt")
echo "stage 1 (as is, stand-in Foundation): $(grep -c ' error:' "$OUT/1-as-is.log") error(s) in $REFUSED of $TOTAL files;" \
    "$((TOTAL - REFUSED)) files type-check unchanged"
grep ' error:' "$OUT/1-as-is.log" | sed -E "s/.*error: //; s/'[^']*'/'…'/g" | sort | uniq -c | sort -rn >"$OUT/1-as-is-kinds.txt"

# 2a. After the type checker's edits only (edits.sh 1-5): what Embedded Swift
#     refuses after type checking (key paths, Any, dynamic casts). Quick: it stops
#     before code generation.
mkdir -p "$OUT/core-2a"
cp $(core_files) "$PROBE/EmbeddedSupport.swift" "$OUT/core-2a/"
(
    CORE="$OUT/core-2a" EDITS_UPTO=5
    # shellcheck source=tools/wasm-probe/edits.sh
    . "$PROBE/edits.sh"
)
"$SWIFTC" "${EMBEDDED[@]}" -I "$OUT/mods" -module-name TouchCore -c "$OUT"/core-2a/*.swift -o "$OUT/core-2a.o" \
    >"$OUT/2a-typechecked.log" 2>&1 || true
files_with_errors "$OUT/2a-typechecked.log" >"$OUT/2a-files.txt"
grep ' error:' "$OUT/2a-typechecked.log" | sed -E "s/.*error: //; s/'[^']*'/'…'/g" | sort | uniq -c | sort -rn \
    >"$OUT/2a-kinds.txt"
echo "stage 2a (type checker's edits only): $(grep -c ' error:' "$OUT/2a-typechecked.log") error(s) in" \
    "$(wc -l <"$OUT/2a-files.txt") files: $(awk '{$1=$1; printf "%s%s", sep, $0; sep="; "}' "$OUT/2a-kinds.txt")"

# 2. After all the edits: the whole core plus the probe's entry points, to an object.
mkdir -p "$OUT/core"
cp $(core_files) "$PROBE/EmbeddedSupport.swift" "$PROBE/Probe.swift" "$OUT/core/"
CORE="$OUT/core"
# shellcheck source=tools/wasm-probe/edits.sh
. "$PROBE/edits.sh"
CHANGED=0
for file in $(core_files); do
    cmp -s "$file" "$OUT/core/$(basename "$file")" || CHANGED=$((CHANGED + 1))
done
echo "stage 2 edits: $EDITS_APPLIED targeted edits applied ($EDITS_STALE stale), $CHANGED of $TOTAL files changed"
START=$(date +%s)
if ! "$SWIFTC" "${EMBEDDED[@]}" -I "$OUT/mods" -module-name TouchCore -c "$OUT"/core/*.swift -o "$OUT/core.o" \
    >"$OUT/2-edited.log" 2>&1; then
    echo "stage 2 (edited): compile failed, $(grep -c ' error:' "$OUT/2-edited.log") error(s); see $OUT/2-edited.log"
    exit 1
fi
echo "stage 2 (edited): compiled in $(($(date +%s) - START)) s, core.o $(stat -c %s "$OUT/core.o") bytes"

# 3. Link: no libc, so runtime.c has the allocator, mem*, round and __multi3.
clang --target=wasm32-unknown-unknown -Os -nostdlib -c "$PROBE/runtime.c" -o "$OUT/runtime.o"
wasm-ld "$OUT/core.o" "$OUT/foundation.o" "$OUT/runtime.o" "$EMBEDDED_LIB/libswiftUnicodeDataTables.a" \
    -o "$OUT/touchcore.wasm" --no-entry --gc-sections --strip-all \
    --export=touchlab_reset --export=touchlab_tap --export=touchlab_layout --export=touchlab_result \
    >"$OUT/3-link.log" 2>&1 || { echo "stage 3 (link) failed:"; cat "$OUT/3-link.log"; exit 1; }
WASM_SIZE=$(stat -c %s "$OUT/touchcore.wasm")
GZIP_SIZE=$(gzip -9 -c "$OUT/touchcore.wasm" | wc -c)
echo "stage 3 (link): touchcore.wasm $WASM_SIZE bytes, $GZIP_SIZE gzipped"
# Binaryen's size optimiser, where it is installed (Debian: binaryen); the page
# still loads the unoptimised module, so that the probe needs no extra package.
if command -v wasm-opt >/dev/null; then
    wasm-opt -Oz --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
        --enable-nontrapping-float-to-int "$OUT/touchcore.wasm" -o "$OUT/touchcore.opt.wasm"
    echo "stage 3 (wasm-opt -Oz, $(wasm-opt --version)): $(stat -c %s "$OUT/touchcore.opt.wasm") bytes," \
        "$(gzip -9 -c "$OUT/touchcore.opt.wasm" | wc -c) gzipped"
fi

# 4. node: the same taps as the native run below; the last is a finger at NaN, which
#    the core ignores with a trace line that names the sample's phase.
TAPS="100,160 200,150 100,350 10,10 NaN,NaN"
cat >"$OUT/taps.mjs" <<'EOF'
import fs from 'fs';
const module = new WebAssembly.Module(fs.readFileSync(process.argv[2]));
const env = { putchar: c => { process.stdout.write(String.fromCharCode(c)); return c; },
  sin: Math.sin, cos: Math.cos, exp: Math.exp, atan2: Math.atan2, pow: Math.pow, log: Math.log };
const wasm = new WebAssembly.Instance(module, { env }).exports;
console.error('imports: ' + WebAssembly.Module.imports(module).map(i => i.module + '.' + i.name).join(' '));
for (const tap of process.argv.slice(3)) {
  const [x, y] = tap.split(',').map(Number);
  const n = wasm.touchlab_tap(x, y);
  process.stdout.write(`--- tap ${tap}\n`
    + new TextDecoder().decode(new Uint8Array(wasm.memory.buffer, wasm.touchlab_result(), n)));
}
EOF
# shellcheck disable=SC2086
node "$OUT/taps.mjs" "$OUT/touchcore.wasm" $TAPS >"$OUT/wasm-taps.txt" 2>"$OUT/4-node.log"
# Embedded Swift prints a value it cannot describe (an enum case, a struct without
# CustomStringConvertible) as this text instead of failing to compile.
echo "stage 4 (node): $(grep -c '^--- tap' "$OUT/wasm-taps.txt") taps, $(wc -l <"$OUT/wasm-taps.txt") lines;" \
    "$(grep -c 'cannot print value in embedded Swift' "$OUT/wasm-taps.txt" || true) with '(cannot print value in embedded Swift)';" \
    "$(head -1 "$OUT/4-node.log")"

# 5. Native: the unedited core, real Foundation, the same Probe.swift and taps.
mkdir -p "$OUT/native"
cat >"$OUT/native/main.swift" <<'EOF'
for tap in CommandLine.arguments.dropFirst() {
    let xy = tap.split(separator: ",").map { Double(String($0))! }
    let n = touchlab_tap(xy[0], xy[1])
    print("--- tap \(tap)")
    print(String(decoding: UnsafeBufferPointer(start: touchlab_result(), count: Int(n)), as: UTF8.self), terminator: "")
}
EOF
START=$(date +%s)
"$SWIFTC" -Onone -wmo -package-name TouchLab -module-name TouchCore $(core_files) "$PROBE/Probe.swift" \
    "$OUT/native/main.swift" -o "$OUT/native/probe" >"$OUT/5-native.log" 2>&1 ||
    { echo "stage 5 (native) failed: see $OUT/5-native.log"; exit 1; }
# shellcheck disable=SC2086
"$OUT/native/probe" $TAPS >"$OUT/native-taps.txt"
diff "$OUT/native-taps.txt" "$OUT/wasm-taps.txt" >"$OUT/taps.diff" || true
echo "stage 5 (native, $(($(date +%s) - START)) s): $(wc -l <"$OUT/native-taps.txt") lines;" \
    "$(grep -c '^>' "$OUT/taps.diff" || true) of the wasm trace's lines differ from the native trace"

# 6. Chromium: the page taps (100, 160) through a pointer event and writes the
#    hit-test view into the DOM; --dump-dom prints the DOM after the load.
base64 -w0 "$OUT/touchcore.wasm" >"$OUT/touchcore.wasm.b64"
awk -v b64="$OUT/touchcore.wasm.b64" '{
    at = index($0, "@WASM_BASE64@")
    if (at == 0) { print; next }
    printf "%s", substr($0, 1, at - 1)
    while ((getline chunk < b64) > 0) printf "%s", chunk
    print substr($0, at + 13)
}' "$PROBE/page.html" >"$OUT/page.html"
echo "stage 6 page: page.html $(stat -c %s "$OUT/page.html") bytes"
CHROMIUM_FLAGS=(--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking
    --user-data-dir="$OUT/chromium-profile")
timeout 120 "$CHROMIUM" "${CHROMIUM_FLAGS[@]}" --dump-dom "file://$OUT/page.html#100,160" \
    >"$OUT/dom.html" 2>"$OUT/6-chromium.log" || true
timeout 120 "$CHROMIUM" "${CHROMIUM_FLAGS[@]}" --window-size=1100,560 --screenshot="$OUT/page.png" \
    "file://$OUT/page.html#200,150" >>"$OUT/6-chromium.log" 2>&1 || true
HIT=$(sed -n 's|.*<b id="hit">\([^<]*\)</b>.*|\1|p' "$OUT/dom.html")
STATUS=$(sed -n 's|.*<span id="status">\([^<]*\)</span>.*|\1|p' "$OUT/dom.html")
echo "stage 6 ($("$CHROMIUM" --version 2>/dev/null | head -1)): hit-test view at (100, 160): ${HIT:-none}; $STATUS"
[ "$HIT" = "Save" ] || { echo "wasm-probe: expected the hit-test view Save in $OUT/dom.html" >&2; exit 1; }
