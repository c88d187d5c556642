import BenchmarkSupport
import FlyingFox
import Foundation
import KeelNetwork
import KeelTestServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Issue 16, row 3: what `APIClient` adds to a request (building it from an endpoint, adapters,
// the delegate-driven transport with its size and redirect limits, classification, decoding)
// against a raw `URLSession` doing the same work: GET, check the status, decode the JSON body.
// Both talk to one FlyingFox server on 127.0.0.1 (KeelTestServer's `TestHTTPServer`, with
// TCP_NODELAY), over an ephemeral session each, created once and reused as an app would.
// 1,000 GETs one after another, then 1,000 GETs with 32 in flight, then one GET of an 8 MB body
// (which libcurl hands over in 16 KB chunks: the cost of collecting them); the two sides run
// alternately, round by round, in one process.
//
// `APIClientOverheadBenchmark <keel|raw> <requests>` runs one side alone, `requests` GETs at 32
// in flight, and prints the process's CPU time per request: for valgrind (instructions per
// request are the difference between two request counts, as scripts/bench does for the
// per-call rows) and for comparing CPU rather than wall-clock time on a loaded machine. The
// server runs in this process, so both sides' figures include its share, which is the same.
//
// The top level has no `await`: an asynchronous top level parks the main thread in
// `dispatch_main`, where valgrind 3.19 crashes (SIGSEGV in sigsuspend), so the benchmark runs
// in a detached task while the main thread waits.

struct ItemBody: Decodable, Sendable {
  let id: String
  let title: String
  let category: String
  let price: String
}

enum APIClientOverhead {
  static let inFlight = 32

  static func run(arguments: [String]) async throws {
    let oneSide = arguments.count == 3 ? PerCallArguments(variants: ["keel", "raw"], arguments: arguments) : nil
    if arguments.count == 3, oneSide == nil { exit(2) }  // the usage is printed
    let requests = oneSide?.calls ?? 1_000
    let runs = Int(arguments.dropFirst().first ?? "") ?? 5
    let body = Data(#"{"id":"item-1","title":"Coffee beans","category":"groceries","price":"12.40"}"#.utf8)
    // A JSON array of items, about 8 MB.
    let largeBody = Data(
      ("["
        + Array(repeating: String(decoding: body, as: UTF8.self), count: 100_000)
        .joined(separator: ",") + "]").utf8)
    let server = try await TestHTTPServer.start { request in
      let answer = request.path == "/items" ? largeBody : body
      return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: answer)
    }
    let client = APIClient(configuration: APIConfiguration(baseURL: server.baseURL), logger: NetworkLogger.disabled)
    let endpoint = APIEndpoint(path: "/item")
    let session = URLSession(configuration: .ephemeral)
    let url = server.url("/item")
    defer { session.invalidateAndCancel() }

    let keelGet: @Sendable () async throws -> Void = {
      switch await client.request(endpoint, as: ItemBody.self) {
      case .success(let item): blackHole(item)
      case .failure(let error): throw BenchmarkFailure("APIClient: \(error)")
      }
    }
    let rawGet: @Sendable () async throws -> Void = {
      let (data, response) = try await session.data(from: url)
      guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
        throw BenchmarkFailure("URLSession: unexpected response \(response)")
      }
      blackHole(try JSONDecoder().decode(ItemBody.self, from: data))
    }

    if let oneSide {
      let start = CPUClock.now
      try await concurrently(requests, oneSide.variant == "keel" ? keelGet : rawGet)
      reportTimePerCall(calls: requests, since: start)
      await server.stop()
      return
    }

    let sequential = try await measurePair(
      runs: runs, warmUp: 1, keel: { try await sequentially(requests, keelGet) },
      anchor: { try await sequentially(requests, rawGet) })
    report("1,000 sequential GETs", sequential.keel, sequential.anchor, requests: requests, runs: runs)
    let concurrent = try await measurePair(
      runs: runs, warmUp: 1, keel: { try await concurrently(requests, keelGet) },
      anchor: { try await concurrently(requests, rawGet) })
    report("1,000 GETs, \(inFlight) in flight", concurrent.keel, concurrent.anchor, requests: requests, runs: runs)

    try await measureLargeBody(client: client, session: session, url: server.url("/items"), runs: runs * 4)
    await server.stop()
  }

  /// One GET of the server's 8 MB array of items, each side decoding it.
  static func measureLargeBody(client: APIClient, session: URLSession, url: URL, runs: Int) async throws {
    let large = try await measurePair(
      runs: runs, warmUp: 1,
      keel: {
        switch await client.request(APIEndpoint(path: "/items"), as: [ItemBody].self) {
        case .success(let items): blackHole(items)
        case .failure(let error): throw BenchmarkFailure("APIClient: \(error)")
        }
      },
      anchor: {
        let (data, _) = try await session.data(from: url)
        blackHole(try JSONDecoder().decode([ItemBody].self, from: data))
      })
    report("one GET of an 8 MB body (100,000 items)", large.keel, large.anchor, requests: 1, runs: runs)
  }

  static func sequentially(_ requests: Int, _ get: @Sendable () async throws -> Void) async throws {
    for _ in 0..<requests { try await get() }
  }

  /// `requests` GETs by `inFlight` workers, each sending its share one after another.
  static func concurrently(_ requests: Int, _ get: @escaping @Sendable () async throws -> Void) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      for worker in 0..<inFlight {
        group.addTask {
          for _ in stride(from: worker, to: requests, by: inFlight) { try await get() }
        }
      }
      try await group.waitForAll()
    }
  }

  static func report(_ title: String, _ keel: Samples, _ raw: Samples, requests: Int, runs: Int) {
    let ratio = keel.ratio(to: raw)
    print(
      "\(title): APIClient \(keel.summary(perCall: requests)) per request,"
        + " URLSession \(raw.summary(perCall: requests)) per request; \(runs) rounds each")
    TableRow(
      metric: "APIClient overhead: \(title), loopback FlyingFox server",
      keel: "\(keel.summary(perCall: requests)) per request",
      anchor: "raw URLSession + JSONDecoder: \(raw.summary(perCall: requests)) per request",
      ratio: times(ratio), goal: "≤ 1.05×", met: ratio <= 1.05
    ).print()
  }
}

let arguments = CommandLine.arguments
Task.detached {
  do {
    try await APIClientOverhead.run(arguments: arguments)
    exit(0)
  } catch {
    print("APIClientOverheadBenchmark: \(error)")
    exit(1)
  }
}
// The task ends the process.
DispatchSemaphore(value: 0).wait()
