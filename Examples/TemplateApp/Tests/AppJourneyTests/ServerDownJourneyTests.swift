import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import AuthFeature
import Testing

/// The server down at launch (nothing listens at the API's address): the status check gives
/// up and the native app shows, within the status deadline; signing in then offers a retry.
@MainActor
@Suite("AppJourney: server down")
struct ServerDownJourneyTests {
  @Test func theServerDownAtLaunchGivesTheNativeAppWithinTheDeadline() async throws {
    // Generous, so a loaded machine cannot fail it; a launch that waited for the requests'
    // own timeouts (60 s) or retried without end would.
    let deadline = 30
    try await AppDevice.journeyWithServerDown(statusDeadlineSeconds: deadline) { device in
      let clock = ContinuousClock()
      let started = clock.now
      let app = try await device.launch()
      let elapsed = clock.now - started
      #expect(elapsed < .seconds(deadline), "launch took \(elapsed)")
      #expect(app.shown == .onboarding, "the native app's first screen")
      #expect(app.services.session.status == .zero(statisticsURL: nil), "native, with no statistics URL")
      #expect(app.services.session.launchRecorded == false, "the launch call could not be recorded")

      try await app.finishOnboarding()
      let account = device.account
      await #expect(throws: JourneyError.self) {
        try await app.signIn(email: account.email, password: account.password)
      }
      guard case .signIn(let auth) = app.root.child, case .signIn(let form)? = auth.root else {
        Issue.record("sign-in is not shown: \(app.shown)")
        return
      }
      #expect(form.state == .unavailable, "the form offers a retry")
      #expect(form.canRetry)
    }
  }
}
