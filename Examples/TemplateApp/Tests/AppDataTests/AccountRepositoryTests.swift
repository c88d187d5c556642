import AppData
import AppDomain
import AppTestSupport
import DevServer
import Foundation
import KeelStorage
import Testing

@Suite("AccountRepository and SessionRevoker against the development server")
struct AccountRepositoryTests {
  @Test func aWrongPasswordIsUnauthorizedAndTheRightOneDeletesTheAccount() async throws {
    try await DevServerHarness.with { harness in
      let repository = AccountRepository(client: try await harness.signedInClient().client)
      await #expect(throws: RepositoryError.unauthorized) {
        try await repository.deleteAccount(password: UUID().uuidString)
      }
      try await repository.deleteAccount(password: harness.account.password)
      let login = try await harness.client.send(
        "POST", "/auth/login", json: ["email": harness.account.email, "password": harness.account.password])
      #expect(login.status == 401)
    }
  }

  @Test func theRevokerRevokesTheStoredRefreshTokenAndSkipsWhenThereIsNone() async throws {
    try await DevServerHarness.with { harness in
      let client = harness.anonymousClient()
      let sessions = SessionRepository(client: client)
      let tokenStore = SessionTokenStore(store: InMemorySecureStore())
      let revoker = SessionRevoker(sessions: sessions, tokenStore: tokenStore)
      try await revoker.revokeSession()
      #expect(harness.server.activity.count(of: .logout) == 0, "nothing stored, nothing sent")
      let tokens = try await sessions.signIn(email: harness.account.email, password: harness.account.password).tokens
      try tokenStore.save(tokens)
      try await revoker.revokeSession()
      await #expect(throws: RepositoryError.unauthorized) {
        _ = try await sessions.refresh(refreshToken: tokens.refreshToken)
      }
    }
  }
}
