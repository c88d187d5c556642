import AppDomain
import AppFixtures
import Foundation
import Testing

/// The previews' sign-in: the fixtures' person, or the error a preview asked for.
@Suite struct FixtureSignInProviderTests {
  @Test func anyCredentialSignsInAsTheFixturesPerson() async throws {
    let user = try await FixtureSignInProvider().signIn(
      with: .emailPassword(email: "someone@example.org", password: UUID().uuidString))
    #expect(user == AppFixtures.signedInUser)
    #expect(user.email == AppFixtures.profile.email)
  }

  @Test func aFailureIsThrown() async {
    await #expect(throws: RepositoryError.unauthorized) {
      try await FixtureSignInProvider(failure: .unauthorized).signIn(
        with: .emailPassword(email: "someone@example.org", password: UUID().uuidString))
    }
  }
}
