import Foundation

public enum ServerModule {
  /// A required-reason API the manifest does not declare, in a product the app never links.
  public static var uptime: Double { ProcessInfo.processInfo.systemUptime }
}
