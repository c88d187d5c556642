/// Sign in with Apple's nonce: a random string kept by the app, whose SHA-256 goes into Apple's
/// request and comes back inside the identity token, so the server (given the raw nonce) can
/// tell the token was issued for this request and is not a replay.
public struct AppleSignInNonce: Sendable, Hashable, CustomStringConvertible {
  /// 32 characters of a 64-character alphabet: 192 random bits.
  public static let length = 32
  /// URL-safe characters only, as Apple's sample uses, so the nonce survives any transport.
  public static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_")

  /// What the app keeps and sends to its server after Apple answers.
  public let raw: String

  public init(raw: String) {
    self.raw = raw
  }

  /// A fresh nonce from the system's cryptographically secure generator.
  public static func random() -> AppleSignInNonce {
    var generator = SystemRandomNumberGenerator()
    return random(using: &generator)
  }

  /// A nonce from `generator` (tests pass a seeded one). `randomElement(using:)` draws without
  /// modulo bias.
  public static func random(using generator: inout some RandomNumberGenerator) -> AppleSignInNonce {
    var characters: [Character] = []
    characters.reserveCapacity(length)
    for _ in 0..<length {
      guard let character = alphabet.randomElement(using: &generator) else { break }
      characters.append(character)
    }
    return AppleSignInNonce(raw: String(characters))
  }

  /// What goes into Apple's request: the SHA-256 of the raw nonce as 64 lowercase hex digits.
  public var hashed: String { SHA256.hex(raw.utf8) }

  /// Never the raw nonce: it is a one-time secret until the server has used it.
  public var description: String { "AppleSignInNonce(hashed: \(hashed))" }
}
