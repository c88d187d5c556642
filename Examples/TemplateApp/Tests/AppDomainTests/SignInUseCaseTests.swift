import AppDomain
import AppTestSupport
import Foundation
import Testing

@Suite("SignInUseCase")
struct SignInUseCaseTests {
  static let user = SignedInUser(id: "ada@example.org", email: "ada@example.org")

  @Test(arguments: [
    ("", EmailProblem.empty), ("   ", .empty), ("ada", .invalid), ("ada@", .invalid), ("@example.org", .invalid),
    ("ada@example", .invalid), ("ada@example.", .invalid), ("ada@.org", .invalid), ("a da@example.org", .invalid),
    ("ada@@example.org", .invalid),
  ])
  func anInvalidEmailIsRefusedWithoutARequest(_ email: String, _ problem: EmailProblem) async throws {
    let provider = FakeSignInProvider(.success(Self.user))
    let useCase = SignInUseCase(provider: provider)
    await #expect(throws: SignInError.invalid(SignInFieldErrors(email: problem))) {
      _ = try await useCase.execute(email: email, password: TestSecret.make())
    }
    #expect(provider.credentials.isEmpty)
  }

  @Test(arguments: ["ada@example.org", "  ada@example.org\n", "a.b+c@mail.example.co.uk"])
  func aValidEmailIsSentTrimmed(_ email: String) async throws {
    let provider = FakeSignInProvider(.success(Self.user))
    let secret = TestSecret.make(length: 8)
    #expect(try await SignInUseCase(provider: provider).execute(email: email, password: secret) == Self.user)
    let trimmed = email.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(provider.credentials == [.emailPassword(email: trimmed, password: secret)])
  }

  @Test(arguments: [
    ("", PasswordProblem.empty), ("1234567", .tooShort(minimum: 8)), ("ünïcødé", .tooShort(minimum: 8)),
  ])
  func aShortPasswordIsRefused(_ password: String, _ problem: PasswordProblem) {
    let errors = SignInUseCase(provider: FakeSignInProvider()).validate(email: "ada@example.org", password: password)
    #expect(errors == SignInFieldErrors(password: problem))
  }

  @Test func eightCharactersAreEnoughAndBothFieldsAreReportedTogether() {
    let useCase = SignInUseCase(provider: FakeSignInProvider())
    #expect(useCase.validate(email: "ada@example.org", password: TestSecret.repeated("é", 8)).isValid)
    #expect(
      useCase.validate(email: "x", password: TestSecret.make(length: 1))
        == SignInFieldErrors(email: .invalid, password: .tooShort(minimum: 8))
    )
  }

  @Test(arguments: [
    (RepositoryError.unauthorized, SignInError.wrongCredentials),
    (.rateLimited(retryAfter: .seconds(30)), .rateLimited(retryAfter: .seconds(30))),
    (.rateLimited(retryAfter: nil), .rateLimited(retryAfter: nil)),
    (.unavailable("offline"), .unavailable), (.invalidResponse("html"), .unavailable),
    (.rejected("account locked"), .rejected("account locked")),
  ])
  func providerFailuresBecomeWhatTheScreenShows(_ failure: RepositoryError, _ expected: SignInError) async {
    let useCase = SignInUseCase(provider: FakeSignInProvider(.failure(failure)))
    await #expect(throws: expected) {
      _ = try await useCase.execute(email: "ada@example.org", password: TestSecret.make())
    }
  }

  @Test func theMockProviderSignsInAsItsFixedUser() async throws {
    let useCase = SignInUseCase(provider: MockSignInProvider())
    #expect(
      try await useCase.execute(email: "anyone@example.org", password: TestSecret.make()) == MockSignInProvider.user)
  }

  @Test func theEmailProviderStartsTheSessionWithTheTokens() async throws {
    let session = RecordingSessionManager()
    let provider = EmailPasswordSignInProvider(repository: FakeSessionRepository(), session: session)
    let user = try await provider.signIn(with: .emailPassword(email: "ada@example.org", password: TestSecret.make()))
    #expect(user.email == "ada@example.org")
    #expect(session.started == [FakeSessionRepository.tokens])
    await #expect(throws: RepositoryError.self) {
      _ = try await provider.signIn(with: .apple(identityToken: TestSecret.make(), rawNonce: TestSecret.make()))
    }
  }

  @Test func theAppleProviderStartsTheSessionAndReadsTheEmailClaim() async throws {
    let session = RecordingSessionManager()
    let provider = AppleSignInProvider(repository: FakeSessionRepository(), session: session)
    let payload = Data(#"{"sub":"1","email":"apple@example.org"}"#.utf8).base64EncodedString()
      .replacingOccurrences(of: "=", with: "")
    let user = try await provider.signIn(with: .apple(identityToken: "e30.\(payload).sig", rawNonce: TestSecret.make()))
    #expect(user.email == "apple@example.org" && session.started == [FakeSessionRepository.tokens])
    await #expect(throws: RepositoryError.self) {
      _ = try await provider.signIn(with: .emailPassword(email: "ada@example.org", password: TestSecret.make()))
    }
  }
}
