import AppDomain
import Foundation
import Logging

/// Loads the remote status at launch (seed 000's rules with DESIGN's edge cases):
///
/// - default mode with major version 1 (or no numeric major): `.zero`, nothing is sent;
/// - default mode from major 2, or fixed-version mode (which sends "2"): `getObjects` and
///   `getStatistics` in parallel;
/// - `getObjects` answering 200 with an absolute https URL: `.one(url)`;
/// - anything else (an error status, a malformed body, a missing or non-https URL, no
///   connection): `.zero`, keeping the statistics and PDF URLs when there are;
/// - `.one(url)` is answered as soon as `getObjects` gives it, without waiting for statistics;
/// - with the remote web mode off (the default; a team opts in with `TEMPLATE_WEB_MODE`), a
///   `getObjects` URL is logged and ignored: `.zero` with the statistics links, so the app
///   stays native whatever the server answers;
/// - past the launch deadline: `.zero` with whatever links had arrived. Each request
///   gets the time left as its limit, so the client's retries never outlive the deadline.
public struct AppStatusService: AppStatusServiceProtocol {
  private let objects: any ObjectsRepositoryProtocol
  private let statistics: any StatisticsRepositoryProtocol
  private let mode: AppMode
  private let appVersion: String
  private let webModeEnabled: Bool
  private let deadline: Duration
  private let clock: any Clock<Duration>
  private let logger: Logger

  public init(
    objects: any ObjectsRepositoryProtocol,
    statistics: any StatisticsRepositoryProtocol,
    mode: AppMode,
    appVersion: String,
    webModeEnabled: Bool = false,
    deadline: Duration = .seconds(5),
    clock: any Clock<Duration> = ContinuousClock(),
    logger: Logger = Logger(label: "template.status")
  ) {
    self.objects = objects
    self.statistics = statistics
    self.mode = mode
    self.appVersion = appVersion
    self.webModeEnabled = webModeEnabled
    self.deadline = deadline
    self.clock = clock
    self.logger = logger
  }

  private enum Arrival: Sendable {
    case objects(ObjectsOutcome)
    case statistics(StatusLinks)
    case deadlinePassed
  }

  public func loadStatus() async -> StatusResult {
    guard let version = mode.statusVersion(forAppVersion: appVersion) else {
      if AppMode.majorVersion(of: appVersion) == nil {
        logger.warning("app version '\(appVersion)' has no numeric major component; staying native")
      }
      return .zero(statisticsURL: nil)
    }
    let objects = self.objects
    let statistics = self.statistics
    let deadline = self.deadline
    let clock = self.clock
    return await withTaskGroup(of: Arrival.self) { group in
      group.addTask { .objects(await objects.fetchObjects(version: version, timeLimit: deadline)) }
      group.addTask { .statistics(await statistics.fetchStatistics(version: version, timeLimit: deadline)) }
      group.addTask {
        // Cancelled when both answers arrive first; a cancelled sleep ends the task at once.
        try? await clock.sleep(for: deadline)
        return .deadlinePassed
      }
      var objectsOutcome: ObjectsOutcome?
      var links = StatusLinks.none
      var statisticsArrived = false
      while let arrival = await group.next() {
        switch arrival {
        case .objects(let outcome):
          // A web view needs nothing from statistics (its URL only goes with `.zero`), so a slow
          // statistics endpoint must not hold the answer back past the deadline.
          if webModeEnabled, case .ok(let text) = outcome, let url = WebViewURL.validated(text) {
            group.cancelAll()
            return .one(url)
          }
          objectsOutcome = outcome
        case .statistics(let arrived):
          links = arrived
          statisticsArrived = true
        case .deadlinePassed:
          guard objectsOutcome == nil || !statisticsArrived else { continue }
          group.cancelAll()
          logger.warning("status not loaded within \(deadline); staying native")
          return .zero(links)
        }
        if let objectsOutcome, statisticsArrived {
          group.cancelAll()
          return result(objectsOutcome, links: links)
        }
      }
      return .zero(links)
    }
  }

  private func result(_ outcome: ObjectsOutcome, links: StatusLinks) -> StatusResult {
    switch outcome {
    case .ok(let text):
      if let url = WebViewURL.validated(text) {
        guard webModeEnabled else {
          logger.notice("getObjects named a web page, but the remote web mode is off; staying native")
          return .zero(links)
        }
        return .one(url)
      }
      logger.warning("getObjects answered 200 without an absolute https URL; staying native")
      return .zero(links)
    case .failed(let reason):
      logger.info("getObjects failed (\(reason)); staying native")
      return .zero(links)
    }
  }
}
