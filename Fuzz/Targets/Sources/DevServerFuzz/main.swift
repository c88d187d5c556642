import Foundation
import FuzzSupport

@testable import DevServer

// Any bytes as the dev server's configuration file, request bodies, command line and request
// line, through the same decoding and error descriptions the server uses. (`scripts/fuzz`
// builds with -enable-testing: the body types are internal to DevServer.)
// The configuration goes through `DevServerConfiguration.parse`, what `load(from:)` does with the
// file's contents: writing each input to a file first (an fsync on disk, 39 % of the run in
// `perf` on 24 Nov 2026; still an open, write and read per input on tmpfs) tested Foundation's
// file reading, not the server's.
func decodeBody<Body: Decodable>(_ type: Body.Type, _ data: Data) {
  do {
    _ = try JSONDecoder().decode(type, from: data)
  } catch let error as DecodingError {
    _ = DecodingProblem.describe(error)
  } catch {}
}

runFuzzer { data in
  _ = try? DevServerConfiguration.parse(data, file: "fuzz.json")
  decodeBody(LoginRequest.self, data)
  decodeBody(RefreshRequest.self, data)
  decodeBody(ProfileUpdate.self, data)
  decodeBody(EventsRequest.self, data)
  decodeBody(DevServerConfiguration.self, data)
  let text = data.text
  _ = try? DevServerArguments.parse(text.split(separator: " ").map(String.init))
  let requestLine = text.split(separator: " ", maxSplits: 1).map(String.init)
  if requestLine.count == 2 { _ = DevServerRoute.matching(method: requestLine[0], path: requestLine[1]) }
}
