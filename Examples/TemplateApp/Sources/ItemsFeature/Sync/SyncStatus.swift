import AppDomain
import Foundation
import KeelStore

/// Seed 003's sync indicator state: whether the list on screen is being refreshed, matches the
/// server, or is an older copy because the server could not be reached or refused, with the
/// time the list last came from the server.
public enum SyncStatus: Hashable, Sendable {
  /// A load is running; the list shown is from `lastSuccess` (nil: never loaded).
  case syncing(lastSuccess: Date?)
  /// The list is as the server sent it at that time.
  case upToDate(Date)
  /// No answer (no connection, a timeout, a server error): the list is from `lastSuccess`.
  case offline(lastSuccess: Date?)
  /// The server answered but the list could not be used (refused, unreadable).
  case failed(lastSuccess: Date?)

  /// When the list shown last came from the server, whatever the state.
  public var lastSuccess: Date? {
    switch self {
    case .syncing(let date), .offline(let date), .failed(let date): date
    case .upToDate(let date): date
    }
  }

  /// The status of a store's state, given when its list (or the cached one) last loaded.
  static func of<Value>(_ state: LoadState<Value>, lastSuccess: Date?) -> SyncStatus {
    switch state {
    case .idle, .loading: return .syncing(lastSuccess: lastSuccess)
    case .loaded: return lastSuccess.map(SyncStatus.upToDate) ?? .syncing(lastSuccess: nil)
    case .failed(let error, _):
      if case .unavailable = error as? RepositoryError { return .offline(lastSuccess: lastSuccess) }
      return .failed(lastSuccess: lastSuccess)
    }
  }
}
