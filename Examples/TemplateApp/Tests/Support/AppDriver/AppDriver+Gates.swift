import AppDomain
import AppFeature
import AuthFeature
import Foundation
import OnboardingFeature
import PaywallFeature

/// The gates, passed as a person passes them: onboarding's steps, the sign-in and sign-up forms,
/// the paywall's purchase.
extension AppDriver {
  /// Taps "continue" through every onboarding step and "done" on the last; returns once the
  /// root has moved on.
  public func finishOnboarding(file: String = #fileID, line: Int = #line) async throws {
    guard case .onboarding(let onboarding) = root.child, case .steps(let steps)? = onboarding.root else {
      throw JourneyError.unexpectedScreen(wanted: "onboarding", shown: shown)
    }
    while !steps.showsDone { steps.next() }
    steps.done()
    try await wait(until: { self.shown != .onboarding }, file: file, line: line)
  }

  /// Types `email` and `password` into the sign-in form and submits it; returns once the root
  /// has left sign-in. A refusal (wrong password, server unavailable) is thrown with its state.
  public func signIn(email: String, password: String, file: String = #fileID, line: Int = #line) async throws {
    guard case .signIn(let auth) = root.child, case .signIn(let form)? = auth.root else {
      throw JourneyError.unexpectedScreen(wanted: "the sign-in form", shown: shown)
    }
    form.email = email
    form.password = password
    guard form.canSubmit else { throw JourneyError.formRefused("sign-in", "\(form.fieldErrors)") }
    form.submit()
    try await wait(
      until: { self.shown != .signIn || !(form.state == .editing || form.state == .submitting) }, file: file,
      line: line)
    if shown == .signIn { throw JourneyError.formRefused("sign-in", "\(form.state)") }
  }

  /// Taps "Continue without an account" on sign-in; returns once the root has moved on.
  public func continueWithoutAccount(file: String = #fileID, line: Int = #line) async throws {
    guard case .signIn(let auth) = root.child, case .signIn(let form)? = auth.root else {
      throw JourneyError.unexpectedScreen(wanted: "the sign-in form", shown: shown)
    }
    form.continueWithoutAccount()
    try await wait(until: { self.shown != .signIn }, file: file, line: line)
  }

  /// Closes the paywall without buying; returns once the root has moved on.
  public func closePaywall(file: String = #fileID, line: Int = #line) async throws {
    guard case .paywall(let coordinator) = root.child, case .paywall(let paywall)? = coordinator.screen else {
      throw JourneyError.unexpectedScreen(wanted: "the paywall", shown: shown)
    }
    paywall.onAppear()
    paywall.close()
    paywall.onDisappear()
    try await wait(until: { self.shown != .paywall }, file: file, line: line)
  }

  /// Opens the sign-up form from sign-in, registers `email` with `password` and returns once
  /// the root has left sign-in.
  public func signUp(email: String, password: String, file: String = #fileID, line: Int = #line) async throws {
    guard case .signIn(let auth) = root.child, case .signIn(let signIn)? = auth.root else {
      throw JourneyError.unexpectedScreen(wanted: "the sign-in form", shown: shown)
    }
    signIn.signUp()
    observe()
    guard case .signUp(let form)? = auth.navigator.top else {
      throw JourneyError.unexpectedScreen(wanted: "the sign-up form", shown: shown)
    }
    form.email = email
    form.password = password
    form.confirmation = password
    guard form.canSubmit else { throw JourneyError.formRefused("sign-up", "\(form.fieldErrors)") }
    form.submit()
    try await wait(
      until: { self.shown != .signUp || !(form.state == .editing || form.state == .submitting) }, file: file,
      line: line)
    if shown == .signUp { throw JourneyError.formRefused("sign-up", "\(form.state)") }
  }

  /// Buys `productID` on the paywall (the products load as the paywall appears), then taps
  /// "continue" on the premium screen; returns once the root has left the paywall.
  public func purchase(
    _ productID: String = PremiumCatalog.yearly, file: String = #fileID, line: Int = #line
  ) async throws {
    guard case .paywall(let coordinator) = root.child, case .paywall(let paywall)? = coordinator.screen else {
      throw JourneyError.unexpectedScreen(wanted: "the paywall", shown: shown)
    }
    paywall.onAppear()
    try await wait(
      until: {
        if case .loaded = paywall.products { return true }
        return false
      }, file: file, line: line)
    paywall.purchase(productID)
    try await wait(until: { self.shown != .paywall || paywall.notice != nil }, file: file, line: line)
    paywall.onDisappear()
    guard case .premiumUnlocked(let unlocked)? = coordinator.screen else {
      throw JourneyError.formRefused("the purchase", "\(String(describing: paywall.notice))")
    }
    unlocked.continueTapped()
    try await wait(until: { self.shown != .premiumUnlocked }, file: file, line: line)
  }

  /// From a first launch to the main tabs: onboarding, sign-in (or sign-up) and the purchase,
  /// each only where the root shows it.
  public func passGates(
    email: String, password: String, registering: Bool = false, file: String = #fileID, line: Int = #line
  ) async throws {
    try await wait(until: { self.shown != .loading }, file: file, line: line)
    if shown == .onboarding { try await finishOnboarding(file: file, line: line) }
    if shown == .signIn {
      if registering {
        try await signUp(email: email, password: password, file: file, line: line)
      } else {
        try await signIn(email: email, password: password, file: file, line: line)
      }
    }
    if shown == .paywall { try await purchase(file: file, line: line) }
    try await wait(for: .main, file: file, line: line)
  }
}
