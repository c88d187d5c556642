import AppData
import AppDomain
import AppTestSupport
import KeelStorage
import KeelTesting
import Testing

@Suite struct StoredAppLockSettingsTests {
  @Test func settingsComeBackAfterARelaunch() throws {
    let disk = DiskKeyValueStore()
    let authenticator = ScriptedDeviceAuthenticator(available: .passcode)
    let settings = StoredAppLockSettings(store: try disk.open(), authenticator: authenticator)
    #expect(settings.policy == AppLockPolicy(isEnabled: false, gracePeriod: 0))
    try settings.setEnabled(true)
    try settings.setGracePeriod(300)

    let relaunched = StoredAppLockSettings(store: try disk.open(), authenticator: authenticator)
    #expect(relaunched.policy == AppLockPolicy(isEnabled: true, gracePeriod: 300))
  }

  @Test func aDeviceWithoutPasscodeCannotTurnTheLockOn() throws {
    let disk = DiskKeyValueStore()
    let settings = StoredAppLockSettings(
      store: try disk.open(), authenticator: ScriptedDeviceAuthenticator(available: .unavailable))
    #expect(throws: AppLockSettingsError.deviceCannotAuthenticate) { try settings.setEnabled(true) }
    #expect(!settings.policy.isEnabled)
    try settings.setEnabled(false)
  }

  @Test func aGracePeriodNotOfferedIsRefusedAndAStoredOneReadsAsZeroWithAWarning() throws {
    let disk = DiskKeyValueStore()
    let store = try disk.open()
    let logs = LogCapture()
    let settings = StoredAppLockSettings(
      store: store, authenticator: ScriptedDeviceAuthenticator(), logger: logs.logger())
    #expect(throws: AppLockSettingsError.unsupportedGracePeriod(42)) { try settings.setGracePeriod(42) }
    store.set(42.0, \.appLockGracePeriod)
    #expect(settings.policy.gracePeriod == 0)
    #expect(logs.records.contains { $0.level == .warning && $0.metadata["seconds"] == "42.0" })
  }
}
