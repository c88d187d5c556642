import Foundation

/// The outcome of loading the remote status: the web view's URL, or the native app with the
/// statistics and PDF URLs when the server gave them (seed 000's `StatusResult`, as an enum so
/// a web view without a URL cannot be expressed).
public enum StatusResult: Sendable, Hashable {
  case zero(statisticsURL: URL?, pdfURL: URL? = nil)
  case one(URL)

  /// The native app with `links`.
  public static func zero(_ links: StatusLinks) -> StatusResult {
    .zero(statisticsURL: links.statisticsURL, pdfURL: links.pdfURL)
  }

  public var status: AppStatus {
    switch self {
    case .zero: .zero
    case .one(let url): .one(url)
    }
  }

  public var statisticsURL: URL? { links.statisticsURL }

  public var pdfURL: URL? { links.pdfURL }

  /// The links Settings offers: the native app's; none in web mode (the web view is all there is).
  public var links: StatusLinks {
    if case .zero(let statisticsURL, let pdfURL) = self {
      StatusLinks(statisticsURL: statisticsURL, pdfURL: pdfURL)
    } else {
      .none
    }
  }
}

/// Loads the remote status at launch (seed 000's `AppStatusServiceProtocol`).
public protocol AppStatusServiceProtocol: Sendable {
  /// Never fails: every failure, and running out of time, is `.zero`.
  func loadStatus() async -> StatusResult
}
