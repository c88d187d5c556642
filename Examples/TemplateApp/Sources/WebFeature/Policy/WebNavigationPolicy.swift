import Foundation
import KeelCore
import Logging

/// What the web view does with one navigation.
public enum WebNavigationDecision: Sendable, Hashable {
  case allow
  /// Not for the web view: the system opens it (the phone, Mail, the App Store).
  case openExternally(URL)
  case block(reason: String)
}

/// Decides every navigation of seed 000's web view, which is a remote-controlled redirect and
/// not a browser: https pages load; http is blocked (App Transport Security would refuse it
/// anyway, and a downgrade is worth a log line); `tel:`, `mailto:` and App Store links go to the
/// system; `javascript:`, `file:`, `data:` and every other scheme are blocked. Every block is
/// logged with its reason.
public struct WebNavigationPolicy: Sendable {
  /// Hosts whose https links are App Store pages.
  public static let appStoreHosts: Set<String> = ["apps.apple.com", "itunes.apple.com"]
  /// The App Store app's own schemes.
  public static let appStoreSchemes: Set<String> = ["itms-apps", "itms-appss"]
  /// Schemes the system handles for us.
  public static let systemSchemes: Set<String> = ["tel", "mailto"]

  private let logger: Logger

  public init(logger: Logger = KeelLogging.logger("web")) {
    self.logger = logger
  }

  public func decide(_ url: URL?) -> WebNavigationDecision {
    let decision = Self.decision(for: url)
    if case .block(let reason) = decision {
      logger.warning(
        "web navigation blocked", metadata: ["reason": "\(reason)", "url": "\(Self.loggable(url))"])
    }
    return decision
  }

  static func decision(for url: URL?) -> WebNavigationDecision {
    guard let url else { return .block(reason: "no URL") }
    guard let scheme = url.scheme?.lowercased() else { return .block(reason: "no scheme") }
    let host = url.host?.lowercased() ?? ""
    switch scheme {
    case "https":
      guard !host.isEmpty else { return .block(reason: "https without a host") }
      return appStoreHosts.contains(host) ? .openExternally(url) : .allow
    case "http":
      return .block(reason: "insecure http; only https is loaded")
    case _ where systemSchemes.contains(scheme):
      // `tel:` and `mailto:` keep their target in the path (`tel:+441234`, `mailto:a@b.c`).
      guard !url.absoluteString.dropFirst(scheme.count + 1).isEmpty else {
        return .block(reason: "\(scheme): without a target")
      }
      return .openExternally(url)
    case _ where appStoreSchemes.contains(scheme):
      return .openExternally(url)
    default:
      return .block(reason: "scheme '\(scheme)' is not allowed")
    }
  }

  /// The URL without its user, password, query and fragment (credentials and tokens travel
  /// there), and a `data:` or `javascript:` body cut short.
  static func loggable(_ url: URL?) -> String {
    guard let url else { return "none" }
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "unreadable" }
    components.user = nil
    components.password = nil
    components.query = nil
    components.fragment = nil
    let text = components.string ?? url.absoluteString
    return text.count > 64 ? String(text.prefix(64)) + "…" : text
  }
}
