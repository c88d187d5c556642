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

  @Test func headersKeepNamesAndHideValues() {
    let redacted = redactor.redact(fields: ["Authorization": "Bearer abc123", "Accept": "application/json"])
    #expect(redacted == ["Authorization": Redactor.placeholder, "Accept": "application/json"])
  }

  @Test func urlLosesUserInfoAndSensitiveQueryValues() throws {
    let url = try #require(URL(string: "https://alice:hunter2@example.com/items?page=2&token=abc123"))
    let redacted = redactor.redact(url: url)
    #expect(!redacted.contains("alice") && !redacted.contains("hunter2") && !redacted.contains("abc123"))
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
