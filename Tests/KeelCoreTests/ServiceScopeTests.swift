import KeelCore
import KeelTesting
import Testing

@MainActor
@Suite struct ServiceScopeTests {
  @Test func resolvesRegisteredInstanceAndBuildsFactoriesOnce() throws {
    let scope = ServiceScope(name: "login")
    var builds = 0
    scope.register(.counter) {
      builds += 1
      return Counter()
    }
    let first = try scope.resolve(.counter)
    let second = try scope.resolve(.counter)
    #expect(first === second)
    #expect(builds == 1)
  }

  @Test func missingKeyErrorNamesKeyAndScopeAndWhereItLooked() {
    let login = ServiceScope(name: "login")
    let signedIn = ServiceScope(name: "signedIn", parent: login)
    let expected = ServiceLookupError.missing(
      key: "favorites (FavoritesService)", scope: "signedIn", searched: ["signedIn", "login"])
    #expect(throws: expected) {
      try signedIn.resolve(.favorites)
    }
    #expect(
      expected.description
        == "No service registered for key 'favorites (FavoritesService)' in scope 'signedIn'"
        + " (searched: signedIn, login).")
  }

  @Test func childFallsBackToParentButParentNeverSeesChild() throws {
    let login = ServiceScope(name: "login")
    let signedIn = ServiceScope(name: "signedIn", parent: login)
    login.register(.counter, instance: Counter())
    signedIn.register(.favorites, instance: RecordingFavorites())
    #expect(signedIn.contains(.counter))
    #expect(login.contains(.favorites) == false)
  }

  // Issue 21, item 13: a key is its name and its type. Registering `ServiceKey<Counter>("shared")`
  // replaced `ServiceKey<RecordingFavorites>("shared")`, and resolving the first reported a
  // type mismatch.
  @Test func keysWithTheSameNameAndDifferentTypesAreDistinct() throws {
    let scope = ServiceScope(name: "login")
    let counter = Counter()
    let favorites = RecordingFavorites()
    scope.register(ServiceKey<Counter>("shared"), instance: counter)
    scope.register(ServiceKey<RecordingFavorites>("shared"), instance: favorites)
    #expect(try scope.resolve(ServiceKey<Counter>("shared")) === counter)
    #expect(try scope.resolve(ServiceKey<RecordingFavorites>("shared")) === favorites)
    #expect(throws: ServiceLookupError.missing(key: "shared (Int)", scope: "login", searched: ["login"])) {
      try scope.resolve(ServiceKey<Int>("shared"))
    }
  }

  @Test func manyKeysOfFewTypesAllResolveToTheirOwnService() throws {
    let scope = ServiceScope(name: "login")
    for index in 0..<200 {
      scope.register(ServiceKey<Int>("key-\(index)"), instance: index)
      scope.register(ServiceKey<String>("key-\(index)"), instance: "value-\(index)")
    }
    for index in 0..<200 {
      #expect(try scope.resolve(ServiceKey<Int>("key-\(index)")) == index)
      #expect(try scope.resolve(ServiceKey<String>("key-\(index)")) == "value-\(index)")
    }
    #expect(scope.contains(ServiceKey<Int>("key-200")) == false)
    #expect(scope.contains(ServiceKey<Double>("key-0")) == false)
  }

  @Test func aKeyOfTheSameNameAndTypeReplacesTheEarlierRegistration() throws {
    let scope = ServiceScope(name: "login")
    let first = Counter()
    let second = Counter()
    scope.register(.counter, instance: first)
    _ = try scope.resolve(.counter)
    scope.register(.counter) { second }
    #expect(try scope.resolve(.counter) === second)
  }

  @Test func aChildKeyOfAnotherTypeDoesNotHideTheParentsService() throws {
    let login = ServiceScope(name: "login")
    let signedIn = ServiceScope(name: "signedIn", parent: login)
    let counter = Counter()
    login.register(ServiceKey<Counter>("shared"), instance: counter)
    signedIn.register(ServiceKey<Int>("shared"), instance: 7)
    #expect(try signedIn.resolve(ServiceKey<Counter>("shared")) === counter)
    #expect(try signedIn.resolve(ServiceKey<Int>("shared")) == 7)
  }

  @Test func teardownReleasesEveryServiceRunsHooksAndRefusesLookups() async throws {
    let tracker = LeakTracker()
    let scope = ServiceScope(name: "signedIn")
    var hookRuns = 0
    do {
      let favorites = RecordingFavorites()
      tracker.track(favorites)
      scope.register(.favorites, instance: favorites)
      scope.register(.counter) { Counter() }
      tracker.track(try scope.resolve(.counter))
      scope.onTeardown { hookRuns += 1 }
    }
    #expect(tracker.survivorCount == 2)
    scope.teardown()
    scope.teardown()
    #expect(hookRuns == 1)
    try await assertNoLeaks(tracker)
    #expect(throws: ServiceLookupError.tornDown(scope: "signedIn", key: "counter (Counter)")) {
      try scope.resolve(.counter)
    }
  }

  @Test(arguments: 0..<8)
  func scopesInParallelTestsAreIndependent(index: Int) async throws {
    let scope = ServiceScope(name: "scope-\(index)")
    let counter = Counter()
    counter.value = index
    scope.register(.counter, instance: counter)
    try await Task.sleep(for: .milliseconds(5))
    #expect(try scope.resolve(.counter).value == index)
    #expect(scope.contains(.favorites) == false)
  }
}
