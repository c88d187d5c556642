import Foundation
import KeelNavigation
import KeelStorage
import Logging

extension StorageKeys {
  /// The tab shown when the app last went to the background.
  public var selectedTab: StorageKey<String?> { StorageKey("navigation.selectedTab", default: nil) }

  /// One tab's routes, as KeelNavigation's versioned ``RouteRestoration`` saves them.
  public static func tabNavigation(_ tab: AppTab) -> StorageKey<Data?> {
    StorageKey("navigation.tab.\(tab.rawValue)", default: nil)
  }
}

/// Saves each tab's routes and the selected tab, and reads them back at launch. What cannot be
/// read (another version, damaged data, an unknown tab) is logged as a warning and left out, so
/// that tab starts fresh at its root.
@MainActor
struct TabNavigationArchive {
  let store: KeyValueStore
  let restoration: RouteRestoration<TabRoute>
  let logger: Logger

  init(store: KeyValueStore, logger: Logger) {
    self.store = store
    self.logger = logger
    restoration = RouteRestoration(logger: logger)
  }

  func save(_ state: NavigationState<TabRoute>, for tab: AppTab) {
    do {
      store.set(try restoration.save(state), for: StorageKeys.tabNavigation(tab))
    } catch {
      logger.warning("navigation not saved: \(error)", metadata: ["tab": "\(tab.rawValue)"])
    }
  }

  func saveSelectedTab(_ tab: AppTab) {
    store.set(tab.rawValue, \.selectedTab)
  }

  /// The saved routes of `tab`: nil when none were saved, or (after a warning) when they cannot
  /// be read.
  func state(for tab: AppTab) -> NavigationState<TabRoute>? {
    guard let data = store.value(for: StorageKeys.tabNavigation(tab)) else { return nil }
    guard let state = restoration.restore(from: data) else {
      logger.warning("the \(tab.rawValue) tab's saved navigation cannot be read; starting it fresh")
      return nil
    }
    return state
  }

  var selectedTab: AppTab? {
    guard let name = store.value(\.selectedTab) else { return nil }
    guard let tab = AppTab(rawValue: name) else {
      logger.warning("saved tab '\(name)' is unknown; starting on the first tab")
      return nil
    }
    return tab
  }

  /// Forgets everything saved (sign-out: the next person starts fresh).
  func clear() {
    for tab in AppTab.allCases { store.removeValue(for: StorageKeys.tabNavigation(tab)) }
    store.removeValue(for: StorageKeys.key(\.selectedTab))
  }
}
