import BenchmarkSupport
import Foundation
import KeelCore
import Swinject

// Issue 21, item 13, and issue 16, row 1: resolving a built service from a `ServiceScope`
// (directly, through a parent scope, and through `@Service`), against Swinject 2.x's
// `Container.resolve` (what teams would pick instead) and against reading a stored property of
// a composition root (the baseline). `scripts/bench` runs this under callgrind and dhat (see
// `PerCallArguments`). Each lookup is a non-inlined function so the loop cannot hoist it; the
// stored-property baseline pays the same call.
//
// Swinject is configured as its documentation recommends for a service that lives as long as
// its container: registered with `.inObjectScope(.container)`, so every resolve after the first
// returns the built instance, as a `ServiceScope` does. Resolution happens on one thread (the
// main actor, as with `ServiceScope`), so the container is not wrapped in `synchronize()`,
// which Swinject recommends only for resolving from several threads.

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

/// A view model reading its dependency through `@Service` (seed 004's way).
@MainActor
final class FavoritesViewModel {
  @Service var favorites: any FavoritesService

  init(scope: ServiceScope) {
    _favorites = Service(.favorites, in: scope)
  }
}

@MainActor @inline(never)
func read(_ viewModel: FavoritesViewModel) -> any FavoritesService {
  viewModel.favorites
}

@MainActor @inline(never)
func resolve(in container: Container) -> any FavoritesService {
  guard let favorites = container.resolve((any FavoritesService).self) else {
    preconditionFailure("Swinject did not resolve FavoritesService")
  }
  return favorites
}

@MainActor
func run(_ arguments: PerCallArguments) {
  let login = ServiceScope(name: "login")
  login.register(.favorites) { Favorites() }
  let signedIn = ServiceScope(name: "signedIn", parent: login)
  signedIn.register(ServiceKey<Int>("favorites"), instance: 1)
  let services = Services()
  let viewModel = FavoritesViewModel(scope: login)
  let container = Container()
  container.register((any FavoritesService).self) { _ in Favorites() }.inObjectScope(.container)
  // `blackHole` is opaque to the optimizer, so every iteration makes its call.
  let start = CPUClock.now
  defer { reportTimePerCall(calls: arguments.calls, since: start) }
  switch arguments.variant {
  case "scope":
    for _ in 0..<arguments.calls { blackHole(lookUp(in: login)) }
  case "parent-scope":
    for _ in 0..<arguments.calls { blackHole(lookUp(in: signedIn)) }
  case "service-wrapper":
    for _ in 0..<arguments.calls { blackHole(read(viewModel)) }
  case "swinject":
    for _ in 0..<arguments.calls { blackHole(resolve(in: container)) }
  default:
    for _ in 0..<arguments.calls { blackHole(read(services)) }
  }
}

guard
  let arguments = PerCallArguments(
    variants: ["scope", "parent-scope", "service-wrapper", "swinject", "stored-property"])
else { exit(2) }
MainActor.assumeIsolated { run(arguments) }
