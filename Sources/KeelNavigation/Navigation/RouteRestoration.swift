import Foundation
import KeelCore
import Logging

/// Saves and restores navigation as routes (never screens, which hold view models).
///
/// Restoring bad data returns `nil` after logging why, so the app starts at its root instead
/// of crashing or silently showing something else.
public struct RouteRestoration<Route: Hashable & Codable>: Sendable {
  /// The saved form, versioned so a future format can tell old data apart. Version 2 holds one
  /// presentation (a sheet or a cover); version 1 held a sheet and a cover at once, which
  /// SwiftUI cannot show, so version 1 data is refused and the app starts at its root.
  struct Snapshot: Codable {
    var version: Int
    var state: NavigationState<Route>
  }

  /// The format version written; saved data of any other version is not restored.
  public static var currentVersion: Int { 2 }
  private let logger: Logger

  /// A restoration logging why saved data was not restored to `logger`.
  public init(logger: Logger = KeelLogging.logger("navigation.restoration")) {
    self.logger = logger
  }

  /// `state` as versioned JSON; throws when a route cannot be encoded.
  public func save(_ state: NavigationState<Route>) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(Snapshot(version: Self.currentVersion, state: state))
  }

  /// The state saved in `data`, or `nil` (logged) when it is of another version or does not decode.
  public func restore(from data: Data) -> NavigationState<Route>? {
    do {
      let snapshot = try JSONDecoder().decode(Snapshot.self, from: data)
      guard snapshot.version == Self.currentVersion else {
        logger.warning("navigation not restored: saved version \(snapshot.version) is not \(Self.currentVersion)")
        return nil
      }
      return snapshot.state
    } catch {
      logger.warning("navigation not restored: \(error)")
      return nil
    }
  }
}
