import AppDomain
import Foundation
import KeelCore
import KeelNetwork
import Logging

/// Sends analytics events to the app's API (`POST /analytics/events`, API.md) from a persisted
/// ``AnalyticsEventQueue``.
///
/// - ``record(_:)`` puts the event on disk and returns; every ``batchSize`` recorded events start
///   a flush, and the app flushes at launch and when it goes to the background.
/// - A flush sends the queue in batches of ``batchSize``, oldest first, one batch at a time, and
///   removes a batch only once the server has acknowledged it: delivery is at least once (a lost
///   acknowledgement sends a batch again).
/// - A transient failure (5xx, 429, a timeout, no connection) is retried with exponential
///   backoff and jitter on the injected clock, honouring `Retry-After`; after
///   `maximumAttempts` the flush stops and the events wait for the next one.
/// - A batch the server refuses for good (400, 413, 422) is dropped and counted, so one bad
///   batch cannot block the queue forever. With nobody signed in (401) the flush stops and
///   keeps the events.
/// - Concurrent flushes share the one in flight.
public final class APIAnalyticsProvider: AnalyticsProvider {
  /// What a flush did.
  public struct FlushReport: Sendable, Equatable {
    public enum Stop: Sendable, Equatable {
      /// Nobody is signed in (or the session ended): the events wait for a session.
      case notSignedIn
      /// A failure outlasted the retries, or one that retrying cannot fix; the events wait.
      case gaveUp(APIError)
      case cancelled
    }

    /// Events the server acknowledged.
    public var sent = 0
    /// Events the server refused for good, dropped and counted in the queue.
    public var refused = 0
    /// Why the flush ended before the queue was empty; nil when it was emptied.
    public var stop: Stop?

    public init(sent: Int = 0, refused: Int = 0, stop: Stop? = nil) {
      self.sent = sent
      self.refused = refused
      self.stop = stop
    }
  }

  /// The server takes at most 100 events per request (API.md).
  public static let maximumBatchSize = 100
  /// Four attempts over about 7 s before a flush gives up; the next flush tries again.
  public static let defaultRetryPolicy = RetryPolicy(
    maximumAttempts: 4, initialDelay: .seconds(1), multiplier: 2, maximumDelay: .seconds(30), jitter: 0.5)

  public let name = "api"
  public let queue: AnalyticsEventQueue
  public let batchSize: Int
  /// Whether every ``batchSize`` recorded events start a flush (tests of batching turn it off
  /// to choose when sending happens).
  public let flushesWhenBatchFills: Bool
  private let sender: Sender
  private let recordedSinceFlush = Locked(0)

  public init(
    queue: AnalyticsEventQueue,
    client: any APIClientProtocol,
    batchSize: Int = 50,
    flushesWhenBatchFills: Bool = true,
    retryPolicy: RetryPolicy = defaultRetryPolicy,
    clock: any Clock<Duration> = ContinuousClock(),
    logger: Logger = Logger(label: "template.analytics")
  ) {
    if !(1...Self.maximumBatchSize).contains(batchSize) {
      logger.warning("analytics batch size \(batchSize) is outside 1...\(Self.maximumBatchSize); clamping it")
    }
    let batchSize = min(max(batchSize, 1), Self.maximumBatchSize)
    self.queue = queue
    self.batchSize = batchSize
    self.flushesWhenBatchFills = flushesWhenBatchFills
    sender = Sender(
      queue: queue, client: client, batchSize: batchSize, retryPolicy: retryPolicy, clock: clock, logger: logger)
  }

  public func record(_ event: AnalyticsEvent) {
    queue.append(event)
    guard flushesWhenBatchFills else { return }
    let batchFilled = recordedSinceFlush.withLock { count in
      count += 1
      guard count >= batchSize else { return false }
      count = 0
      return true
    }
    if batchFilled {
      let sender = sender
      Task { await sender.flush() }
    }
  }

  /// Sends everything queued (joining a flush already in flight) and reports what happened.
  @discardableResult
  public func flush() async -> FlushReport {
    await sender.flush()
  }
}

/// Sends the queue one batch at a time; one flush at a time.
private actor Sender {
  private enum BatchOutcome {
    case acknowledged
    case refused(APIError)
    case stop(APIAnalyticsProvider.FlushReport.Stop)
  }

  private let queue: AnalyticsEventQueue
  private let client: any APIClientProtocol
  private let batchSize: Int
  private let retryPolicy: RetryPolicy
  private let clock: any Clock<Duration>
  private let logger: Logger
  private var running: Task<APIAnalyticsProvider.FlushReport, Never>?

  init(
    queue: AnalyticsEventQueue, client: any APIClientProtocol, batchSize: Int, retryPolicy: RetryPolicy,
    clock: any Clock<Duration>, logger: Logger
  ) {
    self.queue = queue
    self.client = client
    self.batchSize = batchSize
    self.retryPolicy = retryPolicy
    self.clock = clock
    self.logger = logger
  }

  /// A caller that joins a flush in flight gets its report; if events arrived after that flush
  /// last looked at the queue (and it was not stopped), it flushes again for them.
  func flush() async -> APIAnalyticsProvider.FlushReport {
    if let running {
      let report = await running.value
      guard report.stop == nil, queue.count > 0 else { return report }
      return await flush()
    }
    let task = Task { await self.sendAll() }
    running = task
    let report = await task.value
    running = nil
    return report
  }

  private func sendAll() async -> APIAnalyticsProvider.FlushReport {
    var report = APIAnalyticsProvider.FlushReport()
    while true {
      let batch = queue.oldest(batchSize)
      guard !batch.isEmpty else { return report }
      let sequences = Set(batch.map(\.sequence))
      switch await send(batch) {
      case .acknowledged:
        queue.remove(sequences)
        report.sent += batch.count
      case .refused(let error):
        logger.error("analytics batch of \(batch.count) refused by the server (\(error)); dropped")
        queue.remove(sequences)
        queue.countDropped(batch.count)
        report.refused += batch.count
      case .stop(let stop):
        report.stop = stop
        return report
      }
    }
  }

  private func send(_ batch: [AnalyticsEventQueue.Entry]) async -> BatchOutcome {
    let body = AnalyticsEventsDTO(
      events: batch.map {
        .init(name: $0.event.name, properties: $0.event.properties.isEmpty ? nil : $0.event.properties)
      })
    let endpoint: APIEndpoint
    do {
      endpoint = try .postAnalyticsEvents(body)
    } catch {
      return .refused(error)
    }
    var attempt = 1
    while true {
      switch await client.response(for: endpoint, timeLimit: nil) {
      case .success(let response):
        if let acknowledgement = try? response.decode(EventsAcknowledgementDTO.self),
          acknowledgement.accepted != batch.count
        {
          logger.warning("analytics batch of \(batch.count) acknowledged as \(acknowledgement.accepted) events")
        }
        return .acknowledged
      case .failure(let error):
        switch nextStep(after: error, attempt: attempt) {
        case .retry(let delay):
          logger.notice("analytics batch not sent (\(error)); retry \(attempt) in \(delay)")
          do {
            try await clock.sleep(for: delay)
          } catch {
            return .stop(.cancelled)
          }
          attempt += 1
        case .finish(let outcome):
          return outcome
        }
      }
    }
  }

  private enum NextStep {
    case retry(after: Duration)
    case finish(BatchOutcome)
  }

  /// What a failed attempt leads to: a refusal drops the batch, no session or a lasting failure
  /// stops the flush, a transient failure waits and tries again while attempts remain.
  private func nextStep(after error: APIError, attempt: Int) -> NextStep {
    switch error {
    case .unauthorized, .missingCredentials:
      logger.info("analytics not sent: nobody is signed in; \(queue.count) events wait")
      return .finish(.stop(.notSignedIn))
    case .cancelled:
      return .finish(.stop(.cancelled))
    case .badRequest, .clientError:
      return .finish(.refused(error))
    default:
      break
    }
    guard error.isTransient(retryableStatusCodes: retryPolicy.retryableStatusCodes),
      attempt < retryPolicy.maximumAttempts
    else {
      logger.warning(
        "analytics not sent after \(attempt) attempts (\(error)); \(queue.count) events wait for the next flush")
      return .finish(.stop(.gaveUp(error)))
    }
    var retryAfter: Duration?
    if case .rateLimited(let serverDelay, _) = error { retryAfter = serverDelay }
    if let retryAfter, retryAfter > retryPolicy.maximumRetryAfter {
      logger.warning("analytics rate limited for \(retryAfter); \(queue.count) events wait for the next flush")
      return .finish(.stop(.gaveUp(error)))
    }
    return .retry(
      after: retryPolicy.delay(beforeRetry: attempt, retryAfter: retryAfter, randomUnit: .random(in: 0...1)))
  }
}
