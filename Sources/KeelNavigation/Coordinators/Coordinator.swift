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

  /// No children.
  public init() {}

  /// How many children are running.
  public var count: Int { children.count }
  /// Whether no child is running.
  public var isEmpty: Bool { children.isEmpty }

  /// Keeps `child` alive until it is removed.
  public mutating func add(_ child: any Coordinator) {
    children[ObjectIdentifier(child)] = child
  }

  /// Releases `child`; call it when the child reports that it finished.
  public mutating func remove(_ child: any Coordinator) {
    children[ObjectIdentifier(child)] = nil
  }

  /// Releases every child.
  public mutating func removeAll() { children.removeAll() }

  /// Whether `child` (this instance) is held.
  public func contains(_ child: any Coordinator) -> Bool {
    children[ObjectIdentifier(child)] != nil
  }

  /// The child of type `C`, if one is running.
  public func first<C: Coordinator>(of type: C.Type) -> C? {
    children.values.lazy.compactMap { $0 as? C }.first
  }
}
