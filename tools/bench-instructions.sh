#!/usr/bin/env bash
# make bench-instructions: counts the instructions of each workload of
# tools/instruction-budget.tsv under callgrind and fails when one rose more
# than 10 % above its budget. An instruction count does not change with the
# machine's load, as a time does, so it guards speed on a shared machine.
#
# Each workload (`touchlab bench --instructions NAME --repeats N`) is counted
# twice, with 0 repeats and with N; the difference divided by N (and by the
# units one repeat does) is its count per hit, tap, load or frame, the set-up
# cancelled out. Hashing is made deterministic so two runs do the same work.
#
#   tools/bench-instructions.sh debug     # CI: the debug build's budgets (a minute)
#   tools/bench-instructions.sh release   # the release build's budgets
#   RECORD=1 tools/bench-instructions.sh release   # print the lines of a new budget
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-release}
budget_file=tools/instruction-budget.tsv
binary=.build/$mode/touchlab
[ -x "$binary" ] || { echo "no $binary: build it with swift build -c $mode --product touchlab" >&2; exit 1; }
command -v valgrind >/dev/null || { echo "no valgrind: make setup-test installs it" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Valgrind cannot read the DWARF 5 debug information Swift writes; the symbols suffice.
objcopy --strip-debug "$binary" "$work/touchlab"

count() { # WORKLOAD REPEATS -> instructions of the whole process
	SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
		"$work/touchlab" bench --instructions "$1" --repeats "$2" 2>&1 >/dev/null |
		awk '/Collected :/ {print $NF}'
}

units() { # WORKLOAD -> units one repeat does, as the workload says (run once, natively)
	"$work/touchlab" bench --instructions "$1" --repeats 0 | awk '{print $1}'
}

failed=0
printf '%-22s %12s %12s %8s  %s\n' workload measured budget change verdict
while read -r line_mode workload repeats budget; do
	case $line_mode in '' | '#'*) continue ;; esac
	[ "$line_mode" = "$mode" ] || continue
	before=$(count "$workload" 0)
	after=$(count "$workload" "$repeats")
	if [ -z "$before" ] || [ -z "$after" ]; then
		echo "$workload: callgrind counted nothing (did the workload fail?)" >&2
		failed=1
		continue
	fi
	per=$(( (after - before) / (repeats * $(units "$workload")) ))
	if [ -n "${RECORD:-}" ]; then
		printf '%s\t%s\t%s\t%s\n' "$mode" "$workload" "$repeats" "$per"
		continue
	fi
	change=$(awk -v m="$per" -v b="$budget" 'BEGIN {printf "%+.1f%%", (m - b) * 100 / b}')
	verdict=ok
	if [ $((per * 10)) -gt $((budget * 11)) ]; then
		verdict="ROSE more than 10 %"
		failed=1
	elif [ $((per * 10)) -lt $((budget * 9)) ]; then
		verdict="fell more than 10 %: lower the budget in $budget_file"
	fi
	printf '%-22s %12d %12d %8s  %s\n' "$workload" "$per" "$budget" "$change" "$verdict"
done <"$budget_file"
exit $failed
