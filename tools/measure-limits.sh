#!/usr/bin/env bash
# The worst cases of docs/robustness.md's promise table: every command on the
# worst in-limit scenes (`touchlab bench --write-scenes`, WorstScene) and on
# the hostile inputs of issue 25, with the release build, each run under
# /usr/bin/time -v for its wall time, its CPU time (user + system) and peak
# resident memory. Prints one tab-separated line per run: what, wall seconds,
# CPU seconds, peak MB, exit status, and the load average when it started
# (other builds share the machine: on two cores at load 16 a command gets
# about an eighth of a core, so its wall time says more about the machine
# than about the command; its CPU time barely moves).
#
#   make measure-limits                 # every case, three runs each
#   RUNS=1 ONLY=animate tools/measure-limits.sh     # the runs whose name has "animate"
#   SKIP=cap tools/measure-limits.sh                # all but those whose name has "cap"
set -u
BIN=$(realpath -m "${TOUCHLAB:-.build/release/touchlab}")
RUNS=${RUNS:-3}
ONLY=${ONLY:-}
SKIP=${SKIP:-}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
[ -x "$BIN" ] || { echo "no $BIN: build it with swift build -c release --product touchlab" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "no /usr/bin/time: apt-get install time (make measure-limits does)" >&2; exit 1; }

"$BIN" bench --write-scenes "$WORK" --sizes 1 --shapes flat --probes 1 2>/dev/null

# The hostile inputs of issue 25, generated (the largest are not committed).
{
	echo "name: tables"; echo "windows:"; echo "  - name: W"; echo "    root:"; echo "      name: C"
	echo "      view:"; echo "        name: Root"; echo "        subviews:"
	for i in $(seq 1 1990); do echo "          - {kind: tableView, name: T$i, frame: [0, 0, 400, 800], rows: 1000}"; done
	echo "scripts:"; echo "  tap:"; echo "    - tap: {at: [10, 10]}"
} >"$WORK/tables-attack.yaml"
scene() { # NAME SCRIPT-STEPS...: a one-view scene
	local name=$1; shift
	printf 'name: %s\nwindows:\n  - name: UIWindow\n    root:\n      name: Controller\n      view:\n        name: Board\n        color: "#ffffff"\n        subviews:\n          - {name: Card, frame: [40, 60, 200, 200], color: "#f97316", touches: drag, log: [touches]}\nscripts:\n  long:\n' "$name"
	for step in "$@"; do printf '    - %s\n' "$step"; done
}
scene hour "tap: Card" "wait: 3590" "tap: Card" >"$WORK/hour.yaml"
scene longdrag "drag: {from: Card, by: [220, 420], duration: 58.8, steps: 1000}" >"$WORK/longdrag.yaml"
scene drag12 "drag: {from: Card, by: [220, 420], duration: 12, steps: 300}" >"$WORK/drag12.yaml"
truncate -s 1G "$WORK/huge.yaml"

OUT="$WORK/out" # every shoot writes here; emptied after each run
measure() { # WHAT COMMAND...
	local what=$1; shift
	case "$what" in *"$ONLY"*) ;; *) return ;; esac
	if [ -n "$SKIP" ]; then case "$what" in *"$SKIP"*) return ;; esac; fi
	for _ in $(seq 1 "$RUNS"); do
		local load seconds cpu kb status
		load=$(cut -d' ' -f1 /proc/loadavg)
		/usr/bin/time -v -o "$WORK/time" "$@" >/dev/null 2>"$WORK/err" </dev/null || true
		seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ {n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s}' "$WORK/time")
		cpu=$(awk -F': ' '/User time|System time/ {s += $2} END {printf "%.2f", s}' "$WORK/time")
		kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$WORK/time")
		status=$(awk -F': ' '/Exit status/ {print $2}' "$WORK/time")
		printf '%s\t%s s\tcpu %s s\t%d MB\texit %s\tload %s\t%s\n' "$what" "$seconds" "$cpu" $((kb / 1024)) "$status" "$load" \
			"$(head -c 200 "$WORK/err" | tr '\n' ' ')"
		rm -rf "$OUT"
	done
}

for shape in simultaneous-recognizers hit-test-walk deep-drags tables long-names shakes animations; do
	f="$WORK/worst-$shape.yaml"
	measure "check $shape" "$BIN" check "$f"
	measure "trace $shape" "$BIN" trace "$f"
	measure "why $shape" "$BIN" why "$f" Root
	measure "shoot-final $shape" "$BIN" shoot "$f" --final --out "$OUT"
	measure "shoot-shots $shape" "$BIN" shoot "$f" --out "$OUT" --max-shots 10000
	measure "shoot-storyboard $shape" "$BIN" shoot "$f" --storyboard --out "$OUT"
	measure "animate $shape" "$BIN" shoot "$f" --animate --out "$OUT"
	measure "animate-caption $shape" "$BIN" shoot "$f" --animate --caption --out "$OUT"
	measure "run $shape" env SDL_VIDEODRIVER=dummy "$BIN" run "$f" --play worst --exit-after-playing --speed 4
done
measure "list library" "$BIN" list
measure "check tables-attack" "$BIN" check "$WORK/tables-attack.yaml"
measure "trace tables-attack" "$BIN" trace "$WORK/tables-attack.yaml"
measure "shoot-final tables-attack" "$BIN" shoot "$WORK/tables-attack.yaml" --final --out "$OUT"
measure "check huge-file" "$BIN" check "$WORK/huge.yaml"
measure "animate hour" "$BIN" shoot "$WORK/hour.yaml" --animate --caption --out "$OUT"
measure "trace hour" "$BIN" trace "$WORK/hour.yaml"
measure "animate-caption longdrag" "$BIN" shoot "$WORK/longdrag.yaml" --animate --caption --out "$OUT"
measure "animate-caption-cap longdrag" "$BIN" shoot "$WORK/longdrag.yaml" --animate --caption --max-animation-size 500 --out "$OUT"
measure "animate drag12" "$BIN" shoot "$WORK/drag12.yaml" --animate --out "$OUT"
measure "animate-scale4 drag" "$BIN" shoot drag --animate --scale 4 --out "$OUT"
measure "animate-4k drag" "$BIN" shoot drag --animate --size 1920x1080 --scale 2 --out "$OUT"
measure "animate-caption-4k longdrag" "$BIN" shoot "$WORK/longdrag.yaml" --animate --caption --size 1920x1080 --scale 2 --out "$OUT"
measure "shoot-final biggest-canvas" "$BIN" shoot drag --final --size 8000x8000 --scale 2 --out "$OUT"
measure "animate biggest-canvas" "$BIN" shoot drag --animate --size 8000x8000 --scale 2 --out "$OUT"
