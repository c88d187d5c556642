import AppData
import AppDomain
import KeelCore
import KeelStorage

/// The login scope's router to the current session's analytics (``SessionAnalytics``).
extension ServiceKey where Value == SessionAnalytics {
  public static var sessionAnalytics: Self { Self("sessionAnalytics") }
}

/// The signed-in scope's API provider, when events are sent for this person (a live
/// configuration, a person with an account, a storage directory for the queue).
extension ServiceKey where Value == APIAnalyticsProvider {
  public static var analyticsUploader: Self { Self("analyticsUploader") }
}

/// The signed-in scope's experiments, assigned by the person's id.
extension ServiceKey where Value == any ExperimentsManaging {
  public static var experiments: Self { Self("experiments") }
}

extension StorageKeys {
  /// A random id made at the first launch, for assigning people without an account to
  /// experiments (each device its own variant, stable across launches).
  public var installationID: StorageKey<String> { StorageKey("installation.id", default: "") }
}
