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

let count = 10_000
let runs = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 21

struct ItemsEnvelope: Decodable {
  let items: [Item]
}

/// `{"items":[…]}` with `count` items; `quotedPrices` writes prices as the API does ("12.40").
func document(quotedPrices: Bool) -> Data {
  var json = #"{"items":["#
  for index in 0..<count {
    let price = "\(index % 500).\(index % 10)\(index % 7)"
    if index > 0 { json += "," }
    json += #"{"id":"item-\#(index)","title":"Item number \#(index)","category":"category-\#(index % 12)","#
    json += quotedPrices ? #""price":"\#(price)"}"# : #""price":\#(price)}"#
  }
  return Data((json + "]}").utf8)
}

let apiDocument = document(quotedPrices: true)
let entityDocument = document(quotedPrices: false)

// The two paths must read the same items, or the comparison means nothing.
let viaDTOs = try JSONDecoder().decode(ItemsDTO.self, from: apiDocument).items.map { try DTOMapper.item($0) }
let direct = try JSONDecoder().decode(ItemsEnvelope.self, from: entityDocument).items
guard viaDTOs == direct, viaDTOs.count == count else {
  throw BenchmarkFailure("the DTO path and the direct path decoded different items")
}

let (keel, anchor) = try await measurePair(
  runs: runs, time: .cpu,
  keel: {
    let dto = try JSONDecoder().decode(ItemsDTO.self, from: apiDocument)
    blackHole(try dto.items.map { dto throws(RepositoryError) in try DTOMapper.item(dto) })
  },
  anchor: {
    blackHole(try JSONDecoder().decode(ItemsEnvelope.self, from: entityDocument).items)
  })
let ratio = keel.ratio(to: anchor)
print(
  "decoding \(count) items: DTOs + mappers \(keel.summary()), JSONDecoder into entities \(anchor.summary());"
    + " \(runs) runs each")
TableRow(
  metric: "Decoding 10,000 items: the app's DTOs + DTOMapper (CPU time)",
  keel: keel.summary(), anchor: "JSONDecoder straight into Item: \(anchor.summary())", ratio: times(ratio),
  goal: "≤ 1.2×", met: ratio <= 1.2
).print()
