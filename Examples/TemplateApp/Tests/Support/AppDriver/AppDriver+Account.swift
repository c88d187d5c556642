import AppDomain
import AppFeature
import Foundation
import SettingsFeature

/// The account, as a person manages it: Settings → Profile → Delete account.
extension AppDriver {
  /// Settings → Profile (the row at the top of Settings), its profile loaded; returns the flow.
  @discardableResult
  public func openProfile(file: String = #fileID, line: Int = #line) async throws -> ProfileCoordinator {
    try select(.settings)
    let settings = try requireTabs().settings
    track(settings.settingsViewModel, session: true)
    settings.settingsViewModel.openProfile()
    observe()
    guard let profile = settings.profile, case .profile(let screen) = profile.root else {
      throw JourneyError.unexpectedScreen(wanted: "the profile", shown: shown)
    }
    screen.onAppear()
    try await wait(until: { screen.canDeleteAccount }, file: file, line: line)
    return profile
  }

  /// Profile → Delete account, the password typed and the deletion confirmed; returns once
  /// sign-in shows. A refusal (a wrong password, no server) is thrown with the screen's problem.
  public func deleteAccount(password: String, file: String = #fileID, line: Int = #line) async throws {
    let profile = try await openProfile(file: file, line: line)
    guard case .profile(let screen) = profile.root else {
      throw JourneyError.unexpectedScreen(wanted: "the profile", shown: shown)
    }
    screen.deleteAccount()
    observe()
    guard let deletion = profile.deleteAccount else {
      throw JourneyError.unexpectedScreen(wanted: "Delete account", shown: shown)
    }
    deletion.password = password
    deletion.requestDelete()
    guard deletion.isConfirming else { throw JourneyError.formRefused("delete account", "\(deletion.state)") }
    deletion.confirmDelete()
    try await wait(
      until: { self.shown == .signIn || (deletion.state == .editing && deletion.problem != nil) }, file: file,
      line: line)
    if shown != .signIn {
      throw JourneyError.formRefused("delete account", "\(String(describing: deletion.problem))")
    }
  }

  /// The crash reporter this launch was given (``AppDevice`` hands each launch a recording one).
  public var crashReporter: RecordingCrashReporter? { services.crashReporter as? RecordingCrashReporter }
}
