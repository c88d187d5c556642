// fixture-path: Examples/TemplateApp/Sources/AppData/Session/SessionStore.swift
import Foundation

// URLSession.shared is never used here; a comment and a string naming it pass.
final class SessionStore {
  static let text = "URLSession.shared"
  static let retryLimit = 3
  static let formatter = DateFormatter()
  static var preview: SessionStore { SessionStore() }
  let session: URLSession
  let owned = SessionStore.Type.self

  init(session: URLSession = URLSession(configuration: .ephemeral)) {
    self.session = session
    let shared = session.shared
    _ = shared
  }

  static func make() -> SessionStore { SessionStore() }
}

struct Theme {
  static let standard = Theme()
  static let petal: Theme = Theme()
  static var dark: Theme { Theme() }
}

enum RetryPolicy {
  case none
  static let fallback = RetryPolicy.none
}

final class LeakTracker {
  @TaskLocal static var current: LeakTracker?
}

protocol Store {
  static var shared: Self { get }
}

extension Theme {
  static let night = Theme()
}

extension Settings {
  static let compact = Settings()
}
