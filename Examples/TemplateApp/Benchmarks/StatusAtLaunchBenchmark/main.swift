import AppData
import AppDomain
import BenchmarkSupport
import DevServer
import Foundation
import KeelNetwork
import Logging

// Issue 16, row 2: the status at launch, `AppStatusService.loadStatus()`, against the
// development server with `getObjects` and `getStatistics` each delayed 300 ms. The physical
// limit is the slower call (300 ms: the two run in parallel); the anchor is the same two calls
// made one after the other through the same repositories (about 600 ms). The server answers
// `getObjects` with 404 (native mode), so the app waits for both answers, the longest launch.
// Each run is a new app: a new `APIClient` (new URLSession, new connections), as at launch.
// Both sides run alternately in one process.

let delay = 300
let runs = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 10
let silent = Logger(label: "benchmark") { _ in SwiftLogNoOpLogHandler() }
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("status-benchmark-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }
let credentials = DevServerCredentials.random()
let server = try await DevServer.start(
  configuration: DevServerConfiguration(
    statusMode: .native, latencyMilliseconds: [.getObjects: delay, .getStatistics: delay]),
  credentials: credentials,
  database: try DevServerDatabase(path: folder.appendingPathComponent("server.sqlite").path), logger: silent)

func makeClient() -> APIClient {
  APIClient(
    configuration: APIConfiguration(
      baseURL: server.baseURL,
      credentials: APICredentials(
        basic: BasicCredentials(username: credentials.basicUser, password: credentials.basicPassword))),
    logger: NetworkLogger.disabled)
}

let (parallel, sequential) = try await measurePair(
  runs: runs, warmUp: 1,
  keel: {
    let client = makeClient()
    let service = AppStatusService(
      objects: ObjectsRepository(client: client), statistics: StatisticsRepository(client: client), mode: .default,
      appVersion: "2.0", logger: silent)
    let status = await service.loadStatus()
    guard case .zero(let statisticsURL, _) = status, statisticsURL != nil else {
      throw BenchmarkFailure("loadStatus() answered \(status), not native with the statistics URL")
    }
  },
  anchor: {
    let client = makeClient()
    let outcome = await ObjectsRepository(client: client).fetchObjects(version: "2", timeLimit: .seconds(5))
    let links = await StatisticsRepository(client: client).fetchStatistics(version: "2", timeLimit: .seconds(5))
    guard case .failed = outcome, links.statisticsURL != nil else {
      throw BenchmarkFailure("the sequential load got \(outcome) and \(links)")
    }
  })
await server.stop()

let limit = Duration.milliseconds(delay)
let ratio = parallel.median.seconds / limit.seconds
print(
  "status at launch, both calls delayed \(delay) ms: loadStatus() \(parallel.summary()),"
    + " sequential \(sequential.summary()); \(runs) runs each")
TableRow(
  metric: "Status at launch: loadStatus(), getObjects and getStatistics each delayed \(delay) ms",
  keel: parallel.summary(),
  anchor: "limit (slower call) \(delay) ms; sequential load \(sequential.summary())",
  ratio: "\(times(ratio)) the limit (\(times(parallel.ratio(to: sequential))) sequential)",
  goal: "≤ 1.15× the slower call", met: ratio <= 1.15
).print()
