#!/usr/bin/env bash
# Build cost (issue 16, row 4), run by `scripts/bench --builds` only (minutes):
# - what a team pays to build Keel into an app: a clean debug build of a package with one
#   library target that depends on the kit's libraries an app links at run time (KeelCore,
#   KeelStore, KeelStorage, KeelLocalization, KeelNavigation, KeelNotifications, KeelDesign,
#   KeelNetwork: those and swift-log are what gets built; not the test helpers KeelTesting and
#   KeelTestServer, FlyingFox or the kit's probe executable), the kit copied as committed plus
#   any local changes; against a clean debug build of a package whose one library target depends
#   only on swift-dependencies (it declares and reads a dependency with `@Dependency`: its
#   macros build swift-syntax). Both are packages a team would write, built the same way.
#   The two alternate, kit first, BUILD_COST_ROUNDS times (2), each build in a fresh folder with
#   its dependencies resolved before the clock starts (they come from a local mirror here, so
#   resolving times the disk, not a build), with the same --jobs (KEEL_BENCH_JOBS): load that
#   comes and goes on a shared machine lands on both sides. The figures are the medians, with
#   every round's time and the load average when it started. Goal: the kit at least 4× faster.
# - the incremental rebuild of the reference app after touching one view model
#   (ItemsListViewModel.swift): `swift build --target AppServices`, the composition root that
#   depends on every feature, in the app's own .build after an untimed build brings it up to
#   date. Goal: at most 5 s.
set -euo pipefail
root=$(cd "$(dirname "$0")/../../.." && pwd)
jobs=()
[ -n "${KEEL_BENCH_JOBS:-}" ] && jobs=(--jobs "$KEEL_BENCH_JOBS")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

seconds_of() { # <folder> <command>...: runs the command there, prints its wall time in seconds
  local folder=$1
  shift
  local start end
  start=$(date +%s.%N)
  if ! (cd "$folder" && "$@" >"$work/last-build.log" 2>&1); then
    cat "$work/last-build.log" >&2
    return 1
  fi
  end=$(date +%s.%N)
  python3 -c "print(f'{$end - $start:.1f}')"
}

# <folder> <command>...: like seconds_of, and prints "<wall> <cpu>": the CPU time (user + system)
# of the command and every process it waited for (the compiler jobs), which waiting for a core
# that other builds hold does not inflate.
wall_and_cpu_of() {
  local folder=$1
  shift
  if ! (cd "$folder" && /usr/bin/time -f "%e %U %S" -o "$work/last-build.time" "$@" >"$work/last-build.log" 2>&1); then
    cat "$work/last-build.log" >&2
    return 1
  fi
  python3 -c "
wall, user, system = open('$work/last-build.time').read().split()[-3:]
print(f'{float(wall):.1f} {float(user) + float(system):.1f}')"
}

rounds=${BUILD_COST_ROUNDS:-2}
runtime_libraries=(
  KeelCore KeelStore KeelStorage KeelLocalization KeelNavigation KeelNotifications KeelDesign KeelNetwork
)

# The kit, as committed plus any local changes, without its build folders.
mkdir -p "$work/kit"
cp -R "$root/Package.swift" "$root/Sources" "$root/Tests" "$work/kit/"

# <folder>: a fresh package whose one library target depends on the kit's run-time libraries.
write_kit_package() {
  local folder=$1 products="" imports="" library
  for library in "${runtime_libraries[@]}"; do
    products+="        .product(name: \"$library\", package: \"kit\"),"$'\n'
    imports+="import $library"$'\n'
  done
  mkdir -p "$folder/Sources/Services"
  cat >"$folder/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "KitOnly",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [.package(path: "$work/kit")],
  targets: [
    .target(
      name: "Services",
      dependencies: [
$products      ]
    )
  ]
)
SWIFT
  cat >"$folder/Sources/Services/Favorites.swift" <<SWIFT
${imports}
public protocol FavoritesService: Sendable {
  func isFavorite(_ id: String) -> Bool
}

struct NoFavorites: FavoritesService {
  func isFavorite(_ id: String) -> Bool { false }
}

extension ServiceKey where Value == any FavoritesService {
  public static var favorites: Self { Self("favorites") }
}

@MainActor
public struct FavoritesViewModel {
  let scope: ServiceScope
  public init(scope: ServiceScope) {
    self.scope = scope
    scope.register(.favorites) { NoFavorites() }
  }
  public func star(_ id: String) throws -> Bool { try scope.resolve(.favorites).isFavorite(id) }
}
SWIFT
}

# <folder>: a fresh package whose one library target depends only on swift-dependencies.
write_dependencies_package() {
  local folder=$1
  mkdir -p "$folder/Sources/Services"
  cat >"$folder/Package.swift" <<'SWIFT'
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "DependenciesOnly",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [.package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1")],
  targets: [
    .target(name: "Services", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")])
  ]
)
SWIFT
  cat >"$folder/Sources/Services/Favorites.swift" <<'SWIFT'
import Dependencies

public protocol FavoritesService: Sendable {
  func isFavorite(_ id: String) -> Bool
}

struct NoFavorites: FavoritesService {
  func isFavorite(_ id: String) -> Bool { false }
}

private enum FavoritesKey: DependencyKey {
  static let liveValue: any FavoritesService = NoFavorites()
}

extension DependencyValues {
  public var favorites: any FavoritesService {
    get { self[FavoritesKey.self] }
    set { self[FavoritesKey.self] = newValue }
  }
}

public struct FavoritesViewModel {
  @Dependency(\.favorites) var favorites
  public init() {}
  public func star(_ id: String) -> Bool { favorites.isFavorite(id) }
}
SWIFT
}

load() { cut -d' ' -f1 /proc/loadavg; }
median() { printf '%s\n' "$@" | sort -g | python3 -c "
import sys
values = [float(line) for line in sys.stdin]
middle = len(values) // 2
print(f'{(values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2):.1f}')"; }

kit_walls=() kit_cpus=() dependencies_walls=() dependencies_cpus=() kit_rounds="" dependencies_rounds=""
for round in $(seq "$rounds"); do
  write_kit_package "$work/kit-$round"
  write_dependencies_package "$work/dependencies-$round"
  (cd "$work/kit-$round" && swift package resolve >/dev/null 2>&1)
  (cd "$work/dependencies-$round" && swift package resolve >/dev/null 2>&1)
  started_at=$(date -u +%H:%M) load_before=$(load)
  read -r wall cpu < <(wall_and_cpu_of "$work/kit-$round" swift build "${jobs[@]}")
  echo "round $round: clean debug build of the kit's run-time libraries: $wall s wall, $cpu s CPU" \
    "($started_at UTC, load $load_before)"
  kit_walls+=("$wall") kit_cpus+=("$cpu")
  kit_rounds+="${kit_rounds:+; }$wall s, $cpu s CPU, load $load_before"
  started_at=$(date -u +%H:%M) load_before=$(load)
  read -r wall cpu < <(wall_and_cpu_of "$work/dependencies-$round" swift build "${jobs[@]}")
  echo "round $round: clean debug build of a package depending only on swift-dependencies: $wall s wall," \
    "$cpu s CPU ($started_at UTC, load $load_before)"
  dependencies_walls+=("$wall") dependencies_cpus+=("$cpu")
  dependencies_rounds+="${dependencies_rounds:+; }$wall s, $cpu s CPU, load $load_before"
  rm -rf "$work/kit-$round" "$work/dependencies-$round"
done
kit_wall=$(median "${kit_walls[@]}") kit_cpu=$(median "${kit_cpus[@]}")
dependencies_wall=$(median "${dependencies_walls[@]}") dependencies_cpu=$(median "${dependencies_cpus[@]}")
# Judged on wall-clock time, what a person waits for; the CPU time is beside it because on a
# shared machine the wall-clock figure is mostly the wait for a core.
ratio=$(python3 -c "print(f'{$dependencies_wall / $kit_wall:.1f}')")
cpu_ratio=$(python3 -c "print(f'{$dependencies_cpu / $kit_cpu:.1f}')")
echo "bench-row: Build cost: clean debug build of the libraries an app links (the kit's 8 run-time libraries" \
  "and swift-log, through a one-target package; ${KEEL_BENCH_JOBS:-all} jobs; median of $rounds, alternating)" \
  "| $kit_wall s, $kit_cpu s CPU ($kit_rounds) | a one-target package depending only on swift-dependencies:" \
  "$dependencies_wall s, $dependencies_cpu s CPU ($dependencies_rounds) | ${ratio}× faster (${cpu_ratio}× in CPU time)" \
  "| ≥ 4× faster | $(python3 -c "print('yes' if $ratio >= 4 else '**no**')")"

app="$root/Examples/TemplateApp"
view_model="$app/Sources/ItemsFeature/List/ItemsListViewModel.swift"
seconds_of "$app" swift build "${jobs[@]}" --target AppServices >/dev/null
touch "$view_model"
read -r incremental incremental_cpu < <(wall_and_cpu_of "$app" swift build "${jobs[@]}" --target AppServices)
echo "incremental debug rebuild after touching ItemsListViewModel.swift: $incremental s, $incremental_cpu s CPU"
echo "bench-row: Incremental debug rebuild of the app after touching one view model (ItemsListViewModel) |" \
  "$incremental s ($incremental_cpu s CPU) | – | – | ≤ 5 s | $(python3 -c "print('yes' if $incremental <= 5 else '**no**')")"
