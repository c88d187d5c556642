import AppDomain
import AppLocalization
import Foundation
import KeelTesting
@_spi(ViewTree) import SwiftUI
import Testing

@testable import AppFeature

extension ViewSnapshots {
  /// The lock screen locked and asking, in two languages; a failed prompt through the tree. How
  /// `.appLock` covers the app (a window above it) is `AppLockWindowTests`'.
  @MainActor @Suite struct AppLockViewTests {
    /// A lock over `screens`' settings, turned on: it starts locked, as at launch.
    static func lockedLock(_ screens: Screens) throws -> AppLock {
      try screens.appLockSettings.setEnabled(true)
      return screens.appLock()
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func locked(_ language: SnapshotLanguage) throws {
      language.select()
      assertViewSnapshot(of: AppLockView(lock: try Self.lockedLock(try Screens())), named: language.rawValue)
    }

    /// The system prompt is up: no Unlock button under it.
    @Test(arguments: SnapshotLanguage.allCases)
    func authenticating(_ language: SnapshotLanguage) async throws {
      language.select()
      let gate = Latch()
      let screens = try Screens(deviceOwner: ScriptedDeviceAuthenticator(promptGate: gate))
      let lock = try Self.lockedLock(screens)
      let unlocking = Task { await lock.unlock() }
      try await waitForCondition(timeout: Screens.patience) { lock.state == .authenticating }
      assertViewSnapshot(of: AppLockView(lock: lock), named: language.rawValue)
      gate.open()
      await unlocking.value
    }

    @Test func aFailedPromptKeepsTheLockScreenAndItsUnlockButton() async throws {
      SnapshotLanguage.en.select()
      let screens = try Screens(deviceOwner: ScriptedDeviceAuthenticator(outcomes: [.failed]))
      let lock = try Self.lockedLock(screens)
      let tree = ViewTree(AppLockView(lock: lock))

      try tree.button(L10n.lock.unlock).tap()
      try await waitForCondition(timeout: Screens.patience) { lock.lastOutcome != nil }
      tree.reload()

      #expect(lock.state == .locked)
      #expect(try tree.button(L10n.lock.unlock).isEnabled)
    }
  }
}
