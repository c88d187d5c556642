/// A typed key for a service registered in a ``ServiceScope``.
///
/// Apps declare keys as static members, so the type of the service travels with the key:
/// ```swift
/// extension ServiceKey where Value == any FavoritesService {
///   static var favorites: Self { Self("favorites") }
/// }
/// ```
/// A key is its name and its value type: `ServiceKey<Clock>("clock")` and
/// `ServiceKey<Date>("clock")` are two keys, registered and resolved independently.
public struct ServiceKey<Value>: Hashable, Sendable, CustomStringConvertible {
  /// The key's name; with the value type it identifies the registration.
  public let name: String

  /// A key named `name` for services of type `Value`.
  public init(_ name: String) {
    self.name = name
  }

  /// The name and the value type, as lookup errors print them: `favorites (FavoritesService)`.
  public var description: String { "\(name) (\(Value.self))" }

}
