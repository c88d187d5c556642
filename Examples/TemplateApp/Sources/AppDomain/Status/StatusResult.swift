import Foundation

/// The outcome of loading the remote status: the web view's URL, or the native app with the
/// statistics URL when the server gave one (seed 000's `StatusResult`, as an enum so a web
/// view without a URL cannot be expressed).
public enum StatusResult: Sendable, Hashable {
  case zero(statisticsURL: URL?)
  case one(URL)

  public var status: AppStatus {
    switch self {
    case .zero: .zero
    case .one(let url): .one(url)
    }
  }

  public var statisticsURL: URL? {
    if case .zero(let url) = self { url } else { nil }
  }
}

/// Loads the remote status at launch (seed 000's `AppStatusServiceProtocol`).
public protocol AppStatusServiceProtocol: Sendable {
  /// Never fails: every failure, and running out of time, is `.zero`.
  func loadStatus() async -> StatusResult
}
