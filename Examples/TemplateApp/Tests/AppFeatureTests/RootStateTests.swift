import AppDomain
import AppFeature
import Foundation
import KeelCore
import Testing

/// The root state over every combination of its inputs, compared with a second statement of
/// DESIGN's rules written independently of the implementation: one closed condition per state
/// instead of a chain of early returns. The conditions must also be mutually exclusive and cover
/// every row, which checks the statement itself.
@Suite("RootState")
struct RootStateTests {
  static let webURL = URL(string: "https://web.example.org/start")!
  static let statisticsURL = URL(string: "https://stats.example.org/s")!
  static let statuses: [StatusResult?] = [
    nil, .zero(statisticsURL: nil), .zero(statisticsURL: statisticsURL), .one(webURL),
  ]
  static let flagsUnderTest: [FeatureFlag] = [.statusCheck, .onboarding, .signIn, .paywall]

  /// Every combination of flags (2⁴), status (4), onboarding (2), sign-in (3), its dismissal (2),
  /// premium (3) and the paywall's dismissal (2): 4,608 rows.
  static var everyCombination: [RootInputs] {
    let flagSets = (0..<(1 << flagsUnderTest.count)).map { bits in
      FeatureFlags(
        Dictionary(uniqueKeysWithValues: flagsUnderTest.enumerated().map { ($0.element, bits & (1 << $0.offset) != 0) })
      )
    }
    var rows: [RootInputs] = []
    for flags in flagSets {
      for status in statuses {
        for onboardingCompleted in [false, true] {
          for signIn in RootInputs.SignIn.allCases {
            for signInDismissed in [false, true] {
              for premium in RootInputs.Premium.allCases {
                for paywallDismissed in [false, true] {
                  rows.append(
                    RootInputs(
                      status: status, onboardingCompleted: onboardingCompleted, signIn: signIn,
                      signInDismissed: signInDismissed, premium: premium, paywallDismissed: paywallDismissed,
                      flags: flags))
                }
              }
            }
          }
        }
      }
    }
    return rows
  }

  /// DESIGN's rules as one condition per state. A gate "passes" when its flag is off or its
  /// reason to stop is gone; it is "undecided" when it is on and waiting for something unknown.
  static func expectedStates(_ row: RootInputs) -> [RootState] {
    let statusCheck = row.flags.isEnabled(.statusCheck)
    let statusUnknown = statusCheck && row.status == nil
    let webURL: URL? = statusCheck ? row.status.flatMap { if case .one(let url) = $0 { url } else { nil } } : nil
    let statusPasses = !statusCheck || row.status?.status == .zero
    let onboardingPasses = !row.flags.isEnabled(.onboarding) || row.onboardingCompleted
    let signInAsked = row.flags.isEnabled(.signIn) && !row.signInDismissed
    let signInPasses = !signInAsked || row.signIn == .signedIn
    let signInUndecided = signInAsked && row.signIn == .restoring
    let paywallAsked = row.flags.isEnabled(.paywall) && !row.paywallDismissed
    let paywallPasses = !paywallAsked || row.premium == .premium
    let paywallUndecided = paywallAsked && row.premium == .checking
    let beforeSignIn = statusPasses && onboardingPasses

    var states: [RootState] = []
    if statusUnknown || beforeSignIn && (signInUndecided || signInPasses && paywallUndecided) {
      states.append(.loading)
    }
    if let webURL { states.append(.web(webURL)) }
    if statusPasses && !onboardingPasses { states.append(.onboarding) }
    if beforeSignIn && !signInPasses && !signInUndecided { states.append(.signIn) }
    if beforeSignIn && signInPasses && !paywallPasses && !paywallUndecided { states.append(.paywall) }
    if beforeSignIn && signInPasses && paywallPasses { states.append(.main) }
    return states
  }

  @Test func everyCombinationMatchesTheIndependentStatementOfTheRules() {
    let rows = Self.everyCombination
    #expect(rows.count == 4_608)
    var seen: [RootState: Int] = [:]
    for row in rows {
      let expected = Self.expectedStates(row)
      #expect(expected.count == 1, "the rules name \(expected) for \(row)")
      let state = RootState(row)
      #expect([state] == expected, "\(row)")
      seen[state, default: 0] += 1
    }
    // Every state is reachable, so the table really exercises each branch.
    #expect(Set(seen.keys) == [.loading, .web(Self.webURL), .onboarding, .signIn, .paywall, .main])
  }

  // MARK: - Hand-picked rows

  static let allOn = FeatureFlags()
  static let allOff = FeatureFlags([.statusCheck: false, .onboarding: false, .signIn: false, .paywall: false])

  @Test(arguments: [
    // A first launch: nothing known yet.
    (RootInputs(flags: allOn), RootState.loading),
    // The server says web: the web view, before onboarding, sign-in or paywall.
    (RootInputs(status: .one(webURL), signIn: .signedOut, premium: .free, flags: allOn), .web(webURL)),
    // Native, onboarding not done: onboarding, even while the session is still restoring.
    (RootInputs(status: .zero(statisticsURL: nil), signIn: .restoring, flags: allOn), .onboarding),
    // Onboarded, session still restoring: loading, never a flash of sign-in.
    (
      RootInputs(status: .zero(statisticsURL: nil), onboardingCompleted: true, signIn: .restoring, flags: allOn),
      .loading
    ),
    // Onboarded, signed out: sign-in.
    (
      RootInputs(status: .zero(statisticsURL: nil), onboardingCompleted: true, signIn: .signedOut, flags: allOn),
      .signIn
    ),
    // Signed out but "continue without an account": the paywall for a free user.
    (
      RootInputs(
        status: .zero(statisticsURL: nil), onboardingCompleted: true, signIn: .signedOut, signInDismissed: true,
        premium: .free, flags: allOn), .paywall
    ),
    // Signed in and premium: the main tabs.
    (
      RootInputs(
        status: .zero(statisticsURL: statisticsURL), onboardingCompleted: true, signIn: .signedIn, premium: .premium,
        flags: allOn), .main
    ),
    // Signed in, free, paywall closed: the main tabs.
    (
      RootInputs(
        status: .zero(statisticsURL: nil), onboardingCompleted: true, signIn: .signedIn, premium: .free,
        paywallDismissed: true, flags: allOn), .main
    ),
    // Every flag off: the main tabs at once, whatever else is unknown or says otherwise.
    (RootInputs(status: .one(webURL), signIn: .restoring, premium: .checking, flags: allOff), .main),
    // The status check off: a web answer is ignored; onboarding still shows.
    (RootInputs(status: .one(webURL), flags: allOn.setting(.statusCheck, enabled: false)), .onboarding),
    // Sign-in off: a signed-out free user goes on to the paywall.
    (
      RootInputs(
        status: .zero(statisticsURL: nil), onboardingCompleted: true, signIn: .signedOut, premium: .free,
        flags: allOn.setting(.signIn, enabled: false)), .paywall
    ),
  ])
  func handPickedRows(inputs: RootInputs, state: RootState) {
    #expect(RootState(inputs) == state)
  }

  @Test func onlyTheMainTabsCountAsMain() {
    #expect(RootState.main.isMain)
    #expect([RootState.loading, .web(Self.webURL), .onboarding, .signIn, .paywall].allSatisfy { !$0.isMain })
  }

  /// Until the remote configuration answers, no gate is decided on flags that may still
  /// change: every combination that would show a screen shows loading instead.
  @Test func everyRowIsLoadingUntilTheRemoteConfigurationHasAnswered() {
    for var inputs in Self.everyCombination {
      let decided = RootState(inputs)
      inputs.remoteConfigLoaded = false
      #expect(RootState(inputs) == .loading, "\(inputs) would show \(decided)")
    }
  }
}
