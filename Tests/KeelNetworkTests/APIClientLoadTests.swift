import FlyingFox
import Foundation
import KeelCore
import KeelNetwork
import KeelTestServer
import KeelTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The client with 500 requests in flight against a loopback server that answers slowly (issue
/// 17, "Load and faults"): every request ends with a result, memory does not grow from one wave
/// to the next, and cancelling them all ends every one. A separate suite from `APIClientTests`
/// so scripts/test can run it after the rest (it keeps both cores busy for seconds) and
/// `scripts/load` can run it alone. No test asserts a speed: the speed figures go to
/// `KEEL_LOAD_FIGURES` (written by `LoadFigures`) for the script to print.
@Suite(.serialized) struct APIClientLoadTests {
  static let inFlight = 500

  /// All 500 connections open at once (FoundationNetworking's default is 6 per host, which would
  /// queue 494 of them inside libcurl rather than on the server).
  static func session() -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpMaximumConnectionsPerHost = inFlight
    return configuration
  }

  /// Starts `count` requests, each in its own task, and returns the tasks.
  static func startRequests(
    _ client: APIClient, count: Int
  ) -> [Task<Result<Data, APIError>, Never>] {
    (0..<count).map { index in
      Task { await client.requestWithResult(endpoint: APIEndpoint(path: "items/\(index)")) }
    }
  }

  @Test func fiveHundredSlowAnswersAllArrive() async throws {
    let server = try await TestHTTPServer.start { request in
      try await Task.sleep(for: .milliseconds(500))
      return jsonResponse(.ok, #"{"path":"\#(request.path)"}"#)
    }
    let client = makeClient(
      baseURL: server.baseURL, requestTimeout: .seconds(120), sessionConfiguration: Self.session())
    let started = ContinuousClock.now
    var bodies: [String] = []
    let tasks = Self.startRequests(client, count: Self.inFlight)
    // The first failed request ends the loop; the others must not go on without the test.
    defer { for task in tasks { task.cancel() } }
    for task in tasks {
      bodies.append(String(decoding: try await task.value.get(), as: UTF8.self))
    }
    let elapsed = ContinuousClock.now - started
    await server.stop()

    #expect(bodies == (0..<Self.inFlight).map { #"{"path":"/items/\#($0)"}"# })
    #expect(server.requests.count == Self.inFlight)
    LoadFigures.record(
      "APIClient: \(Self.inFlight) requests answered after 500 ms each, all in flight at once: "
        + "\(LoadFigures.seconds(elapsed)) until the last result")
  }

  /// Five waves of 500: the resident size after the last wave stays within 64 MB of the size
  /// after the first (which pays for the connection pool, buffers and the runtime's caches), so
  /// nothing is kept per request.
  @Test func memoryStaysFlatAcrossWaves() async throws {
    let server = try await TestHTTPServer.start { _ in
      try await Task.sleep(for: .milliseconds(100))
      return jsonResponse(.ok, String(repeating: "x", count: 4096).debugDescription)
    }
    let client = makeClient(
      baseURL: server.baseURL, requestTimeout: .seconds(120), sessionConfiguration: Self.session())
    var residentAfterWave: [Int] = []
    for _ in 0..<5 {
      var succeeded = 0
      for task in Self.startRequests(client, count: Self.inFlight) {
        if case .success = await task.value { succeeded += 1 }
      }
      #expect(succeeded == Self.inFlight)
      residentAfterWave.append(LoadFigures.residentBytes() ?? 0)
    }
    await server.stop()

    #expect(server.requests.count == 5 * Self.inFlight)
    if let first = residentAfterWave.first, let last = residentAfterWave.last, first > 0 {
      #expect(last - first < 64 << 20, "resident size after each wave: \(residentAfterWave)")
    }
    LoadFigures.record(
      "APIClient: resident MB after each wave of \(Self.inFlight): "
        + residentAfterWave.map { String($0 >> 20) }.joined(separator: ", "))
  }

  /// The server holds every request until it stops; once all 500 have reached it, every task is
  /// cancelled and each ends with `.cancelled` (nothing else could end them: no answer comes,
  /// and the session's timeout is far off). Issue 17 asks for 1 s from the cancel to the last
  /// result: a speed, so it is recorded (`scripts/load` prints it), not asserted, since a
  /// machine shared with other builds decides it.
  @Test func cancellingAllEndsThemAll() async throws {
    let server = try await TestHTTPServer.start { _ in try await holdUntilTheServerStops() }
    // The session's timeout is far beyond the wait for all 500 to arrive (which only a failing
    // test spends), so no request can end by timing out before the cancel.
    let client = makeClient(
      baseURL: server.baseURL, requestTimeout: .seconds(3600), sessionConfiguration: Self.session())
    let tasks = Self.startRequests(client, count: Self.inFlight)
    defer { for task in tasks { task.cancel() } }
    try await waitForCondition(timeout: .seconds(600), pollInterval: .milliseconds(20)) {
      server.requests.count >= Self.inFlight
    }
    let reached = server.requests.count
    let cancelled = ContinuousClock.now
    for task in tasks { task.cancel() }
    var results: [Result<Data, APIError>] = []
    for task in tasks { results.append(await task.value) }
    let elapsed = ContinuousClock.now - cancelled
    await server.stop()

    #expect(reached == Self.inFlight)
    #expect(results.allSatisfy { $0 == .failure(.cancelled) })
    LoadFigures.record(
      "APIClient: \(Self.inFlight) requests held by the server, cancelled: all ended "
        + "\(LoadFigures.seconds(elapsed)) after the cancel")
  }
}
