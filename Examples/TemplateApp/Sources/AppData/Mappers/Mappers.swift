import AppDomain
import Foundation

/// DTO → entity. A value the app cannot use (a price that is not a decimal number, an empty
/// id) is an error naming the field, never a silently wrong entity.
public enum DTOMapper {
  public static func item(_ dto: ItemDTO) throws(RepositoryError) -> Item {
    guard !dto.id.isEmpty else { throw .invalidResponse("item with an empty id") }
    guard let price = Decimal(string: dto.price, locale: Locale(identifier: "en_US_POSIX")),
      dto.price.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" })
    else { throw .invalidResponse("item '\(dto.id)' has price '\(dto.price)', not a decimal number") }
    return Item(id: dto.id, title: dto.title, category: dto.category, price: price)
  }

  /// Entity → DTO; the price goes out as a decimal string with two places ("3" → "3.00").
  public static func itemInput(_ input: ItemInput) -> ItemInputDTO {
    ItemInputDTO(title: input.title, category: input.category, price: priceString(input.price))
  }

  /// `price` as API.md writes prices: rounded half-even to cents, a point, two decimals.
  public static func priceString(_ price: Decimal) -> String {
    let text = "\(ItemTotals.roundedToCents(price))"
    let parts = text.split(separator: ".", maxSplits: 1)
    let fraction = parts.count == 2 ? String(parts[1]) : ""
    return "\(parts[0]).\(fraction.padding(toLength: 2, withPad: "0", startingAt: 0))"
  }

  public static func session(_ dto: SessionDTO, receivedAt: Date) -> SessionTokens {
    SessionTokens(
      accessToken: dto.accessToken, refreshToken: dto.refreshToken,
      expiresAt: receivedAt.addingTimeInterval(max(0, dto.expiresIn)))
  }

  public static func profile(_ dto: ProfileDTO) -> UserProfile {
    UserProfile(email: dto.email, displayName: dto.displayName, bio: dto.bio)
  }
}
