import AppData
import AppDomain
import AppTestSupport
import DevServer
import Foundation
import Testing

@Suite("ProfileRepository against the development server")
struct ProfileRepositoryTests {
  @Test func readsAndUpdatesTheProfile() async throws {
    try await DevServerHarness.with { harness in
      let repository = ProfileRepository(client: try await harness.signedInClient().client)
      let initial = try await repository.profile()
      #expect(initial == UserProfile(email: harness.account.email, displayName: harness.account.displayName, bio: ""))
      let updated = try await repository.updateProfile(displayName: "Grace Hopper", bio: "Compilers")
      #expect(updated.displayName == "Grace Hopper")
      #expect(try await repository.profile().bio == "Compilers")
      #expect(try await harness.server.database.profile(email: harness.account.email)?.bio == "Compilers")
    }
  }

  @Test func aRefusedUpdateCarriesTheServersMessage() async throws {
    try await DevServerHarness.with { harness in
      let repository = ProfileRepository(client: try await harness.signedInClient().client)
      await #expect(throws: RepositoryError.rejected("field 'displayName' must be 1 to 80 characters")) {
        _ = try await repository.updateProfile(displayName: "   ", bio: "")
      }
    }
  }
}
