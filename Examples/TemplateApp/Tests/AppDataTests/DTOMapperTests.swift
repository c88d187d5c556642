import AppData
import AppDomain
import Foundation
import Testing

@Suite struct DTOMapperTests {
  @Test func anItemKeepsItsExactDecimalPrice() throws {
    let item = try DTOMapper.item(ItemDTO(id: "a", title: "A", category: "c", price: "0.10"))
    #expect(item.price == Decimal(string: "0.10"))
    #expect(item.price * 3 == Decimal(string: "0.30"))
  }

  @Test(arguments: ["", "1,50", "12abc", "NaN", "1e3", "12½", "١٢"])
  func aPriceThatIsNotADecimalNumberIsAnError(price: String) {
    #expect(throws: RepositoryError.invalidResponse("item 'a' has price '\(price)', not a decimal number")) {
      try DTOMapper.item(ItemDTO(id: "a", title: "A", category: "c", price: price))
    }
  }

  @Test(arguments: [("3", "3.00"), ("2.4", "2.40"), ("0.05", "0.05"), ("0", "0.00"), ("1234.5", "1234.50")])
  func aPriceGoesOutWithTwoDecimals(value: String, expected: String) {
    #expect(DTOMapper.priceString(Decimal(string: value)!) == expected)
  }

  @Test func anEmptyIdIsAnError() {
    #expect(throws: RepositoryError.invalidResponse("item with an empty id")) {
      try DTOMapper.item(ItemDTO(id: "", title: "A", category: "c", price: "1"))
    }
  }

  @Test func sessionExpiryIsCountedFromReceipt() {
    let received = Date(timeIntervalSince1970: 1_000)
    let tokens = DTOMapper.session(
      SessionDTO(accessToken: UUID().uuidString, refreshToken: UUID().uuidString, expiresIn: 90), receivedAt: received)
    #expect(tokens.expiresAt == Date(timeIntervalSince1970: 1_090))
  }

  @Test func aProfileCarriesItsPictureJoinDateAndStatus() throws {
    let profile = try DTOMapper.profile(
      ProfileDTO(
        email: "a@example.org", displayName: "A", bio: "", pictureUrl: "http://127.0.0.1:8080/avatars/ab.png",
        joinedAt: "2026-01-01T00:00:00Z", isActive: false))
    #expect(profile.pictureURL == URL(string: "http://127.0.0.1:8080/avatars/ab.png"))
    #expect(profile.joinDate == Date(timeIntervalSince1970: 1_767_225_600))
    #expect(!profile.isActive)
    let older = try DTOMapper.profile(ProfileDTO(email: "a@example.org", displayName: "A", bio: ""))
    #expect(older.pictureURL == nil && older.joinDate == nil && older.isActive, "a server from before the fields")
  }

  @Test func aProfileFieldTheAppCannotReadIsAnErrorNamingIt() {
    #expect(throws: RepositoryError.invalidResponse("profile field 'joinedAt' is 'yesterday', not an ISO 8601 date")) {
      try DTOMapper.profile(ProfileDTO(email: "a@example.org", displayName: "A", bio: "", joinedAt: "yesterday"))
    }
    #expect(throws: RepositoryError.invalidResponse("profile field 'pictureUrl' is 'me.png', not an absolute URL")) {
      try DTOMapper.profile(ProfileDTO(email: "a@example.org", displayName: "A", bio: "", pictureUrl: "me.png"))
    }
  }
}
