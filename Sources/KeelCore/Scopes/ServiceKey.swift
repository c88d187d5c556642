/// A typed key for a service registered in a ``ServiceScope``.
///
/// Apps declare keys as static members, so the type of the service travels with the key:
/// ```swift
/// extension ServiceKey where Value == any FavoritesService {
///   static var favorites: Self { Self("favorites") }
/// }
/// ```
public struct ServiceKey<Value>: Hashable, Sendable, CustomStringConvertible {
  public let name: String

  public init(_ name: String) {
    self.name = name
  }

  public var description: String { name }
}
