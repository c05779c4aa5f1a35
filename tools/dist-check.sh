#!/bin/bash
# make dist-check: does the dist tarball run on a machine without a Swift toolchain?
#
# 1. ldd: no library the binary needs resolves into the toolchain's folders (the folder
#    above the bin/ holding `swift`), none is "not found", and no Swift runtime library
#    (libswift*, libFoundation*, libdispatch, libBlocksRuntime) is needed at all.
# 2. The unpacked binary runs --version, list, trace, a scene from standard input, shoot
#    and check from a folder outside the checkout, with the toolchain's folders out of
#    PATH and LD_LIBRARY_PATH unset, and TOUCHLAB_ASSETS pointing nowhere, so its font and
#    scenes can only come from the tarball's share/touchlab.
#
# Usage: tools/dist-check.sh TARBALL [TOOLCHAIN]   (TOOLCHAIN: default, from `swift` on PATH)
set -euo pipefail

tarball=${1:?usage: tools/dist-check.sh TARBALL [TOOLCHAIN]}
toolchain=${2:-}
if [ -z "$toolchain" ]; then
  swift=$(command -v swift) || { echo "dist-check: no swift on PATH; give the toolchain folder" >&2; exit 2; }
  toolchain=$(dirname "$(dirname "$(readlink -f "$swift")")")
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -C "$work" -xzf "$tarball"
unpacked=$(find "$work" -mindepth 1 -maxdepth 1 -type d | head -1)
binary=$unpacked/bin/touchlab
failed=0
passed=0
check() { # check NAME SNIPPET: runs the shell snippet, counts it
  if (eval "$2") >"$work/out" 2>&1; then
    passed=$((passed + 1))
    echo "ok: $1"
  else
    failed=$((failed + 1))
    echo "FAILED: $1"
    sed 's/^/  /' "$work/out"
  fi
}

libraries=$(ldd "$binary")
echo "$libraries" | sed 's/^/  ldd: /'
check "no library from the toolchain ($toolchain)" '! grep -F -- "$toolchain/" <<<"$libraries"'
check "every library found" '! grep -F "not found" <<<"$libraries"'
check "no Swift runtime library" '! grep -E "libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime" <<<"$libraries"'

# PATH without the toolchain's folders; nothing else of the caller's environment.
clean_path=$(tr ':' '\n' <<<"$PATH" | grep -v -F -- "$toolchain" | paste -sd: -)
elsewhere=$work/elsewhere
mkdir -p "$elsewhere"
run() { (cd "$elsewhere" && env -i HOME="$work" PATH="$clean_path" TOUCHLAB_ASSETS=/nonexistent "$binary" "$@"); }
check "swift is not on the clean PATH" '! env -i PATH="$clean_path" sh -c "command -v swift"'
check "--version" 'run --version'
check "list: the tarball's library" 'run list | grep -F "Scenes in $unpacked/share/touchlab/scenes"'
check "trace: the default scene" 'run trace | grep -F "hit-testing touch #1"'
check "trace -: a scene on standard input" 'run trace - <"$unpacked/share/touchlab/scenes/drag.yaml" | grep -F "touch #1 began"'
check "shoot -o: a PNG drawn with the tarball's font" 'run shoot hit-testing -o shots --final && test -s "$elsewhere/shots/hit-testing-touch-e-final.png"'
check "check: every library scene" 'run check'

echo "dist-check: $passed passed, $failed failed"
[ "$failed" = 0 ]
