import AppTestSupport
import DevServer
import Foundation
import Testing

/// `template-server` as a process under load and under `kill -9` (issue 17, "Load and faults").
/// Full size under `scripts/load` (`KEEL_LOAD=1`: 64 clients for 30 s, 20 kills); the load in a
/// short form otherwise (64 clients for 3 s), so scripts/test keeps the behaviour checked within its
/// budget. Assertions are about correctness, with deadlines of minutes; latency, throughput and
/// memory go to `LoadFigures` for the script to print.
@Suite("template-server under load and kill -9", .serialized)
struct TemplateServerLoadTests {
  /// The shared start: credentials through the environment, a database of its own.
  let fixture = TemplateServerFixture(name: "template-load")

  func storedEventIDs(_ client: HTTPTestClient, _ bearer: [String: String]) async throws -> [Int] {
    let listed = try await client.send("GET", "/analytics/events", headers: bearer)
    #expect(listed.status == 200)
    return try #require(listed.json["events"] as? [[String: Any]]).compactMap { $0["id"] as? Int }
  }

  /// Each of 64 clients (its own session, so its own connection) alternates `GET /items` and a
  /// one-event `POST /analytics/events` until the time is up. No request may fail, every event
  /// acknowledged must be stored afterwards, and the server's resident size at the end stays
  /// within 64 MB of its size after the first fifth of the run.
  @Test func sixtyFourClientsGetEveryAnswerAndEveryEventIsStored() async throws {
    defer { fixture.removeFolder() }
    let duration: Duration = LoadFigures.isFullRun ? .seconds(30) : .seconds(3)
    let server = try await fixture.launch()
    defer { server.terminate() }
    let bearer = try await fixture.signIn(HTTPTestClient(baseURL: server.baseURL))
    let tally = LoadTally()
    let started = ContinuousClock.now
    let end = started + duration
    let earlySample = Task {
      try? await Task.sleep(until: started + duration / 5, clock: .continuous)
      return LoadFigures.residentBytes(of: server.processIdentifier)
    }
    await withTaskGroup(of: Void.self) { group in
      for client in 0..<64 {
        group.addTask {
          let http = HTTPTestClient(baseURL: server.baseURL)
          var step = 0
          while ContinuousClock.now < end {
            step += 1
            let sent = ContinuousClock.now
            do {
              if step.isMultiple(of: 2) {
                let event = ["name": "load-\(client)-\(step)", "properties": ["client": "\(client)"]] as [String: Any]
                let response = try await http.send(
                  "POST", "/analytics/events", headers: bearer, json: ["events": [event]])
                let ids = response.status == 201 ? response.json["ids"] as? [Int] ?? [] : []
                await tally.record(ContinuousClock.now - sent, ok: response.status == 201, acknowledged: ids)
              } else {
                let response = try await http.send("GET", "/items", headers: bearer)
                await tally.record(ContinuousClock.now - sent, ok: response.status == 200, acknowledged: [])
              }
            } catch {
              await tally.record(ContinuousClock.now - sent, ok: false, acknowledged: [])
            }
          }
        }
      }
    }
    let elapsed = ContinuousClock.now - started
    let residentEarly = await earlySample.value
    let residentEnd = LoadFigures.residentBytes(of: server.processIdentifier)
    let stored = Set(try await storedEventIDs(HTTPTestClient(baseURL: server.baseURL), bearer))
    let result = await tally.snapshot()

    #expect(result.failed == 0, "\(result.failed) of \(result.latencies.count) requests failed")
    #expect(result.latencies.count > 64)
    #expect(!result.acknowledged.isEmpty)
    #expect(Set(result.acknowledged).isSubset(of: stored), "acknowledged events missing after the load")
    if let residentEarly, let residentEnd {
      #expect(residentEnd - residentEarly < 64 << 20, "server resident size \(residentEarly) → \(residentEnd)")
    }
    let sorted = result.latencies.sorted()
    let percentile = { (fraction: Double) in
      LoadFigures.milliseconds(sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))])
    }
    let perSecond = Double(sorted.count) / (LoadFigures.milliseconds(elapsed) / 1000)
    let megabytes = { (bytes: Int?) in bytes.map { "\($0 >> 20) MB" } ?? "?" }
    LoadFigures.record(
      "template-server, "
        + "64 clients for \(LoadFigures.seconds(elapsed)): \(sorted.count) requests, \(result.failed) failed, "
        + String(
          format: "%.0f requests/s, p50 %.1f ms, p99 %.1f ms", perSecond,
          percentile(0.5), percentile(0.99))
        + ", \(result.acknowledged.count) events acknowledged and all stored, server resident "
        + "\(megabytes(residentEarly)) after \(LoadFigures.seconds(duration / 5)), \(megabytes(residentEnd)) at the end"
    )
  }

  /// Sixteen clients post batches of five events as fast as the server takes them; once at least
  /// 50 batches of this round are acknowledged the server gets SIGKILL mid-burst. After each
  /// restart on the same database every event ever acknowledged is there, and after the last
  /// round `PRAGMA integrity_check` says ok.
  ///
  /// The posters are not cancelled: they end by themselves, each at its first request after the
  /// kill. Cancelling them deadlocked the test process (23 Nov 2026; backtraces taken with gdb on
  /// 24 Nov): swift-corelibs-foundation's `URLSession.data(for:)` cancels its task with
  /// `URLSessionTask.cancel()`, a `sync` onto the session's work queue, from inside the
  /// concurrency runtime's cancellation (holding the task's status lock), while that work queue,
  /// failing the same request because the server had died, was resuming the continuation and
  /// waiting for that lock. Only under `scripts/load` (20 rounds take minutes).
  @Test(.enabled(if: LoadFigures.isFullRun, "scripts/load only: see the note above"))
  func killNineMidBurstLosesNoAcknowledgedEvent() async throws {
    defer { fixture.removeFolder() }
    let rounds = LoadFigures.isFullRun ? 20 : 3
    var acknowledged: Set<Int> = []
    var unanswered = 0
    for round in 0..<rounds {
      let server = try await fixture.launch()
      let client = HTTPTestClient(baseURL: server.baseURL)
      let bearer = try await fixture.signIn(client)
      let stored = Set(try await storedEventIDs(client, bearer))
      #expect(acknowledged.isSubset(of: stored), "round \(round): \(acknowledged.subtracting(stored).count) lost")

      let tally = LoadTally()
      let posters = Task {
        await withTaskGroup(of: Void.self) { group in
          for poster in 0..<16 {
            group.addTask {
              let http = HTTPTestClient(baseURL: server.baseURL)
              var batch = 0
              while true {
                batch += 1
                let events = (0..<5).map { ["name": "burst-\(round)-\(poster)-\(batch)-\($0)"] }
                do {
                  let response = try await http.send(
                    "POST", "/analytics/events", headers: bearer, json: ["events": events])
                  let ids = response.status == 201 ? response.json["ids"] as? [Int] ?? [] : []
                  await tally.record(.zero, ok: response.status == 201, acknowledged: ids)
                } catch {
                  // The server is gone: what was not answered was never acknowledged.
                  await tally.record(.zero, ok: false, acknowledged: [])
                  return
                }
              }
            }
          }
        }
      }
      let deadline = ContinuousClock.now + .seconds(120)
      while await tally.snapshot().acknowledged.count < 250, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(5))
      }
      server.kill9()
      // Every acknowledgement came from the live server, so the tally is final now. Each poster
      // ends at its next request, which fails (see above for why they are not cancelled).
      let result = await tally.snapshot()
      await posters.value
      #expect(result.acknowledged.count >= 250, "round \(round) reached only \(result.acknowledged.count) events")
      #expect(server.terminationReason == .uncaughtSignal)
      acknowledged.formUnion(result.acknowledged)
      unanswered += result.failed
    }

    let last = try await fixture.launch()
    let client = HTTPTestClient(baseURL: last.baseURL)
    let stored = Set(try await storedEventIDs(client, try await fixture.signIn(client)))
    last.terminate()
    #expect(acknowledged.isSubset(of: stored), "\(acknowledged.subtracting(stored).count) acknowledged events lost")
    let database = try DevServerDatabase(path: fixture.databasePath)
    #expect(try database.integrityCheck() == ["ok"])
    LoadFigures.record(
      "template-server, "
        + "kill -9 mid-burst x\(rounds): \(acknowledged.count) events acknowledged, all stored "
        + "(\(stored.count) stored: posts cut by the kill may be stored unacknowledged), "
        + "\(unanswered) posts cut off, integrity_check ok")
  }
}

/// Latencies, failures and acknowledged event ids from many client tasks.
private actor LoadTally {
  struct Snapshot {
    var latencies: [Duration] = []
    var failed = 0
    var acknowledged: [Int] = []
  }

  private var state = Snapshot()

  func record(_ latency: Duration, ok: Bool, acknowledged ids: [Int]) {
    state.latencies.append(latency)
    if !ok { state.failed += 1 }
    state.acknowledged += ids
  }

  func snapshot() -> Snapshot { state }
}
