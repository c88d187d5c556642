#!/usr/bin/env bash
# Times `keel add feature` (release build) on a fresh copy of the reference app each run: parse
# and edit Package.swift and the AppFeature sources, regenerate L10n.swift, write ~20 files.
# Prints the median, minimum and maximum over KEEL_ADD_FEATURE_RUNS runs (10), plain and with
# --tab. Goal (issue 15): ≤ 0.5 s. KEEL_ADD_FEATURE_KEEL times another keel binary instead (e.g. the
# debug build, without building the release one). KEEL_BENCH_JOBS sets `--jobs` for that build.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
runs=${KEEL_ADD_FEATURE_RUNS:-10}

if [ -n "${KEEL_ADD_FEATURE_KEEL:-}" ]; then
  keel=$KEEL_ADD_FEATURE_KEEL
else
  jobs=()
  [ -n "${KEEL_BENCH_JOBS:-}" ] && jobs=(--jobs "$KEEL_BENCH_JOBS")
  (cd "$root/Tools" && swift build -c release --product keel ${jobs[@]+"${jobs[@]}"} 2>&1 | tail -1)
  keel="$root/Tools/.build/release/keel"
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# One fresh copy (manifests, sources, tests) per run, outside the timed part.
fresh_app() {
  rm -rf "$scratch/app"
  mkdir -p "$scratch/app"
  cp "$root/.keel-lint.json" "$scratch/"
  for entry in Package.swift project.yml Sources Tests; do cp -a "$root/Examples/TemplateApp/$entry" "$scratch/app/"; done
}

time_runs() {
  local samples=() start end
  for _ in $(seq "$runs"); do
    fresh_app
    start=$(date +%s%N)
    "$keel" add feature Reports --path "$scratch/app" "$@" >/dev/null
    end=$(date +%s%N)
    samples+=($(((end - start) / 1000000)))
  done
  printf '%s\n' "${samples[@]}" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)], v[1], v[NR] }'
}

read -r median low high < <(time_runs)
echo "keel add feature: median $median ms (min $low, max $high) over $runs runs (goal ≤ 500 ms)"
echo "bench-row: keel add feature | $median ms ($low–$high) | – | – | ≤ 500 ms | $([ "$median" -le 500 ] && echo yes || echo no)"
read -r median low high < <(time_runs --tab)
echo "keel add feature --tab: median $median ms (min $low, max $high) over $runs runs (goal ≤ 500 ms)"
echo "bench-row: keel add feature --tab | $median ms ($low–$high) | – | – | ≤ 500 ms | $([ "$median" -le 500 ] && echo yes || echo no)"
