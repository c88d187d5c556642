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
  public let name: String

  public init(_ name: String) {
    self.name = name
  }

  /// The name and the value type, as lookup errors print them: `favorites (FavoritesService)`.
  public var description: String { "\(name) (\(Value.self))" }

  /// What a scope files the key under: the name and the value type.
  @usableFromInline var identity: ServiceIdentity {
    ServiceIdentity(name: name, type: ObjectIdentifier(Value.self))
  }
}

/// A key's identity inside a ``ServiceScope``: name and value type.
///
/// Hashes the type only. Hashing the name as well costs a full string hash on every lookup,
/// the bulk of the hot path; the names of the few services that share one type are told apart
/// by `==`, which compares short names in a word or two.
@usableFromInline struct ServiceIdentity: Hashable {
  @usableFromInline let name: String
  @usableFromInline let type: ObjectIdentifier

  @inlinable init(name: String, type: ObjectIdentifier) {
    self.name = name
    self.type = type
  }

  @inlinable func hash(into hasher: inout Hasher) {
    hasher.combine(type)
  }

  @inlinable static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.type == rhs.type && lhs.name == rhs.name
  }
}
