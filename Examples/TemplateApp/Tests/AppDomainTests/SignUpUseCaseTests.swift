import AppDomain
import AppTestSupport
import Testing

@Suite("SignUpUseCase")
struct SignUpUseCaseTests {
  @Test func aValidFormRegistersAndStartsTheSession() async throws {
    let repository = FakeSessionRepository()
    let session = RecordingSessionManager()
    let secret = TestSecret.make()
    let user = try await SignUpUseCase(repository: repository, session: session)
      .execute(email: " ada@example.org ", password: secret, confirmation: secret)
    #expect(user.email == "ada@example.org")
    #expect(repository.emails == ["ada@example.org"])
    #expect(session.started == [FakeSessionRepository.tokens])
  }

  @Test func theRulesAreSignInsPlusAMatchingConfirmation() async {
    let repository = FakeSessionRepository()
    let useCase = SignUpUseCase(repository: repository, session: RecordingSessionManager())
    let short = TestSecret.make(length: 7)
    let expected = SignUpFieldErrors(email: .invalid, password: .tooShort(minimum: 8), confirmationMismatch: true)
    await #expect(throws: SignUpError.invalid(expected)) {
      _ = try await useCase.execute(email: "ada@", password: short, confirmation: short + "x")
    }
    let secret = TestSecret.make()
    #expect(useCase.validate(email: "ada@example.org", password: secret, confirmation: secret).isValid)
    #expect(repository.emails.isEmpty)
  }

  @Test func aTakenEmailIsTheServersMessageAndStartsNoSession() async {
    let session = RecordingSessionManager()
    let useCase = SignUpUseCase(repository: FakeSessionRepository(failure: .rejected("taken")), session: session)
    let secret = TestSecret.make()
    await #expect(throws: SignUpError.failed(.rejected("taken"))) {
      _ = try await useCase.execute(email: "ada@example.org", password: secret, confirmation: secret)
    }
    #expect(session.started.isEmpty)
  }
}
