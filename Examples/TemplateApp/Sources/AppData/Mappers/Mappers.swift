import AppDomain
import Foundation

/// DTO → entity. A value the app cannot use (a price that is not a decimal number, an empty
/// id) is an error naming the field, never a silently wrong entity.
public enum DTOMapper {
  public static func item(_ dto: ItemDTO) throws(RepositoryError) -> Item {
    guard !dto.id.isEmpty else { throw .invalidResponse("item with an empty id") }
    // The characters are checked first (cheap, and `Decimal(string:)` would accept a number
    // followed by anything); only ASCII digits, so "12½" is not read as 12.
    guard dto.price.utf8.allSatisfy(isPriceByte), let price = Decimal(string: dto.price, locale: posix)
    else { throw .invalidResponse("item '\(dto.id)' has price '\(dto.price)', not a decimal number") }
    return Item(id: dto.id, title: dto.title, category: dto.category, price: price)
  }

  /// Made once, not for every item of a list.
  private static let posix = Locale(identifier: "en_US_POSIX")

  /// `0`–`9`, `.` and `-`.
  private static func isPriceByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
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

  /// A `joinedAt` that is not an ISO 8601 date, or a `pictureUrl` that is not an absolute URL,
  /// is an error naming the field.
  public static func profile(_ dto: ProfileDTO) throws(RepositoryError) -> UserProfile {
    var joinDate: Date?
    if let joinedAt = dto.joinedAt {
      guard let date = ISO8601DateFormatter().date(from: joinedAt) else {
        throw .invalidResponse("profile field 'joinedAt' is '\(joinedAt)', not an ISO 8601 date")
      }
      joinDate = date
    }
    var pictureURL: URL?
    if let text = dto.pictureUrl {
      guard let url = URL(string: text), url.scheme != nil, url.host != nil else {
        throw .invalidResponse("profile field 'pictureUrl' is '\(text)', not an absolute URL")
      }
      pictureURL = url
    }
    return UserProfile(
      email: dto.email, displayName: dto.displayName, bio: dto.bio, pictureURL: pictureURL, joinDate: joinDate,
      isActive: dto.isActive ?? true)
  }
}
