import Foundation

public enum CoreModule {
  /// A required-reason API (UserDefaults) the fixture's privacy manifest declares.
  public static func launches() -> Int { UserDefaults.standard.integer(forKey: "launches") }
}
