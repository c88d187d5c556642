import AppDomain
import Foundation
import KeelCore

/// What the root of the app shows (seed 002's `AppSession.rootState`, with seed 000's web view).
///
/// A pure function of ``RootInputs``, in DESIGN's priority order; each gate is passed when its
/// flag is off:
/// 1. loading while the remote status is unknown, or the flags are (the remote configuration
///    has not answered: a gate shown on the defaults could vanish a moment later);
/// 2. the web view when the status says so;
/// 3. onboarding until it is completed;
/// 4. sign-in if not signed in and not dismissed;
/// 5. the paywall if not premium and not dismissed (and while it welcomes a premium that
///    arrived as it showed, until its "premium unlocked" screen is left);
/// 6. the main tabs.
///
/// A gate that cannot decide yet (the session still restoring, entitlements still loading)
/// shows loading rather than a screen that might flash away: a restored user must not see
/// sign-in, a premium user must not see the paywall.
public enum RootState: Sendable, Hashable, CustomStringConvertible {
  case loading
  case web(URL)
  case onboarding
  case signIn
  case paywall
  case main

  public init(_ inputs: RootInputs) {
    self = Self.resolve(inputs)
  }

  private static func resolve(_ inputs: RootInputs) -> RootState {
    let flags = inputs.flags
    if !inputs.remoteConfigLoaded { return .loading }
    if flags.isEnabled(.statusCheck) {
      switch inputs.status {
      case nil: return .loading
      case .one(let url): return .web(url)
      case .zero: break
      }
    }
    if flags.isEnabled(.onboarding), !inputs.onboardingCompleted { return .onboarding }
    if flags.isEnabled(.signIn), !inputs.signInDismissed {
      switch inputs.signIn {
      case .restoring: return .loading
      case .signedOut: return .signIn
      case .signedIn: break
      }
    }
    if flags.isEnabled(.paywall), !inputs.paywallDismissed {
      switch inputs.premium {
      case .checking: return .loading
      case .free: return .paywall
      case .premium: if inputs.welcomingPremium { return .paywall }
      }
    }
    return .main
  }

  /// Whether the main tabs are on screen (the deep-link gate opens then, whatever the flags).
  public var isMain: Bool { self == .main }

  public var description: String {
    switch self {
    case .loading: "loading"
    case .web(let url): "web(\(url.absoluteString))"
    case .onboarding: "onboarding"
    case .signIn: "signIn"
    case .paywall: "paywall"
    case .main: "main"
    }
  }
}
