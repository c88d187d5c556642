#if canImport(AuthenticationServices) && canImport(SwiftUI)
  import AppFixtures
  import AppLocalization
  import AuthenticationServices
  import Foundation
  import SwiftUI

  /// Apple's button, adapted to ``AppleSignInViewModel``: the request carries the view model's
  /// hashed nonce, and Apple's answer (the identity token, the credential's `user` and its
  /// authorization code, or why there is none) goes back to it. Nothing is decided here.
  struct AppleSignInButtonView: View {
    let viewModel: AppleSignInViewModel

    var body: some View {
      VStack(spacing: 8) {
        SignInWithAppleButton(.signIn) { request in
          request.requestedScopes = [.email, .fullName]
          request.nonce = viewModel.beginRequest()
        } onCompletion: { result in
          switch result {
          case .success(let authorization):
            let credential = authorization.credential as? ASAuthorizationAppleIDCredential
            viewModel.complete(
              identityToken: credential?.identityToken.flatMap { String(data: $0, encoding: .utf8) },
              user: credential?.user,
              authorizationCode: credential?.authorizationCode.flatMap { String(data: $0, encoding: .utf8) })
          case .failure(let error):
            viewModel.fail(cancelled: (error as? ASAuthorizationError)?.code == .canceled)
          }
        }
        .frame(height: 48)
        .disabled(viewModel.isBusy)
        if let message = Self.message(for: viewModel.state) { message }
      }
    }

    static func message(for state: AppleSignInViewModel.State) -> Text? {
      switch state {
      case .idle, .authorizing, .submitting: nil
      case .failed(.unavailable): Text(L10n.auth.error.unavailable)
      case .failed(.rateLimited(let retryAfter?)):
        Text(verbatim: L10n.auth.error.rateLimited(Int(retryAfter.components.seconds)))
      case .failed(.rateLimited(nil)): Text(L10n.auth.error.later)
      case .failed: Text(L10n.auth.apple.failed)
      }
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// Apple's button before a tap, over the fixtures' sign-in.
    struct AppleSignInButtonViewPreviews: PreviewProvider {
      static var previews: some View {
        AppleSignInButtonView(
          viewModel: AppleSignInViewModel(provider: FixtureSignInProvider(), gate: SignInPreviews.gate()))
      }
    }
  #endif
#endif
