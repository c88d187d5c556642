import Foundation

/// The documents the status response links to (seed 000's `StatusResult.pdfUrl` and
/// `statisticsUrl`): Settings offers each one the server gave, opened by the system. Only
/// absolute `https` URLs are kept (AppData's statistics repository logs the others).
public struct StatusLinks: Sendable, Hashable {
  public var statisticsURL: URL?
  public var pdfURL: URL?

  public init(statisticsURL: URL? = nil, pdfURL: URL? = nil) {
    self.statisticsURL = statisticsURL
    self.pdfURL = pdfURL
  }

  /// No links: the status was not asked for, or the server gave none.
  public static let none = StatusLinks()
}
