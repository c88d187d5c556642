#!/usr/bin/env bash
# Build cost (issue 16, row 4), run by `scripts/bench --builds` only (minutes):
# - a clean debug build of the kit (its Package.swift, Sources and Tests copied to a fresh
#   folder; `swift build`: every library and the kit's one executable, not the tests) against a
#   clean debug build of a package whose only dependency is swift-dependencies (one library
#   target that declares and reads a dependency with `@Dependency`), each in its own fresh
#   folder, one after the other in this run, with the same --jobs (KEEL_BENCH_JOBS). Dependencies
#   are resolved before the clock starts (the packages come from a local mirror here, so
#   resolving times the disk, not a build). Goal: the kit at least 4× faster.
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

# The kit, as committed plus any local changes, without its build folders.
mkdir -p "$work/kit"
cp -R "$root/Package.swift" "$root/Sources" "$root/Tests" "$work/kit/"

mkdir -p "$work/dependencies/Sources/Services"
cat >"$work/dependencies/Package.swift" <<'SWIFT'
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
cat >"$work/dependencies/Sources/Services/Favorites.swift" <<'SWIFT'
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

(cd "$work/kit" && swift package resolve >/dev/null 2>&1)
(cd "$work/dependencies" && swift package resolve >/dev/null 2>&1)
kit=$(seconds_of "$work/kit" swift build "${jobs[@]}")
echo "clean debug build of the kit: $kit s"
dependencies=$(seconds_of "$work/dependencies" swift build "${jobs[@]}")
echo "clean debug build of a package depending only on swift-dependencies: $dependencies s"
ratio=$(python3 -c "print(f'{$dependencies / $kit:.1f}')")
echo "bench-row: Build cost: clean debug build of the kit (${KEEL_BENCH_JOBS:-all} jobs) | $kit s |" \
  "a package depending only on swift-dependencies: $dependencies s | ${ratio}× faster | ≥ 4× faster |" \
  "$(python3 -c "print('yes' if $ratio >= 4 else '**no**')")"

app="$root/Examples/TemplateApp"
view_model="$app/Sources/ItemsFeature/List/ItemsListViewModel.swift"
seconds_of "$app" swift build "${jobs[@]}" --target AppServices >/dev/null
touch "$view_model"
incremental=$(seconds_of "$app" swift build "${jobs[@]}" --target AppServices)
echo "incremental debug rebuild after touching ItemsListViewModel.swift: $incremental s"
echo "bench-row: Incremental debug rebuild of the app after touching one view model (ItemsListViewModel) |" \
  "$incremental s | – | – | ≤ 5 s | $(python3 -c "print('yes' if $incremental <= 5 else '**no**')")"
