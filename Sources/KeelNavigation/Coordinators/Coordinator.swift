/// A coordinator owns a feature's flow and its child coordinators.
///
/// A child reports that it finished through its output closure; the parent then calls
/// ``ChildCoordinators/remove(_:)`` and holds no other reference, so the child (and its view
/// models) are released.
@MainActor
public protocol Coordinator: AnyObject {}

/// The children a coordinator currently owns, keyed by identity.
@MainActor
public struct ChildCoordinators {
  private var children: [ObjectIdentifier: any Coordinator] = [:]

  public init() {}

  public var count: Int { children.count }
  public var isEmpty: Bool { children.isEmpty }

  public mutating func add(_ child: any Coordinator) {
    children[ObjectIdentifier(child)] = child
  }

  public mutating func remove(_ child: any Coordinator) {
    children[ObjectIdentifier(child)] = nil
  }

  public mutating func removeAll() { children.removeAll() }

  public func contains(_ child: any Coordinator) -> Bool {
    children[ObjectIdentifier(child)] != nil
  }

  /// The child of type `C`, if one is running.
  public func first<C: Coordinator>(of type: C.Type) -> C? {
    children.values.lazy.compactMap { $0 as? C }.first
  }
}
