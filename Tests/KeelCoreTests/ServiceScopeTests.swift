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
    #expect(throws: ServiceLookupError.missing(key: "favorites", scope: "signedIn", searched: ["signedIn", "login"])) {
      try signedIn.resolve(.favorites)
    }
    let message = ServiceLookupError.missing(key: "favorites", scope: "signedIn", searched: ["signedIn", "login"])
      .description
    #expect(message.contains("'favorites'") && message.contains("'signedIn'"))
  }

  @Test func childFallsBackToParentButParentNeverSeesChild() throws {
    let login = ServiceScope(name: "login")
    let signedIn = ServiceScope(name: "signedIn", parent: login)
    login.register(.counter, instance: Counter())
    signedIn.register(.favorites, instance: RecordingFavorites())
    #expect(signedIn.contains(.counter))
    #expect(login.contains(.favorites) == false)
  }

  @Test func mismatchedRegistrationIsReportedWithBothTypes() {
    let scope = ServiceScope(name: "login")
    scope.register(ServiceKey<Counter>("shared"), instance: Counter())
    do {
      _ = try scope.resolve(ServiceKey<RecordingFavorites>("shared"))
      Issue.record("expected a type mismatch")
    } catch {
      #expect(error == .typeMismatch(key: "shared", scope: "login", expected: "RecordingFavorites", actual: "Counter"))
    }
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
    #expect(throws: ServiceLookupError.tornDown(scope: "signedIn", key: "counter")) {
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
