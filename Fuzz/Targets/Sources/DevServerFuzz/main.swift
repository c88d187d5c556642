import Foundation
import FuzzSupport

@testable import DevServer

// Any bytes as the dev server's configuration file, request bodies, command line and request
// line, through the same decoding and error descriptions the server uses. (`scripts/fuzz`
// builds with -enable-testing: the body types are internal to DevServer.)
// The file is rewritten for every input. On disk, `Data.write` ends in an fsync, and `perf` put
// the write at 39 % of the run (126 inputs/s on 24 Nov 2026), the harness rather than the loading
// under test; in memory (tmpfs, /dev/shm on Linux) the write costs a few system calls.
let scratchDirectory =
  FileManager.default.fileExists(atPath: "/dev/shm")
  ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
let configurationFile = scratchDirectory.appendingPathComponent("keel-fuzz-devserver-\(getpid()).json")

func decodeBody<Body: Decodable>(_ type: Body.Type, _ data: Data) {
  do {
    _ = try JSONDecoder().decode(type, from: data)
  } catch let error as DecodingError {
    _ = DecodingProblem.describe(error)
  } catch {}
}

runFuzzer { data in
  if (try? data.write(to: configurationFile)) != nil {
    _ = try? DevServerConfiguration.load(from: configurationFile)
  }
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
