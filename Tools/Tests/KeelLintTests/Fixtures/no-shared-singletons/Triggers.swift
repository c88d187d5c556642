// fixture-path: Examples/TemplateApp/Sources/AppData/Session/SessionStore.swift
import Foundation

final class SessionStore {
  static let shared = SessionStore()  // expect: error no-shared-singletons
  static var current: SessionStore?  // expect: error no-shared-singletons
  static let `default`: SessionStore = SessionStore()  // expect: error no-shared-singletons
  nonisolated(unsafe) static var fallback = Self()  // expect: error no-shared-singletons
  static let made = SessionStore.init()  // expect: error no-shared-singletons

  func load(url: URL) async throws -> Data {
    let (data, _) = try await URLSession.shared.data(from: url)  // expect: error no-shared-singletons
    _ = Foundation.URLSession.shared  // expect: error no-shared-singletons
    return data
  }
}

actor Ledger {
  static let main = Ledger()  // expect: error no-shared-singletons
}

struct Preferences {
  static var current = Preferences()  // expect: error no-shared-singletons
  static let shared = Preferences()  // expect: error no-shared-singletons
}

enum Outer {
  final class Inner {
    static let instance: Inner = .init()  // expect: error no-shared-singletons
  }
}

extension SessionStore {
  static let backup = SessionStore()  // expect: error no-shared-singletons
}

extension Settings {
  static var current: Settings = Settings()  // expect: error no-shared-singletons
  static let `default` = Settings()  // expect: error no-shared-singletons
}
