import BenchmarkSupport
import Foundation
import KeelCore

// Issue 21, item 13: resolving a built service from a `ServiceScope` (directly, and through a
// parent scope), against reading a stored property. `scripts/bench` runs this under callgrind
// and dhat (see `PerCallArguments`). Each lookup is a non-inlined function so the loop cannot
// hoist it; the stored-property baseline pays the same call.

protocol FavoritesService: AnyObject {}
final class Favorites: FavoritesService {}

extension ServiceKey where Value == any FavoritesService {
  static var favorites: Self { Self("favorites") }
}

/// The hand-written alternative: services as stored properties of a container.
@MainActor
final class Services {
  let favorites: any FavoritesService = Favorites()
}

@MainActor @inline(never)
func lookUp(in scope: ServiceScope) -> any FavoritesService {
  do {
    return try scope.resolve(.favorites)
  } catch {
    preconditionFailure(error.description)
  }
}

@MainActor @inline(never)
func read(_ services: Services) -> any FavoritesService {
  services.favorites
}

@MainActor
func run(_ arguments: PerCallArguments) {
  let login = ServiceScope(name: "login")
  login.register(.favorites) { Favorites() }
  let signedIn = ServiceScope(name: "signedIn", parent: login)
  signedIn.register(ServiceKey<Int>("favorites"), instance: 1)
  let services = Services()
  // `blackHole` is opaque to the optimizer, so every iteration makes its call.
  let start = ContinuousClock.now
  defer { reportTimePerCall(calls: arguments.calls, since: start) }
  switch arguments.variant {
  case "scope":
    for _ in 0..<arguments.calls { blackHole(lookUp(in: login)) }
  case "parent-scope":
    for _ in 0..<arguments.calls { blackHole(lookUp(in: signedIn)) }
  default:
    for _ in 0..<arguments.calls { blackHole(read(services)) }
  }
}

guard let arguments = PerCallArguments(variants: ["scope", "parent-scope", "stored-property"]) else { exit(2) }
MainActor.assumeIsolated { run(arguments) }
