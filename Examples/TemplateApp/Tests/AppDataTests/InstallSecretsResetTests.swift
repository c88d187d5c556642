import AppData
import AppDomain
import AppTestSupport
import Foundation
import KeelStorage
import Testing

/// The first launch after an install empties the secure store, over real files: the
/// `UserDefaults` suite (deleted with the app) and the secure store's file (the Keychain, which
/// is not).
@Suite struct InstallSecretsResetTests {
  let disk = DiskKeyValueStore()
  var keychainFile: URL { disk.folder.appendingPathComponent("keychain.json") }
  static let earlierLaunchKeys = ["onboarding_shown", "session.userID"]

  func reset(_ store: KeyValueStore, _ secrets: any SecureStore) -> InstallSecretsReset {
    InstallSecretsReset(keyValueStore: store, secureStore: secrets, earlierLaunchKeys: Self.earlierLaunchKeys)
  }

  @Test func theFirstLaunchAfterAnInstallClearsTheSecretsAndTheNextDoesNot() throws {
    let secrets = FileSecureStore(fileURL: keychainFile)
    try secrets.setString("the previous install's tokens", forKey: "template.session")
    try secrets.setString("another item", forKey: "template.other")

    #expect(reset(try disk.open(), secrets).run() == .cleared)
    #expect(try secrets.data(forKey: "template.session") == nil)
    #expect(try secrets.data(forKey: "template.other") == nil)
    #expect(try disk.open().value(\.installLaunched), "the marker is on disk for the next launch")

    try secrets.setString("this install's tokens", forKey: "template.session")
    #expect(reset(try disk.open(), secrets).run() == .launchedBefore)
    #expect(try secrets.string(forKey: "template.session") == "this install's tokens")
  }

  @Test func anUpdateFromABuildWithoutTheMarkerKeepsTheSecrets() throws {
    let secrets = FileSecureStore(fileURL: keychainFile)
    try secrets.setString("tokens", forKey: "template.session")
    try disk.open().set("account-1", for: StorageKey("session.userID", default: ""))

    #expect(reset(try disk.open(), secrets).run() == .updatedFromUnmarkedBuild)
    #expect(try secrets.string(forKey: "template.session") == "tokens")
    #expect(try disk.open().value(\.installLaunched))
  }

  @Test func aLockedKeychainIsNotMarkedSoTheNextLaunchTriesAgain() throws {
    let secrets = LockableSecureStore(base: FileSecureStore(fileURL: keychainFile))
    try secrets.setString("tokens", forKey: "template.session")
    secrets.lock()

    guard case .failed(.unavailable) = reset(try disk.open(), secrets).run() else {
      Issue.record("a locked Keychain was not reported")
      return
    }
    #expect(try !disk.open().value(\.installLaunched))
    secrets.unlock()
    #expect(reset(try disk.open(), secrets).run() == .cleared)
    #expect(try secrets.data(forKey: "template.session") == nil)
  }
}
