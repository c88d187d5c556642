/// A favorite item, ready to show.
public struct FavoriteRow: Identifiable, Hashable, Sendable {
  public let id: String
  public let title: String
  public let price: String
}
