import AppData
import AppDomain
import KeelStorage
import OnboardingFeature

extension AppServices {
  /// The device's protected data became available (the first unlock after a restart): a
  /// session the locked Keychain kept at launch is read again and restored. The app shell calls
  /// it for the system's notice and whenever a scene becomes active.
  public func protectedDataDidBecomeAvailable() {
    environment.protectedData.becameAvailable()
  }

  /// The first launch after an install empties the secure store (``InstallSecretsReset``); runs
  /// before the session is read.
  static func clearSecretsOfAnEarlierInstall(environment: AppServicesEnvironment) {
    let keys = StorageKeys()
    InstallSecretsReset(
      keyValueStore: environment.keyValueStore, secureStore: environment.secureStore,
      earlierLaunchKeys: [keys.onboardingCompleted.name, keys.sessionUserID.name]
    ).run()
  }
}
