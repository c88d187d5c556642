import Foundation

/// Base64url (RFC 4648 §5, without padding), the encoding of a JWT's parts: what the app reads
/// of an Apple identity token and what the development server checks of it, decoded one way.
public enum Base64URL {
  /// The bytes of `text`, or nil when it is not base64url.
  public static func decode(_ text: some StringProtocol) -> Data? {
    var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    while base64.count % 4 != 0 { base64 += "=" }
    return Data(base64Encoded: base64)
  }
}
