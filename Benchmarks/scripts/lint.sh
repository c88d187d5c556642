#!/usr/bin/env bash
# Times `keel lint` (release build) over the whole repository with its committed
# .keel-lint.json: every rule on every Swift file. Uses hyperfine when installed (Debian package
# `hyperfine`), else a loop timed with date.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
runs=${LINT_BENCH_RUNS:-10}

(cd "$root/Tools" && swift build -c release --product keel 2>&1 | tail -1)
keel="$root/Tools/.build/release/keel"
cd "$root"

# One run first: the summary line says how many files and findings the timed runs cover.
"$keel" lint "$root" | tail -1

if command -v hyperfine >/dev/null; then
  hyperfine --warmup 1 --runs "$runs" --style basic "'$keel' lint '$root'"
  exit 0
fi

now() { date +%s.%N; }
samples=()
for _ in $(seq "$runs"); do
  start=$(now)
  "$keel" lint "$root" >/dev/null
  end=$(now)
  samples+=("$(python3 -c "print(f'{($end - $start) * 1000:.0f}')")")
done
sorted=$(printf '%s\n' "${samples[@]}" | sort -n)
echo "keel lint over the repository: median $(echo "$sorted" | sed -n "$(((runs + 1) / 2))p") ms," \
  "min $(echo "$sorted" | head -1) ms, max $(echo "$sorted" | tail -1) ms over $runs runs"
