#!/usr/bin/env bash
# Times `keel gen l10n` (release build) on 5,000 keys × 3 languages generated into a temporary
# folder: runs that write L10n.swift (the table's row; goal at most 0.5 s), then `--check` runs
# that re-read and compare it. No anchor: SwiftGen, what teams would use instead, is not
# installable here.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
keys=${L10N_BENCH_KEYS:-5000}
runs=${L10N_BENCH_RUNS:-5}

jobs=()
[ -n "${KEEL_BENCH_JOBS:-}" ] && jobs=(--jobs "$KEEL_BENCH_JOBS")
(cd "$root/Tools" && swift build -c release "${jobs[@]}" --product keel 2>&1 | tail -1)
keel="$root/Tools/.build/release/keel"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/Resources" "$keys" <<'PY'
import os, sys
folder, keys = sys.argv[1], int(sys.argv[2])
for language, word in (("en", "Text"), ("de", "Text auf Deutsch"), ("es", "Texto en español")):
    os.makedirs(f"{folder}/{language}.lproj", exist_ok=True)
    with open(f"{folder}/{language}.lproj/Localizable.strings", "w", encoding="utf-8") as out:
        for index in range(keys):
            group = f"feature{index // 50}"
            if index % 10 == 0:
                out.write(f'/* {word} {index} */\n"{group}.item{index}" = "{word} %@ hat %lld Dinge \\"{index}\\"";\n')
            else:
                out.write(f'"{group}.item{index}" = "{word} {index}";\n')
PY

now() { date +%s.%N; }
samples=()
for _ in $(seq "$runs"); do
  rm -f "$work/L10n.swift"
  start=$(now)
  "$keel" gen l10n "$work/Resources" --output "$work/L10n.swift" >/dev/null
  end=$(now)
  samples+=("$(python3 -c "print(f'{($end - $start) * 1000:.0f}')")")
done
sorted=$(printf '%s\n' "${samples[@]}" | sort -n)
median=$(echo "$sorted" | sed -n "$(((runs + 1) / 2))p")
echo "keel gen l10n, $keys keys x 3 languages (write): median $median ms, min $(echo "$sorted" | head -1) ms," \
  "max $(echo "$sorted" | tail -1) ms over $runs runs, output $(wc -c <"$work/L10n.swift") bytes"
echo "bench-row: keel gen l10n: $keys keys × 3 languages, writing L10n.swift |" \
  "$median ms ($(echo "$sorted" | head -1)–$(echo "$sorted" | tail -1)) | – | – | ≤ 500 ms |" \
  "$([ "$median" -le 500 ] && echo yes || echo '**no**')"
samples=()
for _ in $(seq "$runs"); do
  start=$(now)
  "$keel" gen l10n "$work/Resources" --output "$work/L10n.swift" --check >/dev/null
  end=$(now)
  samples+=("$(python3 -c "print(f'{($end - $start) * 1000:.0f}')")")
done
sorted=$(printf '%s\n' "${samples[@]}" | sort -n)
echo "keel gen l10n --check, $keys keys x 3 languages: median $(echo "$sorted" | sed -n "$(((runs + 1) / 2))p") ms," \
  "min $(echo "$sorted" | head -1) ms, max $(echo "$sorted" | tail -1) ms over $runs runs"

# The String Catalog goal (issue 22: 700 keys in 19 languages with plurals, substitutions and
# device variations, generated in under a second): the same catalog shape as the tools' test
# `aLargeCatalogGeneratesCodeThatCompiles`, timed here in release rather than asserted there.
catalog="$work/Catalog"
python3 - "$catalog" <<'PY'
import json, os, sys
folder = sys.argv[1]
os.makedirs(folder, exist_ok=True)
languages = ["en", "ar", "da", "de", "es", "fi", "fr", "he", "hi", "it", "ja", "ko", "nl", "pl", "pt-BR", "ru",
             "sv", "tr", "zh-Hans"]
unit = lambda value: {"stringUnit": {"state": "translated", "value": value}}
plural = lambda noun: {"plural": {"one": unit(f"%arg {noun}"), "other": unit(f"%arg {noun}s")}}
strings = {}
for index in range(700):
    localizations = {}
    for language in languages:
        if index % 3 == 0:
            localizations[language] = {"variations": {"plural": {
                "one": unit(f"%lld item {language}"), "other": unit(f"%lld items {language}")}}}
        elif index % 3 == 1:
            localizations[language] = {**unit("%#@a@ / %#@b@"), "substitutions": {
                "a": {"argNum": 1, "formatSpecifier": "lld", "variations": plural("file")},
                "b": {"argNum": 2, "formatSpecifier": "lld", "variations": plural("folder")}}}
        else:
            localizations[language] = {"variations": {"device": {
                "mac": unit(f"Click {language}"), "other": unit(f"Tap {language}")}}}
    strings[f"group{index % 10}.key{index}"] = {"localizations": localizations}
with open(f"{folder}/Localizable.xcstrings", "w", encoding="utf-8") as out:
    json.dump({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, out, indent=2)
PY
samples=()
for _ in $(seq "$runs"); do
  start=$(now)
  "$keel" gen l10n "$catalog" --output "$work/Catalog.swift" >/dev/null
  end=$(now)
  samples+=("$(python3 -c "print(f'{($end - $start) * 1000:.0f}')")")
done
sorted=$(printf '%s\n' "${samples[@]}" | sort -n)
median=$(echo "$sorted" | sed -n "$(((runs + 1) / 2))p")
echo "keel gen l10n, catalog of 700 keys x 19 languages ($(wc -c <"$catalog/Localizable.xcstrings") bytes):" \
  "median $median ms, min $(echo "$sorted" | head -1) ms," \
  "max $(echo "$sorted" | tail -1) ms over $runs runs (goal: under 1,000 ms)"
echo "bench-row: keel gen l10n: String Catalog, 700 keys × 19 languages (plurals, substitutions, devices) |" \
  "$median ms ($(echo "$sorted" | head -1)–$(echo "$sorted" | tail -1)) | – | – | < 1,000 ms |" \
  "$([ "$median" -lt 1000 ] && echo yes || echo '**no**')"
