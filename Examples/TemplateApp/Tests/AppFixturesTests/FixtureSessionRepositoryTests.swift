import AppDomain
import AppFixtures
import Foundation
import Testing

/// The mock build's and the previews' account endpoints: every call answers, or every call
/// fails with the error a preview asked for.
@Suite struct FixtureSessionRepositoryTests {
  @Test func everyCallAnswersWithFreshPlaceholderTokens() async throws {
    let repository = FixtureSessionRepository()
    let signedIn = try await repository.signIn(email: "ana@example.com", password: UUID().uuidString).tokens
    let registered = try await repository.register(email: "ana@example.com", password: UUID().uuidString).tokens
    #expect(signedIn.accessToken != registered.accessToken, "placeholders, never one shared credential")
    #expect(signedIn.expiresAt > .now)
    try await repository.requestPasswordReset(email: "ana@example.com")
  }

  @Test func aFailureIsThrownByEveryCall() async {
    let repository = FixtureSessionRepository(failure: .unavailable("preview: no connection"))
    await #expect(throws: RepositoryError.unavailable("preview: no connection")) {
      try await repository.signIn(email: "ana@example.com", password: UUID().uuidString)
    }
    await #expect(throws: RepositoryError.unavailable("preview: no connection")) {
      try await repository.register(email: "ana@example.com", password: UUID().uuidString)
    }
    await #expect(throws: RepositoryError.unavailable("preview: no connection")) {
      try await repository.requestPasswordReset(email: "ana@example.com")
    }
  }
}
