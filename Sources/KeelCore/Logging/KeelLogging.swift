import Logging

/// Loggers for Keel modules, all under one label prefix so an app can filter them.
public enum KeelLogging {
  /// The prefix of every Keel logger's label (`keel.network`, `keel.storage`…).
  public static let labelPrefix = "keel"

  /// A logger labelled `keel.<category>`.
  public static func logger(_ category: String) -> Logger {
    Logger(label: "\(labelPrefix).\(category)")
  }
}
