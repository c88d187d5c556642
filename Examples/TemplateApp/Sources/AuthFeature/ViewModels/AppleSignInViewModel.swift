import AppDomain
import KeelCore
import Observation

/// Sign in with Apple, everything but Apple's sheet: a fresh nonce for each request, the
/// identity token sent with the raw nonce through the provider (the `auth/apple` endpoint), and
/// what the screen shows. The Apple-only button only hands Apple's answer over.
@MainActor
@Observable
public final class AppleSignInViewModel {
  public struct Output {
    public var signedIn: @MainActor (SignedInUser) -> Void

    public init(signedIn: @escaping @MainActor (SignedInUser) -> Void = { _ in }) {
      self.signedIn = signedIn
    }
  }

  public enum State: Sendable, Equatable {
    case idle
    /// Apple's sheet is up.
    case authorizing
    /// The identity token is on its way to the server.
    case submitting
    /// Apple or the server refused, or the network failed; the button can be tapped again.
    case failed(SignInError)
  }

  @ObservationIgnored public var output = Output()
  public private(set) var state = State.idle

  @ObservationIgnored private let provider: any SignInProvider
  @ObservationIgnored private let gate: SignInGate
  @ObservationIgnored private let makeNonce: () -> AppleSignInNonce
  /// The nonce of the request Apple is answering; used once.
  @ObservationIgnored private var pendingNonce: AppleSignInNonce?
  @ObservationIgnored private let request = Locked<Task<Void, Never>?>(nil)

  public init(
    provider: any SignInProvider, gate: SignInGate, makeNonce: @escaping () -> AppleSignInNonce = { .random() }
  ) {
    self.provider = provider
    self.gate = gate
    self.makeNonce = makeNonce
  }

  deinit {
    request.withLock { $0?.cancel() }
  }

  public var isBusy: Bool { state == .authorizing || state == .submitting }

  /// Apple's request is being built: returns the hashed nonce it must carry.
  public func beginRequest() -> String {
    let nonce = makeNonce()
    pendingNonce = nonce
    state = .authorizing
    return nonce.hashed
  }

  /// Apple answered with a credential: its identity token, its `user` (Apple's stable id of the
  /// person, kept on the device for the credential checks) and its one-time authorization code
  /// (sent to the server, which redeems it for the token it revokes at account deletion). A
  /// missing or unreadable token, or an answer to no request of ours, fails without sending
  /// anything.
  public func complete(identityToken: String?, user: String? = nil, authorizationCode: String? = nil) {
    guard let nonce = pendingNonce else {
      state = .failed(.rejected("Sign in with Apple answered a request this screen did not make"))
      return
    }
    pendingNonce = nil
    guard let identityToken, !identityToken.isEmpty else {
      state = .failed(.rejected("Apple sent no identity token"))
      return
    }
    state = .submitting
    let credential = SignInCredential.apple(
      identityToken: identityToken, rawNonce: nonce.raw, user: user.flatMap { $0.isEmpty ? nil : $0 },
      authorizationCode: authorizationCode.flatMap { $0.isEmpty ? nil : $0 })
    let task = Task { [weak self, provider] in
      let result: Result<SignedInUser, RepositoryError>
      do throws(RepositoryError) {
        result = .success(try await provider.signIn(with: credential))
      } catch {
        result = .failure(error)
      }
      self?.finish(result)
    }
    request.withLock { $0 = task }
  }

  /// Apple's sheet failed; a cancel by the person shows nothing.
  public func fail(cancelled: Bool) {
    pendingNonce = nil
    state = cancelled ? .idle : .failed(.unavailable)
  }

  public func onDisappear() {
    request.withLock { $0?.cancel() }
    pendingNonce = nil
    if isBusy { state = .idle }
  }

  private func finish(_ result: Result<SignedInUser, RepositoryError>) {
    request.withLock { $0 = nil }
    switch result {
    case .success(let user):
      state = .idle
      gate.markSignedIn(user)
      output.signedIn(user)
    case .failure(let error):
      state = Task.isCancelled ? .idle : .failed(SignInUseCase.signInError(error))
    }
  }
}
