import Foundation

/// The rules for URLs the server sends in status responses (DESIGN: remote status edge cases).
public enum WebViewURL {
  /// The URL a web view may load: absolute, `https`, with a host. Anything else (missing,
  /// malformed, relative, `http`, `javascript:`) is nil, and the app stays native.
  public static func validated(_ text: String?) -> URL? {
    guard let text, let components = URLComponents(string: text.trimmingCharacters(in: .whitespaces)),
      components.scheme?.lowercased() == "https", let host = components.host, !host.isEmpty,
      let url = components.url
    else { return nil }
    return url
  }
}
