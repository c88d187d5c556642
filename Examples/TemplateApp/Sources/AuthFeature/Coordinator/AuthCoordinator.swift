import AppDomain
import KeelNavigation
import Observation

/// Runs the sign-in gate and reports through ``Output`` (seed 000's inline output pattern):
/// the root moves on when the gate opens, and closes the signed-in scope on ``Output/signedOut``.
@MainActor
@Observable
public final class AuthCoordinator: Coordinator, NavigationStorable {
  public struct Output {
    public var signedIn: @MainActor (SignedInUser) -> Void
    public var continuedWithoutAccount: @MainActor () -> Void
    /// The session ended and its tokens are gone.
    public var signedOut: @MainActor () -> Void

    public init(
      signedIn: @escaping @MainActor (SignedInUser) -> Void = { _ in },
      continuedWithoutAccount: @escaping @MainActor () -> Void = {},
      signedOut: @escaping @MainActor () -> Void = {}
    ) {
      self.signedIn = signedIn
      self.continuedWithoutAccount = continuedWithoutAccount
      self.signedOut = signedOut
    }
  }

  @ObservationIgnored public var output = Output()
  public let navigator = Navigator<AuthScreen>()
  public private(set) var root: AuthScreen?

  @ObservationIgnored private let factory: any AuthElementsFactory
  @ObservationIgnored private let session: any SessionManaging
  @ObservationIgnored private let gate: SignInGate

  public init(factory: any AuthElementsFactory, session: any SessionManaging, gate: SignInGate) {
    self.factory = factory
    self.session = session
    self.gate = gate
  }

  @discardableResult
  public func start() -> AuthScreen {
    if let root { return root }
    let screen = screen(for: .signIn)
    root = screen
    return screen
  }

  public func screen(for route: AuthRoute) -> AuthScreen {
    switch route {
    case .signIn:
      let viewModel = factory.makeSignInViewModel()
      viewModel.output = .init(
        signedIn: { [weak self] user in self?.output.signedIn(user) },
        continuedWithoutAccount: { [weak self] in self?.output.continuedWithoutAccount() },
        showSignUp: { [weak self] in self?.show(.signUp) },
        showForgotPassword: { [weak self] in self?.show(.forgotPassword) })
      viewModel.appleSignIn?.output = .init(signedIn: { [weak self] user in self?.output.signedIn(user) })
      return .signIn(viewModel)
    case .signUp:
      let viewModel = factory.makeSignUpViewModel()
      viewModel.output = .init(signedUp: { [weak self] user in self?.output.signedIn(user) })
      return .signUp(viewModel)
    case .forgotPassword:
      let viewModel = factory.makeForgotPasswordViewModel()
      viewModel.output = .init(finished: { [weak self] in self?.pop() })
      return .forgotPassword(viewModel)
    }
  }

  /// Pushes the screen for `route` over sign-in (sign-up, forgot password).
  public func show(_ route: AuthRoute) {
    guard route != .signIn else { return popToRoot() }
    push(screen(for: route))
  }

  /// Ends the session: tokens removed, the gate shown again, the parent told.
  public func signOut() async {
    await session.signOut()
    gate.markSignedOut()
    output.signedOut()
  }

  /// At launch: a restored (or kept) session opens the gate without showing sign-in.
  public func restoreSession() async -> SessionRestoreOutcome {
    let outcome = await session.restore()
    switch outcome {
    case .signedIn, .keptUnverified:
      gate.markSessionRestored()
    case .signedOut:
      gate.markSignedOut()
    }
    return outcome
  }
}
