#if canImport(AuthenticationServices) && canImport(SwiftUI)
  import AuthenticationServices
  import Foundation
  import SwiftUI

  /// Apple's button on Delete account for a Sign in with Apple account: the person signs in with
  /// Apple again, and the fresh authorization code (or why there is none) goes to
  /// ``DeleteAccountViewModel``, which asks for the confirmation and sends it. Nothing is
  /// decided here.
  struct AppleReauthenticationButtonView: View {
    let viewModel: DeleteAccountViewModel

    var body: some View {
      SignInWithAppleButton(.continue) { request in
        // Only a fresh code is needed: no name or e-mail is asked for again.
        request.requestedScopes = []
      } onCompletion: { result in
        switch result {
        case .success(let authorization):
          let credential = authorization.credential as? ASAuthorizationAppleIDCredential
          viewModel.appleReauthenticated(
            authorizationCode: credential?.authorizationCode.flatMap { String(data: $0, encoding: .utf8) })
        case .failure(let error):
          viewModel.appleReauthenticationFailed(cancelled: (error as? ASAuthorizationError)?.code == .canceled)
        }
      }
      .frame(height: 48)
      .disabled(viewModel.state != .editing)
    }
  }
#endif
