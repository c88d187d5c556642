import Foundation

/// What the app shows after launch (seed 000): `.zero` the native app, `.one` a web view on a
/// URL the server chose. `.one` only ever holds an absolute https URL (``WebViewURL``).
public enum AppStatus: Sendable, Hashable {
  case zero
  case one(URL)
}
