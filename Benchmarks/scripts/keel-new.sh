#!/usr/bin/env bash
# `keel new` + clean build + test of the generated app (issue 15; goal <= 3 min on 2 cores):
# the time a team waits from `keel new` to a green app. Release keel (as a team installs it);
# the app is built in debug, as `swift build` does by default. Prints the `keel new` time, the
# build and the test times, and their sum. KEEL_BENCH_JOBS sets `--jobs` for the builds (on a
# shared machine, 1); the row names the jobs and the machine's load when the build started.
# KEEL_NEW_KEEL runs another keel binary instead (e.g. the debug build, without building the
# release one; `keel new` is then slower, the build and test the same).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
jobs=()
[ -n "${KEEL_BENCH_JOBS:-}" ] && jobs=(--jobs "$KEEL_BENCH_JOBS")
if [ -n "${KEEL_NEW_KEEL:-}" ]; then
  keel=$KEEL_NEW_KEEL
else
  (cd "$root/Tools" && swift build -c release --product keel ${jobs[@]+"${jobs[@]}"} 2>&1 | tail -1)
  keel="$root/Tools/.build/release/keel"
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/keel-new-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
app="$work/BenchApp"

seconds_since() { python3 -c "import sys, time; print(f'{time.time() - float(sys.argv[1]):.2f}')" "$1"; }
now() { python3 -c 'import time; print(time.time())'; }

started=$(now)
"$keel" new BenchApp --bundle-id com.example.benchapp --output "$app" --kit "$root" >/dev/null 2>&1
new_seconds=$(seconds_since "$started")

load=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo "?")
# CPU seconds (user + system) of a command and every process it waited for, from GNU time.
cpu_of() { python3 -c "import sys; print(f'{sum(map(float, open(sys.argv[1]).read().split())):.1f}')" "$1"; }

started=$(now)
(cd "$app" && /usr/bin/time -o "$work/build.cpu" -f "%U %S" swift build --build-tests ${jobs[@]+"${jobs[@]}"} \
  >"$work/build.log" 2>&1) || { tail -20 "$work/build.log" >&2; exit 1; }
build_seconds=$(seconds_since "$started")

started=$(now)
(cd "$app" && /usr/bin/time -o "$work/test.cpu" -f "%U %S" swift test --skip-build >"$work/test.log" 2>&1) ||
  { tail -20 "$work/test.log" >&2; exit 1; }
test_seconds=$(seconds_since "$started")

total=$(python3 -c "import sys; print(f'{sum(map(float, sys.argv[1:])):.1f}')" "$new_seconds" "$build_seconds" "$test_seconds")
tests=$(grep -oE 'Test run with [0-9]+ tests' "$work/test.log" | grep -oE '[0-9]+' || echo "?")
echo "keel new: ${new_seconds} s; clean build with tests: ${build_seconds} s ($(cpu_of "$work/build.cpu") s CPU);" \
  "swift test: ${test_seconds} s ($(cpu_of "$work/test.cpu") s CPU, ${tests} tests)"
echo "keel new + clean build + test: ${total} s (goal <= 180 s on 2 cores)"
met=$(python3 -c "import sys; print('yes' if float(sys.argv[1]) <= 180 else 'no')" "$total")
echo "bench-row: keel new + clean build + test of the new app (2 cores, ${KEEL_BENCH_JOBS:-all} jobs, load ${load}) |" \
  "${total} s | – | – | ≤ 180 s | $met"
