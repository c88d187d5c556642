import AppData
import AppDomain
import Foundation
import KeelCore
import KeelNetwork
import KeelStorage
import Logging

extension AppServices {
  /// Where every screen tracks: the current session's analytics (see ``SessionAnalytics``).
  public var analytics: SessionAnalytics { login(.sessionAnalytics) }

  /// The crash reporter: the environment's (a vendor SDK's adapter) or the logging one.
  public var crashReporter: any CrashReporting { login(.crashReporter) }

  /// The login scope's analytics: the log, except in production (logging off there), and the
  /// crash reporter's breadcrumbs.
  static func registerLoginAnalytics(
    in scope: ServiceScope, configuration: BuildConfiguration, crashReporter: any CrashReporting
  ) {
    let log: [any AnalyticsProvider] = configuration == .production ? [] : [LoggingAnalyticsProvider()]
    let manager = AnalyticsManager(providers: log + [BreadcrumbAnalyticsProvider(reporter: crashReporter)])
    scope.register(.analytics, instance: manager as any AnalyticsManaging)
    scope.register(.sessionAnalytics, instance: SessionAnalytics(manager))
  }

  /// The signed-in scope's analytics and experiments (seed 002's managers, per person).
  ///
  /// Analytics fan out to the log (not in production), the crash reporter's breadcrumbs and, for
  /// a person with an account in a live configuration, to the API from a queue persisted per
  /// person under the storage directory, so a relaunch sends what the last run could not and two
  /// people's events never mix. A local user has no account the API would accept events for; the mock configuration
  /// sends nothing. Experiments assign by the person's id, or by this installation's id for a
  /// local user.
  ///
  /// Once registered, the scope's analytics become the session's, and what an earlier run left
  /// in this person's queue is sent.
  func openSessionManagers(in scope: ServiceScope, user: SignedInUser) {
    var providers: [any AnalyticsProvider] = configuration == .production ? [] : [LoggingAnalyticsProvider()]
    providers.append(BreadcrumbAnalyticsProvider(reporter: crashReporter))
    if let uploader = makeAnalyticsUploader(in: scope, user: user) {
      scope.register(.analyticsUploader, instance: uploader)
      providers.append(uploader)
    }
    let analytics = AnalyticsManager(providers: providers)
    scope.register(.analytics, instance: analytics as any AnalyticsManaging)
    let experimentsUserID = hasAccount(user) ? user.id : installationID()
    let store = environment.keyValueStore
    let configuration = configuration
    scope.register(.experiments) {
      ExperimentsManager(userID: experimentsUserID, store: store, configuration: configuration, analytics: analytics)
        as any ExperimentsManaging
    }
    self.analytics.route(to: analytics)
    if let uploader = try? scope.resolve(.analyticsUploader) {
      Task { await uploader.flush() }
    }
  }

  /// The signed-in scope is about to close: the person's queue is written to disk (what the
  /// server has not acknowledged waits for their next session), and the login scope's
  /// analytics take over.
  func sessionManagersClosing() {
    if let scope = scopes.signedIn, let uploader = try? scope.resolve(.analyticsUploader) {
      uploader.queue.save()
    }
    analytics.route(to: login(.analytics))
  }

  /// The app went to the background: the queue is saved (a suspended app may be ended without
  /// notice) and sent.
  public func enteredBackground() async {
    guard let scope = scopes.signedIn, let uploader = try? scope.resolve(.analyticsUploader) else { return }
    uploader.queue.save()
    await uploader.flush()
  }

  /// The experiments of whoever uses the app now: the open session's (assigned by the person's
  /// id), or, before any session (the paywall after "continue without an account"), by this
  /// installation's id.
  public var experiments: any ExperimentsManaging {
    if let scope = scopes.signedIn { return Self.resolve(.experiments, in: scope) }
    return ExperimentsManager(
      userID: installationID(), store: environment.keyValueStore, configuration: configuration, analytics: analytics)
  }

  /// The open session's API analytics, if its events are sent (tests, the app's flushes).
  public var analyticsUploader: APIAnalyticsProvider? {
    guard let scope = scopes.signedIn else { return nil }
    return try? scope.resolve(.analyticsUploader)
  }

  // MARK: - Private

  private func hasAccount(_ user: SignedInUser) -> Bool {
    user != Self.localUser && !user.id.isEmpty
  }

  private func makeAnalyticsUploader(in scope: ServiceScope, user: SignedInUser) -> APIAnalyticsProvider? {
    guard configuration != .mock, hasAccount(user), let client = try? scope.resolve(.signedInClient) else {
      return nil
    }
    guard let directory = environment.storageDirectory else {
      logger.warning("no storage directory; analytics events are only logged, not sent")
      return nil
    }
    return APIAnalyticsProvider(
      queue: AnalyticsEventQueue(fileURL: Self.analyticsQueueFile(for: user, in: directory)), client: client)
  }

  /// Each person's queue in its own file, named by a hash of their id (an email is no file
  /// name, and a file name should not show it).
  public static func analyticsQueueFile(for user: SignedInUser, in directory: URL) -> URL {
    let hash = ExperimentAssignment.fnv1a64(Array(user.id.utf8))
    let name = String(hash, radix: 16)
    return directory.appendingPathComponent("analytics", isDirectory: true)
      .appendingPathComponent("events-\(name).json")
  }

  /// This installation's id, made and stored at the first call.
  func installationID() -> String {
    let store = environment.keyValueStore
    let stored = store.value(\.installationID)
    if !stored.isEmpty { return stored }
    let made = UUID().uuidString
    store.set(made, \.installationID)
    return made
  }
}
