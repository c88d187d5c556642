import KeelNavigation

extension DeepLinkGate where Route == AppDeepLink {
  /// Puts the gate in step with what the root shows (DESIGN "Deep-link gate"): open while the
  /// main tabs show, whatever the flags; closed (holding the latest link) during loading,
  /// onboarding, sign-in and the paywall; ignoring links in web-view mode. The root calls it
  /// whenever its state changes.
  public func follow(_ state: RootState) {
    switch state {
    case .web:
      mode = .webView
      close()
    case .main:
      mode = .native
      open()
    case .loading, .onboarding, .signIn, .paywall:
      mode = .native
      close()
    }
  }
}
