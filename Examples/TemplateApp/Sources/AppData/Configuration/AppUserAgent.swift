/// Seed 000's user agent, sent on every request: `<app>/<version> (<build>; <system>)`, e.g.
/// `TemplateApp/1.2.0 (45; iOS 18.0)`, so the server's logs tell which build of the app sent a
/// request. Parts are reduced to what RFC 9110 allows in a product token and a comment: a
/// display name with spaces or accents cannot produce a header the server refuses.
public struct AppUserAgent: Sendable, Hashable, CustomStringConvertible {
  public let appName: String
  public let version: String
  public let build: String
  /// The operating system and its version ("iOS 18.0").
  public let system: String

  public init(appName: String, version: String, build: String, system: String) {
    self.appName = appName
    self.version = version
    self.build = build
    self.system = system
  }

  /// The `User-Agent` header's value.
  public var description: String {
    "\(Self.token(appName))/\(Self.token(version)) (\(Self.comment(build)); \(Self.comment(system)))"
  }

  /// RFC 9110's `tchar`s: letters, digits and ``!#$%&'*+-.^_`|~``; anything else becomes `-`.
  static func token(_ text: String) -> String {
    let allowed = Set("!#$%&'*+-.^_`|~")
    let mapped = text.unicodeScalars.map { scalar -> Character in
      let character = Character(scalar)
      return scalar.isASCII && (character.isLetter || character.isNumber || allowed.contains(character))
        ? character : "-"
    }
    return mapped.isEmpty ? "-" : String(mapped)
  }

  /// Printable ASCII without the comment's delimiters `(`, `)` and `;`.
  static func comment(_ text: String) -> String {
    String(
      text.unicodeScalars.map { scalar -> Character in
        (0x20...0x7E).contains(scalar.value) && !"();\\".unicodeScalars.contains(scalar) ? Character(scalar) : "-"
      })
  }
}
