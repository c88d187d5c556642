import AppData
import AppDomain
import BenchmarkSupport
import Foundation

// Issue 16, row 6: 10,000 items of JSON decoded the app's way, into `ItemsDTO` with
// `JSONDecoder` and then through `DTOMapper.item` (price parsed from its decimal string and
// checked, id checked), against `JSONDecoder` straight into the entities (`Item`'s own
// `Codable`, the price a JSON number), the way an app without a DTO layer reads the same list.
// Same items, same order; the two sides run alternately in one process, timed in CPU time
// (other builds on a shared machine do not inflate it).
//
// `DecodingBenchmark <keel|anchor> <rounds>` decodes the 10,000 items `rounds` times one way
// only, for valgrind: the instructions of a round are the difference between two round counts
// (CPU time still moves with the load on a shared machine; instruction counts do not). The top
// level has no `await`, since valgrind 3.19 crashes in a process whose main thread is parked in
// `dispatch_main` (what an asynchronous top level does): the measurement runs in a detached task
// while the main thread waits.

enum Decoding {
  static let count = 10_000

  struct ItemsEnvelope: Decodable {
    let items: [Item]
  }

  /// `{"items":[…]}` with `count` items; `quotedPrices` writes prices as the API does ("12.40").
  static func document(quotedPrices: Bool) -> Data {
    var json = #"{"items":["#
    for index in 0..<count {
      let price = "\(index % 500).\(index % 10)\(index % 7)"
      if index > 0 { json += "," }
      json += #"{"id":"item-\#(index)","title":"Item number \#(index)","category":"category-\#(index % 12)","#
      json += quotedPrices ? #""price":"\#(price)"}"# : #""price":\#(price)}"#
    }
    return Data((json + "]}").utf8)
  }

  static let apiDocument = document(quotedPrices: true)
  static let entityDocument = document(quotedPrices: false)

  static func viaDTOs() throws -> [Item] {
    let dto = try JSONDecoder().decode(ItemsDTO.self, from: apiDocument)
    return try dto.items.map { dto throws(RepositoryError) in try DTOMapper.item(dto) }
  }

  static func direct() throws -> [Item] {
    try JSONDecoder().decode(ItemsEnvelope.self, from: entityDocument).items
  }

  static func run(arguments: [String]) async throws {
    // The two paths must read the same items, or the comparison means nothing.
    let keelItems = try viaDTOs()
    guard keelItems == (try direct()), keelItems.count == count else {
      throw BenchmarkFailure("the DTO path and the direct path decoded different items")
    }
    if arguments.count == 3 {
      guard let oneSide = PerCallArguments(variants: ["keel", "anchor"], arguments: arguments) else { exit(2) }
      for _ in 0..<oneSide.calls { blackHole(try oneSide.variant == "keel" ? viaDTOs() : direct()) }
      return
    }
    let runs = Int(arguments.dropFirst().first ?? "") ?? 21
    let (keel, anchor) = try await measurePair(
      runs: runs, time: .cpu, keel: { blackHole(try viaDTOs()) }, anchor: { blackHole(try direct()) })
    let ratio = keel.ratio(to: anchor)
    print(
      "decoding \(count) items: DTOs + mappers \(keel.summary()), JSONDecoder into entities \(anchor.summary());"
        + " \(runs) runs each")
    TableRow(
      metric: "Decoding 10,000 items: the app's DTOs + DTOMapper (CPU time)",
      keel: keel.summary(), anchor: "JSONDecoder straight into Item: \(anchor.summary())", ratio: times(ratio),
      goal: "≤ 1.2×", met: ratio <= 1.2
    ).print()
  }
}

let arguments = CommandLine.arguments
Task.detached {
  do {
    try await Decoding.run(arguments: arguments)
    exit(0)
  } catch {
    print("DecodingBenchmark: \(error)")
    exit(1)
  }
}
// The task ends the process.
DispatchSemaphore(value: 0).wait()
