import AppDomain
import Foundation
import Testing

@Suite struct DeviceTokenTests {
  @Test func theSystemsBytesBecomeLowercaseHexTwoDigitsAByte() {
    let token = DeviceToken(bytes: Data([0x00, 0x0F, 0xA0, 0xFF, 0x7C]))
    #expect(token.hex == "000fa0ff7c")
    #expect(DeviceToken(bytes: Data(repeating: 0xAB, count: 32)).hex.count == 64, "APNs' 32 bytes")
    #expect(DeviceToken(bytes: []).isEmpty)
  }

  @Test(arguments: ["000fa0ff7c", "000FA0FF7C", String(repeating: "ab", count: 100)])
  func hexTextIsReadBackLowercase(text: String) throws {
    let token = try #require(DeviceToken(hex: text))
    #expect(token.hex == text.lowercased())
  }

  @Test(arguments: ["", "abc", "zz", "ab cd", "0x1234", "ab/cd", "éé", String(repeating: "ab", count: 101)])
  func anythingElseIsNotAToken(text: String) {
    #expect(DeviceToken(hex: text) == nil)
  }

  @Test func aLogShowsOnlyTheStart() {
    let token = DeviceToken(bytes: Data(repeating: 0xAB, count: 32))
    #expect(token.description == "abababab…")
    #expect(!token.description.contains(token.hex))
  }
}
