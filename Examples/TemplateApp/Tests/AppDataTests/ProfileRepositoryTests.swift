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
      #expect(initial.email == harness.account.email)
      #expect(initial.displayName == harness.account.displayName)
      #expect(initial.bio == "")
      // Seed 001's fields: a picture this server serves, the day the account joined, active.
      let picture = try #require(initial.pictureURL)
      #expect(picture.host == "127.0.0.1" && picture.port == Int(harness.server.port))
      #expect(try await harness.client.send("GET", picture.path).status == 200)
      let joined = try #require(initial.joinDate)
      #expect(abs(joined.timeIntervalSinceNow) < 600)
      #expect(initial.isActive)
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
