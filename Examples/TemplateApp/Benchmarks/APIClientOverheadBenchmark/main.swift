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
// 1,000 GETs one after another, then 1,000 GETs with 32 in flight; the two sides run
// alternately, round by round, in one process.
//
// `APIClientOverheadBenchmark <keel|raw> <requests>` runs one side alone, `requests` GETs at 32
// in flight, and prints the process's CPU time per request: for valgrind (instructions per
// request are the difference between two request counts, as scripts/bench does for the
// per-call rows) and for comparing CPU rather than wall-clock time on a loaded machine. The
// server runs in this process, so both sides' figures include its share, which is the same.

struct ItemBody: Decodable, Sendable {
  let id: String
  let title: String
  let category: String
  let price: String
}

let inFlight = 32
let oneSide = CommandLine.arguments.count == 3 ? PerCallArguments(variants: ["keel", "raw"]) : nil
if CommandLine.arguments.count == 3, oneSide == nil { exit(2) }  // the usage is printed
let requestsPerRound = oneSide?.calls ?? 1_000
let runs = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 5
let body = Data(#"{"id":"item-1","title":"Coffee beans","category":"groceries","price":"12.40"}"#.utf8)
let server = try await TestHTTPServer.start { _ in
  HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: body)
}

let client = APIClient(configuration: APIConfiguration(baseURL: server.baseURL), logger: NetworkLogger.disabled)
let endpoint = APIEndpoint(path: "/item")
let session = URLSession(configuration: .ephemeral)
let url = server.url("/item")

@Sendable func keelGet() async throws {
  switch await client.request(endpoint, as: ItemBody.self) {
  case .success(let item): blackHole(item)
  case .failure(let error): throw BenchmarkFailure("APIClient: \(error)")
  }
}

@Sendable func rawGet() async throws {
  let (data, response) = try await session.data(from: url)
  guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
    throw BenchmarkFailure("URLSession: unexpected response \(response)")
  }
  blackHole(try JSONDecoder().decode(ItemBody.self, from: data))
}

func sequentially(_ get: @Sendable () async throws -> Void) async throws {
  for _ in 0..<requestsPerRound { try await get() }
}

/// `requestsPerRound` GETs by `inFlight` workers, each sending its share one after another.
func concurrently(_ get: @escaping @Sendable () async throws -> Void) async throws {
  try await withThrowingTaskGroup(of: Void.self) { group in
    for worker in 0..<inFlight {
      group.addTask {
        for _ in stride(from: worker, to: requestsPerRound, by: inFlight) { try await get() }
      }
    }
    try await group.waitForAll()
  }
}

func report(_ title: String, _ keel: Samples, _ raw: Samples) {
  let ratio = keel.ratio(to: raw)
  print(
    "\(title): APIClient \(keel.summary(perCall: requestsPerRound)) per request,"
      + " URLSession \(raw.summary(perCall: requestsPerRound)) per request; \(runs) rounds each")
  TableRow(
    metric: "APIClient overhead: \(title), loopback FlyingFox server",
    keel: "\(keel.summary(perCall: requestsPerRound)) per request",
    anchor: "raw URLSession + JSONDecoder: \(raw.summary(perCall: requestsPerRound)) per request",
    ratio: times(ratio), goal: "≤ 1.05×", met: ratio <= 1.05
  ).print()
}

if let oneSide {
  let start = CPUClock.now
  try await concurrently(oneSide.variant == "keel" ? keelGet : rawGet)
  reportTimePerCall(calls: requestsPerRound, since: start)
  session.invalidateAndCancel()
  await server.stop()
  exit(0)
}

let sequential = try await measurePair(
  runs: runs, warmUp: 1, keel: { try await sequentially(keelGet) }, anchor: { try await sequentially(rawGet) })
report("1,000 sequential GETs", sequential.keel, sequential.anchor)
let concurrent = try await measurePair(
  runs: runs, warmUp: 1, keel: { try await concurrently(keelGet) }, anchor: { try await concurrently(rawGet) })
report("1,000 GETs, \(inFlight) in flight", concurrent.keel, concurrent.anchor)
session.invalidateAndCancel()
await server.stop()
