import AppDomain
import Foundation
import KeelCore

/// A ``BackgroundTaskScheduling`` that tests drive: it records registrations and requests, and
/// ``fire(_:)`` runs a registered handler as the system would when it wakes the app. It refuses
/// what `BGTaskScheduler` refuses: a second registration of an identifier, an identifier outside
/// `permitted`, and a request for an identifier nothing registered.
public final class ManualBackgroundScheduler: BackgroundTaskScheduling {
  public struct Request: Sendable, Equatable {
    public let identifier: String
    public let earliestBegin: Date
  }

  private struct State {
    var handlers: [String: @Sendable () async -> Bool] = [:]
    var requests: [Request] = []
  }

  private let state = Locked(State())
  private let permitted: Set<String>

  /// - Parameter permitted: the identifiers Info.plist would list.
  public init(permitted: Set<String>) {
    self.permitted = permitted
  }

  public func register(
    identifier: String, handler: @escaping @Sendable () async -> Bool
  ) throws(BackgroundTaskError) {
    let registered = state.withLock { state -> Bool in
      guard permitted.contains(identifier), state.handlers[identifier] == nil else { return false }
      state.handlers[identifier] = handler
      return true
    }
    if !registered { throw .notPermitted(identifier: identifier) }
  }

  public func submit(identifier: String, earliestBegin: Date) throws(BackgroundTaskError) {
    let known = state.withLock { state -> Bool in
      guard state.handlers[identifier] != nil else { return false }
      state.requests.append(Request(identifier: identifier, earliestBegin: earliestBegin))
      return true
    }
    if !known { throw .unavailable(identifier: identifier, reason: "no launch handler registered") }
  }

  /// Every request so far, oldest first.
  public var requests: [Request] { state.withLock { $0.requests } }

  /// Whether a handler is registered for `identifier`.
  public func isRegistered(_ identifier: String) -> Bool { state.withLock { $0.handlers[identifier] != nil } }

  /// Runs the handler of `identifier` as the system would; nil when none is registered.
  @discardableResult
  public func fire(_ identifier: String) async -> Bool? {
    guard let handler = state.withLock({ $0.handlers[identifier] }) else { return nil }
    return await handler()
  }
}
