import AppDomain
import AppTestSupport
import Testing

@Suite("PasswordResetUseCase")
struct PasswordResetUseCaseTests {
  @Test func aValidEmailIsSentTrimmed() async throws {
    let repository = FakeSessionRepository()
    try await PasswordResetUseCase(repository: repository).execute(email: "  ada@example.org")
    #expect(repository.emails == ["ada@example.org"])
  }

  @Test(arguments: [("", EmailProblem.empty), ("ada", .invalid)])
  func anInvalidEmailIsRefusedWithoutARequest(_ email: String, _ problem: EmailProblem) async {
    let repository = FakeSessionRepository()
    await #expect(throws: SignInError.invalid(SignInFieldErrors(email: problem))) {
      try await PasswordResetUseCase(repository: repository).execute(email: email)
    }
    #expect(repository.emails.isEmpty)
  }

  @Test func noNetworkOffersARetry() async {
    let useCase = PasswordResetUseCase(repository: FakeSessionRepository(failure: .unavailable("offline")))
    await #expect(throws: SignInError.unavailable) { try await useCase.execute(email: "ada@example.org") }
  }
}
