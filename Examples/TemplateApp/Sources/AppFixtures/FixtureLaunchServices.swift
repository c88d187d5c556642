import AppDomain

/// The mock configuration's launch answers (and the previews'): the native app (no status
/// request) and a launch object acknowledged locally.
public struct FixtureLaunchServices: AppStatusServiceProtocol, AnalyticsRepositoryProtocol {
  public init() {}

  public func loadStatus() async -> StatusResult { .zero(statisticsURL: nil) }

  public func addObject() async -> Bool { true }
}
