import AppDomain
import AppTestSupport
import Testing

@Suite struct UserManagerTests {
  @Test func getUserLoadsAndKeepsTheProfile() async throws {
    let repository = FakeProfileRepository()
    let manager = UserManager(repository: repository)
    #expect(await manager.user == nil)
    #expect(try await manager.getUser() == FakeProfileRepository.sample)
    #expect(await manager.user == FakeProfileRepository.sample)
    #expect(repository.loads == 1)
  }

  @Test func aSaveUpdatesTheKeptCopyAndAFailedLoadKeepsTheLastOne() async throws {
    let repository = FakeProfileRepository()
    let manager = UserManager(repository: repository)
    try await manager.getUser()
    _ = try await manager.updateProfile(displayName: "Ada L.", bio: "Counts.")
    #expect(await manager.user?.displayName == "Ada L.")
    repository.fail(.load, with: .unavailable("offline"))
    await #expect(throws: RepositoryError.unavailable("offline")) { try await manager.profile() }
    #expect(await manager.user?.displayName == "Ada L.")
  }
}
