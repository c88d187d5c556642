import AppDomain
import AppTestSupport
import Testing

@Suite struct UpdateProfileUseCaseTests {
  @Test func aValidDraftIsSentTrimmed() async throws {
    let repository = FakeProfileRepository()
    let saved = try await UpdateProfileUseCase(repository: repository)
      .execute(ProfileDraft(displayName: "  Ada Lovelace ", bio: "Notes on the engine."))
    #expect(saved.displayName == "Ada Lovelace")
    #expect(repository.updates == [ProfileDraft(displayName: "Ada Lovelace", bio: "Notes on the engine.")])
  }

  @Test func invalidDraftsAreNeverSentAndRepositoryErrorsAreTold() async {
    let repository = FakeProfileRepository()
    let useCase = UpdateProfileUseCase(repository: repository)
    await #expect(throws: ProfileSaveError.invalid(ProfileFieldErrors([.displayName: .displayNameEmpty]))) {
      _ = try await useCase.execute(ProfileDraft(displayName: "   ", bio: ""))
    }
    #expect(repository.updates.isEmpty)
    #expect(useCase.validate(ProfileDraft(displayName: "Ada", bio: "")).isEmpty)
    repository.fail(.update, with: .rejected("no"))
    await #expect(throws: ProfileSaveError.repository(.rejected("no"))) {
      _ = try await useCase.execute(ProfileDraft(displayName: "Ada", bio: ""))
    }
  }

  @Test func otherRulesAreTheOnesChecked() {
    let useCase = UpdateProfileUseCase(
      repository: FakeProfileRepository(), rules: ProfileRules(maximumDisplayNameLength: 3, maximumBioLength: 2))
    #expect(
      useCase.validate(ProfileDraft(displayName: "Adam", bio: "abc"))
        == ProfileFieldErrors([.displayName: .displayNameTooLong(maximum: 3), .bio: .bioTooLong(maximum: 2)]))
  }
}
