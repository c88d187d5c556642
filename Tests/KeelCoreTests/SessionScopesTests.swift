import KeelCore
import KeelTesting
import Testing

@MainActor
@Suite struct SessionScopesTests {
  @Test func currentIsLoginUntilSignedInThenSignedIn() {
    let sessions = SessionScopes { $0.register(.counter, instance: Counter()) }
    #expect(sessions.current === sessions.login)
    let signedIn = sessions.openSignedIn { $0.register(.favorites, instance: RecordingFavorites()) }
    #expect(sessions.current === signedIn)
    #expect(signedIn.contains(.counter))
    sessions.closeSignedIn()
    #expect(sessions.current === sessions.login)
    #expect(sessions.login.contains(.counter))
  }

  @Test func signingOutLeavesZeroTrackedSurvivors() async throws {
    let tracker = LeakTracker()
    let sessions = SessionScopes()
    sessions.openSignedIn { scope in
      let favorites = RecordingFavorites()
      tracker.track(favorites, label: "favorites")
      scope.register(.favorites, instance: favorites)
      tracker.track(scope, label: "signed-in scope")
    }
    _ = try sessions.signedIn?.resolve(.favorites)
    #expect(tracker.survivorCount == 2)
    sessions.closeSignedIn()
    try await assertNoLeaks(tracker)
  }

  @Test func openingAnotherUserTearsThePreviousScopeDown() {
    let sessions = SessionScopes()
    let first = sessions.openSignedIn { $0.register(.favorites, instance: RecordingFavorites()) }
    let second = sessions.openSignedIn { _ in }
    #expect(first.isTornDown)
    #expect(second.isTornDown == false)
    #expect(second.contains(.favorites) == false)
  }
}
