import Foundation
import KeelCore
import Testing

@Suite struct RedactorTests {
  let redactor = Redactor()

  @Test(arguments: ["Authorization", "Cookie", "Set-Cookie", "X-Api-Key", "password", "refresh_token", "clientSecret"])
  func sensitiveNamesAreDetected(name: String) {
    #expect(redactor.isSensitive(name: name))
  }

  @Test(arguments: ["Content-Type", "Accept", "page", "email"])
  func ordinaryNamesAreKept(name: String) {
    #expect(redactor.isSensitive(name: name) == false)
  }

  /// `isSensitive` compares ASCII names byte for byte instead of through Foundation's
  /// `contains` (which went through `NSString`); the verdicts must be Foundation's, for names
  /// built from pieces of fragments, in any case, and for fragments an app passes (empty, and
  /// not ASCII, which still goes through Foundation and its canonical equivalence).
  @Test func verdictsAreFoundationsContains() {
    let fragments = Redactor.defaultSensitiveNameFragments + ["", "contraseña", "ñ"]
    let custom = Redactor(sensitiveNameFragments: fragments)
    let pieces = [
      "to", "ken", "TOK", "en", "pass", "word", "-", "_", "x", "api", "Key", "sess", "ion", "Cookie", "é", "n\u{303}",
      "contrase", "a", "secre", "t", "",
    ]
    var random = SystemRandomNumberGenerator()
    var names = ["", "token", "to ken", "tokenn", "Contrasen\u{303}a", "CONTRASEÑA", "\u{212A}ey"]
    for _ in 0..<400 {
      let count = Int.random(in: 1...4, using: &random)
      names.append((0..<count).map { _ in pieces.randomElement(using: &random) ?? "" }.joined())
    }
    for name in names {
      let lowered = name.lowercased()
      let foundation = custom.sensitiveNameFragments.contains { lowered.contains($0) }
      #expect(custom.isSensitive(name: name) == foundation, "\(name)")
    }
    #expect(custom.isSensitive(name: "Contrasen\u{303}a"))
    #expect(custom.isSensitive(name: "X-Refresh-TOKEN"))
    #expect(!custom.isSensitive(name: "to-ken"))
  }

  @Test func headersKeepNamesAndHideValues() {
    // Built at run time: no credential literal in the repository, not even a fake one.
    let token = UUID().uuidString
    let redacted = redactor.redact(fields: ["Authorization": "Bearer \(token)", "Accept": "application/json"])
    #expect(redacted == ["Authorization": Redactor.placeholder, "Accept": "application/json"])
  }

  @Test func urlLosesUserInfoAndSensitiveQueryValues() throws {
    let password = UUID().uuidString
    let token = UUID().uuidString
    let url = try #require(URL(string: "https://alice:\(password)@example.com/items?page=2&token=\(token)"))
    let redacted = redactor.redact(url: url)
    #expect(!redacted.contains("alice") && !redacted.contains(password) && !redacted.contains(token))
    #expect(redacted.contains("page=2"))
    #expect(redacted.contains("example.com/items"))
  }

  @Test func jsonBodyIsRedactedAtAnyDepth() {
    let body = Data(
      #"{"email":"a@b.c","password":"hunter2","nested":{"refreshToken":"r-1","list":[{"secret":"s"}]}}"#.utf8)
    let redacted = redactor.redact(body: body)
    #expect(!redacted.contains("hunter2") && !redacted.contains("r-1") && !redacted.contains("\"s\""))
    #expect(redacted.contains("a@b.c"))
  }

  @Test func nonJSONBodyIsSummarizedNotLogged() {
    let redacted = redactor.redact(body: Data("user=alice&password=hunter2".utf8))
    #expect(redacted == "<27 bytes, not JSON>")
  }
}
