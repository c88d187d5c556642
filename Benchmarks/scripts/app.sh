#!/usr/bin/env bash
# The benchmarks that need the reference app's code (issue 16): every executable in
# Examples/TemplateApp/Benchmarks/*Benchmark, built in release in the app's own package and run
# one after another (composition root, status at launch, APIClient overhead, decoding). They
# live in the app package rather than here: the Benchmarks package depending on the app by path
# would resolve and build the app's server dependency (FlyingFox) into a second .build;
# in the app package they reuse the app's. Each can run alone:
# `cd Examples/TemplateApp && swift build -c release --product DecodingBenchmark && .build/release/DecodingBenchmark`.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root/Examples/TemplateApp"
jobs=()
[ -n "${KEEL_BENCH_JOBS:-}" ] && jobs=(--jobs "$KEEL_BENCH_JOBS")
status=0
for folder in Benchmarks/*Benchmark; do
  product=$(basename "$folder")
  swift build -c release "${jobs[@]}" --product "$product" 2>&1 | tail -1
  echo "--> $product"
  ".build/release/$product" || status=$?
done
exit "$status"
