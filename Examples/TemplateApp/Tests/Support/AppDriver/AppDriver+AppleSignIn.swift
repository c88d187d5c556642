import AppDomain
import AppFeature
import AuthFeature
import Foundation

/// Sign in with Apple, as a person does it: a tap on Apple's button on sign-in (the request
/// takes the view model's hashed nonce), then Apple's sheet answers with a credential.
extension AppDriver {
  /// What Apple's sheet answers for an Apple ID: its stable user id (`sub`, and the
  /// credential's `user`) and, only when the person shares it, an e-mail.
  public struct AppleID: Sendable {
    public var user: String
    public var email: String?

    public init(user: String, email: String? = nil) {
      self.user = user
      self.email = email
    }

    /// An Apple ID that shares no e-mail (the person chose not to, or signed in before).
    public static func random() -> AppleID { AppleID(user: "001.\(UUID().uuidString.lowercased())") }
  }

  /// Taps Sign in with Apple on the sign-in screen and answers Apple's sheet with `appleID`'s
  /// identity token (carrying the request's nonce); returns once the root has left sign-in. A
  /// refusal is thrown with the button's state.
  public func signInWithApple(_ appleID: AppleID, file: String = #fileID, line: Int = #line) async throws {
    guard case .signIn(let auth) = root.child, case .signIn(let form)? = auth.root else {
      throw JourneyError.unexpectedScreen(wanted: "the sign-in form", shown: shown)
    }
    guard let apple = form.appleSignIn else {
      throw JourneyError.unexpectedScreen(wanted: "Sign in with Apple's button", shown: shown)
    }
    track(apple)
    var claims = ["sub": appleID.user, "nonce": apple.beginRequest()]
    appleIDs.authorize(appleID.user)
    claims["email"] = appleID.email
    // Apple's credential: the token, the person's `user` (the token's `sub`) and a fresh
    // one-time authorization code.
    apple.complete(
      identityToken: try TestIdentityToken.make(claims), user: appleID.user,
      authorizationCode: "c\(UUID().uuidString.lowercased())")
    try await wait(until: { self.shown != .signIn || !apple.isBusy }, file: file, line: line)
    if shown == .signIn { throw JourneyError.formRefused("Sign in with Apple", "\(apple.state)") }
  }

  /// From a first launch to the main tabs with Sign in with Apple: onboarding, Apple's button
  /// and the purchase, each only where the root shows it.
  public func passGates(
    withApple appleID: AppleID, file: String = #fileID, line: Int = #line
  ) async throws {
    try await wait(until: { self.shown != .loading }, file: file, line: line)
    if shown == .onboarding { try await finishOnboarding(file: file, line: line) }
    if shown == .signIn { try await signInWithApple(appleID, file: file, line: line) }
    if shown == .paywall { try await purchase(file: file, line: line) }
    try await wait(for: .main, file: file, line: line)
  }

  /// Settings → Profile → Delete account for a Sign in with Apple account: the screen offers
  /// Apple's button instead of a password; Apple's sheet answers with a fresh authorization code
  /// (returned), the person confirms, and the root shows sign-in once the server deleted it.
  @discardableResult
  public func deleteAccountWithApple(file: String = #fileID, line: Int = #line) async throws -> String {
    let profile = try await openProfile(file: file, line: line)
    guard case .profile(let screen) = profile.root else {
      throw JourneyError.unexpectedScreen(wanted: "the profile", shown: shown)
    }
    screen.deleteAccount()
    observe()
    guard let deletion = profile.deleteAccount else {
      throw JourneyError.unexpectedScreen(wanted: "Delete account", shown: shown)
    }
    guard deletion.reauthenticatesWithApple else {
      throw JourneyError.unexpectedScreen(wanted: "Delete account with Sign in with Apple", shown: shown)
    }
    let code = "c\(UUID().uuidString.lowercased())"
    deletion.appleReauthenticated(authorizationCode: code)
    guard deletion.isConfirming else { throw JourneyError.formRefused("delete account", "\(deletion.state)") }
    deletion.confirmDelete()
    try await wait(
      until: { self.shown == .signIn || (deletion.state == .editing && deletion.problem != nil) }, file: file,
      line: line)
    if shown != .signIn {
      throw JourneyError.formRefused("delete account", "\(String(describing: deletion.problem))")
    }
    return code
  }
}
