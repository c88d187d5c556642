import AppDomain
import AppTestSupport
import KeelCore
import Testing

@MainActor
@Suite struct LogoutUseCaseTests {
  /// What the use case did, in order.
  final class Steps: Sendable {
    let all = Locked<[String]>([])
  }

  @Test func revokesThenEndsTheSessionAndClosesTheScope() async {
    let revoker = FakeSessionRevoker()
    let session = RecordingSessionManager()
    let steps = Steps()
    let outcome = await LogoutUseCase(revoker: revoker, session: session) { steps.all.withLock { $0.append("scope") } }
      .execute()
    #expect(outcome == .revoked)
    #expect(revoker.calls == 1)
    #expect(session.signOuts == 1)
    #expect(steps.all.withLock { $0 } == ["scope"])
  }

  @Test(arguments: [RepositoryError.unavailable("offline"), .unauthorized, .invalidResponse("HTML")])
  func aServerThatCannotRevokeStillSignsOutHere(error: RepositoryError) async {
    let session = RecordingSessionManager()
    let steps = Steps()
    let outcome = await LogoutUseCase(revoker: FakeSessionRevoker(failure: error), session: session) {
      steps.all.withLock { $0.append("scope") }
    }.execute()
    #expect(outcome == .signedOutLocally(error))
    #expect(session.signOuts == 1)
    #expect(steps.all.withLock { $0 } == ["scope"])
  }
}
