#!/usr/bin/env bash
# Composition root to first root state in the mock configuration (issue 14; goal <= 1 ms).
# It lives in the reference app's package (Examples/TemplateApp/Benchmarks/CompositionRootBenchmark):
# the Benchmarks package depending on the app package by path would resolve and check out the
# app's server dependencies (FlyingFox, GRDB) into a second .build of its own; built in the app
# package it reuses the app's resolved dependencies.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root/Examples/TemplateApp"
swift build -c release --product CompositionRootBenchmark 2>&1 | tail -1
".build/release/CompositionRootBenchmark" "${COMPOSITION_ROOT_BENCH_RUNS:-2000}"
