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

  @Test(arguments: ["", "1,50", "12abc", "NaN", "1e3"])
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
}
