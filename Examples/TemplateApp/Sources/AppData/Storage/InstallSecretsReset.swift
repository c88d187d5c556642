import Foundation
import KeelStorage
import Logging

extension StorageKeys {
  /// Set on the first launch after an install, once the secure store holds nothing of an earlier
  /// install. `UserDefaults` goes with the app when it is deleted; the Keychain does not.
  public var installLaunched: StorageKey<Bool> { StorageKey("install.launched", default: false) }
}

/// Clears the secure store on the first launch after an install: Keychain items outlive the app's
/// deletion, so without it a reinstalled app would restore the session of whoever used it before.
///
/// The key-value store tells an install apart (``StorageKeys/installLaunched``), since iOS deletes
/// it with the app. A launch that finds the marker missing but the store holding what an earlier
/// launch wrote (`earlierLaunchKeys`: onboarding's flag, whose session it is) is an update from a
/// build without the marker: it keeps the secrets and only sets the marker, so an update never
/// signs people out.
public struct InstallSecretsReset: Sendable {
  private let keyValueStore: KeyValueStore
  private let secureStore: any SecureStore
  private let earlierLaunchKeys: [String]
  private let logger: Logger

  public init(
    keyValueStore: KeyValueStore, secureStore: any SecureStore, earlierLaunchKeys: [String],
    logger: Logger = Logger(label: "template.storage")
  ) {
    self.keyValueStore = keyValueStore
    self.secureStore = secureStore
    self.earlierLaunchKeys = earlierLaunchKeys
    self.logger = logger
  }

  /// What ``run()`` did.
  public enum Outcome: Sendable, Equatable {
    /// An earlier launch of this install set the marker.
    case launchedBefore
    /// The first launch after an install: the secure store was emptied.
    case cleared
    /// An update from a build without the marker: the secrets stay.
    case updatedFromUnmarkedBuild
    /// The secure store could not be emptied (nothing is marked: the next launch tries again).
    case failed(SecureStoreError)
  }

  /// Runs before anything reads the secure store (the session's restore).
  @discardableResult
  public func run() -> Outcome {
    if keyValueStore.value(\.installLaunched) { return .launchedBefore }
    if let earlier = earlierLaunchKeys.first(where: { keyValueStore.backend.value(forKey: $0) != nil }) {
      logger.info(
        "first launch of a build that marks installs; an earlier build ran here, secrets kept",
        metadata: ["found": "\(earlier)"])
      keyValueStore.set(true, \.installLaunched)
      return .updatedFromUnmarkedBuild
    }
    do {
      try secureStore.removeAll()
    } catch {
      // Not marked, so the next launch clears them before anything reads them. (Before the first
      // unlock the Keychain refuses and UserDefaults reads empty: this may not be an install at
      // all, and the session restore waits for the unlock as always.)
      logger.warning("could not clear the secure store on the first launch after an install: \(error)")
      return .failed(error)
    }
    keyValueStore.set(true, \.installLaunched)
    logger.notice("first launch after an install: the secure store of any earlier install was cleared")
    return .cleared
  }
}
