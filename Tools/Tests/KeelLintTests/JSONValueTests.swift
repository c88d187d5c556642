import Foundation
import Testing

@testable import KeelLint

@Suite struct JSONValueTests {
  @Test func everyKindIsReadAsItselfNeverAsAnother() throws {
    // Booleans against 0 and 1, a string that looks like a number, integers past Int64, nesting.
    let document = #"""
      {"t": true, "f": false, "one": 1, "zero": 0, "half": -2.5E-3, "big": 12345678901234567890,
       "s": "1", "e": "", "n": null, "a": [true, 1, "true", null, [], {}], "o": {"k": [false, {"x": 0}]}}
      """#
    let value = try JSONDecoder().decode(JSONValue.self, from: Data(document.utf8))
    #expect(
      value
        == .object([
          "t": .bool(true), "f": .bool(false), "one": .number(1), "zero": .number(0), "half": .number(-0.0025),
          "big": .number(12_345_678_901_234_567_168), "s": .string("1"), "e": .string(""), "n": .null,
          "a": .array([.bool(true), .number(1), .string("true"), .null, .array([]), .object([:])]),
          "o": .object(["k": .array([.bool(false), .object(["x": .number(0)])])]),
        ]))
  }

  @Test(arguments: [
    ("true", "the boolean true"), ("0", "the number 0"), ("\"s\"", "the string \"s\""), ("null", "null"),
    ("[]", "an array"), ("{}", "an object"),
  ])
  func aTopLevelFragmentIsReadToo(document: String, kind: String) throws {
    #expect(try JSONDecoder().decode(JSONValue.self, from: Data(document.utf8)).kind == kind)
  }
}
